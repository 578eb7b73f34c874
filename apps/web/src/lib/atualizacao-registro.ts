import { PULAR_ESPERA } from '../sw/mensagens';
import { useAtualizacao } from './atualizacao';

/**
 * Registers the service worker and follows its updates for the new-version notice (lib/atualizacao.ts,
 * issue 15; spec 1 §2.3).
 */

/** The parts of a ServiceWorker used here (a fake in the tests). */
export interface WorkerNovo extends EventTarget {
  readonly state: string;
  postMessage(mensagem: unknown): void;
}
/** The parts of a ServiceWorkerRegistration used here. */
export interface Registro extends EventTarget {
  readonly installing: WorkerNovo | null;
  readonly waiting: WorkerNovo | null;
  update(): Promise<unknown>;
}
/** The parts of navigator.serviceWorker used here. */
export interface Conteiner extends EventTarget {
  readonly controller: unknown;
  register(url: string, opcoes: { scope: string }): Promise<Registro>;
}

/** How often an open app asks the server for a new version (also when the tab becomes visible). */
export const INTERVALO_VERIFICACAO_MS = 30 * 60_000;
/** The worker's address: fixed, unhashed (apps/web/vite.config.ts writes it). */
export const ENDERECO_WORKER = '/sw.js';

export interface AmbienteAtualizacao {
  conteiner: Conteiner;
  documento: Pick<Document, 'visibilityState' | 'addEventListener'>;
  recarregar: () => void;
  repetir: (acao: () => void, ms: number) => unknown;
}

/**
 * Registers the worker and follows its updates: a new worker installed while a page is controlled
 * is announced; 'Atualizar' tells it to skip waiting, and its taking over (controllerchange) reloads
 * the page once. A page that another tab updated is announced too ('Atualizar' reloads it). The
 * first install is never announced. Looks for updates when the tab becomes visible again and every
 * INTERVALO_VERIFICACAO_MS.
 */
export async function acompanharAtualizacoes(amb: AmbienteAtualizacao): Promise<Registro> {
  const { conteiner } = amb;
  let controlador = conteiner.controller;
  let pediuAtualizar = false;
  let recarregou = false;
  const recarregarUmaVez = () => {
    if (recarregou) return;
    recarregou = true;
    amb.recarregar();
  };
  const atualizar = () => {
    const { esperando } = useAtualizacao.getState();
    if (!esperando || esperando.state === 'redundant') return recarregarUmaVez();
    pediuAtualizar = true;
    esperando.postMessage({ tipo: PULAR_ESPERA });
  };
  const anunciar = (esperando: WorkerNovo | null) =>
    useAtualizacao.setState({ disponivel: true, esperando, atualizar });

  conteiner.addEventListener('controllerchange', () => {
    const anterior = controlador;
    controlador = conteiner.controller;
    if (pediuAtualizar) recarregarUmaVez();
    // The first install claiming the page is no new version; another tab's 'Atualizar' is.
    else if (anterior) anunciar(null);
  });

  const registro = await conteiner.register(ENDERECO_WORKER, { scope: '/' });
  const acompanhar = (worker: WorkerNovo) => {
    const instalado = () => {
      if (worker.state === 'installed' && conteiner.controller) anunciar(worker);
    };
    worker.addEventListener('statechange', instalado);
    instalado();
  };
  if (registro.waiting && conteiner.controller) anunciar(registro.waiting);
  if (registro.installing) acompanhar(registro.installing);
  registro.addEventListener('updatefound', () => {
    if (registro.installing) acompanhar(registro.installing);
  });

  const procurar = () => void registro.update().catch(() => undefined);
  amb.documento.addEventListener('visibilitychange', () => {
    if (amb.documento.visibilityState === 'visible') procurar();
  });
  amb.repetir(procurar, INTERVALO_VERIFICACAO_MS);
  return registro;
}

/**
 * In the production build, where the browser has service workers (https or localhost; not plain http
 * on the event's local server), registers it once the page has loaded, so the precache never
 * competes with the first load (+0.6 KB gzip to it, issue 13 §8).
 */
export function registrarServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const iniciar = () =>
    void acompanharAtualizacoes({
      conteiner: navigator.serviceWorker,
      documento: document,
      recarregar: () => window.location.reload(),
      repetir: (acao, ms) => window.setInterval(acao, ms),
    }).catch(() => undefined);
  if (document.readyState === 'complete') iniciar();
  else window.addEventListener('load', iniciar, { once: true });
}
