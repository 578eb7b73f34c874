/**
 * The customer contracts (spec 2 §7 "Customers"), one file per use case (issue 10 §2): the
 * customer's own account, its stores (empresas), the customer form, the lists and the maintenance.
 * `import { clientes } from '@rodada/contracts'` reads them all under one name, as before.
 */
export { MSG_CLIENTES } from './comum.js';
export * from './conta.js';
export * from './lojas.js';
export * from './formulario.js';
export * from './listas.js';
export * from './manutencao.js';
