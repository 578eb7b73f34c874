import { describe, expect, it } from 'vitest';
import { CODIGOS_STANDS, plantaSvg } from '../db/seed/planta.js';
import { cssSeguro, sanitizarSvg, SvgInvalido } from './svg.js';

// ADR 015: the floor plan's SVG keeps its drawing and its stand ids, and loses everything a
// browser could run or fetch.

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const svg = (corpo: string, atributos = '') => `<svg ${NS}${atributos}>${corpo}</svg>`;
const limpo = (corpo: string, atributos = '') => sanitizarSvg(svg(corpo, atributos));

/** Nothing that runs or fetches survives, whatever the spelling. */
function semNadaAtivo(saida: string): void {
  expect(saida).not.toMatch(/<script|<foreignObject|<iframe|<animate|<set\b|<handler|<listener/i);
  expect(saida).not.toMatch(/\son[a-z]+\s*=/i);
  expect(saida.replace(NS, '')).not.toMatch(/javascript:|vbscript:|@import|https?:\/\//i);
}

describe('sanitizarSvg: o que sai', () => {
  it('remove <script>, inclusive com CDATA, e mantém o desenho', () => {
    const saida = limpo(
      '<script>alert(1)</script><script><![CDATA[fetch("/api")]]></script><rect id="A1" width="10" height="10"/>',
    );
    expect(saida).toBe(`<svg ${NS}><rect id="A1" width="10" height="10"/></svg>`);
  });

  it('remove todo atributo on* (onload, onclick, ONMOUSEOVER...)', () => {
    const saida = limpo(
      '<rect id="A1" onclick="alert(1)" ONMOUSEOVER="x()" width="1"/>',
      ' onload="alert(1)"',
    );
    expect(saida).toBe(`<svg ${NS}><rect id="A1" width="1"/></svg>`);
    semNadaAtivo(saida);
  });

  it('xlink:href e href externos: <use> e <image> saem; referência local fica', () => {
    const saida = limpo(
      '<defs><rect id="base" width="5" height="5"/></defs>' +
        '<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="http://mal.example/x.svg#a"/>' +
        '<use href="https://mal.example/x.svg#a"/>' +
        '<use href="javascript:alert(1)"/>' +
        '<use href="#base" x="10"/>' +
        '<image href="https://mal.example/rastreio.png" width="1" height="1"/>' +
        '<image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>',
    );
    expect(saida).toBe(
      `<svg ${NS}><defs><rect id="base" width="5" height="5"/></defs><use x="10" href="#base"/></svg>`,
    );
  });

  it('xlink:href local vira href (SVG 2) e imagem raster em data URL fica', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const saida = limpo(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        `<rect fill="url(#g)" width="4" height="4"/>` +
        `<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="#g"/>` +
        `<image href="${png}" width="2" height="2"/>`,
    );
    expect(saida).toContain('<rect fill="url(#g)" width="4" height="4"/>');
    expect(saida).toContain('<use href="#g"/>');
    expect(saida).toContain(`<image width="2" height="2" href="${png}"/>`);
  });

  it('<a> sai mas o que está dentro fica; o href dele não', () => {
    const saida = limpo('<a href="javascript:alert(1)"><rect id="B2" width="3"/></a>');
    expect(saida).toBe(`<svg ${NS}><rect id="B2" width="3"/></svg>`);
  });

  it('<foreignObject>, <iframe>, <animate>, <set> saem com tudo o que contêm', () => {
    const saida = limpo(
      '<foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://mal.example"/></body></foreignObject>' +
        '<rect id="A1" width="1"><set attributeName="onclick" to="alert(1)"/><animate attributeName="href" to="javascript:alert(1)"/></rect>' +
        '<iframe src="https://mal.example"/>',
    );
    expect(saida).toBe(`<svg ${NS}><rect id="A1" width="1"/></svg>`);
  });

  it('style com url(http…) e @import: a url externa vira none, o @import sai', () => {
    const saida = limpo(
      '<style>@import url(https://mal.example/a.css); .stand{fill:url(https://mal.example/p.png);stroke:url(#g)} .x{fill:#eee}</style><rect class="stand x"/>',
    );
    expect(saida).toContain('.stand{fill:none;stroke:url(#g)}');
    expect(saida).toContain('.x{fill:#eee}');
    semNadaAtivo(saida);
  });

  it('atributo style: fica só o CSS seguro; presentation attribute com url externa sai', () => {
    const saida = limpo(
      '<rect style="fill:#f00;stroke:url(http://mal.example/x)" fill="url(http://mal.example/y)" stroke="url(#g)"/>',
    );
    expect(saida).toBe(`<svg ${NS}><rect stroke="url(#g)" style="fill:#f00;stroke:none"/></svg>`);
  });

  it('CSS com escapes, expression() ou outras at-rules é descartado inteiro', () => {
    expect(cssSeguro('.a{background:\\75 rl(http://mal.example)}')).toBeNull();
    expect(cssSeguro('.a{width:expression(alert(1))}')).toBeNull();
    expect(cssSeguro('@namespace x url(http://mal.example);')).toBeNull();
    expect(cssSeguro('.a{fill:image-set("http://mal.example/a.png" 1x)}')).toBeNull();
    expect(cssSeguro('.a{fill:red} /* aberto')).toBeNull();
    expect(cssSeguro('@font-face{font-family:x;src:url(http://mal.example/f.woff)} .a{fill:red}')).toBe(
      ' .a{fill:red}',
    );
    expect(cssSeguro('@media print{.a{fill:#000}}')).toBe('@media print{.a{fill:#000}}');
    expect(limpo('<style>.a{background:\\75 rl(http://mal.example)}</style><rect/>')).toBe(
      `<svg ${NS}><rect/></svg>`,
    );
  });

  it('comentários, instruções de processamento e a declaração XML saem', () => {
    const saida = sanitizarSvg(
      `<?xml version="1.0" encoding="UTF-8"?><?xml-stylesheet href="https://mal.example/a.css"?><!-- segredo -->${svg('<!-- x --><rect/>')}`,
    );
    expect(saida).toBe(`<svg ${NS}><rect/></svg>`);
  });

  it('CDATA dentro de <text> vira texto escapado', () => {
    expect(limpo('<text x="1"><![CDATA[A & B <stand>]]></text>')).toBe(
      `<svg ${NS}><text x="1">A &amp; B &lt;stand&gt;</text></svg>`,
    );
  });

  it('svg aninhado fica (sem xmlns repetido)', () => {
    expect(limpo('<svg x="10" viewBox="0 0 5 5"><rect id="C3"/></svg>')).toBe(
      `<svg ${NS}><svg x="10" viewBox="0 0 5 5"><rect id="C3"/></svg></svg>`,
    );
  });

  it('elementos e atributos de editores (inkscape, sodipodi, metadata) saem', () => {
    const saida = sanitizarSvg(
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1.3"><sodipodi:namedview id="nv"/><metadata><x/></metadata><g inkscape:label="Stands" id="camada"><rect id="A1" inkscape:label="A1"/></g></svg>`,
    );
    expect(saida).toBe(`<svg ${NS}><g id="camada"><rect id="A1"/></g></svg>`);
  });

  it('um SVG sem xmlns (como escrito à mão) sai com o namespace certo', () => {
    expect(sanitizarSvg('<svg viewBox="0 0 1 1"><rect id="A1"/></svg>')).toBe(
      `<svg ${NS} viewBox="0 0 1 1"><rect id="A1"/></svg>`,
    );
  });

  it('escapa o que sobra nos valores de atributos', () => {
    expect(limpo('<rect id="a&quot;b&lt;c"/>')).toBe(`<svg ${NS}><rect id="a&quot;b&lt;c"/></svg>`);
  });
});

describe('sanitizarSvg: o que é recusado', () => {
  const recusa = (texto: string) => expect(() => sanitizarSvg(texto)).toThrow(SvgInvalido);

  it('XML malformado', () => {
    recusa('<svg><rect></svg>');
    recusa(`<svg ${NS}><rect id="a" id="b"/></svg>`);
    recusa('não é xml');
    recusa('');
    recusa(`<svg ${NS}></svg><svg ${NS}></svg>`);
  });

  it('DOCTYPE e entidades (billion laughs, entidade externa)', () => {
    recusa(
      `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><svg ${NS}><text>&lol2;</text></svg>`,
    );
    recusa(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&x;</text></svg>`);
    recusa(`<svg ${NS}><text>&nbsp;</text></svg>`);
  });

  it('raiz que não é <svg>', () => {
    recusa('<html><svg/></html>');
    recusa('<svg xmlns="http://www.w3.org/1999/xhtml"/>');
  });

  it('aninhamento profundo demais', () => {
    recusa(svg('<g>'.repeat(300) + '</g>'.repeat(300)));
  });

  it('as entidades predefinidas e numéricas continuam aceitas', () => {
    expect(limpo('<text>&lt;A&gt; &amp; &#65;&#x42;</text>')).toBe(
      `<svg ${NS}><text>&lt;A&gt; &amp; AB</text></svg>`,
    );
  });
});

describe('sanitizarSvg: uma planta de verdade', () => {
  it('a planta de demonstração mantém todos os retângulos com o código do stand', () => {
    const original = plantaSvg('Pavilhão 3 · Moda Sul');
    const saida = sanitizarSvg(original);
    for (const codigo of CODIGOS_STANDS.flat()) expect(saida).toContain(`<rect id="${codigo}" class="stand"`);
    expect(saida).toContain('<title>Pavilhão 3 · Moda Sul</title>');
    expect(saida).toContain('CORREDOR CENTRAL');
    // Idempotent: a sanitised plan sanitised again is the same text.
    expect(sanitizarSvg(saida)).toBe(saida);
  });

  it('uma planta exportada do Illustrator (classes em <style>, switch, ids A1…B6) fica legível', () => {
    const stands = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'B1', 'B2', 'B3', 'B4', 'B5', 'B6']
      .map(
        (c, i) =>
          `<rect id="${c}" class="cls-1" x="${(i % 6) * 50}" y="${i < 6 ? 0 : 60}" width="45" height="50"/>`,
      )
      .join('');
    const entrada = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Generator: Adobe Illustrator 27.0.0 -->
<svg version="1.1" id="Camada_1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="0px" y="0px"
	 viewBox="0 0 300 120" style="enable-background:new 0 0 300 120;" xml:space="preserve">
<style type="text/css">
	.cls-1{fill:#F4F7FB;stroke:#5B7AA6;stroke-miterlimit:10;}
</style>
<switch><foreignObject requiredExtensions="http://ns.adobe.com/AdobeIllustrator/10.0/" x="0" y="0" width="1" height="1"/>
<g><g id="Stands">${stands}</g><text transform="matrix(1 0 0 1 10 115)" class="cls-2">ENTRADA</text></g></switch>
</svg>`;
    const saida = sanitizarSvg(entrada);
    expect(saida).toContain('<style type="text/css">');
    expect(saida).toContain('.cls-1{fill:#F4F7FB;stroke:#5B7AA6;stroke-miterlimit:10;}');
    for (const c of ['A1', 'A6', 'B1', 'B6']) expect(saida).toContain(`<rect id="${c}" class="cls-1"`);
    expect(saida).toContain('>ENTRADA</text>');
    expect(saida).not.toContain('foreignObject');
    expect(saida).not.toContain('switch');
    expect(saida).toContain('xml:space="preserve"');
  });
});
