const MINUTO = 60 * 1000;
const DIA = 24 * 60 * MINUTO;

/**
 * Login rate limits that fit a trade-show venue, where hundreds of tablets share one public
 * address (issue 9 §5). Each figure belongs to a named rule of docs/decisions/002-login-rate-limits.md.
 */
export const LIMITES_LOGIN = {
  /** Short window of the account and IP rules. */
  janelaMs: 15 * MINUTO,
  /** Long window of the account rule. */
  janelaLongaMs: DIA,
  /**
   * Known-device rule: a device that logged into the account before skips every other rule, until
   * it has this many failures on that account within janelaAparelhoMs (then it counts as unknown).
   */
  falhasPorAparelhoConhecido: 10,
  janelaAparelhoMs: DIA,
  /** Account rule, 15 min: failures on one account (every device and IP) that stop unknown devices. */
  falhasPorConta: 5,
  /** Account rule, 24 h: bounds slow, distributed brute force to this many guesses a day. */
  falhasPorContaNoDia: 15,
  /**
   * IP rule: failures from one address over janelaMs that no success of the same account from that
   * address followed. A typo fixed on the next try never counts; spraying many accounts does.
   */
  falhasPorIp: 50,
  /** How long attempts are kept (no rule looks back more than a day; the rest is for inquiries). */
  retencaoMs: 31 * DIA,
  /** Known devices unused for longer than this are forgotten. */
  aparelhoSemUsoMs: 365 * DIA,
  /** Lifetime of the device cookie, renewed at every login (400 days is the most browsers keep). */
  validadeCookieAparelhoMs: 400 * DIA,
} as const;
