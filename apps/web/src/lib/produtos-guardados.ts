import { pedidos, produtos, type RespostaDe } from '@rodada/contracts';
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

/** Folds a text as the server's product search does: case and accents ignored. */
export const dobrarTexto = (s: string): string =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/**
 * The order form's product search (GET /api/pedidos/produtos) over the pages kept on the device:
 * every kept product of the supplier once, those whose code or description holds `busca` (case and
 * accents ignored, as the server), in code order (the server's), cut into pages of `porPagina`.
 * Null when nothing of that supplier is kept (the caller reports no connection).
 */
export async function buscarNosProdutosGuardados(
  dono: string,
  fornecedorId: number | null,
  busca: string,
  page: number,
  porPagina: number = pedidos.POR_PAGINA_PRODUTOS_PEDIDO,
): Promise<RespostaDe<typeof pedidos.produtosDoFormulario> | null> {
  const paginas = await produtosGuardados(dono, fornecedorId);
  if (paginas.length === 0) return null;
  const unicos = new Map<number, ProdutoDoFormulario>();
  for (const p of paginas.flat()) if (!unicos.has(p.id)) unicos.set(p.id, p);
  const termo = dobrarTexto(busca.trim());
  const achados = [...unicos.values()]
    .filter((p) => !termo || dobrarTexto(`${p.codigo} ${p.descricao}`).includes(termo))
    .sort((a, b) => (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : a.id - b.id));
  const ultima = Math.max(1, Math.ceil(achados.length / porPagina));
  const atual = Math.min(Math.max(1, page), ultima);
  return {
    status: 1,
    produtos: achados.slice((atual - 1) * porPagina, atual * porPagina),
    current_page: atual,
    last_page: ultima,
    per_page: porPagina,
    total: achados.length,
  };
}
