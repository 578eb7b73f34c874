/**
 * The shop's first screen without zod (issue 13 §8 "A fast first load"): the sort options and the
 * method, path and roles of the calls `/` makes on load. The web's `chamar` needs no more than these
 * at run time (the types come from the full contracts, imported as types only), so zod and every
 * endpoint schema stay out of the JavaScript the shop needs to paint. leve.test.ts checks each one
 * against its contract.
 */

/** Sort options of 'Ordenar por' (spec 1 §2.4, spec 3 §7). */
export const ORDENACOES_BUSCA = {
  1: 'Mais Novos',
  2: 'Mais Vendidos',
  3: 'Maior Preço',
  4: 'Menor Preço',
} as const;

/** The calls of the shop's page, as `chamar` reads them (method, path, roles). */
export const CHAMADAS_LOJA = {
  buscarProdutos: { method: 'GET', path: '/api/produtos/buscar', roles: 'public' },
  buscarProdutosPorId: { method: 'GET', path: '/api/produtos/buscarid', roles: 'public' },
  listarCategorias: { method: 'GET', path: '/api/categorias', roles: 'public' },
  listarFornecedoresLoja: { method: 'GET', path: '/api/fornecedores/listar/loja', roles: 'public' },
  /** The banner carousel above 'Novidades' (spec 3 §7 "Banners"). */
  listarBannersAtivos: { method: 'GET', path: '/api/banners/ativos', roles: 'public' },
} as const;
