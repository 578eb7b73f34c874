/**
 * The rounds contracts (spec 3 §7 "Rounds", "Stands"; spec 1 §2.10 stand map), one file per use
 * case. `import { rodadas } from '@rodada/contracts'` reads them all under one name.
 */
export { MSG_RODADAS } from './mensagens.js';
export * from './contagem.js';
export * from './linha.js';
export * from './listar.js';
export * from './cadastro.js';
export * from './planta.js';
export * from './participantes-comum.js';
export * from './participantes.js';
export * from './participantes-alterar.js';
export * from './participantes-importar.js';
export * from './participantes-impressoes.js';
export * from './stands.js';
export * from './mapa.js';
export * from './stands-copia.js';
