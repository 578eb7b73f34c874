// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UsuarioLogado } from '@rodada/contracts';
import { ApiError, ErroDeConexao } from './api';
import { fecharBanco, limpar } from './banco-local';
import { guardarLeitura } from './cache-leituras';
import { useEstadoLocal } from './estado-local';
import {
  buscarNosProdutosGuardados,
  dobrarTexto,
  lerGradeDoProduto,
  produtosGuardados,
} from './produtos-guardados';

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

  it('a busca do diálogo Buscar produto, sem rede: código ou descrição, sem acento nem caixa, por código, paginada', async () => {
    const p = (id: number, codigo: string, descricao: string) => ({ ...produto(id), codigo, descricao });
    await guardarLeitura('7', '/api/pedidos/produtos?fornecedor_id=5&page=1', {
      ...pagina(),
      produtos: [p(3, 'B-2', 'Calça jeans'), p(1, 'A-1', 'Camisa de algodão'), p(2, 'A-2', 'Saia')],
    });
    // The same product in a kept search answer counts once.
    await guardarLeitura('7', '/api/pedidos/produtos?busca=cal&fornecedor_id=5&page=1', {
      ...pagina(),
      produtos: [p(3, 'B-2', 'Calça jeans')],
    });
    const ids = (r: { produtos: { id: number }[] } | null) => r?.produtos.map((x) => x.id);
    expect(ids(await buscarNosProdutosGuardados('7', 5, '', 1))).toEqual([1, 2, 3]);
    expect(ids(await buscarNosProdutosGuardados('7', 5, 'ALGODAO', 1))).toEqual([1]);
    expect(ids(await buscarNosProdutosGuardados('7', 5, ' calca ', 1))).toEqual([3]);
    expect(ids(await buscarNosProdutosGuardados('7', 5, 'a-', 1))).toEqual([1, 2]);
    const segunda = await buscarNosProdutosGuardados('7', 5, '', 2, 2);
    expect([ids(segunda), segunda?.current_page, segunda?.last_page, segunda?.total]).toEqual([[3], 2, 2, 3]);
    expect(await buscarNosProdutosGuardados('7', 6, '', 1)).toBeNull();
    expect(dobrarTexto('Ação Ç')).toBe('acao c');
  });
});
