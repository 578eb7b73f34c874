import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar } from './api';

// The master's approval of a product (spec 3 §4 "Product status"), shared by the products list
// (features/produtos) and the shop's product dialog (features/loja): components/dialogo-homologar.

/** The body of POST /api/produtos/{id}/homologar. */
export type CorpoHomologar = BodyDe<typeof produtos.homologarProduto>;

/**
 * What an approval change makes stale: every products query (the list; the shop, whose keys start
 * with 'loja'), the approval details, and the notifications with the menu badge's count (a renewal
 * answers the tipo 4 one).
 */
export function useInvalidarHomologacao() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: ['produtos'] }),
      cliente.invalidateQueries({ queryKey: ['loja'] }),
      cliente.invalidateQueries({ queryKey: ['homologacao'] }),
      cliente.invalidateQueries({ queryKey: ['notificacoes'] }),
    ]);
}

/** The list of possible rejection reasons (master); off while `ativo` is false. */
export function usePossiveisErros(ativo: boolean) {
  return useQuery({
    queryKey: ['homologacao', 'possiveiserros'],
    queryFn: ({ signal }) => chamar(produtos.listarPossiveisErros, { signal }),
    enabled: ativo,
    select: (r) => r.erros_homologacao,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Approves (status 1) or rejects (status 2 with reasons) a product. */
export function useHomologar(produtoId: number) {
  const invalidar = useInvalidarHomologacao();
  return useMutation({
    mutationFn: (body: CorpoHomologar) =>
      chamar(produtos.homologarProduto, { params: { id: produtoId }, body }),
    onSettled: invalidar,
  });
}
