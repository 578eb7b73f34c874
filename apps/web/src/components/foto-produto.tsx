import type { CSSProperties } from 'react';
import { Box, type SxProps } from '@mui/material';
import type { produtos } from '@rodada/contracts';

/**
 * How wide the photo is drawn, for the browser to pick a width from the srcset (the `sizes`
 * attribute). The defaults fit a product card: two per row on a phone, about 240 px on a desktop.
 */
export const TAMANHOS_CARTAO =
  '(max-width: 600px) calc(50vw - 24px), (max-width: 1200px) calc(33vw - 24px), 240px';

export interface FotoProdutoProps {
  /** The photo as the API answers it (contracts `fotoProdutoSchema`). */
  foto: produtos.FotoProduto;
  /** The alternative text (e.g. the product's description); '' for a decorative photo. */
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn (TAMANHOS_CARTAO by default). */
  sizes?: string;
  /**
   * Loads as it nears the viewport (default); 'eager' for the first photos of a page, which are
   * also fetched first (fetchpriority high: the shop's largest paint is a card's photo).
   */
  carregamento?: 'lazy' | 'eager';
  /** How the photo fills its box (default 'cover'). */
  ajuste?: CSSProperties['objectFit'];
  /** Styles of the <picture> box (width, height, aspect ratio, radius), an object. */
  sx?: Exclude<SxProps, readonly unknown[] | ((...a: never[]) => unknown)>;
}

/**
 * A product photo in the widths the server stores (issue 12 §9): a `<picture>` with a WebP srcset
 * and a JPEG fallback srcset, so a card on a phone loads the 320 or 640 px copy and a zoom the
 * 2048 px one. The files have content-hashed names, cached for a year. The photo fills the box
 * given by `sx` (3:4 by default, the crop's frame).
 */
export function FotoProduto({
  foto,
  alt,
  sizes = TAMANHOS_CARTAO,
  carregamento = 'lazy',
  ajuste = 'cover',
  sx,
}: FotoProdutoProps) {
  return (
    <Box
      component="picture"
      sx={{ display: 'block', aspectRatio: '3 / 4', overflow: 'hidden', bgcolor: 'grey.100', ...sx }}
    >
      <source type="image/webp" srcSet={foto.webp} sizes={sizes} />
      <source type="image/jpeg" srcSet={foto.jpeg} sizes={sizes} />
      <img
        src={foto.url}
        alt={alt}
        loading={carregamento}
        fetchPriority={carregamento === 'eager' ? 'high' : 'auto'}
        decoding="async"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: ajuste }}
      />
    </Box>
  );
}
