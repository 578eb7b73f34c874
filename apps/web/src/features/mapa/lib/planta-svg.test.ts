// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  caixaDe,
  destacarStand,
  lerPlanta,
  localizarStands,
  medirRotulo,
  rotularStand,
  sanitizarSvg,
  textosDaPlanta,
} from './planta-svg';

const svg = (corpo: string, atributos = 'viewBox="0 0 400 200"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ${atributos}>${corpo}</svg>`;

function ler(texto: string) {
  const raiz = lerPlanta(texto);
  if (!raiz) throw new Error('planta não lida');
  return raiz;
}

describe('sanitizarSvg: a planta de novo limpa no cliente (defesa em profundidade)', () => {
  it('tira scripts, foreignObject, animações e iframes', () => {
    const raiz = ler(
      svg(
        '<script>alert(1)</script><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>' +
          '<rect id="A1" width="10" height="10"><set attributeName="href" to="javascript:alert(1)"/></rect>' +
          '<animate attributeName="x"/><g><iframe src="https://mal.example"/></g>',
      ),
    );
    expect(raiz.querySelectorAll('script, foreignObject, set, animate, iframe').length).toBe(0);
    expect(raiz.querySelector('#A1')).not.toBeNull();
  });

  it('tira atributos on* e URLs de script, em qualquer caixa', () => {
    const raiz = ler(
      svg(
        '<rect id="A1" onclick="alert(1)" ONMOUSEOVER="x()" width="10" height="10"/>' +
          '<a href="jav&#x09;ascript:alert(1)"><text>x</text></a>' +
          '<rect id="A2" style="fill: url(javascript:alert(1))" width="5" height="5"/>',
      ),
    );
    const a1 = raiz.querySelector('#A1')!;
    expect(a1.getAttribute('onclick')).toBeNull();
    expect([...a1.attributes].map((a) => a.name)).toEqual(['id', 'width', 'height']);
    expect(raiz.querySelector('a')!.getAttribute('href')).toBeNull();
    expect(raiz.querySelector('#A2')!.getAttribute('style')).toBeNull();
  });

  it('tira referências externas e mantém as internas e imagens embutidas', () => {
    const raiz = ler(
      svg(
        '<defs><linearGradient id="g"/></defs>' +
          '<use id="u1" href="#A1"/><use id="u2" xlink:href="https://mal.example/s.svg#x"/>' +
          '<image id="i1" href="data:image/png;base64,AAAA"/><image id="i2" href="https://mal.example/x.png"/>' +
          '<image id="i3" href="data:image/svg+xml,&lt;svg/&gt;"/>' +
          '<rect id="A1" fill="url(#g)" width="1" height="1"/><rect id="A3" fill="url(https://mal.example/f)"/>' +
          `<rect id="A4" fill="url('#g')" width="1" height="1"/>`,
      ),
    );
    expect(raiz.querySelector('#u1')!.getAttribute('href')).toBe('#A1');
    expect(raiz.querySelector('#u2')!.attributes.length).toBe(1);
    expect(raiz.querySelector('#i1')!.getAttribute('href')).toBe('data:image/png;base64,AAAA');
    expect(raiz.querySelector('#i2')!.getAttribute('href')).toBeNull();
    expect(raiz.querySelector('#i3')!.getAttribute('href')).toBeNull();
    expect(raiz.querySelector('#A1')!.getAttribute('fill')).toBe('url(#g)');
    expect(raiz.querySelector('#A3')!.getAttribute('fill')).toBeNull();
    expect(raiz.querySelector('#A4')!.getAttribute('fill')).toBe("url('#g')");
  });

  it('tira folhas de estilo que importam ou buscam algo fora; mantém as outras', () => {
    const raiz = ler(
      svg(
        '<style>@import url(https://mal.example/a.css);</style>' +
          '<style>.a{background:url(https://mal.example/b.png)}</style>' +
          '<style>.stand{fill:#eee}</style>',
      ),
    );
    expect([...raiz.querySelectorAll('style')].map((s) => s.textContent)).toEqual(['.stand{fill:#eee}']);
  });

  it('funciona sobre um elemento já lido (sem passar por lerPlanta)', () => {
    const doc = new DOMParser().parseFromString(svg('<rect onload="x()"/>'), 'image/svg+xml');
    sanitizarSvg(doc.documentElement);
    expect(doc.documentElement.innerHTML).not.toContain('onload');
  });
});

describe('lerPlanta', () => {
  it('recusa o que não é SVG', () => {
    expect(lerPlanta('<html><body>oi</body></html>')).toBeNull();
    expect(lerPlanta('não é xml <')).toBeNull();
    expect(lerPlanta('')).toBeNull();
  });

  it('escala na largura do container: width 100%, sem height, viewBox das medidas originais', () => {
    const raiz = ler(svg('<rect/>', 'width="1200" height="820"'));
    expect(raiz.getAttribute('viewBox')).toBe('0 0 1200 820');
    expect(raiz.getAttribute('width')).toBe('100%');
    expect(raiz.getAttribute('height')).toBeNull();
  });

  it('mantém o viewBox que a planta já tem', () => {
    expect(ler(svg('', 'viewBox="10 10 50 50" width="500"')).getAttribute('viewBox')).toBe('10 10 50 50');
  });
});

describe('localizarStands: código do stand → elemento da planta', () => {
  const planta = () =>
    ler(
      svg(
        '<defs><rect id="B1"/></defs><g id="camada"><rect id="A1" x="0" y="0" width="10" height="10"/>' +
          '<rect id="a2" x="20" y="0" width="10" height="10"/><text id="titulo">Pavilhão</text>' +
          '<rect id="C 9" width="1" height="1"/><rect id="LIVRE1" width="1" height="1"/></g>',
      ),
    );

  it('acha pelo id exato, ou pelo único id que só muda na caixa', () => {
    const { porCodigo, fora } = localizarStands(planta(), ['A1', 'A2', 'Z9']);
    expect(porCodigo.get('A1')?.id).toBe('A1');
    expect(porCodigo.get('A2')?.id).toBe('a2');
    expect(fora).toEqual(['Z9']);
  });

  it('ids dentro de defs não são stands', () => {
    expect(localizarStands(planta(), ['B1']).fora).toEqual(['B1']);
  });

  it('os livres: formas com id de código válido e sem stand (texto, id com espaço e o próprio stand ficam de fora)', () => {
    const { livres } = localizarStands(planta(), ['A1']);
    expect([...livres.keys()].sort()).toEqual(['LIVRE1', 'a2', 'camada']);
  });

  it('com dois ids que só mudam na caixa, não adivinha', () => {
    const raiz = ler(svg('<rect id="ab"/><rect id="AB"/>'));
    const { porCodigo, fora } = localizarStands(raiz, ['ab', 'AB', 'Ab']);
    expect(porCodigo.get('ab')?.id).toBe('ab');
    expect(porCodigo.get('AB')?.id).toBe('AB');
    expect(fora).toEqual(['Ab']);
  });
});

describe('rótulos sobre os stands', () => {
  it('caixaDe lê rect, circle e ellipse pelos atributos quando não há getBBox (jsdom)', () => {
    const raiz = ler(
      svg(
        '<rect id="r" x="5" y="6" width="30" height="20"/><circle id="c" cx="10" cy="10" r="5"/><ellipse id="e" cx="10" cy="10" rx="4" ry="2"/><path id="p" d="M0 0h1"/>',
      ),
    );
    expect(caixaDe(raiz.querySelector('#r')!)).toEqual({ x: 5, y: 6, width: 30, height: 20 });
    expect(caixaDe(raiz.querySelector('#c')!)).toEqual({ x: 5, y: 5, width: 10, height: 10 });
    expect(caixaDe(raiz.querySelector('#e')!)).toEqual({ x: 6, y: 8, width: 8, height: 4 });
    expect(caixaDe(raiz.querySelector('#p')!)).toBeNull();
  });

  it('o rótulo fica centrado na caixa, logo depois do elemento, com o transform dele', () => {
    const raiz = ler(
      svg('<rect id="A1" x="100" y="50" width="116" height="92" transform="rotate(90)"/><rect id="depois"/>'),
    );
    const el = raiz.querySelector('#A1')!;
    const grupo = rotularStand(el, caixaDe(el)!, { codigo: 'A1', linhasDoNome: ['CONFECÇÕES', 'MARIA'] })!;
    expect(el.nextElementSibling).toBe(grupo);
    expect(grupo.getAttribute('transform')).toBe('rotate(90)');
    expect(grupo.getAttribute('pointer-events')).toBe('none');
    const textos = [...grupo.querySelectorAll('text')];
    expect(textos.map((t) => t.textContent)).toEqual(['A1', 'CONFECÇÕES', 'MARIA']);
    expect(textos.every((t) => t.getAttribute('x') === '158')).toBe(true);
    const ys = textos.map((t) => Number(t.getAttribute('y')));
    // Centred: the middle line on the box's centre (96).
    expect(ys[1]).toBeCloseTo(96);
    expect(ys[0]! < ys[1]! && ys[1]! < ys[2]!).toBe(true);
  });

  it('sem o código (a planta já o escreve) e sem nome, não há rótulo', () => {
    const raiz = ler(svg('<rect id="A1" width="100" height="50"/><text>A1</text>'));
    const el = raiz.querySelector('#A1')!;
    expect(textosDaPlanta(raiz).has('A1')).toBe(true);
    expect(rotularStand(el, caixaDe(el)!, { codigo: 'A1', linhasDoNome: [], comCodigo: false })).toBeNull();
    const grupo = rotularStand(el, caixaDe(el)!, {
      codigo: 'A1',
      linhasDoNome: ['SEBRAE'],
      comCodigo: false,
    })!;
    expect([...grupo.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['SEBRAE']);
  });

  it('nomes curtos e longos saem do mesmo tamanho na mesma caixa', () => {
    const caixa = { x: 0, y: 0, width: 116, height: 92 };
    expect(medirRotulo(caixa, ['SEBRAE']).fonte).toBe(medirRotulo(caixa, ['SICREDI', 'SERRA']).fonte);
  });

  it('a fonte cabe na largura e na altura da caixa', () => {
    const { fonte, passo } = medirRotulo({ x: 0, y: 0, width: 116, height: 92 }, ['A01', 'CONFECÇÕES']);
    expect(fonte * 0.68 * 10).toBeLessThanOrEqual(116);
    expect(passo * 2).toBeLessThanOrEqual(92);
  });

  it('destacarStand pinta o stand com nome', () => {
    const raiz = ler(svg('<rect id="A1" fill="#fff"/>'));
    const el = raiz.querySelector('#A1')!;
    destacarStand(el);
    expect(el.getAttribute('style')).toContain('fill');
  });
});
