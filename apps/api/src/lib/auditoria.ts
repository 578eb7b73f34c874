import type { Db, Tx } from '../db/client.js';
import { auditoria } from '../db/schema/index.js';

/** Keys never written to the audit trail, at any depth. */
const SEGREDOS =
  /^(password|senha|nova_senha|confirm_password|currentPassword|newPassword|confirmPassword|api_token|token|token_hash|codigo|codigo_hash)$/i;

/** A copy of `dados` with secrets replaced, so the trail can be read by support without leaking. */
export function semSegredos(dados: unknown): unknown {
  if (Array.isArray(dados)) return dados.map(semSegredos);
  if (dados && typeof dados === 'object' && !(dados instanceof Date)) {
    return Object.fromEntries(
      Object.entries(dados).map(([k, v]) => [k, SEGREDOS.test(k) ? '[omitido]' : semSegredos(v)]),
    );
  }
  return dados;
}

/**
 * Appends one audit row (domain.md "Cross-cutting": who changed what, and when). Services call it
 * with the same handle as the write, so inside a transaction both land or neither does.
 */
export async function auditar(
  db: Db | Tx,
  registro: {
    userId: number | null;
    acao: string;
    entidade: string;
    entidadeId?: string | number | null;
    dados?: unknown;
    ip?: string | null;
  },
): Promise<void> {
  await db.insert(auditoria).values({
    user_id: registro.userId,
    acao: registro.acao,
    entidade: registro.entidade,
    entidade_id: registro.entidadeId == null ? null : String(registro.entidadeId),
    dados: registro.dados === undefined ? null : semSegredos(registro.dados),
    ip: registro.ip?.slice(0, 64) ?? null,
  });
}
