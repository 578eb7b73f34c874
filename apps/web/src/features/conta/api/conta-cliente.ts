import { useQuery } from '@tanstack/react-query';
import { clientes } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Query key of the customer's own account; a save refetches it. */
export const CHAVE_CONTA_CLIENTE = ['conta', 'cliente'] as const;

/** Loads the caller's customer account (GET /api/clientes/config/listar, spec 2 §7). */
export function buscarContaCliente(signal?: AbortSignal) {
  return chamar(clientes.listarContaCliente, { ...(signal ? { signal } : {}) });
}

/**
 * The account behind the /cliente/minha-conta form. Loaded fresh on every visit and never refetched
 * behind the user's back: a refetch would put the server's values over what is being typed.
 */
export function useContaCliente() {
  return useQuery({
    queryKey: CHAVE_CONTA_CLIENTE,
    queryFn: ({ signal }) => buscarContaCliente(signal),
    select: (r) => r.cliente,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
