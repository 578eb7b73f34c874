export * from './agenda.js';
export * from './datas.js';
export * from './documentos.js';
export * from './money.js';
export * from './pedido-status.js';
export * from './policies/index.js';
export * from './produto.js';
export * from './quantidade.js';
