export * from './ator.js';
export * from './cliente.policy.js';
export * from './loja.policy.js';
export * from './pedido.policy.js';
export * from './produto.policy.js';
export * from './rodada.policy.js';
