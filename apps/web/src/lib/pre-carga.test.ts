// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioLogado } from '@rodada/contracts';
import { chaves, fecharBanco, limpar } from './banco-local';
import { useEstadoLocal } from './estado-local';
import { manterPreCarga, preCarregar, TETO_PAGINAS_PRE_CARGA } from './pre-carga';

const json = (status: number, corpo: object) =>
  new Response(JSON.stringify(corpo), { status, headers: { 'content-type': 'application/json' } });

const pagina = (page: number, last: number) => ({
  status: 1,
  produtos: [{ id: page, codigo: `P-${page}` }],
  current_page: page,
  last_page: last,
  per_page: 30,
  total: last,
});

let online = true;
let pedidas: string[] = [];
/** A server answering each read of the preload; `paginas` products pages per supplier. */
function servidor(opcoes: { paginas?: number; clientes?: number; aoPedir?: (url: string) => void } = {}) {
  pedidas = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      pedidas.push(url);
      opcoes.aoPedir?.(url);
      const u = new URL(url, 'http://x');
      switch (u.pathname) {
        case '/api/pedidos/produtos':
          return Promise.resolve(json(200, pagina(Number(u.searchParams.get('page')), opcoes.paginas ?? 3)));
        case '/api/pedidos/fornecedores':
          return Promise.resolve(json(200, { status: 1, fornecedores: [{ id: 5 }, { id: 6 }] }));
        case '/api/pedidos/clientes':
          return Promise.resolve(
            opcoes.clientes
              ? json(opcoes.clientes, { status: 2, msg: 'Não' })
              : json(200, { status: 1, clientes: [] }),
          );
        default:
          return Promise.resolve(json(200, { status: 1 }));
      }
    }),
  );
}

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useEstadoLocal.setState({ usuario: { id: 7, tipo: 'fornecedor' } as UsuarioLogado });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await limpar('leituras');
  await fecharBanco();
});

describe('pré-carga da rodada', () => {
  it('fornecedor: data, clientes da rodada, categorias, cores, tamanhos e todas as páginas dos seus produtos', async () => {
    servidor();
    const r = await preCarregar({ tipo: 'fornecedor', rodadaId: 4 });
    expect(r).toEqual({ chamadas: 8, falhas: 0, interrompida: false });
    expect(pedidas).toEqual([
      '/api/pedidos/data',
      '/api/pedidos/clientes?rodada_id=4',
      '/api/categorias',
      '/api/cores',
      '/api/tamanhos',
      '/api/pedidos/produtos?page=1',
      '/api/pedidos/produtos?page=2',
      '/api/pedidos/produtos?page=3',
    ]);
    await vi.waitFor(async () => expect(await chaves('leituras')).toHaveLength(8));
    expect(await chaves('leituras')).toContain('7:/api/pedidos/produtos?page=3');
  });

  it('representante: as páginas de cada fornecedor da rodada; cores e tamanhos não são dele', async () => {
    servidor({ paginas: 2 });
    const r = await preCarregar({ tipo: 'representante', rodadaId: 4 });
    expect(r.interrompida).toBe(false);
    expect(pedidas.filter((u) => u.includes('cores') || u.includes('tamanhos'))).toEqual([]);
    expect(pedidas.slice(3)).toEqual([
      '/api/pedidos/fornecedores?rodada_id=4',
      '/api/pedidos/produtos?page=1&fornecedor_id=5',
      '/api/pedidos/produtos?page=2&fornecedor_id=5',
      '/api/pedidos/produtos?page=1&fornecedor_id=6',
      '/api/pedidos/produtos?page=2&fornecedor_id=6',
    ]);
  });

  it('uma recusa do servidor conta como falha e segue', async () => {
    servidor({ clientes: 403, paginas: 1 });
    const r = await preCarregar({ tipo: 'fornecedor', rodadaId: 4 });
    expect(r).toEqual({ chamadas: 6, falhas: 1, interrompida: false });
  });

  it('para quando a rede cai (e não responde da cópia)', async () => {
    servidor({
      paginas: 50,
      aoPedir: (url) => {
        if (url.includes('page=2')) online = false;
      },
    });
    const r = await preCarregar({ tipo: 'fornecedor', rodadaId: 4 });
    expect(r.interrompida).toBe(true);
    expect(pedidas.at(-1)).toBe('/api/pedidos/produtos?page=2');
  });

  it(`teto: no máximo ${TETO_PAGINAS_PRE_CARGA} páginas`, async () => {
    servidor({ paginas: 10_000 });
    await preCarregar({ tipo: 'fornecedor', rodadaId: 4 });
    expect(pedidas.filter((u) => u.startsWith('/api/pedidos/produtos'))).toHaveLength(TETO_PAGINAS_PRE_CARGA);
  });

  it('manterPreCarga: roda já, de novo no evento online (não antes de 10 min), e para', async () => {
    servidor({ paginas: 1 });
    let agora = 0;
    const parar = manterPreCarga({ tipo: 'fornecedor', rodadaId: 4 }, () => agora);
    await vi.waitFor(() => expect(pedidas).toHaveLength(6));
    await new Promise((r) => setTimeout(r, 10));
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 10));
    expect(pedidas).toHaveLength(6);
    agora = 10 * 60_000;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(pedidas).toHaveLength(12));
    parar();
    agora = 30 * 60_000;
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 10));
    expect(pedidas).toHaveLength(12);
  });
});
