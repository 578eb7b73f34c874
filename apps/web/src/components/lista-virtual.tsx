import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';

/** Rows drawn above and below the visible ones, so a fast scroll shows no gap. */
const FOLGA = 3;
/** Without a measured height (before layout, or in jsdom): rows drawn as if this many fit. */
const LINHAS_SEM_MEDIDA = 8;

export interface ListaVirtualProps<T> {
  itens: readonly T[];
  /** Every row's fixed height in px (spec 1 §9: the cart's rows are 96). */
  alturaLinha: number;
  chave: (item: T) => string | number;
  linha: (item: T) => ReactNode;
  rotulo: string;
}

/**
 * A virtualised list of fixed-height rows (spec 1 §9 "Cart virtual list"): only the rows in view
 * (plus a few) are in the DOM, placed absolutely inside a box as tall as the whole list, so a cart of
 * hundreds of lines scrolls as lightly as one of ten. It fills its parent's height and scrolls itself.
 */
export function ListaVirtual<T>({ itens, alturaLinha, chave, linha, rotulo }: ListaVirtualProps<T>) {
  const caixa = useRef<HTMLDivElement>(null);
  const [topo, setTopo] = useState(0);
  const [alturaVisivel, setAlturaVisivel] = useState(0);

  useLayoutEffect(() => {
    const el = caixa.current;
    if (!el) return;
    const medir = () => setAlturaVisivel(el.clientHeight);
    medir();
    if (typeof ResizeObserver === 'undefined') return;
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    return () => observador.disconnect();
  }, []);

  const cabem = Math.ceil((alturaVisivel || alturaLinha * LINHAS_SEM_MEDIDA) / alturaLinha);
  const inicio = Math.max(0, Math.floor(topo / alturaLinha) - FOLGA);
  const fim = Math.min(itens.length, Math.floor(topo / alturaLinha) + cabem + FOLGA);

  return (
    <Box
      ref={caixa}
      onScroll={(e) => setTopo(e.currentTarget.scrollTop)}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      <Box role="list" aria-label={rotulo} sx={{ position: 'relative', height: itens.length * alturaLinha }}>
        {itens.slice(inicio, fim).map((item, k) => (
          <Box
            key={chave(item)}
            role="listitem"
            sx={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: (inicio + k) * alturaLinha,
              height: alturaLinha,
            }}
          >
            {linha(item)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
