import { aparelhoSemRede, chamar, contratos, ErroDeConexao } from '../lib/api';

/**
 * Why a screen could not open (ADR 010): its code did not arrive and the server cannot be reached
 * ('sem-conexao'), its code is gone because a new version replaced the files ('nova-versao'), or
 * the screen itself failed ('erro').
 */
export type FalhaDeTela = 'sem-conexao' | 'nova-versao' | 'erro';

/**
 * What the browsers say when a dynamic import fails: Chromium, Firefox, Safari, and Vite's preload
 * of a chunk's dependencies.
 */
const FALHA_DE_IMPORTACAO =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** A screen's code that did not arrive within TEMPO_LIMITE_TELA_MS (a dead Wi-Fi never fails by itself). */
export class TelaNaoChegou extends Error {
  constructor() {
    super(`A tela não carregou em ${TEMPO_LIMITE_TELA_MS / 1000} s`);
    this.name = 'TelaNaoChegou';
  }
}

/** How long a screen's code may take to arrive, as lib/api.ts gives a call (ADR 010). */
export const TEMPO_LIMITE_TELA_MS = 30_000;

/** True when the error is a screen's code that did not load (not an error inside the screen). */
export function ehFalhaDeCarga(erro: unknown): boolean {
  return erro instanceof TelaNaoChegou || (erro instanceof Error && FALHA_DE_IMPORTACAO.test(erro.message));
}

/** How long the health check waits before calling the server unreachable. */
const TEMPO_DO_TESTE_MS = 8_000;

/**
 * Tells the two causes of a failed load apart. An offline device, or a server that does not answer,
 * is 'sem-conexao'. A server that answers while the code failed means the file is gone (a redeploy
 * renamed the hashed chunks): 'nova-versao'. A code that took too long (TelaNaoChegou) is
 * 'sem-conexao'. Any other error is 'erro'.
 */
export async function diagnosticarFalha(erro: unknown): Promise<FalhaDeTela> {
  if (!ehFalhaDeCarga(erro)) return 'erro';
  // A code that is merely slow is no missing file: reloading would fetch everything again.
  if (aparelhoSemRede() || erro instanceof TelaNaoChegou) return 'sem-conexao';
  try {
    // The contracts are loaded by then as a rule: the shell fetches its dialogs (and them) when idle.
    await chamar((await contratos()).sistema.health, { tempoLimiteMs: TEMPO_DO_TESTE_MS });
  } catch (e) {
    if (e instanceof ErroDeConexao) return 'sem-conexao';
  }
  return 'nova-versao';
}

/** Where the time of the last automatic reload is kept: per tab, and it survives the reload. */
export const CHAVE_RECARGA = 'rodada:recarga-nova-versao';
/** A failure within this time after an automatic reload does not reload again (no reload loop). */
export const JANELA_RECARGA_MS = 2 * 60_000;

/**
 * Reloads the page to fetch the new version's files, at most once per JANELA_RECARGA_MS in this
 * tab. Answers false, without reloading, when a reload was already tried (the screen then offers
 * 'Recarregar') or when sessionStorage is unavailable, since the guard could not be kept.
 */
export function recarregarUmaVez(
  agora: number = Date.now(),
  armazenamento: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  recarregar: () => void = () => window.location.reload(),
): boolean {
  try {
    const ultima = Number(armazenamento.getItem(CHAVE_RECARGA));
    if (ultima && agora - ultima >= 0 && agora - ultima < JANELA_RECARGA_MS) return false;
    armazenamento.setItem(CHAVE_RECARGA, String(agora));
  } catch {
    return false;
  }
  recarregar();
  return true;
}
