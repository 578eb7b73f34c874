import sharp from 'sharp';

// Media built in memory for upload tests: no fixture files, no ffmpeg.

/** A PNG of the given size (a gradient, so it is not trivially compressible), with EXIF data. */
export async function pngDeTeste(largura: number, altura: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="${altura}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#7b1e3a"/><stop offset="1" stop-color="#e8b031"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))
    .png()
    .withExif({ IFD0: { Copyright: 'segredo do autor', Artist: 'Fulano' } })
    .toBuffer();
}

/** A data URL of `conteudo` with the given media type. */
export const dataUrl = (mime: string, conteudo: Buffer) =>
  `data:${mime};base64,${conteudo.toString('base64')}`;

/** One ISO-BMFF box. */
function caixa(tipo: string, conteudo: Buffer): Buffer {
  const cabecalho = Buffer.alloc(8);
  cabecalho.writeUInt32BE(8 + conteudo.length, 0);
  cabecalho.write(tipo, 4, 'latin1');
  return Buffer.concat([cabecalho, conteudo]);
}

/** A track header (tkhd, version 0) of a `largura` × `altura` track (0 × 0: an audio track). */
function tkhd(largura: number, altura: number): Buffer {
  const c = Buffer.alloc(84);
  c.writeUInt32BE(largura * 65536, 76);
  c.writeUInt32BE(altura * 65536, 80);
  return caixa('tkhd', c);
}

/**
 * A minimal MP4 (or QuickTime, `marca` 'qt  ') whose movie header says it lasts `segundos`: ftyp,
 * a media box of filler and the moov/mvhd at the end, as many encoders write it. With `resolucao`,
 * the moov also has an audio track and a video track of that size (trak/tkhd); `bytes` pads the
 * media box so the file has about that many bytes.
 */
export function mp4DeTeste(
  segundos: number,
  opcoes: { marca?: string; versao?: 0 | 1; resolucao?: [number, number]; bytes?: number } = {},
): Buffer {
  const ftyp = caixa('ftyp', Buffer.from(`${opcoes.marca ?? 'isom'}\0\0\0\x01isommp41`, 'latin1'));
  const versao = opcoes.versao ?? 0;
  const mvhd = Buffer.alloc(versao === 1 ? 112 : 100);
  mvhd.writeUInt8(versao, 0);
  if (versao === 1) {
    mvhd.writeUInt32BE(600, 20);
    mvhd.writeBigUInt64BE(BigInt(Math.round(segundos * 600)), 24);
  } else {
    mvhd.writeUInt32BE(1000, 12);
    mvhd.writeUInt32BE(Math.round(segundos * 1000), 16);
  }
  const mdat = caixa('mdat', Buffer.alloc(Math.max(2048, (opcoes.bytes ?? 0) - 400), 7));
  const faixas = opcoes.resolucao
    ? [caixa('trak', tkhd(0, 0)), caixa('trak', tkhd(...opcoes.resolucao))]
    : [];
  return Buffer.concat([ftyp, mdat, caixa('moov', Buffer.concat([caixa('mvhd', mvhd), ...faixas]))]);
}

/** The first bytes of a WebM file (EBML header with DocType webm) and some filler. */
export function webmDeTeste(): Buffer {
  const ebml = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]);
  return Buffer.concat([ebml, Buffer.from('webm', 'latin1'), Buffer.alloc(1024, 3)]);
}
