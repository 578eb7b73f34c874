import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fornecedores, type BodyDe } from '@rodada/contracts';
import { chamar, enviarArquivo } from '../../../lib/api';

/** Query key of the supplier's own account (Dados tab and showroom video); saves refetch it. */
export const CHAVE_CONTA_FORNECEDOR = ['conta', 'fornecedor'] as const;

/** The body of POST /api/fornecedores/config/salvar, as the Dados form holds it. */
export type FormContaFornecedor = BodyDe<typeof fornecedores.salvarConfig>;

/**
 * The account behind /fornecedor/minha-conta (GET /api/fornecedores/config/listar, spec 2 §7):
 * fetched fresh on every visit, so the form never starts from a stale copy.
 */
export function useContaFornecedor() {
  return useQuery({
    queryKey: CHAVE_CONTA_FORNECEDOR,
    queryFn: ({ signal }) => chamar(fornecedores.listarConfig, { query: {}, signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Saves the Dados tab; answers `{msg, user}` (the caller replaces the stored user, spec 2 §4). */
export function useSalvarContaFornecedor() {
  return useMutation({
    mutationFn: (dados: FormContaFornecedor) => chamar(fornecedores.salvarConfig, { body: dados }),
  });
}

/** Uploads the showroom video as the raw body (docs/decisions/005-uploads.md), with progress. */
export function useEnviarVideoFornecedor() {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: (v: { arquivo: File; aoProgredir: (fracao: number) => void }) =>
      enviarArquivo(fornecedores.salvarVideo, v.arquivo, { aoProgredir: v.aoProgredir }),
    onSuccess: () => consultas.invalidateQueries({ queryKey: CHAVE_CONTA_FORNECEDOR }),
  });
}

/** Deletes the showroom video. */
export function useExcluirVideoFornecedor() {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: () => chamar(fornecedores.excluirVideo),
    onSuccess: () => consultas.invalidateQueries({ queryKey: CHAVE_CONTA_FORNECEDOR }),
  });
}
