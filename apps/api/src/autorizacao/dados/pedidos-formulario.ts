import { ok, type Tabela } from '../tipos.js';

// The orders endpoints of issue 14 (h-a): lists, the order form's load and update, its lookups
// (PEDIDOS.md decisions 3-6). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// chamadas-pedidos-formulario.ts builds the calls.

export const PEDIDOS_FORMULARIO: Tabela = {
  // Each role lists the orders it may see (the administrador those of its own round); the master
  // reads no orders.
  'GET /api/pedidos/listar': { objeto: 'sem objeto', todos: [403, ok, ok, ok, ok, 401, 403] },
  'POST /api/pedidos/filtrar': { objeto: 'sem objeto', todos: [403, ok, ok, ok, ok, 401, 403] },
  // The world's order (of m.forn for m.cli, reviewed by m.rep, outside any round): its parties read
  // it; the administrador of no round of it does not know it (404).
  'GET /api/pedidos/:id/editar': { objeto: 'sem objeto', todos: [403, 404, ok, ok, ok, 401, 403] },
  // The caller's own order for its own client (the representante's of a supplier it carries);
  // another owner's order for another owner's client does not exist for them (404).
  'POST /api/pedidos/:id/atualizar': {
    objeto: 'cliente',
    proprio: [403, 403, ok, ok, 403, 401, 403],
    outro: [403, 403, 404, 404, 403, 401, 403],
  },
  // The form's products: a fornecedor's own, a representante's of a supplier it carries.
  'GET /api/pedidos/produtos': { objeto: 'sem objeto', todos: [403, 403, ok, ok, 403, 401, 403] },
  'GET /api/pedidos/produtos/codigo': { objeto: 'sem objeto', todos: [403, 403, ok, ok, 403, 401, 403] },
  // The list filter's people.
  'GET /api/pedidos/fornecedores': { objeto: 'sem objeto', todos: [403, ok, ok, ok, ok, 401, 403] },
  'GET /api/pedidos/representantes': { objeto: 'sem objeto', todos: [403, ok, ok, ok, ok, 401, 403] },
};
