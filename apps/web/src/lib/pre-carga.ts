import { pedidos, produtos, type Endpoint, type RespostaDe } from '@rodada/contracts';
import { aparelhoSemRede, chamar, ErroDeConexao } from './api';

/*
 * The round's preload (issue 15 §2): with a round selected (offline flag on), a supplier or
 * representative keeps on the device what the order form and the supplier checkout need without a
 * network: the server date, the round's clients, the categories, colours and sizes, and every page of
 * GET /api/pedidos/produtos (the supplier's own; a representative's, of each supplier of the round).
 * Each read goes through `chamar`, which keeps its answer (lib/cache-leituras). One call at a time,
 * in the background; it stops when the network goes or the caller aborts. Loaded on demand.
 */

/** Most product pages one preload asks for (30 products each: 6 000 products). */
export const TETO_PAGINAS_PRE_CARGA = 200;

export interface AlvoPreCarga {
  tipo: 'fornecedor' | 'representante';
  rodadaId: number;
}

/** What one preload did. */
export interface ResultadoPreCarga {
  chamadas: number;
  falhas: number;
  /** Stopped before the end: no network, or aborted. */
  interrompida: boolean;
}

class Interrompida extends Error {}

/** Preloads what the order form needs for `alvo`; resolves when done or interrupted. */
export async function preCarregar(alvo: AlvoPreCarga, signal?: AbortSignal): Promise<ResultadoPreCarga> {
  const r: ResultadoPreCarga = { chamadas: 0, falhas: 0, interrompida: false };

  /** One read; null when the server refused it (the rest goes on). */
  async function ler<E extends Endpoint>(
    ep: E,
    opcoes: Parameters<typeof chamar<E>>[1] = {},
  ): Promise<RespostaDe<E> | null> {
    if (signal?.aborted || aparelhoSemRede()) throw new Interrompida();
    if (Array.isArray(ep.roles) && !ep.roles.includes(alvo.tipo)) return null;
    r.chamadas += 1;
    try {
      return await chamar(ep, { ...opcoes, ...(signal ? { signal } : {}), soRede: true });
    } catch (e) {
      if (e instanceof ErroDeConexao || signal?.aborted) throw new Interrompida();
      r.falhas += 1;
      return null;
    }
  }

  let paginas = 0;
  /** Every page of the usable products (of `fornecedorId` for a representative), within the cap. */
  async function produtosDe(fornecedorId: number | null) {
    for (let page = 1; paginas < TETO_PAGINAS_PRE_CARGA; page += 1) {
      paginas += 1;
      const query = { page, ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}) };
      const resposta = await ler(pedidos.produtosDoFormulario, { query });
      if (!resposta || page >= resposta.last_page) return;
    }
  }

  try {
    await ler(pedidos.dataAtual);
    await ler(pedidos.clientesDoPedido, { query: { rodada_id: alvo.rodadaId } });
    await ler(produtos.listarCategorias);
    await ler(produtos.listarCores);
    await ler(produtos.listarTamanhos);
    if (alvo.tipo === 'fornecedor') await produtosDe(null);
    else {
      const lista = await ler(pedidos.fornecedoresDoPedido, { query: { rodada_id: alvo.rodadaId } });
      for (const f of lista?.fornecedores ?? []) await produtosDe(f.id);
    }
  } catch (e) {
    if (!(e instanceof Interrompida)) throw e;
    r.interrompida = true;
  }
  return r;
}

/** The `online` event runs the preload again, at most this often (a flaky Wi-Fi comes and goes). */
export const INTERVALO_MINIMO_MS = 10 * 60_000;

/**
 * Runs the preload for `alvo` now and again on each `online` event (at most every
 * INTERVALO_MINIMO_MS after one that finished); returns the function that stops it.
 */
export function manterPreCarga(alvo: AlvoPreCarga, agora: () => number = Date.now): () => void {
  const controle = new AbortController();
  let ultima = Number.NEGATIVE_INFINITY;
  let rodando = false;
  const rodar = () => {
    if (controle.signal.aborted || rodando || agora() - ultima < INTERVALO_MINIMO_MS) return;
    rodando = true;
    preCarregar(alvo, controle.signal)
      .then((r) => {
        // Interrupted (no network): the next `online` tries again at once.
        ultima = r.interrompida ? Number.NEGATIVE_INFINITY : agora();
      })
      .catch(() => undefined)
      .finally(() => {
        rodando = false;
      });
  };
  rodar();
  window.addEventListener('online', rodar);
  return () => {
    window.removeEventListener('online', rodar);
    controle.abort();
  };
}
