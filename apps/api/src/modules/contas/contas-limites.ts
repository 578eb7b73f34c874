/**
 * Lifetimes and limits of the sign-up and code flow (issue 4; spec 1 §9 gives only the code length).
 * Every count is read from the database, so limits hold across restarts and processes.
 */
export const LIMITES_CONTAS = {
  /** A validation or reset code is valid for 30 minutes. */
  validadeCodigoMs: 30 * 60 * 1000,
  /** Wrong tries that lock a code; a new code must then be requested. */
  tentativasPorCodigo: 5,
  /**
   * Code requests of one purpose per email per window, counted per email hash whether an account
   * exists or not (the sign-up's own code aside, ADR 007).
   */
  enviosPorEmail: 5,
  /** Public sign-ups from one IP per window (logins created by staff do not count, ADR 002). */
  cadastrosPorIp: 10,
  /** Window of the send and sign-up limits. */
  janelaMs: 60 * 60 * 1000,
} as const;
