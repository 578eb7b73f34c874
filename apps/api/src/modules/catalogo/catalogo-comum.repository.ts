import { and, eq, ne, or, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { cores, tamanhos } from '../../db/schema/index.js';

// The ownership both catalogues share (spec 3 §3 "Size", "Colour"): tipo 0 rows belong to one
// supplier (fornecedor_id), tipo 1 rows (fornecedor_id null) are shared.

type Catalogo = typeof cores | typeof tamanhos;

/** The rows a supplier sees (shared and its own), or every row (undefined: master). */
export function visiveisDe(t: Catalogo, fornecedorId: number | undefined): SQL | undefined {
  if (fornecedorId === undefined) return undefined;
  return or(eq(t.tipo, 1), and(eq(t.tipo, 0), eq(t.fornecedor_id, fornecedorId)));
}

/**
 * Whether `nome` (in column `coluna` of `t`) is taken for this owner: a supplier's own or a shared
 * one for a supplier (two 'P' in its list would be ambiguous), a shared one for the master (null).
 */
export async function nomeEmUsoEm(
  db: Db | Tx,
  t: Catalogo,
  coluna: AnyColumn,
  nome: string,
  fornecedorId: number | null,
  excetoId?: number,
): Promise<boolean> {
  const dono = fornecedorId === null ? eq(t.tipo, 1) : visiveisDe(t, fornecedorId);
  const [r] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(coluna, nome), dono, excetoId ? ne(t.id, excetoId) : undefined))
    .limit(1);
  return r !== undefined;
}
