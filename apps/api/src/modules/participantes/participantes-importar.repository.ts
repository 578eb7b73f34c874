import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clientes, fornecedores, lojas, representantes, users } from '../../db/schema/index.js';

// The lookups of a participants import (docs/importacao-participantes.md): which records the
// CNPJs and e-mails of a file name, in one query per kind of identifier.

/** Each identifier with the ids of the records it names (more than one: ambiguous). */
export type Achados = Map<string, Set<number>>;

function agrupar(linhas: { chave: string | null; id: number }[]): Achados {
  const achados: Achados = new Map();
  for (const { chave, id } of linhas) {
    if (chave === null) continue;
    const ids = achados.get(chave) ?? new Set<number>();
    ids.add(id);
    achados.set(chave, ids);
  }
  return achados;
}

/** Suppliers by CNPJ. */
export async function fornecedoresPorCnpj(db: Db | Tx, cnpjs: string[]): Promise<Achados> {
  if (cnpjs.length === 0) return new Map();
  return agrupar(
    await db
      .select({ chave: fornecedores.cnpj, id: fornecedores.id })
      .from(fornecedores)
      .where(inArray(fornecedores.cnpj, cnpjs)),
  );
}

/**
 * Clients by CNPJ: the client's own or one of its stores' (a CNPJ belongs to one client: its
 * profile and its stores, ADR 007), so a file of store CNPJs works as well.
 */
export async function clientesPorCnpj(db: Db | Tx, cnpjs: string[]): Promise<Achados> {
  if (cnpjs.length === 0) return new Map();
  const proprios = await db
    .select({ chave: clientes.cnpj, id: clientes.id })
    .from(clientes)
    .where(inArray(clientes.cnpj, cnpjs));
  const deLojas = await db
    .select({ chave: lojas.cnpj, id: lojas.cliente_id })
    .from(lojas)
    .where(inArray(lojas.cnpj, cnpjs));
  return agrupar([...proprios, ...deLojas]);
}

/** Representatives by CNPJ. */
export async function representantesPorCnpj(db: Db | Tx, cnpjs: string[]): Promise<Achados> {
  if (cnpjs.length === 0) return new Map();
  return agrupar(
    await db
      .select({ chave: representantes.cnpj, id: representantes.id })
      .from(representantes)
      .where(inArray(representantes.cnpj, cnpjs)),
  );
}

/** Representatives by login e-mail (lower case; logins are case-insensitive). */
export async function representantesPorEmail(db: Db | Tx, emails: string[]): Promise<Achados> {
  if (emails.length === 0) return new Map();
  return agrupar(
    await db
      .select({ chave: sql<string>`lower(${users.email})`, id: representantes.id })
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .where(inArray(sql`lower(${users.email})`, emails)),
  );
}
