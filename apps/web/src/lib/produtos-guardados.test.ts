// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioLogado } from '@rodada/contracts';
import { ApiError, ErroDeConexao } from './api';
import { fecharBanco, limpar } from './banco-local';
import { guardarLeitura } from './cache-leituras';
import { useEstadoLocal } from './estado-local';
import { lerGradeDoProduto, produtosGuardados } from './produtos-guardados';

const CORES = [{ id: 3, nome: 'PRETO' }];
const TAMANHOS = [{ id: 9, tamanho: 'M', especial: false }];
const produto = (id: number) => ({ id, codigo: `P-${id}`, cores: CORES, tamanhos: TAMANHOS });
const pagina = (...ids: number[]) => ({
  status: 1,
  produtos: ids.map(produto),
  current_page: 1,
  last_page: 1,
});

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useEstadoLocal.setState({ usuario: { id: 7, tipo: 'representante' } as UsuarioLogado });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await limpar('leituras');
  await fecharBanco();
});

describe('produtos guardados (páginas de /api/pedidos/produtos no aparelho)', () => {
  it('produtosGuardados: todos, os da própria lista (sem fornecedor_id) ou de um fornecedor', async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', pagina(1));
    await guardarLeitura('7', '/api/pedidos/produtos?fornecedor_id=5&page=1', pagina(2, 3));
    const ids = (ps: { id: number }[][]) =>
      ps
        .flat()
        .map((p) => p.id)
        .sort();
    expect(ids(await produtosGuardados('7'))).toEqual([1, 2, 3]);
    expect(ids(await produtosGuardados('7', null))).toEqual([1]);
    expect(ids(await produtosGuardados('7', 5))).toEqual([2, 3]);
    expect(ids(await produtosGuardados('8'))).toEqual([]);
  });

  it('a grade do diálogo de quantidade, sem rede, vem do produto de uma página guardada', async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?fornecedor_id=5&page=1', pagina(2));
    expect(await lerGradeDoProduto(2)).toEqual({ status: 1, cores: CORES, tamanhos: TAMANHOS });
    expect(await lerGradeDoProduto(4).catch((e: unknown) => e)).toBeInstanceOf(ErroDeConexao);
  });

  it('online, a resposta do servidor vale (um 404 dele passa)', async () => {
    online = true;
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', pagina(2));
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(new Response(JSON.stringify({ status: 2, msg: 'Não encontrado' }), { status: 404 })),
      ),
    );
    const erro = await lerGradeDoProduto(2).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro).toMatchObject({ httpStatus: 404 });
  });
});
