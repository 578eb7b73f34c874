import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rodadas, type RespostaDe } from '@rodada/contracts';
import { ApiError, buscarNaRede, chamar } from '../../../lib/api';

/** The map's answer (GET /api/stands/{id}). */
export type Mapa = RespostaDe<typeof rodadas.abrirMapa>;

/** Names change live during an event: an open map asks again this often (a 304 when nothing changed). */
export const ATUALIZAR_MAPA_MS = 30_000;

const chaveDoMapa = (id: number | null) => ['mapa', id] as const;

/** The round's map (public): header, stands and whether the caller may name them; off while `id` is null. */
export function useMapa(id: number | null) {
  return useQuery({
    queryKey: chaveDoMapa(id),
    queryFn: ({ signal }) => chamar(rodadas.abrirMapa, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    refetchInterval: ATUALIZAR_MAPA_MS,
  });
}

/**
 * The floor plan's SVG text, by a plain fetch (spec 1 §7: "Loading the floor-plan image is a plain
 * fetch"). Its address carries the file's version (?v=), so a plan once loaded never goes stale.
 */
export function usePlanta(url: string | null) {
  return useQuery({
    queryKey: ['mapa', 'planta', url],
    queryFn: ({ signal }) =>
      buscarNaRede(
        url ?? '',
        { credentials: 'same-origin', headers: { Accept: 'image/svg+xml' } },
        async (r) => {
          if (!r.ok) throw new ApiError(r.status, 'planta');
          return r.text();
        },
        { signal },
      ),
    enabled: url !== null,
    staleTime: Infinity,
  });
}

/**
 * Names a stand of the round (POST /api/stands/{id}; valor always 0, spec 1 §3). On success the
 * map shows the new name at once and reloads from the server.
 */
export function useSalvarNomeDoStand(id: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (body: { codigo: string; nome: string }) =>
      chamar(rodadas.salvarStandDoMapa, { params: { id: id ?? 0 }, body: { ...body, valor: 0 } }),
    onSuccess: (_r, { codigo, nome }) => {
      const limpo = nome.trim().toLocaleUpperCase('pt-BR') || null;
      cliente.setQueryData<Mapa>(chaveDoMapa(id), (atual) => {
        if (!atual) return atual;
        const existe = atual.stands.some((s) => s.codigo === codigo);
        const stands = existe
          ? atual.stands.map((s) => (s.codigo === codigo ? { ...s, nome: limpo } : s))
          : [...atual.stands, { codigo, nome: limpo, fornecedor_id: null }];
        return { ...atual, stands };
      });
      void cliente.invalidateQueries({ queryKey: chaveDoMapa(id) });
    },
  });
}
