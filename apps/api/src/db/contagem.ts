import { count, sql, type Subquery } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * The most rows a list counts (ARCHITECTURE: never count without a limit). A list with more rows
 * answers this total; its last pages are still reachable by page number, and a search narrows it.
 */
export const LIMITE_CONTAGEM = 10_000;

/** A select the count can bound: any `db.select(...).from(...).where(...)` of a list. */
interface Limitavel {
  limit(n: number): { as(alias: string): Subquery };
}

/**
 * Counts the rows of `consulta` up to LIMITE_CONTAGEM: PostgreSQL stops reading once the limit is
 * reached, so a list's total costs at most that many index entries however large the table.
 */
export async function contarAte(
  db: Db | Tx,
  consulta: Limitavel,
  limite: number = LIMITE_CONTAGEM,
): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(consulta.limit(limite).as('contagem'));
  return linha?.n ?? 0;
}

/** The select to hand to contarAte: one constant column, so the count reads no row data. */
export const UM = { um: sql<number>`1` };
