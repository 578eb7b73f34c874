import { ok, type Tabela } from '../tipos.js';

// The shop's public reads of products (spec 3 §7 "Products": buscar, buscarid, {id}/grade; issue 12
// §7). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Public: no session needed, none refused by role (an account not completed yet browses the shop
// like a visitor). chamadas-vitrine.ts calls them with the world's products (mundo-vitrine.ts): one
// approved, one rejected, both of the world's supplier.

const TODOS = [ok, ok, ok, ok, ok, ok, ok] as const;

export const VITRINE: Tabela = {
  // Only what the shop shows; never refused.
  'GET /api/produtos/buscar': { objeto: 'sem objeto', todos: TODOS },
  // The products the caller may see, the others left out: always 200.
  'GET /api/produtos/buscarid': { objeto: 'sem objeto', todos: TODOS },
  // The rejected product's grid: its supplier and the master see it; to everyone else it does not
  // exist (podeVerProduto, ADR 003: 404).
  'GET /api/produtos/:id/grade': { objeto: 'sem objeto', todos: [ok, 404, ok, 404, 404, 404, 404] },
};
