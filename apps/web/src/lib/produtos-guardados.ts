import { pedidos, produtos } from '@rodada/contracts';
import { cacheLeituras, chamar, donoDasLeituras, ErroDeConexao } from './api';

/*
 * Offline look-ups in the product pages kept on the device (GET /api/pedidos/produtos, every page
 * kept by the round's preload, lib/pre-carga): the order form's code search and the shop's
 * quantity dialog find a product's grid there when the server does not answer.
 */

type ProdutoDoFormulario = pedidos.ProdutoDoFormulario;

/**
 * The products of the pages of GET /api/pedidos/produtos kept for `dono`: of every supplier
 * (`fornecedorId` undefined), of the caller's own list (null: pages asked without fornecedor_id) or
 * of one supplier.
 */
export async function produtosGuardados(
  dono: string,
  fornecedorId?: number | null,
): Promise<ProdutoDoFormulario[][]> {
  const { leiturasDoCaminho } = await cacheLeituras();
  const leituras = await leiturasDoCaminho(dono, pedidos.produtosDoFormulario.path);
  const fornecedor = fornecedorId ? String(fornecedorId) : null;
  return leituras
    .filter((l) => fornecedorId === undefined || l.query.get('fornecedor_id') === fornecedor)
    .map((l) => (l.resposta as { produtos: ProdutoDoFormulario[] }).produtos);
}

/**
 * GET /api/produtos/{id}/grade (the shop's quantity dialog). With no answer from the server and no
 * copy of that call, the grid of the product as a kept page of the order form's products has it.
 */
export async function lerGradeDoProduto(id: number, signal?: AbortSignal) {
  const dono = donoDasLeituras();
  try {
    return await chamar(produtos.gradeDoProduto, { params: { id }, ...(signal ? { signal } : {}) });
  } catch (erro) {
    if (!(erro instanceof ErroDeConexao)) throw erro;
    const paginas = await produtosGuardados(dono).catch(() => []);
    const p = paginas.flat().find((x) => x.id === id);
    if (!p) throw erro;
    return { status: 1 as const, cores: p.cores, tamanhos: p.tamanhos };
  }
}
