import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Every products query starts with this key; saves invalidate it. */
const RAIZ = ['produtos'] as const;
/** The supplier's catalogue of colours and sizes (the grid's pickers). */
const CATALOGO = ['corestamanhos'] as const;

/** The body of 'Cadastro de Produtos' (POST /api/produtos/salvar and .../atualizar). */
export type CorpoProduto = BodyDe<typeof produtos.salvarProduto>;

/** One product for the edit form; off while adding (id null). */
export function useProduto(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(produtos.editarProduto, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.produto,
    // The form starts from what is stored now, not from a cached copy.
    gcTime: 0,
    retry: false,
  });
}

/** The categories of the Categoria select (GET /api/produtos/categorias). */
export function useCategorias() {
  return useQuery({
    queryKey: [...RAIZ, 'categorias'],
    queryFn: ({ signal }) => chamar(produtos.listarCategoriasProduto, { signal }),
    select: (r) => r.categorias,
    staleTime: 5 * 60_000,
  });
}

/** The colours and sizes the caller may use in a grid (GET /api/corestamanhos). */
export function useCoresTamanhos(ativo: boolean) {
  return useQuery({
    queryKey: CATALOGO,
    queryFn: ({ signal }) => chamar(produtos.listarCoresTamanhos, { signal }),
    enabled: ativo,
  });
}

/** Creates (id null) or updates a product. */
export function useSalvarProduto(id: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (body: CorpoProduto): Promise<{ msg: string }> => {
      if (id === null) return chamar(produtos.salvarProduto, { body });
      return chamar(produtos.atualizarProduto, { params: { id }, body });
    },
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** A new colour from the grid dialog (POST /api/cores/salvar); the catalogue reloads. */
export function useSalvarCor() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (nome: string) => chamar(produtos.salvarCor, { body: { nome } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: CATALOGO }),
  });
}

/** A quick size from the grid dialog (POST /api/tamanhos/salvar); the catalogue reloads. */
export function useSalvarTamanho() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (tamanho: string) => chamar(produtos.salvarTamanho, { body: { tamanho } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: CATALOGO }),
  });
}
