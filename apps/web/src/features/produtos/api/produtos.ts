import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

const { ativarProduto, desativarProduto, editarProduto, excluirProduto, listarMidia, listarProdutos } =
  produtos;

/** Filters and page of /produtos (GET /api/produtos/listar, spec 3 §7 "Products"). */
export type FiltroProdutos = NonNullable<QueryDe<typeof listarProdutos>>;

/** Every products query starts with this key; a change to a product invalidates it. */
const RAIZ = ['produtos'] as const;

/** One page of the caller's products; the previous page stays on screen while the next one loads. */
export function useProdutos(filtro: FiltroProdutos) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(listarProdutos, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * One product for the detail dialog: GET /api/produtos/{id}/editar (sizes, colours, details) and
 * GET /api/produtos/{id}/midia (photos in order, video) together; off while `id` is null.
 */
export function useProdutoComMidia(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'detalhe', id],
    queryFn: async ({ signal }) => {
      const params = { id: id ?? 0 };
      const [{ produto }, { midia }] = await Promise.all([
        chamar(editarProduto, { params, signal }),
        chamar(listarMidia, { params, signal }),
      ]);
      return { produto, midia };
    },
    enabled: id !== null,
    retry: false,
  });
}

/** Activates or deactivates a product (spec 3 §4 "Product active flag"); answers the server's msg. */
export function useAtivarProduto() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ativo }: { id: number; ativo: boolean }) =>
      chamar(ativo ? ativarProduto : desativarProduto, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Deletes a product; the server refuses one in orders with its own message. */
export function useExcluirProduto() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(excluirProduto, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Invalidates every products query (after approving, rejecting or renewing in a dialog). */
export function useRecarregarProdutos() {
  const cliente = useQueryClient();
  return () => void cliente.invalidateQueries({ queryKey: RAIZ });
}
