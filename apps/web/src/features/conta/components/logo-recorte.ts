// The logo crop of spec 1 §5 ("Image crop: rotation 0 to 360, zoom 10 to 200, output JPEG 2048 px
// wide"), drawn by components/dialogo-recorte on one canvas of the output size (lib/recorte-imagem).

/** Output width of a cropped logo (spec 1 §5). */
export const LARGURA_LOGO = 2048;
/** Zoom limits of the crop dialog, in percent (spec 1 §5). */
export const ZOOM_MIN = 10;
export const ZOOM_MAX = 200;
/** Types the file chooser offers; the server accepts the same (lib/imagens.ts). */
export const TIPOS_IMAGEM = ['image/jpeg', 'image/png', 'image/webp'];
