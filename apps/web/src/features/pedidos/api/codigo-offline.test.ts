// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG_PEDIDOS, type UsuarioLogado } from '@rodada/contracts';
import { ApiError, ErroDeConexao } from '../../../lib/api';
import { fecharBanco, limpar } from '../../../lib/banco-local';
import { guardarLeitura } from '../../../lib/cache-leituras';
import { useEstadoLocal } from '../../../lib/estado-local';
import { buscarProdutoPorCodigo } from './formulario';

const produto = (id: number, codigo: string) => ({
  id,
  codigo,
  descricao: `Produto ${codigo}`,
  valor: '10.00',
  foto: null,
  quantidade_minima: 1,
  multiplo: 1,
  cores: [],
  tamanhos: [],
});
const pagina = (...produtos: ReturnType<typeof produto>[]) => ({
  status: 1,
  produtos,
  current_page: 1,
  last_page: 2,
  per_page: 30,
  total: produtos.length,
});

let online = false;
beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  useEstadoLocal.setState({ usuario: { id: 7, tipo: 'fornecedor' } as UsuarioLogado });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await limpar('leituras');
  await fecharBanco();
});

describe('busca por código sem rede (formulário de pedido)', () => {
  it('acha o código nas páginas de /api/pedidos/produtos guardadas, normalizado como no servidor', async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', pagina(produto(1, 'VD-1'), produto(2, 'SA-2')));
    await guardarLeitura('7', '/api/pedidos/produtos?page=2', pagina(produto(3, 'CA.3/B')));
    expect(await buscarProdutoPorCodigo('ca.3/b', null)).toMatchObject({ id: 3, codigo: 'CA.3/B' });
    expect(await buscarProdutoPorCodigo(' vd-1 ', null)).toMatchObject({ id: 1 });
  });

  it("não achou: 404 'Código não encontrado'", async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', pagina(produto(1, 'VD-1')));
    const erro = await buscarProdutoPorCodigo('XX-9', null).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro).toMatchObject({ httpStatus: 404, msg: MSG_PEDIDOS.codigoNaoEncontrado });
  });

  it('só as páginas do fornecedor do pedido e do usuário logado', async () => {
    await guardarLeitura('7', '/api/pedidos/produtos?fornecedor_id=5&page=1', pagina(produto(1, 'VD-1')));
    await guardarLeitura('7', '/api/pedidos/produtos?fornecedor_id=6&page=1', pagina(produto(2, 'SA-2')));
    await guardarLeitura('8', '/api/pedidos/produtos?fornecedor_id=5&page=1', pagina(produto(3, 'CA-3')));
    expect(await buscarProdutoPorCodigo('VD-1', 5)).toMatchObject({ id: 1 });
    expect(await buscarProdutoPorCodigo('SA-2', 5).catch((e: unknown) => e)).toMatchObject({
      httpStatus: 404,
    });
    expect(await buscarProdutoPorCodigo('CA-3', 5).catch((e: unknown) => e)).toMatchObject({
      httpStatus: 404,
    });
  });

  it('nenhuma página guardada: o erro de conexão de sempre', async () => {
    expect(await buscarProdutoPorCodigo('VD-1', null).catch((e: unknown) => e)).toBeInstanceOf(ErroDeConexao);
  });

  it('online, a resposta do servidor vale (um 404 dele passa, mesmo com o código numa página guardada)', async () => {
    online = true;
    await guardarLeitura('7', '/api/pedidos/produtos?page=1', pagina(produto(1, 'VD-1')));
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 2, msg: MSG_PEDIDOS.codigoNaoEncontrado }), { status: 404 }),
        ),
      ),
    );
    const erro = await buscarProdutoPorCodigo('VD-1', null).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro).not.toBeInstanceOf(ErroDeConexao);
    expect(erro).toMatchObject({ httpStatus: 404 });
  });
});
