import { deflateSync } from 'node:zlib';

// Images the browser tests upload: valid PNGs built in memory (no fixture files).

/** CRC-32 of a PNG chunk (type and data). */
function crc32(dados: Buffer): number {
  let c = ~0;
  for (const byte of dados) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function pedaco(tipo: string, dados: Buffer): Buffer {
  const tamanho = Buffer.alloc(4);
  tamanho.writeUInt32BE(dados.length);
  const corpo = Buffer.concat([Buffer.from(tipo, 'ascii'), dados]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(corpo));
  return Buffer.concat([tamanho, corpo, crc]);
}

/** A valid RGB PNG of `largura`×`altura`, a vertical gradient from `cor` to white. */
export function png(largura: number, altura: number, cor: [number, number, number]): Buffer {
  const linhas = Buffer.alloc((largura * 3 + 1) * altura);
  for (let y = 0; y < altura; y++) {
    const base = y * (largura * 3 + 1);
    const t = y / altura;
    for (let x = 0; x < largura; x++) {
      for (let c = 0; c < 3; c++) linhas[base + 1 + x * 3 + c] = Math.round(cor[c]! + (255 - cor[c]!) * t);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(largura, 0);
  ihdr.writeUInt32BE(altura, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pedaco('IHDR', ihdr),
    pedaco('IDAT', deflateSync(linhas)),
    pedaco('IEND', Buffer.alloc(0)),
  ]);
}
