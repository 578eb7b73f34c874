import sharp from 'sharp';

// Generated pictures of the demo: product photos (a garment silhouette in the product's colour),
// supplier logos, the round's logo and banner and the storefront banners. Everything is drawn as
// SVG and encoded by sharp (architecture.md "Data": images are re-encoded on the server). Photos
// without text are cached by silhouette + colour + texture, so a seed encodes each one once.

/** The garment drawn on a product photo. */
export type Silhueta =
  | 'vestido'
  | 'blusa'
  | 'casaco'
  | 'calca'
  | 'short'
  | 'saia'
  | 'biquini'
  | 'maio'
  | 'top'
  | 'macacao'
  | 'acessorio';

/** A surface drawn over the colour: plain, print, knit ribs, denim twill or animal print. */
export type Textura = 'liso' | 'estampa' | 'trico' | 'jeans' | 'onca';

/** An encoded image and its size in pixels. */
export interface Imagem {
  conteudo: Buffer;
  largura: number;
  altura: number;
  mime: string;
}

const LARGURA_FOTO = 600;
const ALTURA_FOTO = 800;

/** Garment outlines on the 600 × 800 canvas; extra strokes (seams, buttons) in `detalhes`. */
const FORMAS: Record<Silhueta, { d: string; detalhes?: string }> = {
  vestido: {
    d: 'M240 110 Q300 150 360 110 L385 122 L400 205 L374 238 L372 300 Q372 332 386 362 L472 690 Q300 734 128 690 L214 362 Q228 332 228 300 L226 238 L200 205 L215 122 Z',
    detalhes: 'M228 300 Q300 318 372 300',
  },
  blusa: {
    d: 'M232 140 Q300 182 368 140 L452 170 L524 340 L472 364 L420 262 L422 640 L178 640 L180 262 L128 364 L76 340 L148 170 Z',
    detalhes: 'M180 610 L420 610',
  },
  casaco: {
    d: 'M228 118 Q300 162 372 118 L458 150 L534 430 L482 450 L426 292 L432 702 L168 702 L174 292 L118 450 L66 430 L142 150 Z',
    detalhes: 'M300 162 L300 702 M262 128 L300 260 L338 128',
  },
  calca: {
    d: 'M198 108 L402 108 L420 170 L462 702 L340 702 L300 268 L260 702 L138 702 L180 170 Z',
    detalhes: 'M190 140 L410 140 M300 140 L300 268',
  },
  short: {
    d: 'M186 230 L414 230 L428 282 L464 480 L332 500 L300 372 L268 500 L136 480 L172 282 Z',
    detalhes: 'M180 262 L420 262',
  },
  saia: {
    d: 'M214 200 L386 200 L396 244 L482 622 Q300 664 118 622 L204 244 Z',
    detalhes: 'M206 236 L394 236',
  },
  biquini: {
    d: 'M196 228 L288 236 L262 336 Q230 348 196 334 Z M312 236 L404 228 L404 334 Q370 348 338 336 Z M196 470 L404 470 L362 548 Q300 590 238 548 Z',
    detalhes: 'M196 228 L240 120 M404 228 L360 120 M288 300 L312 300',
  },
  maio: {
    d: 'M222 138 L264 138 Q300 236 336 138 L378 138 L384 302 Q362 384 392 462 L412 562 Q350 562 300 644 Q250 562 188 562 L208 462 Q238 384 216 302 Z',
  },
  top: {
    d: 'M214 222 Q300 272 386 222 L400 244 L404 438 L196 438 L200 244 Z',
    detalhes: 'M222 226 L248 120 M378 226 L352 120',
  },
  macacao: {
    d: 'M236 108 L278 108 Q300 176 322 108 L364 108 L378 334 L398 356 L442 702 L330 702 L300 424 L270 702 L158 702 L202 356 L222 334 Z',
    detalhes: 'M214 346 L386 346',
  },
  acessorio: {
    d: 'M140 300 Q300 262 460 300 L470 520 Q300 556 130 520 Z',
    detalhes:
      'M150 360 Q300 326 452 360 M146 430 Q300 398 458 430 M140 520 L132 572 M180 528 L174 582 M220 534 L216 588 M260 538 L258 592 M300 540 L300 594 M340 538 L342 592 M380 534 L384 588 M420 528 L426 582 M460 520 L468 572',
  },
};

function escaparXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The colour darkened (fator < 1) or lightened towards white (fator > 1). */
function tom(hex: string, fator: number): string {
  const n = parseInt(hex.slice(1), 16);
  const canal = (v: number) => {
    const x = fator <= 1 ? v * fator : v + (255 - v) * (fator - 1);
    return Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${canal((n >> 16) & 255)}${canal((n >> 8) & 255)}${canal(n & 255)}`;
}

function luminancia(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}

/** The <pattern> drawn over the garment for a texture (none for plain). */
function padrao(textura: Textura, cor: string): string {
  const claro = tom(cor, 1.45);
  const escuro = tom(cor, 0.6);
  switch (textura) {
    case 'estampa':
      return `<pattern id="t" width="60" height="60" patternUnits="userSpaceOnUse">
        <circle cx="15" cy="15" r="9" fill="#fff4d6" opacity=".85"/><circle cx="15" cy="15" r="3.5" fill="#e8b031"/>
        <circle cx="45" cy="44" r="7" fill="${claro}" opacity=".9"/><circle cx="45" cy="44" r="2.5" fill="#fff"/>
        <path d="M30 30 q6 -8 12 0" stroke="#3f6b3a" stroke-width="3" fill="none"/></pattern>`;
    case 'onca':
      return `<pattern id="t" width="70" height="70" patternUnits="userSpaceOnUse">
        <ellipse cx="18" cy="20" rx="11" ry="8" fill="none" stroke="#2a1a0e" stroke-width="5"/>
        <ellipse cx="52" cy="52" rx="9" ry="7" fill="#3b2412" opacity=".8"/>
        <circle cx="54" cy="16" r="4" fill="#2a1a0e"/></pattern>`;
    case 'trico':
      return `<pattern id="t" width="24" height="28" patternUnits="userSpaceOnUse">
        <path d="M2 0 L12 14 L22 0 M2 14 L12 28 L22 14" stroke="${escuro}" stroke-width="2.4" fill="none" opacity=".55"/></pattern>`;
    case 'jeans':
      return `<pattern id="t" width="10" height="10" patternUnits="userSpaceOnUse">
        <path d="M-2 12 L12 -2" stroke="${claro}" stroke-width="2" opacity=".35"/></pattern>`;
    default:
      return '';
  }
}

/** The SVG of a product photo; `variante` 2 is a close-up, 3 a different backdrop. */
function svgFoto(op: {
  silhueta: Silhueta;
  cor: string;
  textura: Textura;
  variante: number;
  codigo?: string;
  marca?: string;
}): string {
  const forma = FORMAS[op.silhueta];
  const contorno = tom(op.cor, luminancia(op.cor) > 0.8 ? 0.72 : 0.55);
  const fundo = op.variante === 3 ? ['#e3ebef', '#c7d3da'] : ['#f5f1ea', '#e2d9cc'];
  const viewBox = op.variante === 2 ? '120 90 360 480' : `0 0 ${LARGURA_FOTO} ${ALTURA_FOTO}`;
  const textura = padrao(op.textura, op.cor);
  const rotulo =
    op.codigo && op.variante === 1
      ? `<rect x="0" y="724" width="600" height="76" fill="#ffffff" opacity=".82"/>
         <text x="300" y="758" font-family="DejaVu Sans, sans-serif" font-size="30" font-weight="bold" text-anchor="middle" fill="#2b2b2b">${escaparXml(op.codigo)}</text>
         <text x="300" y="786" font-family="DejaVu Sans, sans-serif" font-size="18" text-anchor="middle" fill="#6b6b6b">${escaparXml(op.marca ?? '')}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LARGURA_FOTO}" height="${ALTURA_FOTO}" viewBox="${viewBox}">
  <defs>
    <linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${fundo[0]}"/><stop offset="1" stop-color="${fundo[1]}"/></linearGradient>
    <linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient>
    ${textura}
  </defs>
  <rect x="-200" y="-200" width="1000" height="1200" fill="url(#f)"/>
  <ellipse cx="300" cy="722" rx="210" ry="22" fill="#000" opacity=".08"/>
  <path d="${forma.d}" fill="${op.cor}" stroke="${contorno}" stroke-width="5" stroke-linejoin="round"/>
  ${textura ? `<path d="${forma.d}" fill="url(#t)"/>` : ''}
  <path d="${forma.d}" fill="url(#l)"/>
  ${forma.detalhes ? `<path d="${forma.detalhes}" fill="none" stroke="${contorno}" stroke-width="3" stroke-dasharray="8 6" opacity=".8"/>` : ''}
  ${rotulo}
</svg>`;
}

async function jpeg(svg: string, qualidade = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: qualidade }).toBuffer();
}

// Text-free photos are the same for every product of the same look: encode once per seed run.
const cacheFotos = new Map<string, Promise<Buffer>>();

/**
 * A product photo, 600 × 800 JPEG (quality 80). Photo 1 carries the code and brand; photos 2 and
 * 3 (close-up, other backdrop) have no text and come from the cache.
 */
export async function fotoProduto(op: {
  silhueta: Silhueta;
  cor: string;
  textura: Textura;
  variante: number;
  codigo: string;
  marca: string;
}): Promise<Imagem> {
  let conteudo: Buffer;
  if (op.variante === 1) {
    conteudo = await jpeg(svgFoto(op));
  } else {
    const chave = `${op.silhueta}|${op.cor}|${op.textura}|${op.variante}`;
    let pronto = cacheFotos.get(chave);
    if (!pronto) {
      pronto = jpeg(svgFoto({ ...op, codigo: undefined }));
      cacheFotos.set(chave, pronto);
    }
    conteudo = await pronto;
  }
  return { conteudo, largura: LARGURA_FOTO, altura: ALTURA_FOTO, mime: 'image/jpeg' };
}

/** Up to two initials of a name ('Malharia Serra Gaúcha' → 'MS'). */
function iniciais(nome: string): string {
  return nome
    .split(/\s+/)
    .filter((p) => p.length > 2)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

/** A 400 × 400 supplier logo: a badge with the initials and the name. */
export async function logoFornecedor(nome: string, cores: [string, string]): Promise<Imagem> {
  const [principal, fundo] = cores;
  // DejaVu Sans Bold capitals are about 0.7 em wide: shrink long names to fit 360 px.
  const tamanho = Math.min(28, Math.floor(360 / (nome.length * 0.7)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
  <rect width="400" height="400" fill="${fundo}"/>
  <circle cx="200" cy="170" r="118" fill="${principal}"/>
  <circle cx="200" cy="170" r="104" fill="none" stroke="${fundo}" stroke-width="4" opacity=".7"/>
  <text x="200" y="205" font-family="DejaVu Serif, serif" font-size="96" font-weight="bold" text-anchor="middle" fill="${fundo}">${escaparXml(iniciais(nome))}</text>
  <text x="200" y="348" font-family="DejaVu Sans, sans-serif" font-size="${tamanho}" font-weight="bold" text-anchor="middle" fill="${principal}">${escaparXml(nome.toUpperCase())}</text>
</svg>`;
  return { conteudo: await jpeg(svg, 85), largura: 400, altura: 400, mime: 'image/jpeg' };
}

/** A 512 × 512 round logo with the round's short name and season. */
export async function logoRodada(titulo: string, subtitulo: string, cor: string): Promise<Imagem> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <rect width="512" height="512" fill="#ffffff"/>
  <rect width="512" height="512" rx="64" fill="${cor}"/>
  <circle cx="256" cy="200" r="120" fill="none" stroke="#fff" stroke-width="14"/>
  <path d="M196 200 L246 250 L326 160" fill="none" stroke="#ffd36e" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>
  <text x="256" y="396" font-family="DejaVu Sans, sans-serif" font-size="46" font-weight="bold" text-anchor="middle" fill="#fff">${escaparXml(titulo)}</text>
  <text x="256" y="446" font-family="DejaVu Sans, sans-serif" font-size="30" text-anchor="middle" fill="#ffe9b8">${escaparXml(subtitulo)}</text>
</svg>`;
  return { conteudo: await jpeg(svg, 85), largura: 512, altura: 512, mime: 'image/jpeg' };
}

/** A wide JPEG banner (round banner or storefront carousel) with a title, a line and a palette. */
export async function banner(op: {
  largura: number;
  altura: number;
  titulo: string;
  linha: string;
  cores: [string, string, string];
}): Promise<Imagem> {
  const { largura: w, altura: h } = op;
  const [a, b, c] = op.cores;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  <circle cx="${w * 0.86}" cy="${h * 0.2}" r="${h * 0.55}" fill="${c}" opacity=".25"/>
  <circle cx="${w * 0.74}" cy="${h * 0.95}" r="${h * 0.4}" fill="#fff" opacity=".12"/>
  <path d="M${w * 0.62} ${h} Q${w * 0.78} ${h * 0.35} ${w} ${h * 0.45} L${w} ${h} Z" fill="${c}" opacity=".35"/>
  <text x="${w * 0.06}" y="${h * 0.48}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.14)}" font-weight="bold" fill="#fff">${escaparXml(op.titulo)}</text>
  <text x="${w * 0.06}" y="${h * 0.68}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(h * 0.075)}" fill="#fff" opacity=".92">${escaparXml(op.linha)}</text>
</svg>`;
  return { conteudo: await jpeg(svg, 82), largura: w, altura: h, mime: 'image/jpeg' };
}
