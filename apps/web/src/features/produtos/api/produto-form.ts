import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Every products query starts with this key; saves invalidate it. */
const RAIZ = ['produtos'] as const;

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
