export * from './usuarios.js';
export * from './arquivos.js';
export * from './pessoas.js';
export * from './rodadas.js';
export * from './catalogo.js';
export * from './pedidos.js';
export * from './comunicacao.js';
export * from './auditoria.js';
