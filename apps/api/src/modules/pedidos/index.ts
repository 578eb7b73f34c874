// The orders module's public entry (ADR 013, module boundaries): issue 13's checkouts, the server
// date, the checkout's client picker and a customer order's detail (ADR 018).
export { rotasPedidos } from './pedidos.routes.js';
export { hoje as hojeNoServidor } from './checkout.service.js';
