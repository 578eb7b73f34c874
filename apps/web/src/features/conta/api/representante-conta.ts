import { useMutation, useQuery } from '@tanstack/react-query';
import { representantes, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Query key of the representative's own account; a save refetches it. */
export const CHAVE_CONTA_REPRESENTANTE = ['conta', 'representante'] as const;

/** The body of POST /api/representantes/conta/salvar, as the form holds it. */
export type FormContaRepresentante = BodyDe<typeof representantes.salvarConta>;

/** The account behind /representante/minha-conta (fresh on every visit). */
export function useContaRepresentante() {
  return useQuery({
    queryKey: CHAVE_CONTA_REPRESENTANTE,
    queryFn: ({ signal }) => chamar(representantes.buscarConta, { signal }),
    select: (r) => r.representante,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** Saves the account; answers `{msg, user}` (spec 2 §7 "Representative account save"). */
export function useSalvarContaRepresentante() {
  return useMutation({
    mutationFn: (dados: FormContaRepresentante) => chamar(representantes.salvarConta, { body: dados }),
  });
}
