// Generates the installable app's PNG icons (apps/web/public/icones/) from the logo's drawing, the
// same as apps/web/public/favicon.svg. Run once after changing the logo; the PNGs are committed.
//   node scripts/gerar-icones.mjs
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const VINHO = '#7a1f3d';
const DOURADO = '#f4c95d';
const destino = fileURLToPath(new URL('../apps/web/public/icones/', import.meta.url));
mkdirSync(destino, { recursive: true });

/** The logo's ring and dot on a wine square; `raio` rounds the corners (0: full bleed). */
const logo = (lado, { raio, escala }) => {
  const c = lado / 2;
  const k = (lado / 64) * escala;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${lado}" height="${lado}">` +
      `<rect width="${lado}" height="${lado}" rx="${raio}" fill="${VINHO}"/>` +
      `<circle cx="${c}" cy="${c}" r="${17 * k}" fill="none" stroke="${DOURADO}" stroke-width="${6 * k}"/>` +
      `<circle cx="${c}" cy="${c}" r="${5 * k}" fill="${DOURADO}"/></svg>`,
  );
};

const icones = [
  // "any": the favicon's drawing, rounded corners on a transparent background.
  { arquivo: 'icone-192.png', lado: 192, raio: 42, escala: 1 },
  { arquivo: 'icone-512.png', lado: 512, raio: 112, escala: 1 },
  // "maskable": full bleed, the ring inside the 80 % safe circle of the mask.
  { arquivo: 'icone-maskable-512.png', lado: 512, raio: 0, escala: 0.8 },
  // iOS draws its own rounded corners over an opaque square.
  { arquivo: 'apple-touch-icon.png', lado: 180, raio: 0, escala: 0.9 },
];

for (const { arquivo, lado, raio, escala } of icones) {
  await sharp(logo(lado, { raio, escala })).png({ compressionLevel: 9 }).toFile(path.join(destino, arquivo));
  console.log(`${arquivo} ${lado}×${lado}`);
}
