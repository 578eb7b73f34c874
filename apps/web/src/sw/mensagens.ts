/**
 * What the page and the service worker say to each other (postMessage), shared by both sides:
 * lib/atualizacao.ts and sw/worker/service-worker.ts.
 */

/** Page → waiting worker: take over now ('Atualizar'). */
export const PULAR_ESPERA = 'rodada:pular-espera';
/** Page → worker: answer your version on the message's port (tests and diagnostics). */
export const QUAL_VERSAO = 'rodada:qual-versao';

export interface MensagemAoWorker {
  tipo: typeof PULAR_ESPERA | typeof QUAL_VERSAO;
}
