import { useEffect, useLayoutEffect, useRef } from 'react';
import { Box } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { DetectorDeDuploToque } from '../lib/duplo-toque';
import { caixaDe, destacarStand, localizarStands, rotularStand, textosDaPlanta } from '../lib/planta-svg';
import { quebrarNome } from '../lib/quebrar-nome';

/**
 * The plan's own style sheet, inside its shadow root: the plan scales to the width the zoom gives
 * it, a stand one may name shows it can be clicked and focused, and two quick taps never zoom the
 * page (touch-action: manipulation keeps pinch and scroll).
 */
const ESTILO = `
:host { display: block; }
svg { display: block; height: auto; max-width: none; touch-action: manipulation;
  user-select: none; -webkit-user-select: none; -webkit-tap-highlight-color: transparent; }
[data-stand][tabindex] { cursor: pointer; }
[data-stand][tabindex]:hover { filter: brightness(0.94); }
[data-stand][tabindex]:focus-visible { outline: 3px solid #7a1f3d; outline-offset: 2px; }
`;

/** Lets the keyboard name a stand: focusable, a button for assistive technology. */
function tornarAcionavel(el: Element, codigo: string, nome: string | null): void {
  el.setAttribute('data-stand', codigo);
  el.setAttribute('tabindex', '0');
  el.setAttribute('role', 'button');
  el.setAttribute('aria-haspopup', 'dialog');
  el.setAttribute('aria-label', `Stand ${codigo}: ${nome ?? 'livre'}`);
}

/**
 * The round's floor plan with each stand's code and name over its element (spec 1 §2.10): named
 * stands highlighted, long names in two lines; a code the plan already writes is not repeated. It lives in a shadow root, so the plan's ids and
 * style sheets never meet the page's. Whoever may name stands double-clicks (or double-taps) one,
 * within 400 ms, or presses Enter on it; for them, a drawn shape whose id could be a code and has
 * no stand yet can be named too (the save creates the stand, spec 1 §3).
 */
export function PlantaDoMapa({
  planta,
  stands,
  podeRenomear,
  zoom,
  aoEscolher,
}: {
  /** The sanitised plan (lerPlanta); cloned into the page, never changed. */
  planta: SVGSVGElement;
  stands: readonly rodadas.StandDoMapa[];
  podeRenomear: boolean;
  /** 1 = the container's width. */
  zoom: number;
  aoEscolher: (codigo: string) => void;
}) {
  const hospedeiro = useRef<HTMLDivElement>(null);
  const desenho = useRef<SVGSVGElement | null>(null);
  const escolher = useRef(aoEscolher);
  escolher.current = aoEscolher;

  // Draws the plan: a fresh copy each time the stands change, then labels on the page (getBBox
  // measures only what is rendered).
  useLayoutEffect(() => {
    const host = hospedeiro.current;
    if (!host) return;
    const sombra = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const svg = document.importNode(planta, true);
    const estilo = document.createElement('style');
    estilo.textContent = ESTILO;
    sombra.replaceChildren(estilo, svg);
    desenho.current = svg;
    const { porCodigo, livres } = localizarStands(
      svg,
      stands.map((s) => s.codigo),
    );
    const textos = textosDaPlanta(svg);
    for (const stand of stands) {
      const el = porCodigo.get(stand.codigo);
      if (!el) continue;
      el.setAttribute('data-stand', stand.codigo);
      if (stand.nome) destacarStand(el);
      const caixa = caixaDe(el);
      if (caixa) {
        rotularStand(el, caixa, {
          codigo: stand.codigo,
          linhasDoNome: stand.nome ? quebrarNome(stand.nome) : [],
          comCodigo: !textos.has(stand.codigo),
        });
      }
      if (podeRenomear) tornarAcionavel(el, stand.codigo, stand.nome);
    }
    if (podeRenomear) for (const [id, el] of livres) tornarAcionavel(el, id, null);
  }, [planta, stands, podeRenomear]);

  useLayoutEffect(() => {
    desenho.current?.style.setProperty('width', `${zoom * 100}%`);
  }, [zoom, planta, stands, podeRenomear]);

  // Double click or tap, told apart explicitly (lib/duplo-toque), and Enter or Space on a focused stand.
  useEffect(() => {
    const sombra = hospedeiro.current?.shadowRoot;
    if (!sombra || !podeRenomear) return;
    const detector = new DetectorDeDuploToque();
    const standDo = (e: Event) => (e.target as Element | null)?.closest?.('[data-stand][tabindex]') ?? null;
    const aoClicar = (e: Event) => {
      const codigo = standDo(e)?.getAttribute('data-stand');
      if (codigo && detector.registrar(codigo)) escolher.current(codigo);
    };
    const aoTeclar = (e: Event) => {
      const tecla = (e as KeyboardEvent).key;
      if (tecla !== 'Enter' && tecla !== ' ') return;
      const codigo = standDo(e)?.getAttribute('data-stand');
      if (!codigo) return;
      e.preventDefault();
      escolher.current(codigo);
    };
    sombra.addEventListener('click', aoClicar);
    sombra.addEventListener('keydown', aoTeclar);
    return () => {
      sombra.removeEventListener('click', aoClicar);
      sombra.removeEventListener('keydown', aoTeclar);
    };
  }, [podeRenomear, planta]);

  return <Box ref={hospedeiro} data-testid="planta" />;
}
