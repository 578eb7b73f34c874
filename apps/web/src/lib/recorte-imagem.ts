import type { Area } from 'react-easy-crop';

// The image crop of spec 1 §5 and spec 3 §5 ("rotation 0 to 360, zoom 10 to 200, output JPEG 2048
// px wide"), drawn on one canvas of the output size: a tablet never holds a rotated copy of a
// full-size photo in memory. Used by the logo and the product gallery.

/** Loads an image from a URL (an object URL of the chosen file). */
function carregar(src: string): Promise<HTMLImageElement> {
  return new Promise((resolver, rejeitar) => {
    const img = new Image();
    img.onload = () => resolver(img);
    img.onerror = () => rejeitar(new Error('imagem ilegível'));
    img.src = src;
  });
}

/**
 * Crops `src` as the dialog showed it and answers a JPEG data URL `largura` px wide. `area` is
 * react-easy-crop's croppedAreaPixels: pixels of the image's bounding box after the rotation; with
 * zoom below 100 % it may reach past the image, and that part is white.
 */
export async function recortarImagem(
  src: string,
  area: Area,
  rotacao: number,
  largura: number,
): Promise<string> {
  const img = await carregar(src);
  const rad = (rotacao * Math.PI) / 180;
  const [w, h] = [img.naturalWidth, img.naturalHeight];
  const caixaL = Math.abs(Math.cos(rad)) * w + Math.abs(Math.sin(rad)) * h;
  const caixaA = Math.abs(Math.sin(rad)) * w + Math.abs(Math.cos(rad)) * h;
  const altura = Math.max(1, Math.round((largura * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = largura;
  canvas.height = altura;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas indisponível');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, largura, altura);
  ctx.imageSmoothingQuality = 'high';
  const escala = largura / area.width;
  // Crop-area coordinates → output pixels; then the bounding box's centre, the rotation, the image.
  ctx.setTransform(escala, 0, 0, escala, -area.x * escala, -area.y * escala);
  ctx.translate(caixaL / 2, caixaA / 2);
  ctx.rotate(rad);
  ctx.drawImage(img, -w / 2, -h / 2);
  return canvas.toDataURL('image/jpeg', 0.9);
}
