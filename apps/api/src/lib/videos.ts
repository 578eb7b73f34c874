// Uploaded videos are stored as they arrive (re-encoding needs ffmpeg, which the single-process
// deployment does not ship), so the server checks what it can without decoding
// (docs/decisions/005-uploads.md): the container by its magic numbers must match the declared
// type, and an MP4/MOV's duration is read from its movie header. spec D7 leaves the duration to
// the browser; this is a second line, not the only one.

/** The container families we accept. */
export type Conteiner = 'isobmff' | 'webm';

/** The container each accepted Content-Type must have. */
export const CONTEINER_DO_TIPO: Readonly<Record<string, Conteiner>> = {
  'video/mp4': 'isobmff',
  'video/quicktime': 'isobmff',
  'video/webm': 'webm',
};

/** File extension stored for each accepted type. */
export const EXTENSAO_DO_TIPO: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
};

/** Top-level box types an MP4 or a QuickTime movie may start with. */
const PRIMEIRAS_CAIXAS = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The container of the bytes by their magic numbers, or null when it is none we accept. */
export function identificarConteiner(b: Buffer): Conteiner | null {
  if (b.length >= 12 && PRIMEIRAS_CAIXAS.has(b.toString('latin1', 4, 8))) return 'isobmff';
  // EBML header, and the DocType of WebM (Matroska files that are not WebM are refused).
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 && b.subarray(0, 64).includes('webm', 0, 'latin1')) {
    return 'webm';
  }
  return null;
}

/** One ISO-BMFF box: its type and where its payload lies. */
interface Caixa {
  tipo: string;
  inicio: number;
  fim: number;
}

/** The boxes between `de` and `ate` (top level, or the children of one box). */
function* caixas(b: Buffer, de: number, ate: number): Generator<Caixa> {
  let pos = de;
  while (pos + 8 <= ate) {
    let tamanho = b.readUInt32BE(pos);
    const tipo = b.toString('latin1', pos + 4, pos + 8);
    let cabecalho = 8;
    if (tamanho === 1) {
      if (pos + 16 > ate) return;
      const grande = b.readBigUInt64BE(pos + 8);
      if (grande > BigInt(ate - pos)) return;
      tamanho = Number(grande);
      cabecalho = 16;
    } else if (tamanho === 0) {
      tamanho = ate - pos;
    }
    if (tamanho < cabecalho || pos + tamanho > ate) return;
    yield { tipo, inicio: pos + cabecalho, fim: pos + tamanho };
    pos += tamanho;
  }
}

/**
 * The duration in seconds of an MP4/MOV from its movie header (moov/mvhd), or null when it cannot
 * be read (no header, a fragmented file that leaves it 0, a truncated file).
 */
export function duracaoIsoBmff(b: Buffer): number | null {
  for (const moov of caixas(b, 0, b.length)) {
    if (moov.tipo !== 'moov') continue;
    for (const c of caixas(b, moov.inicio, moov.fim)) {
      if (c.tipo !== 'mvhd' || c.fim - c.inicio < 20) continue;
      const versao = b.readUInt8(c.inicio);
      let escala: number;
      let duracao: number;
      if (versao === 1) {
        if (c.fim - c.inicio < 32) return null;
        escala = b.readUInt32BE(c.inicio + 20);
        duracao = Number(b.readBigUInt64BE(c.inicio + 24));
      } else {
        escala = b.readUInt32BE(c.inicio + 12);
        duracao = b.readUInt32BE(c.inicio + 16);
      }
      if (!escala || !duracao || duracao === 0xffffffff) return null;
      return duracao / escala;
    }
  }
  return null;
}

/** Width and height in pixels of a video track, from its track header (tkhd). */
export interface Resolucao {
  largura: number;
  altura: number;
}

/**
 * The resolution of an MP4/MOV's first video track, from moov/trak/tkhd (the presentation size, a
 * 16.16 fixed-point pair; audio tracks carry 0 × 0 and are skipped), or null when no track header
 * is readable. A rotation in the track matrix swaps what a player shows: callers compare the
 * shorter and the longer side (decision 7 accepts portrait and landscape alike).
 */
export function resolucaoIsoBmff(b: Buffer): Resolucao | null {
  for (const moov of caixas(b, 0, b.length)) {
    if (moov.tipo !== 'moov') continue;
    for (const trak of caixas(b, moov.inicio, moov.fim)) {
      if (trak.tipo !== 'trak') continue;
      for (const c of caixas(b, trak.inicio, trak.fim)) {
        if (c.tipo !== 'tkhd') continue;
        // version 0: 20 bytes of times and ids, version 1: 32; then 52 bytes up to the size.
        const base = c.inicio + (b.readUInt8(c.inicio) === 1 ? 36 : 24) + 52;
        if (base + 8 > c.fim) continue;
        const largura = Math.round(b.readUInt32BE(base) / 65536);
        const altura = Math.round(b.readUInt32BE(base + 4) / 65536);
        if (largura > 0 && altura > 0) return { largura, altura };
      }
    }
  }
  return null;
}
