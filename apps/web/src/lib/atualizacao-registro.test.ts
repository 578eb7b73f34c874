import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULAR_ESPERA } from '../sw/mensagens';
import {
  ENDERECO_WORKER,
  INTERVALO_VERIFICACAO_MS,
  acompanharAtualizacoes,
  type AmbienteAtualizacao,
  type Conteiner,
  type Registro,
  type WorkerNovo,
} from './atualizacao-registro';
import { useAtualizacao } from './atualizacao';

/** A service worker as the browser shows it: a state that changes, messages it received. */
class WorkerFalso extends EventTarget implements WorkerNovo {
  recebidas: unknown[] = [];
  constructor(public state: string) {
    super();
  }
  postMessage(mensagem: unknown) {
    this.recebidas.push(mensagem);
  }
  mudar(estado: string) {
    this.state = estado;
    this.dispatchEvent(new Event('statechange'));
  }
}

class RegistroFalso extends EventTarget implements Registro {
  installing: WorkerFalso | null = null;
  waiting: WorkerFalso | null = null;
  update = vi.fn(() => Promise.resolve());
  /** The browser found a new worker at the address. */
  encontrar(worker: WorkerFalso) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class ConteinerFalso extends EventTarget implements Conteiner {
  registro = new RegistroFalso();
  register = vi.fn(() => Promise.resolve(this.registro as Registro));
  constructor(public controller: unknown) {
    super();
  }
  /** A worker takes over the page. */
  assumir(worker: unknown) {
    this.controller = worker;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function ambiente(controlador: unknown) {
  const conteiner = new ConteinerFalso(controlador);
  const documento: EventTarget & { visibilityState: DocumentVisibilityState } = Object.assign(
    new EventTarget(),
    { visibilityState: 'visible' as const },
  );
  const repetidas: { acao: () => void; ms: number }[] = [];
  const amb = {
    conteiner,
    documento,
    recarregar: vi.fn(),
    repetir: (acao: () => void, ms: number) => repetidas.push({ acao, ms }),
  } satisfies AmbienteAtualizacao;
  return { ...amb, amb, repetidas };
}

afterEach(() => useAtualizacao.setState({ disponivel: false, esperando: null }));

describe('acompanharAtualizacoes (issue 15, spec 1 §2.3)', () => {
  it('registers /sw.js for the whole app', async () => {
    const { amb, conteiner } = ambiente(null);
    await acompanharAtualizacoes(amb);
    expect(conteiner.register).toHaveBeenCalledWith(ENDERECO_WORKER, { scope: '/' });
  });

  it('the first install is no update: no notice, no reload when it claims the page', async () => {
    const { amb, conteiner, recarregar } = ambiente(null);
    await acompanharAtualizacoes(amb);
    const primeiro = new WorkerFalso('installing');
    conteiner.registro.encontrar(primeiro);
    primeiro.mudar('installed');
    primeiro.mudar('activated');
    conteiner.assumir(primeiro);
    expect(useAtualizacao.getState().disponivel).toBe(false);
    expect(recarregar).not.toHaveBeenCalled();
  });

  it("announces a new worker installed under a controlled page; 'Atualizar' makes it take over and reloads once", async () => {
    const ativo = new WorkerFalso('activated');
    const { amb, conteiner, recarregar } = ambiente(ativo);
    await acompanharAtualizacoes(amb);
    const novo = new WorkerFalso('installing');
    conteiner.registro.encontrar(novo);
    expect(useAtualizacao.getState().disponivel).toBe(false);
    novo.mudar('installed');
    expect(useAtualizacao.getState()).toMatchObject({ disponivel: true, esperando: novo });

    useAtualizacao.getState().atualizar();
    expect(novo.recebidas).toEqual([{ tipo: PULAR_ESPERA }]);
    expect(recarregar).not.toHaveBeenCalled();
    conteiner.assumir(novo);
    conteiner.assumir(novo);
    expect(recarregar).toHaveBeenCalledTimes(1);
  });

  it('announces a worker already waiting when the app starts (the notice was not answered before)', async () => {
    const { amb, conteiner } = ambiente(new WorkerFalso('activated'));
    const esperando = new WorkerFalso('installed');
    conteiner.registro.waiting = esperando;
    await acompanharAtualizacoes(amb);
    expect(useAtualizacao.getState()).toMatchObject({ disponivel: true, esperando });
  });

  it("a page another tab updated is told so, and its 'Atualizar' reloads it", async () => {
    const { amb, conteiner, recarregar } = ambiente(new WorkerFalso('activated'));
    await acompanharAtualizacoes(amb);
    conteiner.assumir(new WorkerFalso('activated'));
    expect(useAtualizacao.getState()).toMatchObject({ disponivel: true, esperando: null });
    useAtualizacao.getState().atualizar();
    expect(recarregar).toHaveBeenCalledTimes(1);
  });

  it("'Atualizar' reloads when the waiting worker was discarded", async () => {
    const { amb, conteiner, recarregar } = ambiente(new WorkerFalso('activated'));
    const esperando = new WorkerFalso('installed');
    conteiner.registro.waiting = esperando;
    await acompanharAtualizacoes(amb);
    esperando.state = 'redundant';
    useAtualizacao.getState().atualizar();
    expect(esperando.recebidas).toEqual([]);
    expect(recarregar).toHaveBeenCalledTimes(1);
  });

  it(`looks for updates when the tab is visible again and every ${INTERVALO_VERIFICACAO_MS / 60_000} min`, async () => {
    const { amb, conteiner, documento, repetidas } = ambiente(new WorkerFalso('activated'));
    conteiner.registro.update.mockRejectedValue(new TypeError('Failed to fetch'));
    await acompanharAtualizacoes(amb);
    expect(repetidas.map((r) => r.ms)).toEqual([INTERVALO_VERIFICACAO_MS]);
    repetidas[0]?.acao();
    expect(conteiner.registro.update).toHaveBeenCalledTimes(1);

    documento.visibilityState = 'hidden';
    documento.dispatchEvent(new Event('visibilitychange'));
    expect(conteiner.registro.update).toHaveBeenCalledTimes(1);
    documento.visibilityState = 'visible';
    documento.dispatchEvent(new Event('visibilitychange'));
    // Offline the check fails quietly.
    expect(conteiner.registro.update).toHaveBeenCalledTimes(2);
  });
});
