import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { produtos } from '@rodada/contracts';

const { chaveDaVariante, LARGURAS_FOTO } = produtos;

// A product photo is stored once and served in a few widths (issue 12 §9, ADR 005): the original,
// re-encoded by lib/imagens as a JPEG at most 2048 px wide without metadata, is the `arquivos` row
// (`produtos/{produtoId}/{sha16}-2048.jpg`); beside it, under the same content-hashed prefix, each
// width of LARGURAS_FOTO as WebP and as JPEG (`…-320.webp`, `…-320.jpg`, …). Never enlarged: a
// narrow original keeps its width in the wider names. The names change with the content, so
// /arquivos serves them as immutable (IMUTAVEL).

/** One file of a photo: its storage key and bytes. */
export interface ArquivoDaFoto {
  chave: string;
  conteudo: Buffer;
}

/** The key of a product photo's 2048 px JPEG (the arquivos row): `produtos/{id}/{sha16}-2048.jpg`. */
export function chaveDaFoto(produtoId: number, sha256: string): string {
  return `produtos/${produtoId}/${sha256.slice(0, 16)}-2048.jpg`;
}

/** Every key of a photo whose 2048 px JPEG is `chave` (itself included): what a removal deletes. */
export function chavesDaFoto(chave: string): string[] {
  const chaves = LARGURAS_FOTO.flatMap((l) => [
    chaveDaVariante(chave, l, 'webp'),
    chaveDaVariante(chave, l, 'jpg'),
  ]);
  const validas = chaves.filter((c): c is string => c !== null);
  return validas.includes(chave) ? validas : [chave, ...validas];
}

/**
 * The key of a product video: `produtos/{id}/video-{sha16}.{ext}`, named by its content like the
 * photos, so it is cached as immutable too.
 */
export function chaveDoVideo(produtoId: number, conteudo: Buffer, extensao: string): string {
  const sha = createHash('sha256').update(conteudo).digest('hex');
  return `produtos/${produtoId}/video-${sha.slice(0, 16)}.${extensao}`;
}

/**
 * The product media names that never change content (a content hash in the name), and the banner
 * pictures (a random name never reused, modules/banners): served with
 * `Cache-Control: public, max-age=31536000, immutable` (modules/arquivos). Any other key keeps the
 * one-day cache.
 */
export const IMUTAVEL =
  /^(?:produtos\/\d+\/(?:[0-9a-f]{16}-(?:320|640|1280|2048)\.(?:webp|jpg)|video-[0-9a-f]{16}\.(?:mp4|mov|webm))|banners\/[0-9a-f]{16}-(?:320|640|1280|2048)\.(?:webp|jpg))$/;

/**
 * The smaller widths and the WebP copies of a photo whose 2048 px JPEG (`original`, already without
 * metadata) is stored under `chave`. Answers every file to write, the original included. Widths
 * past the original's are its own width (never enlarged): each distinct width is encoded once,
 * and a JPEG of the original's width is the original itself.
 */
export async function variantesDaFoto(chave: string, original: Buffer): Promise<ArquivoDaFoto[]> {
  const { width: larguraOriginal = 2048 } = await sharp(original).metadata();
  const efetiva = (l: number) => Math.min(l, larguraOriginal);
  const codificar = new Map<string, Promise<Buffer>>();
  const uma = (largura: number, formato: 'webp' | 'jpg') => {
    const k = `${largura}.${formato}`;
    let p = codificar.get(k);
    if (!p) {
      const r = sharp(original).resize({ width: largura, withoutEnlargement: true });
      p =
        formato === 'webp'
          ? r.webp({ quality: 80, effort: 1 }).toBuffer()
          : largura === larguraOriginal
            ? Promise.resolve(original)
            : r.jpeg({ quality: 82, progressive: true }).toBuffer();
      codificar.set(k, p);
    }
    return p;
  };
  const arquivos = await Promise.all(
    LARGURAS_FOTO.flatMap((l) =>
      (['webp', 'jpg'] as const).map(async (formato) => ({
        chave: chaveDaVariante(chave, l, formato)!,
        conteudo: await uma(efetiva(l), formato),
      })),
    ),
  );
  return arquivos.some((a) => a.chave === chave) ? arquivos : [{ chave, conteudo: original }, ...arquivos];
}
