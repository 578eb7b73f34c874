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
 * The product media names that never change content (a content hash in the name): served with
 * `Cache-Control: public, max-age=31536000, immutable` (modules/arquivos). Any other key keeps the
 * one-day cache.
 */
export const IMUTAVEL =
  /^produtos\/\d+\/(?:[0-9a-f]{16}-(?:320|640|1280|2048)\.(?:webp|jpg)|video-[0-9a-f]{16}\.(?:mp4|mov|webm))$/;

/**
 * The smaller widths and the WebP copies of a photo whose 2048 px JPEG (`original`, already without
 * metadata) is stored under `chave`. Answers every file to write, the original included.
 */
export async function variantesDaFoto(chave: string, original: Buffer): Promise<ArquivoDaFoto[]> {
  const arquivos: ArquivoDaFoto[] = [{ chave, conteudo: original }];
  await Promise.all(
    LARGURAS_FOTO.map(async (largura) => {
      const redimensionada = () => sharp(original).resize({ width: largura, withoutEnlargement: true });
      const [webp, jpg] = await Promise.all([
        redimensionada().webp({ quality: 80 }).toBuffer(),
        largura === 2048
          ? Promise.resolve(original)
          : redimensionada().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
      ]);
      arquivos.push({ chave: chaveDaVariante(chave, largura, 'webp')!, conteudo: webp });
      if (largura !== 2048) arquivos.push({ chave: chaveDaVariante(chave, largura, 'jpg')!, conteudo: jpg });
    }),
  );
  return arquivos;
}
