import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { criadoEm } from './colunas.js';
import { users } from './usuarios.js';

/**
 * Audit trail (domain.md "Cross-cutting"): who changed what and when, one row per write.
 * Append-only; bigserial because it grows with every write. entidade_id is text so it can hold
 * a serial id, a uuid or a composite key.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for system actions (expiry job, seed); kept when the user goes away. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Verb, e.g. 'criar', 'atualizar', 'excluir', 'cancelar', 'homologar'. */
    acao: varchar('acao', { length: 50 }).notNull(),
    /** Table name of the changed entity, e.g. 'pedidos'. */
    entidade: varchar('entidade', { length: 50 }).notNull(),
    entidade_id: varchar('entidade_id', { length: 64 }),
    /** What changed (new values, or before/after), without secrets. */
    dados: jsonb('dados'),
    ip: varchar('ip', { length: 64 }),
    ...criadoEm(),
  },
  (t) => [
    index('auditoria_entidade_idx').on(t.entidade, t.entidade_id),
    index('auditoria_user_idx').on(t.user_id, t.created_at),
  ],
);
