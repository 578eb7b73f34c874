import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { produtos, type BodyDe } from '@rodada/contracts';
import { chamar, enviarArquivo } from '../../../lib/api';

// The product gallery's calls (spec 3 §7 `GET /api/produtos/{id}/midia`, `POST .../midia/salvar`,
// and the uploads of one photo and of the video that keep each request small).

const chave = (id: number | null) => ['produtos', id, 'midia'] as const;

/** The product's gallery, fetched fresh on every visit (the page edits a copy of it). */
export function useMidia(id: number | null) {
  return useQuery({
    queryKey: chave(id),
    queryFn: ({ signal }) => chamar(produtos.listarMidia, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    select: (r) => r.midia,
    gcTime: 0,
    retry: false,
  });
}

/**
 * Sends one cropped photo (a JPEG data URL), reporting the upload's progress (0 to 1): the JSON
 * body goes through XMLHttpRequest (enviarArquivo), which fetch cannot report.
 */
export async function enviarFoto(
  id: number,
  dataUrl: string,
  aoProgredir?: (fracao: number) => void,
): Promise<produtos.FotoProduto> {
  const corpo = new Blob([JSON.stringify({ foto: dataUrl })], { type: 'application/json' });
  const r = await enviarArquivo(produtos.enviarFoto, corpo, {
    params: { id },
    ...(aoProgredir ? { aoProgredir } : {}),
  });
  return r.foto;
}

/** Sends the video file as the raw body, reporting the upload's progress (0 to 1). */
export async function enviarVideo(
  id: number,
  arquivo: File,
  aoProgredir?: (fracao: number) => void,
): Promise<produtos.VideoProduto> {
  const r = await enviarArquivo(produtos.enviarVideo, arquivo, {
    params: { id },
    ...(aoProgredir ? { aoProgredir } : {}),
  });
  return r.video;
}

/** Saves the gallery: photo ids in order and the video id (or null). */
export function useSalvarMidia(id: number) {
  const consultas = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyDe<typeof produtos.salvarMidia>) =>
      chamar(produtos.salvarMidia, { params: { id }, body }),
    onSuccess: () => consultas.invalidateQueries({ queryKey: ['produtos'] }),
  });
}
