import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

// Approval and expiry of a product (spec 3 §4 "Product status", §7 Products): the hooks of the
// products list's dialogs (dialogo-homologar, dialogo-homologacao-detalhes, dialogo-vencido).

/** The body of POST /api/produtos/{id}/homologar. */
export type CorpoHomologar = BodyDe<typeof produtos.homologarProduto>;

/**
 * What an approval change makes stale: every products query (the list, the shop), the approval
 * details, and the notifications with the menu badge's count (a renewal answers the tipo 4 one).
 */
function useInvalidar() {
  const cliente = useQueryClient();
  return () =>
    Promise.all([
      cliente.invalidateQueries({ queryKey: ['produtos'] }),
      cliente.invalidateQueries({ queryKey: ['homologacao'] }),
      cliente.invalidateQueries({ queryKey: ['notificacoes'] }),
    ]);
}

/** The approval details of a product (GET /api/produtos/homologacao); off while `ativo` is false. */
export function useHomologacao(produtoId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: ['homologacao', produtoId],
    queryFn: ({ signal }) =>
      chamar(produtos.verHomologacao, { query: { produto_id: produtoId ?? 0 }, signal }),
    enabled: ativo && produtoId !== null,
    select: (r) => r.homologacao,
    retry: false,
  });
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
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (body: CorpoHomologar) =>
      chamar(produtos.homologarProduto, { params: { id: produtoId }, body }),
    onSettled: invalidar,
  });
}

/** Answers 'Ainda vende este produto?' (1 Sim renews, 2 Não removes it). */
export function useRenovarVencido(produtoId: number) {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: (resposta: 1 | 2) =>
      chamar(produtos.renovarVencido, { params: { id: produtoId }, body: { resposta } }),
    onSettled: invalidar,
  });
}
