import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from './errors.js';

// Uploaded pictures are never stored or served as they arrive (docs/decisions/005-uploads.md):
// the bytes are decoded, checked to be a raster image, and re-encoded by sharp as a JPEG without
// metadata (EXIF GPS, ICC, comments). A crafted file then never reaches another user's browser.

/** Formats accepted as input (what sharp reports); SVG and the rest are refused. */
const FORMATOS_ACEITOS = new Set(['jpeg', 'png', 'webp']);
/** Decompression-bomb guard: a small file that decodes to a huge bitmap is refused. */
const MAX_PIXELS = 50_000_000;

/** Texts of the refusals; `{mb}` is the limit of the caller. */
export const MSG_IMAGEM = {
  formato: 'Envie uma imagem JPEG, PNG ou WebP.',
  dataUrl: 'A imagem deve chegar como data URL (data:image/...;base64,...).',
  tamanho: (mb: number) => `A imagem deve ter no máximo ${mb} MB.`,
  pixels: 'A imagem é grande demais (no máximo 50 megapixels).',
} as const;

/** An image ready to be stored. */
export interface ImagemProcessada {
  conteudo: Buffer;
  mime: 'image/jpeg';
  largura: number;
  altura: number;
  /** Hex SHA-256 of `conteudo` (arquivos.sha256). */
  sha256: string;
}

/** 400 with the message on `campo` (the form field the picture came from). */
const recusar = (campo: string, msg: string) => new AppError(400, msg, { [campo]: msg });

/**
 * Decodes a base64 data URL (`data:image/png;base64,...`). Refuses another scheme, a non-image
 * media type, malformed base64 and more than `maxBytes` decoded bytes, with 400 on `campo`.
 */
export function decodificarDataUrl(
  dataUrl: string,
  opcoes: { maxBytes: number; campo: string },
): { mime: string; conteudo: Buffer } {
  const { maxBytes, campo } = opcoes;
  const m = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,/i.exec(dataUrl.slice(0, 200));
  if (!m) throw recusar(campo, MSG_IMAGEM.dataUrl);
  const mime = m[1]!.toLowerCase();
  if (!mime.startsWith('image/')) throw recusar(campo, MSG_IMAGEM.formato);
  const base64 = dataUrl.slice(m[0].length).replace(/\s/g, '');
  const mb = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
  // Checked on the text first, so an oversize upload is never decoded.
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw recusar(campo, MSG_IMAGEM.tamanho(mb));
  if (!base64 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw recusar(campo, MSG_IMAGEM.formato);
  const conteudo = Buffer.from(base64, 'base64');
  if (conteudo.length > maxBytes) throw recusar(campo, MSG_IMAGEM.tamanho(mb));
  return { mime, conteudo };
}

/**
 * Re-encodes an uploaded picture as a JPEG at most `larguraMaxima` px wide (never enlarged),
 * upright (EXIF orientation applied), transparency on white, without any metadata. Refuses what
 * sharp cannot read or reads as anything but JPEG, PNG or WebP, with 400 on `campo`.
 */
export async function reencodarComoJpeg(
  conteudo: Buffer,
  opcoes: { larguraMaxima: number; campo: string; qualidade?: number },
): Promise<ImagemProcessada> {
  const { larguraMaxima, campo } = opcoes;
  let formato: string | undefined;
  try {
    const meta = await sharp(conteudo, { limitInputPixels: false }).metadata();
    formato = meta.format;
    if (meta.width * meta.height > MAX_PIXELS) throw recusar(campo, MSG_IMAGEM.pixels);
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw recusar(campo, MSG_IMAGEM.formato);
  }
  if (!formato || !FORMATOS_ACEITOS.has(formato)) throw recusar(campo, MSG_IMAGEM.formato);
  try {
    const { data, info } = await sharp(conteudo, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: larguraMaxima, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: opcoes.qualidade ?? 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      conteudo: data,
      mime: 'image/jpeg',
      largura: info.width,
      altura: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
    };
  } catch {
    // A truncated or corrupt file that passed the header check.
    throw recusar(campo, MSG_IMAGEM.formato);
  }
}

/** decodificarDataUrl then reencodarComoJpeg: the whole path of a picture sent as a data URL. */
export async function processarDataUrl(
  dataUrl: string,
  opcoes: { maxBytes: number; larguraMaxima: number; campo: string },
): Promise<ImagemProcessada> {
  const { conteudo } = decodificarDataUrl(dataUrl, opcoes);
  return reencodarComoJpeg(conteudo, opcoes);
}
