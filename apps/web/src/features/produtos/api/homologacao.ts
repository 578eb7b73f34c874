import { useMutation, useQuery } from '@tanstack/react-query';
import { produtos } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import { useInvalidarHomologacao } from '../../../lib/homologacao';

// Approval and expiry of a product (spec 3 §4 "Product status", §7 Products): the hooks of the
// products list's dialogs (dialogo-homologacao-detalhes, dialogo-vencido); the approval itself is in
// lib/homologacao (shared with the shop).

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

/** Answers 'Ainda vende este produto?' (1 Sim renews, 2 Não removes it). */
export function useRenovarVencido(produtoId: number) {
  const invalidar = useInvalidarHomologacao();
  return useMutation({
    mutationFn: (resposta: 1 | 2) =>
      chamar(produtos.renovarVencido, { params: { id: produtoId }, body: { resposta } }),
    onSettled: invalidar,
  });
}
