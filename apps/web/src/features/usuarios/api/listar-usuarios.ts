import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usuarios, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Filters and page of the users list (GET /api/usuarios/listar). */
export type FiltroUsuarios = NonNullable<QueryDe<typeof usuarios.listarUsuarios>>;

/** Query key of the users list; mutations invalidate `['usuarios']`. */
export const chaveUsuarios = (filtro: FiltroUsuarios) => ['usuarios', 'listar', filtro] as const;

/** Fetches one page of users (master; spec 2 §7 "Users"). */
export function listarUsuarios(filtro: FiltroUsuarios, signal?: AbortSignal) {
  return chamar(usuarios.listarUsuarios, { query: filtro, ...(signal ? { signal } : {}) });
}

/** One page of users; the previous page stays on screen while the next one loads. */
export function useUsuarios(filtro: FiltroUsuarios) {
  return useQuery({
    queryKey: chaveUsuarios(filtro),
    queryFn: ({ signal }) => listarUsuarios(filtro, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
