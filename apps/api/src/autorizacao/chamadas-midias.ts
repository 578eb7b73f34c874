import { dataUrl, mp4DeTeste, pngDeTeste } from '../test/midias.js';
import type { Chamada } from './chamadas.js';

// How the authorization matrix calls the gallery endpoints (dados/midias.ts): a small PNG photo, a
// 10 s 1280×720 MP4 within decision 7's limits, and a save that empties the gallery.

let foto: Promise<string> | undefined;
const fotoDeTeste = () => (foto ??= pngDeTeste(32, 32).then((png) => dataUrl('image/png', png)));

export const CHAMADAS_MIDIAS: Readonly<Record<string, Chamada>> = {
  'POST /api/produtos/:id/midia/fotos': async () => ({ body: { foto: await fotoDeTeste() } }),
  'POST /api/produtos/:id/midia/video': () => ({
    bruto: { tipo: 'video/mp4', conteudo: mp4DeTeste(10, { resolucao: [1280, 720] }) },
  }),
  'POST /api/produtos/:id/midia/salvar': () => ({ body: { fotos: [], video: null } }),
};
