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
  // The checkout's client picker: who picks a client (spec 3 §6).
  'GET /api/pedidos/clientes': { objeto: 'sem objeto', todos: [403, 403, ok, ok, 403, 401, 403] },
  // The world's customer order (mundo-pedidos.ts): of the cliente caller, with a supplier order of
  // the caller fornecedor, reviewed by the representante; outside any round, so no administrador
  // reads it, and the master reads no orders (pedido_cliente.ver).
  'GET /api/pedidos/pedidosclientes/:id/detalhar': {
    objeto: 'sem objeto',
    todos: [404, 404, ok, ok, ok, 401, 403],
  },
};
