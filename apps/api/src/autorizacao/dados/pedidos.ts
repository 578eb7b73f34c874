import { ok, type Tabela } from '../tipos.js';

// The orders endpoints of issue 13 (spec 3 §6 "Checkout: cliente, representante, fornecedor", §7
// "Orders"; ADR 018). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// chamadas-pedidos.ts builds the bodies; mundo-pedidos.ts the world's order rows.

export const PEDIDOS: Tabela = {
  // The cliente buys for its own store (family 'loja': its own store, another customer's store,
  // and another customer's store sent with its own session); nobody else calls it.
  'POST /api/pedidos/salvar/cliente': {
    objeto: 'loja',
    proprio: [403, 403, 403, 403, ok, 401, 403],
    outro: [403, 403, 403, 403, 404, 401, 403],
    vizinho: [403, 403, 403, 403, 404, 401, 403],
  },
  // The supplier for a client of its list, the representante for its own client (compra.salvar):
  // another owner's client does not exist for them (404).
  'POST /api/pedidos/salvar': {
    objeto: 'cliente',
    proprio: [403, 403, ok, ok, 403, 401, 403],
    outro: [403, 403, 404, 404, 403, 401, 403],
  },
  // Every logged-in role reads the server's date.
  'GET /api/pedidos/data': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, 401, 403] },
  // The checkout's client picker: who picks a client (spec 3 §6); the administrador reads its rounds'
  // participants for the orders list's filter (acoes all false: it never buys).
  'GET /api/pedidos/clientes': { objeto: 'sem objeto', todos: [403, ok, ok, ok, 403, 401, 403] },
  // The world's customer order (mundo-pedidos.ts): of the cliente caller, with a supplier order of
  // the caller fornecedor, reviewed by the representante; outside any round, so no administrador
  // reads it, and the master reads no orders (pedido_cliente.ver).
  'GET /api/pedidos/pedidosclientes/:id/detalhar': {
    objeto: 'sem objeto',
    todos: [404, 404, ok, ok, ok, 401, 403],
  },

  // Issue 14 (h-b). The actions act on the world's order (chamadas-pedidos.ts puts it in the
  // status each action starts from): the roles of spec 3 §6 pass; the machine and the order's
  // parties are the route tests' (acoes.routes.test.ts, generated from the machine, with the 404s
  // of someone else's order); a party refused on the merits (409) still counts as ok here.
  'POST /api/pedidos/:id/fechar': { objeto: 'sem objeto', todos: [403, 403, ok, ok, 403, 401, 403] },
  'POST /api/pedidos/:id/entregar': { objeto: 'sem objeto', todos: [403, 403, 403, ok, 403, 401, 403] },
  'POST /api/pedidos/:id/entregar/desfazer': {
    objeto: 'sem objeto',
    todos: [403, 403, 403, ok, 403, 401, 403],
  },
  'POST /api/pedidos/:id/cancelar': { objeto: 'sem objeto', todos: [403, 403, ok, ok, ok, 401, 403] },
  'POST /api/pedidos/pedidosclientes/:id/cancelar': {
    objeto: 'sem objeto',
    todos: [403, 403, 403, ok, ok, 401, 403],
  },
  'POST /api/pedidos/pedidosclientes/:id/entregar': {
    objeto: 'sem objeto',
    todos: [403, 403, 403, ok, 403, 401, 403],
  },
  // {id} is a client (0: all): its own client for each role (alvos.ts); another's does not exist.
  'GET /api/pedidos/pedidosclientes/:id/listar': {
    objeto: 'cliente',
    proprio: [403, ok, ok, ok, ok, 401, 403],
    outro: [403, 404, 404, 404, 404, 401, 403],
  },
  'GET /api/pedidos/abertos': {
    objeto: 'cliente',
    proprio: [403, ok, ok, ok, 403, 401, 403],
    outro: [403, 404, 404, 404, 403, 401, 403],
  },
  // The world's order is outside any round: no administrador reads it (pedido.ver).
  'GET /api/pedidos/:id/imprimir': { objeto: 'sem objeto', todos: [403, 404, ok, ok, ok, 401, 403] },
  // The caller's own filtered list (its scope), possibly empty.
  'GET /api/impressoes/pedidos/listar': { objeto: 'sem objeto', todos: [403, ok, ok, ok, ok, 401, 403] },
};
