import { z } from '../../zod-setup.js';

/**
 * The widths every product photo is served in (issue 12 §9, ADR 017): each stored once as WebP
 * and as JPEG, under content-hashed names cached for a year (`immutable`).
 */
export const LARGURAS_FOTO = [320, 640, 1280, 2048] as const;

/**
 * One product photo as every answer carries it: `url` is a 640 px JPEG (the fallback `src`),
 * `webp` and `jpeg` are `srcset` lists ('… 320w, … 640w, …') for a `<picture>`, so a card on a
 * phone loads a small image and a zoom loads the 2048 px one.
 */
export const fotoProdutoSchema = z.object({
  id: z.number().int().describe('Id da foto (arquivo)'),
  url: z.string().describe('JPEG de 640 px: o src de reserva'),
  webp: z.string().describe('srcset WebP nas larguras 320, 640, 1280 e 2048'),
  jpeg: z.string().describe('srcset JPEG nas mesmas larguras'),
  grande: z.string().describe('JPEG de 2048 px (lupa, ampliação)'),
});
export type FotoProduto = z.infer<typeof fotoProdutoSchema>;

/**
 * The key of each stored width and format of a photo whose 2048 px JPEG is `chave`
 * ('produtos/12/<sha16>-2048.jpg' → 'produtos/12/<sha16>-320.webp'); null when `chave` is not
 * such a name.
 */
export function chaveDaVariante(chave: string, largura: number, formato: 'webp' | 'jpg'): string | null {
  const m = /^(.*-)2048\.jpg$/.exec(chave);
  return m ? `${m[1]}${largura}.${formato}` : null;
}

/** The answer object of a stored photo (arquivos row id and its 2048 px JPEG key). */
export function fotoDaChave(id: number, chave: string): FotoProduto {
  const url = (l: number, f: 'webp' | 'jpg') => `/arquivos/${chaveDaVariante(chave, l, f) ?? chave}`;
  const srcset = (f: 'webp' | 'jpg') => LARGURAS_FOTO.map((l) => `${url(l, f)} ${l}w`).join(', ');
  return { id, url: url(640, 'jpg'), webp: srcset('webp'), jpeg: srcset('jpg'), grande: url(2048, 'jpg') };
}
