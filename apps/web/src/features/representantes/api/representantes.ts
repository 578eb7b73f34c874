import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { representantes, type BodyDe, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import { useEstadoLocal } from '../../../lib/estado-local';

/** Every representatives query starts with this key; mutations invalidate it. */
const RAIZ = ['representantes', 'manutencao'] as const;

/** Filters and page of the lists (GET /api/representantes/listar and the client's). */
export type FiltroRepresentantes = NonNullable<QueryDe<typeof representantes.listarRepresentantes>>;

/** The body of the representative form, as the form holds it (masks and all; the server normalises). */
export type FormRepresentante = BodyDe<typeof representantes.salvarRepresentante>;

/** The logged-in customer's id: the links of 'Minhas Representações' are always its own. */
export function useClienteId(): number | null {
  return useEstadoLocal((s) => s.usuario?.cliente_id ?? null);
}

/** One page of representatives (administrador, master); the previous page stays while the next loads. */
export function useRepresentantes(filtro: FiltroRepresentantes, ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(representantes.listarRepresentantes, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    enabled: ativo,
    retry: false,
  });
}

/** One page of representatives with the client's link status (GET /api/clientes/:id/representantes). */
export function useRepresentantesDoCliente(clienteId: number | null, filtro: FiltroRepresentantes) {
  return useQuery({
    queryKey: [...RAIZ, 'cliente', clienteId, filtro],
    queryFn: ({ signal }) =>
      chamar(representantes.listarRepresentantesDoCliente, {
        params: { id: clienteId ?? 0 },
        query: filtro,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled: clienteId !== null,
    retry: false,
  });
}

/** The read-only details of one representative; off while `id` is null. */
export function useDetalhesRepresentante(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'detalhar', id],
    queryFn: ({ signal }) =>
      chamar(representantes.detalharRepresentante, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.representante,
    retry: false,
  });
}

/** One representative for the edit form; off while `id` is null (adding). */
export function useRepresentante(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(representantes.editarRepresentante, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.representante,
    // The form starts from what is stored now, not from a cached copy.
    gcTime: 0,
    retry: false,
  });
}

/** Creates (id null) or updates a representative; a creation answers the temporary password. */
export function useSalvarRepresentante(id: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormRepresentante): Promise<{ msg: string; senha: string | null }> => {
      if (id === null) {
        const { msg, senha } = await chamar(representantes.salvarRepresentante, { body });
        return { msg, senha };
      }
      const { msg } = await chamar(representantes.atualizarRepresentante, { params: { id }, body });
      return { msg, senha: null };
    },
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Deletes a representative. */
export function useExcluirRepresentante() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(representantes.excluirRepresentante, { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** Gives a representative a temporary password. */
export function useResetarSenhaRepresentante() {
  return useMutation({
    mutationFn: (id: number) => chamar(representantes.resetarSenhaRepresentante, { params: { id } }),
  });
}

/** The client links (acao 1) or unlinks (acao 0) a representative. */
export function useRelacionarRepresentante(clienteId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ representante, acao }: { representante: number; acao: 0 | 1 }) =>
      chamar(representantes.relacionarRepresentante, {
        params: { id: clienteId ?? 0 },
        body: { representante, acao },
      }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}
