import { useQuery } from '@tanstack/react-query';
import { administradores } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Query key of the administrator's own account; a save refetches it. */
export const CHAVE_CONTA_ADMINISTRADOR = ['conta', 'administrador'] as const;

/** Loads the caller's administrator account (GET /api/administradores/config/listar, spec 2 §7). */
export function buscarContaAdministrador(signal?: AbortSignal) {
  return chamar(administradores.listarContaAdministrador, { ...(signal ? { signal } : {}) });
}

/** The account behind the /administrador/minha-conta form (fresh on every visit, see useContaCliente). */
export function useContaAdministrador() {
  return useQuery({
    queryKey: CHAVE_CONTA_ADMINISTRADOR,
    queryFn: ({ signal }) => buscarContaAdministrador(signal),
    select: (r) => r.administrador,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
