/**
 * The representatives contracts (spec 2 §2 "Representatives"), one file per use case: the
 * representative's own account, the maintenance, the client links and the printed list. Imported
 * as `representantes` from @rodada/contracts.
 */
export * from './conta.js';
export { MSG_REPRESENTANTES, VINCULO_ROTULO, VINCULO_STATUS } from './comum.js';
export * from './manutencao.js';
export * from './vinculos.js';
export * from './impressao.js';
