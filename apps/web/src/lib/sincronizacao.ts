import { ApiError, ErroDeConexao } from './api';
import type { CorpoPedidoOffline, PedidoOffline } from './pedidos-offline';

/*
 * The sync engine of offline orders (spec 1 §4 "Offline orders", §9 sync retry 10 s; spec D11;
 * issue 15 §4, §5), pure: clock, queue, API and lock are given, so the tests drive it with a fake
 * clock. One run at a time (in this tab by a flag, across tabs by the lock); each waiting order in
 * turn: the server is asked for its uuid, an order it holds with the same hash is done, with another
 * hash it is updated, else created (the server answers a repeated uuid and hash as the first time,
 * so a lost answer or a reload in the middle never makes a second order). No answer or a server
 * error stops the run; 401 stops it (the shell logs out); another refusal marks the order refused
 * with the server's message and the run goes on. The engine runs again 10 s after each run.
 */

/** spec 1 §9: 10 s after each run and after a failure. */
export const INTERVALO_SINCRONIZACAO_MS = 10_000;

export interface ApiSincronizacao {
  /** GET /api/pedidos/{uuid}/editar: the server's order with this uuid, or null (404). */
  buscarPorUuid(uuid: string): Promise<{ id: number; hash: string | null } | null>;
  /** POST /api/pedidos/salvar. */
  salvar(corpo: CorpoPedidoOffline): Promise<{ id: number }>;
  /** POST /api/pedidos/{id}/atualizar. */
  atualizar(id: number, corpo: CorpoPedidoOffline): Promise<{ id: number }>;
}

export interface FilaSincronizacao {
  /** The logged-in user's queue (waiting and refused), oldest first; [] without a user. */
  listar(): Promise<PedidoOffline[]>;
  concluir(p: PedidoOffline, id: number, quando: Date): Promise<void>;
  recusar(p: PedidoOffline, motivo: string): Promise<void>;
  tentativa(p: PedidoOffline, id: number | null): Promise<void>;
}

/** What the engine tells the screens (lib/estado-sincronizacao). */
export interface MudancaSincronizacao {
  online?: boolean;
  sincronizando?: boolean;
  uuidEmEnvio?: string | null;
}

export interface DepsSincronizacao {
  api: ApiSincronizacao;
  fila: FilaSincronizacao;
  agora?: () => Date;
  /** setTimeout / clearTimeout by default (vi.useFakeTimers replaces them). */
  agendar?: (fn: () => void, ms: number) => unknown;
  cancelar?: (marca: unknown) => void;
  /**
   * Runs `fn` holding the sync lock of every tab, or does not run it (resolves false) when another
   * tab holds it. Default: navigator.locks when there is one, else just runs.
   */
  trava?: (fn: () => Promise<void>) => Promise<boolean>;
  publicar?: (m: MudancaSincronizacao) => void;
}

/** How a run ended. */
export type FimDaExecucao =
  | 'vazia' // nothing waiting
  | 'concluida' // every waiting order was sent (some may have been refused)
  | 'sem-conexao' // no answer or a server error: tried again in 10 s
  | 'sessao' // 401
  | 'outra-aba' // another tab holds the lock
  | 'parado';

/** Whether an error means "try later" (no answer, a server error, throttling) and not a refusal. */
export function falhaPassageira(erro: unknown): boolean {
  if (erro instanceof ErroDeConexao) return true;
  if (!(erro instanceof ApiError)) return true;
  return erro.httpStatus === 0 || erro.httpStatus >= 500 || [408, 425, 429].includes(erro.httpStatus);
}

/** navigator.locks when present (exclusive, skipped when held), else a plain run. */
export async function travaDoNavegador(fn: () => Promise<void>): Promise<boolean> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return fn().then(() => true);
  return await locks.request('rodada-sincronizacao', { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await fn();
    return true;
  });
}

export interface Sincronizador {
  /** Runs now, or right after the run in progress; resolves with how this run ended. */
  executar(): Promise<FimDaExecucao>;
  /** Starts: runs now and then 10 s after each run. */
  iniciar(): void;
  /** Stops the schedule (the run in progress ends its current order). */
  parar(): void;
  readonly rodando: boolean;
}

export function criarSincronizador(deps: DepsSincronizacao): Sincronizador {
  const agora = deps.agora ?? (() => new Date());
  const agendar = deps.agendar ?? ((fn, ms) => setTimeout(fn, ms));
  const cancelar = deps.cancelar ?? ((m) => clearTimeout(m as ReturnType<typeof setTimeout>));
  const trava = deps.trava ?? travaDoNavegador;
  const publicar = deps.publicar ?? (() => undefined);

  /** Started (scheduling runs); parar() clears it and ends a run after its current order. */
  let ativo = false;
  let parado = false;
  let marca: unknown = null;
  let emCurso: Promise<FimDaExecucao> | null = null;
  let deNovo: Promise<FimDaExecucao> | null = null;

  const programar = () => {
    if (marca !== null) cancelar(marca);
    marca = null;
    if (!ativo) return;
    marca = agendar(() => {
      marca = null;
      void executar();
    }, INTERVALO_SINCRONIZACAO_MS);
  };

  /** Sends one order; what the run does next. */
  async function enviar(p: PedidoOffline): Promise<'seguir' | 'parar' | 'sessao'> {
    publicar({ uuidEmEnvio: p.uuid });
    let idConhecido: number | null = null;
    try {
      const existente = await deps.api.buscarPorUuid(p.uuid);
      idConhecido = existente?.id ?? null;
      let id: number;
      if (existente && existente.hash === p.corpo.hash) id = existente.id;
      else if (existente) id = (await deps.api.atualizar(existente.id, p.corpo)).id;
      else id = (await deps.api.salvar(p.corpo)).id;
      publicar({ online: true });
      await deps.fila.concluir(p, id, agora());
      return 'seguir';
    } catch (erro) {
      if (falhaPassageira(erro)) {
        // Only an answer says the network is up: a code chunk that failed to load offline (a
        // TypeError, no answer) must not turn the indicator back to online.
        if (erro instanceof ErroDeConexao) publicar({ online: false });
        else if (erro instanceof ApiError && erro.httpStatus > 0) publicar({ online: true });
        await deps.fila.tentativa(p, idConhecido);
        return 'parar';
      }
      publicar({ online: true });
      const api = erro as ApiError;
      if (api.httpStatus === 401) return 'sessao';
      await deps.fila.recusar(p, api.msg);
      return 'seguir';
    }
  }

  async function umaExecucao(): Promise<FimDaExecucao> {
    let fim: FimDaExecucao = 'vazia';
    const pegou = await trava(async () => {
      const fila = (await deps.fila.listar()).filter((p) => p.estado === 'aguardando');
      if (fila.length === 0) return;
      publicar({ sincronizando: true });
      fim = 'concluida';
      for (const p of fila) {
        if (parado) {
          fim = 'parado';
          break;
        }
        const r = await enviar(p);
        if (r === 'parar') {
          fim = 'sem-conexao';
          break;
        }
        if (r === 'sessao') {
          fim = 'sessao';
          break;
        }
      }
    });
    return pegou ? fim : 'outra-aba';
  }

  function executar(): Promise<FimDaExecucao> {
    if (emCurso) {
      // One run at a time: a request during a run gets one more run right after it.
      deNovo ??= emCurso.then(() => {
        deNovo = null;
        return executar();
      });
      return deNovo;
    }
    if (marca !== null) cancelar(marca);
    marca = null;
    parado = false;
    emCurso = umaExecucao()
      .catch(() => 'sem-conexao' as const)
      .finally(() => {
        emCurso = null;
        publicar({ sincronizando: false, uuidEmEnvio: null });
        programar();
      });
    return emCurso;
  }

  return {
    executar,
    iniciar() {
      ativo = true;
      void executar();
    },
    parar() {
      ativo = false;
      parado = true;
      if (marca !== null) cancelar(marca);
      marca = null;
    },
    get rodando() {
      return emCurso !== null;
    },
  };
}
