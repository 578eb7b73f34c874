import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { banners, fornecedores, produtos, QueryDe } from '@rodada/contracts';
import { CHAMADAS_LOJA, type DestinatarioBanner } from '@rodada/contracts/leve';
import { chamar } from '../../../lib/api';

// The shop's public reads (spec 1 §7 "Storefront data"): the product search, the category chips,
// the supplier select and one product by id (the detail dialog and the shared link).

const RAIZ = ['loja'] as const;

// The contracts as `chamar` reads them at run time (method, path, roles), typed by the full ones:
// zod stays out of the shop's first screen (issue 13 §8; contracts loja/leve.ts, checked there).
const C = {
  buscarProdutos: CHAMADAS_LOJA.buscarProdutos as unknown as typeof produtos.buscarProdutos,
  buscarProdutosPorId: CHAMADAS_LOJA.buscarProdutosPorId as unknown as typeof produtos.buscarProdutosPorId,
  listarCategorias: CHAMADAS_LOJA.listarCategorias as unknown as typeof produtos.listarCategorias,
  listarFornecedoresLoja:
    CHAMADAS_LOJA.listarFornecedoresLoja as unknown as typeof fornecedores.listarFornecedoresLoja,
  listarBannersAtivos: CHAMADAS_LOJA.listarBannersAtivos as unknown as typeof banners.listarBannersAtivos,
};

/** GET /api/produtos/buscar: one page of the shop; the last page stays shown while the next loads. */
export function useBuscaProdutos(query: QueryDe<typeof produtos.buscarProdutos>) {
  return useQuery({
    queryKey: [...RAIZ, 'busca', query],
    queryFn: ({ signal }) => chamar(C.buscarProdutos, { query, signal }),
    select: (r) => r.produtos,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/categorias: the category chips (reference data, kept for the session); off when not `ativo`. */
export function useCategoriasLoja(ativo = true) {
  return useQuery({
    enabled: ativo,
    queryKey: [...RAIZ, 'categorias'],
    queryFn: ({ signal }) => chamar(C.listarCategorias, { signal }),
    select: (r) => r.categorias,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/fornecedores/listar/loja: the supplier select (not loaded for a supplier). */
export function useFornecedoresLoja(ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'fornecedores'],
    queryFn: ({ signal }) => chamar(C.listarFornecedoresLoja, { signal }),
    select: (r) => r.fornecedores,
    staleTime: 10 * 60_000,
    enabled: ativo,
  });
}

/** GET /api/produtos/buscarid?id={id}: one product with its grid and details; off for null. */
export function useProdutoDaLoja(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'produto', id],
    queryFn: ({ signal }) => chamar(C.buscarProdutosPorId, { query: { id: String(id) }, signal }),
    select: (r) => r.produtos[0] ?? null,
    enabled: id !== null,
  });
}

/**
 * GET /api/banners/ativos?destino=: the carousel's banners for the visitor's audience. Tried once:
 * the app's retries (3 for a server error, ~7 s) would hold the carousel's reserved box above the
 * products and then collapse it under a visitor already reading them; a banner is decoration.
 */
export function useBannersDaLoja(destino: DestinatarioBanner) {
  return useQuery({
    queryKey: [...RAIZ, 'banners', destino],
    queryFn: ({ signal }) => chamar(C.listarBannersAtivos, { query: { destino }, signal }),
    select: (r) => r.banners,
    staleTime: 5 * 60_000,
    retry: false,
  });
}
