import type { Chamada } from './chamadas.js';
import { produtosDaVitrine } from './mundo-vitrine.js';

/** How the matrix calls the shop's public reads (dados/vitrine.ts): the world's two products. */
export const CHAMADAS_VITRINE: Record<string, Chamada> = {
  'GET /api/produtos/buscar': () => ({ query: { busca: 'mtz-vitrine', ordenacao: 2 } }),
  'GET /api/produtos/buscarid': async ({ t, m }) => {
    const p = await produtosDaVitrine(t, m);
    return { query: { id: `${p.homologado},${p.reprovado}` } };
  },
  // The rejected one: only its supplier and the master may see its grid.
  'GET /api/produtos/:id/grade': async ({ t, m }) => ({
    params: { id: (await produtosDaVitrine(t, m)).reprovado },
  }),
};
