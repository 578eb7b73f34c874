import { type SQL, sql } from 'drizzle-orm';
import { check, date, numeric, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column builders shared by the schema files, so every table spells a money value, a
// percentage, a CNPJ or a timestamp the same way. Not re-exported from index.ts: they are
// building blocks, not tables.

/** Money: numeric(14,2) read and written as an exact decimal string (spec D14: never floats). */
export const dinheiro = (nome: string) => numeric(nome, { precision: 14, scale: 2, mode: 'string' });

/**
 * Percentage: numeric(7,4), exact string. Four decimals because discount and fee percentages are
 * derived from typed values (spec 3 §9) and must survive the round trip without drifting a cent.
 */
export const percentual = (nome: string) => numeric(nome, { precision: 7, scale: 4, mode: 'string' });

/** CNPJ: 14 upper-case characters, alphanumeric since 2026 (spec D5); never a number. */
export const cnpj = (nome: string) => varchar(nome, { length: 14 });
/** CPF: 11 digits, without mask. */
export const cpf = (nome: string) => varchar(nome, { length: 11 });
/** Calendar date (no time, no zone) as 'YYYY-MM-DD'. */
export const data = (nome: string) => date(nome, { mode: 'string' });
/** A moment in time. */
export const momento = (nome: string) => timestamp(nome, { withTimezone: true });

/** created_at / updated_at; updated_at is refreshed by drizzle on every update() through the ORM. */
export const carimbos = () => ({
  created_at: momento('created_at').notNull().defaultNow(),
  updated_at: momento('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Only created_at, for append-only rows. */
export const criadoEm = () => ({ created_at: momento('created_at').notNull().defaultNow() });

/** Check: 12 letters or digits then 2 check digits (spec D5). Null passes (optional fields). */
export const cnpjCheck = (nome: string, col: AnyPgColumn) =>
  check(nome, sql`${col} ~ '^[0-9A-Z]{12}[0-9]{2}$'`);
/** Check: 11 digits. */
export const cpfCheck = (nome: string, col: AnyPgColumn) => check(nome, sql`${col} ~ '^[0-9]{11}$'`);
/** Check: a non-negative amount. */
export const naoNegativo = (nome: string, col: AnyPgColumn) => check(nome, sql`${col} >= 0`);
/** Check: a percentage between 0 and 100. */
export const entre0e100 = (nome: string, col: AnyPgColumn) => check(nome, sql`${col} >= 0 and ${col} <= 100`);
/** `col in (a, b, ...)` for check constraints on status enums. */
export const emLista = (col: AnyPgColumn, valores: readonly (string | number)[]): SQL =>
  sql`${col} in (${sql.join(
    valores.map((v) => sql.raw(typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`)),
    sql`, `,
  )})`;
