/**
 * The catalogue contracts (spec 3 §7 "Sizes", "Colours", "Products"; spec 1 §7 product search),
 * one file per use case. `import { produtos } from '@rodada/contracts'` reads them all under one name.
 */
export { MSG_PRODUTOS } from './mensagens.js';
export * from './foto.js';
export * from './codigo.js';
export * from './linha.js';
// linha.ts and midia.ts both declare the same `:id` params: the explicit one resolves the star exports.
export { paramsProduto } from './linha.js';
export * from './cadastro.js';
export * from './listar.js';
export * from './homologacao.js';
export * from './catalogo-comum.js';
export * from './tamanhos.js';
export * from './cores.js';
export * from './categorias.js';
export * from './midia.js';
