import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rodadas, type BodyDe, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Every stands query of a round starts with this key; mutations invalidate it. */
const raiz = (rodadaId: number | null) => ['stands', rodadaId] as const;

/** Page and search of the stands list (GET /api/rodadas/:id/stands). */
export type FiltroStands = NonNullable<QueryDe<typeof rodadas.listarStands>>;
/** The body of the stand form (POST .../salvar and .../atualizar). */
export type CorpoStand = BodyDe<typeof rodadas.salvarStand>;

/** One page of a round's stands with the round; the previous page stays while the next loads. */
export function useStands(rodadaId: number | null, filtro: FiltroStands) {
  return useQuery({
    queryKey: [...raiz(rodadaId), 'listar', filtro],
    queryFn: ({ signal }) =>
      chamar(rodadas.listarStands, { params: { id: rodadaId ?? 0 }, query: filtro, signal }),
    placeholderData: keepPreviousData,
    enabled: rodadaId !== null,
    retry: false,
  });
}

/** One stand with the round's participants of each type, for the edit form; off while adding. */
export function useStand(rodadaId: number | null, standId: number | null) {
  return useQuery({
    queryKey: [...raiz(rodadaId), 'editar', standId],
    queryFn: ({ signal }) =>
      chamar(rodadas.editarStand, { params: { id: rodadaId ?? 0, stand_id: standId ?? 0 }, signal }),
    enabled: rodadaId !== null && standId !== null,
    // The form starts from what is stored now, not from a cached copy.
    gcTime: 0,
    retry: false,
  });
}

/** The round's participants of one owner type (the add form's picker); off for avulso or null. */
export function useProprietarios(
  rodadaId: number | null,
  tipo: rodadas.TipoParticipanteStand | null,
  ativo: boolean,
) {
  return useQuery({
    queryKey: [...raiz(rodadaId), 'proprietarios', tipo],
    queryFn: ({ signal }) =>
      chamar(rodadas.listarProprietariosStand, {
        params: { id: rodadaId ?? 0 },
        query: { tipo: tipo ?? 'fornecedor' },
        signal,
      }),
    enabled: ativo && rodadaId !== null && tipo !== null,
    select: (r) => r.proprietarios,
    retry: false,
  });
}

/** Creates (standId null) or updates a stand of the round. */
export function useSalvarStand(rodadaId: number, standId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: async (body: CorpoStand): Promise<{ msg: string }> => {
      if (standId === null) return chamar(rodadas.salvarStand, { params: { id: rodadaId }, body });
      return chamar(rodadas.atualizarStand, { params: { id: rodadaId, stand_id: standId }, body });
    },
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** Deletes a stand of the round. */
export function useExcluirStand(rodadaId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (standId: number) =>
      chamar(rodadas.excluirStand, { params: { id: rodadaId ?? 0, stand_id: standId } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}

/** The rounds whose stands may be copied into this one; off while the dialog is closed. */
export function useRodadasParaCopiar(rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: [...raiz(rodadaId), 'copiar'],
    queryFn: ({ signal }) =>
      chamar(rodadas.listarRodadasParaCopiarStands, { params: { id: rodadaId ?? 0 }, signal }),
    enabled: ativo && rodadaId !== null,
    select: (r) => r.rodadas,
    retry: false,
  });
}

/** Copies the stands of round `origem` into this one. */
export function useCopiarStands(rodadaId: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (origem: number) =>
      chamar(rodadas.copiarStands, { params: { id: rodadaId ?? 0, origem_id: origem } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: raiz(rodadaId) }),
  });
}
