/**
 * Login rate limits (issue: "rate-limited per IP and per account so that an attacker cannot lock
 * the real user out"). See docs/decisions/002-login-rate-limits.md.
 */
export const LIMITES_LOGIN = {
  /** Window over which failures count. */
  janelaMs: 15 * 60 * 1000,
  /** Failures of one (account, IP) pair: stops guessing from one place without touching others. */
  falhasPorPar: 5,
  /** Failures from one IP over all accounts: stops spraying many accounts from one place. */
  falhasPorIp: 30,
  /** Failures against one account from every IP: stops a distributed attack on one account ... */
  falhasPorConta: 50,
  /** ... except for IPs that logged into it within this period, so the owner is never locked out. */
  ipConhecidoMs: 30 * 24 * 60 * 60 * 1000,
  /** How long attempts are kept. */
  retencaoMs: 31 * 24 * 60 * 60 * 1000,
} as const;
