import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { administradores, type BodyDe, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Filters and page of the administrators list (GET /api/administradores/listar). */
export type FiltroAdministradores = NonNullable<QueryDe<typeof administradores.listarAdministradores>>;

/** Every administrators query starts with this key; mutations invalidate it. */
const RAIZ = ['administradores', 'manutencao'] as const;

/** One page of administrators; the previous page stays on screen while the next one loads. */
export function useAdministradores(filtro: FiltroAdministradores) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(administradores.listarAdministradores, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One administrator for the edit form; off while `id` is null (adding). */
export function useAdministrador(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(administradores.editarAdministrador, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

/** Creates an administrator; answers the temporary password to show once. */
export function useSalvarAdministrador() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDe<typeof administradores.salvarAdministrador>) =>
      chamar(administradores.salvarAdministrador, { body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Renames an administrator (the e-mail is not editable). */
export function useAtualizarAdministrador() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nome }: { id: number; nome: string }) =>
      chamar(administradores.atualizarAdministrador, { params: { id }, body: { nome } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Deletes an administrator. */
export function useExcluirAdministrador() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(administradores.excluirAdministrador, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}
