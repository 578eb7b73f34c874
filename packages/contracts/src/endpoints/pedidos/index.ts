/**
 * The orders contracts (spec 3 §7 "Orders"), one file per use case; issue 13: the checkouts, the
 * server date, the checkout's client list and a customer order's detail.
 */
export { MSG_PEDIDOS } from './mensagens.js';
export * from './comum.js';
export * from './checkout.js';
export * from './clientes.js';
export * from './detalhar.js';
// Issue 14 (h-a): orders list and filter, the order form's load and update, the form's lookups.
export * from './lista.js';
export * from './editar.js';
export * from './consultas-form.js';
export * from './acoes-pedido.js';
export * from './pedidos-clientes.js';
export * from './impressao.js';
