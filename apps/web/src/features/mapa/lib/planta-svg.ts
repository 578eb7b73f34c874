import { rodadas } from '@rodada/contracts';
import { CARACTERES_POR_LINHA } from './quebrar-nome';

/*
 * The round's floor plan on the map (spec 1 §2.10): an SVG whose elements carry the stands' codes
 * as ids. The server sanitises it on upload (ADR 005); the map, defensively, sanitises it again
 * before it touches the page, then finds each stand's element and writes its code and name over
 * it. Pure DOM functions (no React), tested with jsdom.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Elements that run code, embed other documents or change attributes over time: never kept. */
const PROIBIDOS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'canvas',
  'animate',
  'set',
  'animatemotion',
  'animatetransform',
  'discard',
  'handler',
  'listener',
  'link',
  'meta',
  'base',
]);

/** Containers whose content is not drawn where it stands: an id inside them is no stand. */
const NAO_DESENHADOS = new Set([
  'defs',
  'clippath',
  'mask',
  'pattern',
  'symbol',
  'lineargradient',
  'radialgradient',
  'filter',
  'marker',
  'title',
  'desc',
  'metadata',
  'style',
]);

/** Shapes an administrador may name when the plan has no stand with their id yet. */
const DESENHAVEIS = new Set(['rect', 'path', 'polygon', 'polyline', 'circle', 'ellipse', 'g', 'use']);

/** An embedded raster picture (a background photo of the pavilion) is harmless; any other data: is not. */
const IMAGEM_EMBUTIDA = /^data:image\/(png|jpe?g|gif|webp);/i;
/** A script URL, even with spaces or control characters slipped into the scheme. */
const SCRIPT = /(java|vb)script:/i;
/** A CSS url() pointing anywhere but into the document (#id). */
const URL_EXTERNA = /url\(\s*(?!['"]?\s*#)/i;

/** Whether an href may stay: a reference inside the plan, or an embedded raster picture. */
function hrefSeguro(valor: string): boolean {
  const v = valor.trim();
  return v.startsWith('#') || IMAGEM_EMBUTIDA.test(v);
}

/**
 * Removes from the plan, in place, what could run code or reach outside it (the same rules as the
 * upload's, spec 3 issue 11 §5): scripts and other active elements, event-handler attributes
 * (on*), external references (href, CSS url()), script URLs anywhere, and style sheets that import
 * or fetch anything.
 */
export function sanitizarSvg(raiz: Element): void {
  for (const el of [raiz, ...raiz.querySelectorAll('*')]) {
    const nome = el.localName.toLowerCase();
    if (el !== raiz && PROIBIDOS.has(nome)) {
      el.remove();
      continue;
    }
    if (
      nome === 'style' &&
      (/@import/i.test(el.textContent ?? '') || URL_EXTERNA.test(el.textContent ?? ''))
    ) {
      el.remove();
      continue;
    }
    for (const attr of [...el.attributes]) {
      const local = attr.localName.toLowerCase();
      const valor = attr.value.replace(/[\s\p{Cc}]+/gu, '');
      const perigoso =
        local.startsWith('on') ||
        SCRIPT.test(valor) ||
        (local === 'href' && !hrefSeguro(attr.value)) ||
        URL_EXTERNA.test(attr.value);
      if (perigoso) el.removeAttributeNode(attr);
    }
  }
}

/**
 * Reads the plan's text: the sanitised root `<svg>`, made to scale to its container's width (a
 * viewBox from its width and height when it has none); null when the text is not an SVG document.
 */
export function lerPlanta(texto: string): SVGSVGElement | null {
  const doc = new DOMParser().parseFromString(texto, 'image/svg+xml');
  const raiz = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0) return null;
  if (raiz.localName !== 'svg' || raiz.namespaceURI !== SVG_NS) return null;
  sanitizarSvg(raiz);
  if (!raiz.getAttribute('viewBox')) {
    const largura = parseFloat(raiz.getAttribute('width') ?? '');
    const altura = parseFloat(raiz.getAttribute('height') ?? '');
    if (largura > 0 && altura > 0) raiz.setAttribute('viewBox', `0 0 ${largura} ${altura}`);
  }
  raiz.setAttribute('width', '100%');
  raiz.removeAttribute('height');
  return raiz as unknown as SVGSVGElement;
}

/** Whether `el` is drawn where it stands (not inside defs, a clip path, a pattern...). */
function desenhado(el: Element, raiz: Element): boolean {
  for (let p = el.parentElement; p && p !== raiz; p = p.parentElement) {
    if (NAO_DESENHADOS.has(p.localName.toLowerCase())) return false;
  }
  return !NAO_DESENHADOS.has(el.localName.toLowerCase());
}

/** Where each stand is on the plan, and the stands the plan has no element for. */
export interface StandsNaPlanta {
  porCodigo: Map<string, Element>;
  fora: string[];
  /** Drawn shapes with a stand-like id and no stand yet: an administrador may name them. */
  livres: Map<string, Element>;
}

/**
 * Finds each stand's element by its code: the element whose id is the code (the exact id first,
 * otherwise the only one that differs just in case). Elements whose ids are no stand's code are
 * left alone; an id inside defs, clip paths and the like never counts.
 */
export function localizarStands(raiz: Element, codigos: readonly string[]): StandsNaPlanta {
  const porId = new Map<string, Element>();
  const porIdMaiusculo = new Map<string, Element | null>();
  for (const el of raiz.querySelectorAll('[id]')) {
    if (!desenhado(el, raiz)) continue;
    porId.set(el.id, el);
    const chave = el.id.toUpperCase();
    porIdMaiusculo.set(chave, porIdMaiusculo.has(chave) ? null : el);
  }
  const porCodigo = new Map<string, Element>();
  const fora: string[] = [];
  for (const codigo of codigos) {
    const el = porId.get(codigo) ?? porIdMaiusculo.get(codigo.toUpperCase()) ?? null;
    if (el) porCodigo.set(codigo, el);
    else fora.push(codigo);
  }
  const usados = new Set(porCodigo.values());
  const livres = new Map<string, Element>();
  for (const [id, el] of porId) {
    if (usados.has(el) || !DESENHAVEIS.has(el.localName.toLowerCase())) continue;
    if (id.length <= 50 && rodadas.CODIGO_STAND_REGEX.test(id)) livres.set(id, el);
  }
  return { porCodigo, fora, livres };
}

/** A box in the element's own coordinates. */
export interface Caixa {
  x: number;
  y: number;
  width: number;
  height: number;
}

const numero = (el: Element, nome: string) => parseFloat(el.getAttribute(nome) ?? '') || 0;

/**
 * The element's box: the browser's getBBox where it has one (any shape, once on the page), or
 * else what a rect, circle or ellipse says in its attributes; null when neither tells.
 */
export function caixaDe(el: Element): Caixa | null {
  const grafico = el as Partial<SVGGraphicsElement>;
  if (typeof grafico.getBBox === 'function') {
    try {
      const { x, y, width, height } = grafico.getBBox();
      if (width > 0 && height > 0) return { x, y, width, height };
    } catch {
      // Firefox throws for an element not rendered; the attributes below still tell a rect.
    }
  }
  switch (el.localName.toLowerCase()) {
    case 'rect': {
      const caixa = {
        x: numero(el, 'x'),
        y: numero(el, 'y'),
        width: numero(el, 'width'),
        height: numero(el, 'height'),
      };
      return caixa.width > 0 && caixa.height > 0 ? caixa : null;
    }
    case 'circle': {
      const r = numero(el, 'r');
      return r > 0 ? { x: numero(el, 'cx') - r, y: numero(el, 'cy') - r, width: 2 * r, height: 2 * r } : null;
    }
    case 'ellipse': {
      const rx = numero(el, 'rx');
      const ry = numero(el, 'ry');
      return rx > 0 && ry > 0
        ? { x: numero(el, 'cx') - rx, y: numero(el, 'cy') - ry, width: 2 * rx, height: 2 * ry }
        : null;
    }
    default:
      return null;
  }
}

/** The part of a stand's width a label may take, and the width of one letter, in em (an estimate). */
const LARGURA_UTIL = 0.9;
const EM_POR_LETRA = 0.68;

/**
 * The font size of a stand's label in `caixa`: as if it had at least two lines of 9 characters, so
 * every stand of a plan writes its name in about the same size, and a longer line or a third line
 * (the code) shrinks it to fit.
 */
export function medirRotulo(caixa: Caixa, linhas: readonly string[]): { fonte: number; passo: number } {
  const maiorLinha = Math.max(CARACTERES_POR_LINHA, ...linhas.map((l) => l.length));
  // About 0.68 em per bold upper-case character of a sans-serif font, a little margin on each side;
  // ajustarLargura corrects it with the real width once the label is on the page.
  const pelaLargura = (caixa.width * LARGURA_UTIL) / (maiorLinha * EM_POR_LETRA);
  const pelaAltura = (caixa.height * 0.85) / (Math.max(2, linhas.length) * 1.2);
  const fonte = Math.max(1, Math.min(pelaLargura, pelaAltura));
  return { fonte, passo: fonte * 1.2 };
}

/**
 * The texts the plan itself writes (trimmed): a plan that already writes a stand's code next to
 * it does not get it a second time.
 */
export function textosDaPlanta(raiz: Element): Set<string> {
  return new Set([...raiz.querySelectorAll('text')].map((t) => (t.textContent ?? '').trim()).filter(Boolean));
}

/** The colours of the map: a named stand's fill (the theme's gold, light) and the labels. */
export const CORES_DO_MAPA = {
  comNome: '#ffe3a3',
  contornoComNome: '#a8741a',
  codigo: '#7a1f3d',
  nome: '#1d1d1d',
} as const;

/**
 * Writes the stand's code (unless `comCodigo` is false: the plan already shows it) and name (in the
 * lines quebrarNome gives) centred over its element, in a group placed right after it with the
 * element's own transform, so the label sits in the same coordinates. The label lets clicks
 * through to the stand. Null when there is nothing to write.
 */
export function rotularStand(
  el: Element,
  caixa: Caixa,
  rotulo: { codigo: string; linhasDoNome: readonly string[]; comCodigo?: boolean },
): Element | null {
  const { codigo, linhasDoNome, comCodigo = true } = rotulo;
  const linhas = [
    ...(comCodigo ? [{ texto: codigo, codigo: true }] : []),
    ...linhasDoNome.map((texto) => ({ texto, codigo: false })),
  ];
  if (linhas.length === 0) return null;
  const doc = el.ownerDocument;
  const grupo = doc.createElementNS(SVG_NS, 'g');
  grupo.setAttribute('data-rotulo-stand', codigo);
  grupo.setAttribute('pointer-events', 'none');
  grupo.setAttribute('aria-hidden', 'true');
  const transformacao = el.getAttribute('transform');
  if (transformacao) grupo.setAttribute('transform', transformacao);
  const { fonte, passo } = medirRotulo(
    caixa,
    linhas.map((l) => l.texto),
  );
  const cx = caixa.x + caixa.width / 2;
  const topo = caixa.y + caixa.height / 2 - (passo * (linhas.length - 1)) / 2;
  linhas.forEach((linha, i) => {
    const texto = doc.createElementNS(SVG_NS, 'text');
    texto.setAttribute('x', String(cx));
    texto.setAttribute('y', String(topo + i * passo));
    texto.setAttribute('text-anchor', 'middle');
    texto.setAttribute('dominant-baseline', 'central');
    texto.setAttribute('font-family', 'Inter, "Segoe UI", Roboto, Arial, sans-serif');
    texto.setAttribute('font-size', (linha.codigo ? fonte * 0.85 : fonte).toFixed(2));
    texto.setAttribute('font-weight', linha.codigo ? '700' : '600');
    texto.setAttribute('fill', linha.codigo ? CORES_DO_MAPA.codigo : CORES_DO_MAPA.nome);
    // A white halo keeps the text readable over any drawing.
    texto.setAttribute('stroke', '#ffffff');
    texto.setAttribute('stroke-width', (fonte * 0.12).toFixed(2));
    texto.setAttribute('paint-order', 'stroke');
    texto.setAttribute('data-linha', linha.codigo ? 'codigo' : 'nome');
    texto.textContent = linha.texto;
    grupo.appendChild(texto);
  });
  el.parentNode?.insertBefore(grupo, el.nextSibling);
  ajustarLargura(grupo, caixa);
  return grupo;
}

/**
 * Shrinks a label whose widest line, as the browser measures it, is wider than the stand (a font
 * wider than the estimate, letters like M and Ç): every line scaled alike, kept centred. Only on a
 * page that measures text (not in jsdom).
 */
function ajustarLargura(grupo: Element, caixa: Caixa): void {
  const textos = [...grupo.querySelectorAll('text')] as SVGTextElement[];
  if (textos.some((t) => typeof t.getComputedTextLength !== 'function')) return;
  const maior = Math.max(...textos.map((t) => t.getComputedTextLength()));
  const limite = caixa.width * LARGURA_UTIL;
  if (!(maior > limite)) return;
  const fator = limite / maior;
  const centro = caixa.y + caixa.height / 2;
  for (const t of textos) {
    const fonte = Number(t.getAttribute('font-size')) * fator;
    t.setAttribute('font-size', fonte.toFixed(2));
    const y = centro + (Number(t.getAttribute('y')) - centro) * fator;
    t.setAttribute('y', String(y));
    t.setAttribute('stroke-width', (Number(t.getAttribute('stroke-width')) * fator).toFixed(2));
  }
}

/** Paints a named stand (spec 1 §2.10: "stands with a name are highlighted"). */
export function destacarStand(el: Element): void {
  const estilo = (el as SVGElement).style;
  estilo.setProperty('fill', CORES_DO_MAPA.comNome);
  estilo.setProperty('stroke', CORES_DO_MAPA.contornoComNome);
}
