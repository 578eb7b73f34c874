import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { banners, type BodyDe, type QueryDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';

/** Filters and page of /banners (GET /api/banners). */
export type FiltroBanners = NonNullable<QueryDe<typeof banners.listarBanners>>;

/** The body of 'Novo Banner' / 'Editar Banner' as the form holds it (status only when editing). */
export type FormBanner = BodyDe<typeof banners.atualizarBanner>;

/** Every banners query starts with this key; the shop's carousel ('loja') is refreshed too. */
const RAIZ = ['banners'] as const;

/** One page of banners; the previous page stays on screen while the next one loads. */
export function useBanners(filtro: FiltroBanners) {
  return useQuery({
    queryKey: [...RAIZ, 'listar', filtro],
    queryFn: ({ signal }) => chamar(banners.listarBanners, { query: filtro, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** One banner for the edit form; off while `id` is null (adding). */
export function useBanner(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'editar', id],
    queryFn: ({ signal }) => chamar(banners.editarBanner, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.banner,
    retry: false,
  });
}

/** Creates (id null) or updates a banner. */
export function useSalvarBanner(id: number | null) {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ status, ...body }: FormBanner) =>
      id === null
        ? chamar(banners.salvarBanner, { body })
        : chamar(banners.atualizarBanner, { params: { id }, body: { ...body, status } }),
    onSettled: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: RAIZ }),
        cliente.invalidateQueries({ queryKey: ['loja', 'banners'] }),
      ]),
  });
}

/** Deletes a banner. */
export function useExcluirBanner() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => chamar(banners.excluirBanner, { params: { id } }),
    onSettled: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: RAIZ }),
        cliente.invalidateQueries({ queryKey: ['loja', 'banners'] }),
      ]),
  });
}
