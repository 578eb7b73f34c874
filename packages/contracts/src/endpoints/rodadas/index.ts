/**
 * The rounds contracts (spec 3 §7 "Rounds", "Stands"; spec 1 §2.10 stand map), one file per use
 * case. `import { rodadas } from '@rodada/contracts'` reads them all under one name.
 */
export { MSG_RODADAS } from './mensagens.js';
export * from './contagem.js';
export * from './stands.js';
export * from './stands-copia.js';
