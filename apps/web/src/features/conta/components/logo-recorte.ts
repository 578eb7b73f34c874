import type { Area } from 'react-easy-crop';
import { recortarImagem as recortarImagemGenerica } from '../../../lib/recorte-imagem';

// The logo crop of spec 1 §5 ("Image crop: rotation 0 to 360, zoom 10 to 200, output JPEG 2048 px
// wide"), drawn on one canvas of the output size: a tablet never holds a rotated copy of a
// full-size photo in memory.

/** Output width of a cropped logo (spec 1 §5). */
export const LARGURA_LOGO = 2048;
/** Zoom limits of the crop dialog, in percent (spec 1 §5). */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 200;
/** Types the file chooser offers; the server accepts the same (lib/imagens.ts). */
export const TIPOS_IMAGEM = ['image/jpeg', 'image/png', 'image/webp'];

/** Crops `src` for the logo: a JPEG `largura` px wide (lib/recorte-imagem). */
export function recortarImagem(src: string, area: Area, rotacao: number, largura: number = LARGURA_LOGO) {
  return recortarImagemGenerica(src, area, rotacao, largura);
}
