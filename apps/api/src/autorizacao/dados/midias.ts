import { ok, type Tabela } from '../tipos.js';

// A product's gallery (spec 3 §2 "Product gallery", §6: the supplier its own, the master any;
// issue 12 §8). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Objects as dados/produtos.ts: the caller's product waiting for approval, another supplier's
// waiting one (invisible to a supplier: 404), and another supplier's product in the shop (seen,
// not changed: 403).

const GALERIA = {
  objeto: 'produto',
  proprio: [ok, 403, ok, 403, 403, 401, 403],
  outro: [ok, 403, 404, 403, 403, 401, 403],
  vizinho: [ok, 403, 403, 403, 403, 401, 403],
} as const;

export const MIDIAS: Tabela = {
  'GET /api/produtos/:id/midia': GALERIA,
  'POST /api/produtos/:id/midia/fotos': GALERIA,
  'POST /api/produtos/:id/midia/video': GALERIA,
  'POST /api/produtos/:id/midia/salvar': GALERIA,
};
