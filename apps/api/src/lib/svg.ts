import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from 'saxes';

// Uploaded SVG floor plans (spec 1 §2.10, ADR 015) are never stored as they arrive: the text is
// parsed as strict XML and written again keeping only an allowlist of SVG elements and
// attributes. What a browser could run or fetch does not survive: scripts, event handlers,
// foreignObject, animations, external references (href, url(), @import), entities. The element
// ids stay: they are the stands' codes the map looks for.

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/** A refused SVG: not well-formed XML, not an SVG, or built with what we never accept (DOCTYPE). */
export class SvgInvalido extends Error {
  constructor(motivo: string) {
    super(`SVG recusado: ${motivo}`);
    this.name = 'SvgInvalido';
  }
}

/** Elements kept with their content (SVG is case-sensitive). */
const ELEMENTOS = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'style',
  'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image',
  'filter', 'feGaussianBlur', 'feOffset', 'feBlend', 'feColorMatrix', 'feFlood', 'feComposite',
  'feMerge', 'feMergeNode', 'feDropShadow', 'feMorphology',
]); // prettier-ignore

/**
 * Elements dropped but whose children are kept: a link around stands (its href would be the
 * danger) and Illustrator's `<switch>` (its foreignObject branch is dropped, the drawing stays).
 */
const DESEMBRULHAR = new Set(['a', 'switch']);

/** Elements whose text is content. */
const COM_TEXTO = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);

/** Elements whose href must point inside the document ('#id'). */
const HREF_LOCAL = new Set(['use', 'textPath', 'linearGradient', 'radialGradient', 'pattern', 'filter']);

/** Elements useless (and dropped) without a valid href. */
const HREF_OBRIGATORIO = new Set(['use', 'textPath', 'image']);

/** Attributes kept (no namespace), when their value is safe (valorSeguro). */
const ATRIBUTOS = new Set([
  'id', 'class', 'transform', 'viewBox', 'preserveAspectRatio', 'version', 'width', 'height',
  'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry', 'fx', 'fy', 'fr', 'd', 'points',
  'pathLength', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust', 'startOffset', 'method', 'spacing',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap',
  'stroke-linejoin', 'stroke-dasharray', 'stroke-dashoffset', 'stroke-miterlimit', 'opacity',
  'color', 'visibility', 'display', 'pointer-events', 'vector-effect', 'shape-rendering',
  'text-rendering', 'paint-order', 'mix-blend-mode', 'isolation', 'overflow', 'clip',
  'font-family', 'font-size', 'font-weight', 'font-style', 'font-variant', 'font-stretch',
  'text-anchor', 'dominant-baseline', 'alignment-baseline', 'baseline-shift', 'letter-spacing',
  'word-spacing', 'text-decoration', 'writing-mode', 'direction', 'unicode-bidi', 'xml:space',
  'offset', 'stop-color', 'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod',
  'patternUnits', 'patternContentUnits', 'patternTransform', 'clipPathUnits', 'maskUnits',
  'maskContentUnits', 'clip-path', 'clip-rule', 'mask', 'marker-start', 'marker-mid', 'marker-end',
  'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient',
  'filter', 'filterUnits', 'primitiveUnits', 'stdDeviation', 'in', 'in2', 'result', 'mode', 'type',
  'values', 'operator', 'k1', 'k2', 'k3', 'k4', 'flood-color', 'flood-opacity', 'radius', 'media',
]); // prettier-ignore

/** Data attributes (inert) are kept too. */
const ATRIBUTO_DATA = /^data-[a-z0-9_.-]+$/;

/** A reference inside the document. */
const REF_LOCAL = /^#[A-Za-z_][\w.:-]*$/;
/** The only external pictures: raster data URLs (an SVG one could carry what we removed here). */
const IMAGEM_DATA = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]+$/;

/** Nesting deeper than this is refused (no floor plan needs it; a browser may choke on it). */
const PROFUNDIDADE_MAXIMA = 256;

const escaparTexto = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escaparAtributo = (s: string) => escaparTexto(s).replace(/"/g, '&quot;');

/** The value without spaces and control characters, lower-cased: how a URL scheme hides. */
const compacto = (s: string) => s.replace(/[\s\u0000-\u001f\u007f]/g, '').toLowerCase(); // eslint-disable-line no-control-regex

/** Every url(...) of a value points inside the document (url(#id)), or there is none. */
function soUrlsLocais(valor: string): boolean {
  const semLocais = valor.replace(/url\(\s*(['"]?)\s*#[\w.:-]+\s*\1\s*\)/gi, '');
  return !/url\s*\(/i.test(semLocais);
}

/** An attribute value that neither runs nor fetches anything. */
function valorSeguro(valor: string): boolean {
  const c = compacto(valor);
  if (/javascript:|vbscript:|data:|expression\(|\\|@import/.test(c)) return false;
  return soUrlsLocais(valor);
}

/**
 * CSS of a `<style>` element or a `style` attribute, or null when it cannot be kept: escapes
 * (`\75 rl(` is url(), so any backslash refuses it), scripting keywords, at-rules other than
 * @media. @import and @font-face (external loads) are removed; a url() to anything but '#id'
 * becomes `none`.
 */
export function cssSeguro(css: string): string | null {
  let s = css.replace(/\/\*[\s\S]*?\*\//g, '');
  if (s.includes('/*') || s.includes('\\')) return null;
  s = s
    .replace(/@import[^;]*(;|$)/gi, '')
    .replace(/@font-face\s*\{[^}]*\}/gi, '')
    .replace(/url\(\s*(['"]?)([^'"]*?)\1\s*\)/gi, (todo, _aspas, alvo: string) =>
      REF_LOCAL.test(alvo.trim()) ? todo : 'none',
    );
  const c = compacto(s);
  if (/javascript:|vbscript:|data:|expression\(|behavior|binding|image-set|image\(|src\(|element\(/.test(c)) {
    return null;
  }
  if (/@(?!media)/.test(c)) return null;
  return soUrlsLocais(s) ? s : null;
}

/** The element's attributes as output text, or null when the element must go (no valid href). */
function atributosSeguros(local: string, atributos: Record<string, SaxesAttributeNS>): string | null {
  const saida: string[] = [];
  let href: string | null = null;
  for (const a of Object.values(atributos)) {
    if (a.prefix === 'xmlns' || a.name === 'xmlns') continue;
    const ehHref = a.local === 'href' && (a.uri === XLINK_NS || a.uri === '');
    if (ehHref) {
      const v = a.value.trim();
      if (local === 'image' ? IMAGEM_DATA.test(v) : HREF_LOCAL.has(local) && REF_LOCAL.test(v)) href = v;
      continue;
    }
    // xml:space is the one namespaced attribute kept; others (inkscape:, sodipodi:) are editors'.
    const nome = a.uri === '' ? a.local : a.name === 'xml:space' ? 'xml:space' : null;
    if (!nome || !(ATRIBUTOS.has(nome) || ATRIBUTO_DATA.test(nome))) continue;
    if (nome === 'style') continue;
    if (!valorSeguro(a.value)) continue;
    saida.push(` ${nome}="${escaparAtributo(a.value)}"`);
  }
  const estilo = atributos.style;
  if (estilo && estilo.uri === '') {
    const css = cssSeguro(estilo.value);
    if (css !== null && css.trim()) saida.push(` style="${escaparAtributo(css.trim())}"`);
  }
  if (HREF_OBRIGATORIO.has(local) && href === null) return null;
  if (href !== null) saida.push(` href="${escaparAtributo(href)}"`);
  return saida.join('');
}

/** One open element of the output: kept (nome), or unwrapped (nome null, children go up). */
interface Quadro {
  nome: string | null;
  atributos: string;
  partes: string[];
  /** Raw text of a <style>, filtered when it closes. */
  css: string;
}

/**
 * The SVG `texto` parsed as strict XML and written again with the allowlist above only (see the
 * note at the top). Throws SvgInvalido when it is not well-formed, not an `<svg>` document, or has
 * a DOCTYPE (entities: no "billion laughs", no external entity).
 */
export function sanitizarSvg(texto: string): string {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const pilha: Quadro[] = [];
  let descartando = 0;
  let raiz = false;
  let resultado: string | null = null;
  const nomeComTexto = () => {
    for (let i = pilha.length - 1; i >= 0; i--) {
      const nome = pilha[i]!.nome;
      if (nome !== null) return nome;
    }
    return null;
  };
  const aoTexto = (t: string) => {
    if (descartando > 0 || pilha.length === 0) return;
    const topo = pilha[pilha.length - 1]!;
    const nome = nomeComTexto();
    if (nome === 'style' && topo.nome === 'style') topo.css += t;
    else if (nome !== null && COM_TEXTO.has(nome) && nome !== 'style') topo.partes.push(escaparTexto(t));
  };

  parser.on('doctype', () => {
    throw new SvgInvalido('DOCTYPE não é aceito');
  });
  parser.on('text', aoTexto);
  parser.on('cdata', aoTexto);
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (pilha.length + descartando >= PROFUNDIDADE_MAXIMA)
      throw new SvgInvalido('aninhamento profundo demais');
    const doSvg = tag.uri === SVG_NS || tag.uri === '';
    if (!raiz) {
      if (!doSvg || tag.local !== 'svg') throw new SvgInvalido('a raiz não é <svg>');
      raiz = true;
    }
    if (descartando > 0) {
      descartando++;
      return;
    }
    if (doSvg && DESEMBRULHAR.has(tag.local)) {
      pilha.push({ nome: null, atributos: '', partes: [], css: '' });
      return;
    }
    const atributos = doSvg && ELEMENTOS.has(tag.local) ? atributosSeguros(tag.local, tag.attributes) : null;
    if (atributos === null) {
      descartando = 1;
      return;
    }
    pilha.push({ nome: tag.local, atributos, partes: [], css: '' });
  });
  parser.on('closetag', () => {
    if (descartando > 0) {
      descartando--;
      return;
    }
    const quadro = pilha.pop();
    if (!quadro) return;
    let saida: string;
    if (quadro.nome === null) {
      saida = quadro.partes.join('');
    } else {
      const css = quadro.nome === 'style' ? cssSeguro(quadro.css) : null;
      if (quadro.nome === 'style' && css === null) return;
      const conteudo = css !== null ? escaparTexto(css) : quadro.partes.join('');
      const xmlns = pilha.length === 0 ? ` xmlns="${SVG_NS}"` : '';
      const abre = `<${quadro.nome}${xmlns}${quadro.atributos}`;
      saida = conteudo ? `${abre}>${conteudo}</${quadro.nome}>` : `${abre}/>`;
    }
    const pai = pilha[pilha.length - 1];
    if (pai) pai.partes.push(saida);
    else resultado = saida;
  });

  try {
    parser.write(texto.replace(/^\uFEFF/, '')).close();
  } catch (e) {
    if (e instanceof SvgInvalido) throw e;
    throw new SvgInvalido(e instanceof Error ? e.message : 'XML malformado');
  }
  if (resultado === null) throw new SvgInvalido('sem <svg>');
  return resultado;
}
