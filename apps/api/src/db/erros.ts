/** The SQLSTATE of a failed query (drizzle wraps the driver's error in `cause`), or undefined. */
export function sqlstate(erro: unknown): string | undefined {
  let atual: unknown = erro;
  for (let i = 0; i < 5 && atual && typeof atual === 'object'; i++) {
    const code = (atual as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    atual = (atual as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs the services translate into answers. */
export const SQLSTATE = {
  /** unique_violation: a duplicate key (e-mail, CNPJ). */
  unica: '23505',
  /** foreign_key_violation: the row is still referenced (a record with history). */
  chaveEstrangeira: '23503',
  /** restrict_violation: an ON DELETE RESTRICT reference still points at the row. */
  restricao: '23001',
} as const;
