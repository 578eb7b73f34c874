import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rodadas, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Filters and page of /rodadas (GET /api/rodadas/listar). */
export type FiltroRodadas = NonNullable<QueryDe<typeof rodadas.listarRodadas>>;

/** The body of 'Cadastro de Rodada', as the form holds it (the server normalises it with the same schema). */
export type FormRodada = rodadas.RodadaFormEntrada;

/** Every rounds query starts with this key (the menu's open-rounds badge too); saving invalidates it. */
const RAIZ = ['rodadas'] as const;

/** One page of the caller's rounds; the previous page stays on screen while the next one loads. */
export function useRodadas(filtro: FiltroRodadas) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(rodadas.listarRodadas, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One round for the form; off while `id` is null (adding). */
export function useRodada(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'abrir', id],
    queryFn: ({ signal }) => chamar(rodadas.abrirRodada, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.rodada,
    // The form starts from what is stored now, not from a cached copy.
    gcTime: 0,
    retry: false,
  });
}

/**
 * The Administrador select (master): the active administrators when adding, plus the round's own
 * when editing (GET /api/rodadas/{id}/administradores). Off while `ativo` is false.
 */
export function useAdministradoresDaRodada(id: number | null, ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'administradores', id],
    queryFn: ({ signal }) =>
      id === null
        ? chamar(rodadas.listarAdministradoresParaRodada, { signal })
        : chamar(rodadas.listarAdministradoresDaRodada, { params: { id }, signal }),
    enabled: ativo,
    select: (r) => r.administradores,
    retry: false,
  });
}

/** Creates (id null) or updates a round; answers the server's message and the saved round. */
export function useSalvarRodada(id: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (body: FormRodada) =>
      id === null
        ? chamar(rodadas.salvarRodada, { body })
        : chamar(rodadas.atualizarRodada, { params: { id }, body }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}
