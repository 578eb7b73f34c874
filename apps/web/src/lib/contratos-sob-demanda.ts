/**
 * The endpoints that code in the first load of `/` calls (the shell's session and badges, the failed
 * screen's health check), imported on demand through lib/api.ts `contratos()` so zod and the schemas
 * stay out of that load (issue 13 §8). A short list: a dynamic import keeps all of a module's exports.
 */
export { auth, impressoes, notificacoes, rodadas, sistema } from '@rodada/contracts';
