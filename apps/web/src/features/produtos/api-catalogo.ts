import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../lib/api';

// The catalogue's sizes, colours and categories (spec 3 §7 "Sizes", "Colours", "Products"
// categorias): the dialogs' lists and changes. Every change invalidates the 'catalogo' queries, so
// the grid dialog and the product form see a new or renamed size or colour at once.

const RAIZ = ['catalogo'] as const;

export type CorpoTamanho = BodyDe<typeof produtos.salvarTamanho>;
export type CorpoCor = BodyDe<typeof produtos.salvarCor>;

/** GET /api/tamanhos: the caller's sizes (shared and its own); off while the dialog is closed. */
export function useTamanhos(ativo = true) {
  return useQuery({
    queryKey: [...RAIZ, 'tamanhos'],
    queryFn: ({ signal }) => chamar(produtos.listarTamanhos, { signal }),
    select: (r) => r.tamanhos,
    enabled: ativo,
    retry: false,
  });
}

/** GET /api/cores: the caller's colours (shared and its own); off while the dialog is closed. */
export function useCores(ativo = true) {
  return useQuery({
    queryKey: [...RAIZ, 'cores'],
    queryFn: ({ signal }) => chamar(produtos.listarCores, { signal }),
    select: (r) => r.cores,
    enabled: ativo,
    retry: false,
  });
}

/** GET /api/corestamanhos: both lists at once (the grid dialog's pickers). */
export function useCoresTamanhos(ativo = true) {
  return useQuery({
    queryKey: [...RAIZ, 'corestamanhos'],
    queryFn: ({ signal }) => chamar(produtos.listarCoresTamanhos, { signal }),
    enabled: ativo,
    retry: false,
  });
}

/** GET /api/produtos/corestamanhos/{id}: what product `id` chose, in its order; off for null. */
export function useCoresTamanhosDoProduto(produtoId: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'produto', produtoId],
    queryFn: ({ signal }) =>
      chamar(produtos.coresTamanhosDoProduto, { params: { id: produtoId ?? 0 }, signal }),
    enabled: produtoId !== null,
    retry: false,
  });
}

/** GET /api/produtos/categorias: the product form's categories. */
export function useCategoriasProduto() {
  return useQuery({
    queryKey: [...RAIZ, 'categorias'],
    queryFn: ({ signal }) => chamar(produtos.listarCategoriasProduto, { signal }),
    select: (r) => r.categorias,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Invalidates every catalogue list after a change. */
function useInvalidar() {
  const cliente = useQueryClient();
  return () => cliente.invalidateQueries({ queryKey: RAIZ });
}

/** Creates (id null) or updates a size; answers the message and the saved size. */
export function useSalvarTamanho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CorpoTamanho }) =>
      id === null
        ? chamar(produtos.salvarTamanho, { body })
        : chamar(produtos.atualizarTamanho, { params: { id }, body }),
    onSettled: invalidar,
  });
}

/** Deletes a size (a size in use: 409 with the server's message). */
export function useExcluirTamanho() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: number) => chamar(produtos.excluirTamanho, { params: { id } }),
    onSettled: invalidar,
  });
}

/** Creates (id null) or updates a colour; answers the message and the saved colour. */
export function useSalvarCor() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CorpoCor }) =>
      id === null
        ? chamar(produtos.salvarCor, { body })
        : chamar(produtos.atualizarCor, { params: { id }, body }),
    onSettled: invalidar,
  });
}

/** Deletes a colour (a colour in use: 409 with the server's message). */
export function useExcluirCor() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (id: number) => chamar(produtos.excluirCor, { params: { id } }),
    onSettled: invalidar,
  });
}
