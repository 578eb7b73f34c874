import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categorias, produtos } from '../../db/schema/index.js';

/** The product categories by name (spec 3 §3 "Category"). */
export async function listar(db: Db) {
  return db
    .select({ id: categorias.id, nome: categorias.nome })
    .from(categorias)
    .orderBy(asc(categorias.nome), asc(categorias.id));
}

/** What the product rules read of product `id` (POLITICAS.produto), or undefined. */
export async function produtoAutorizavel(db: Db, id: number) {
  const [p] = await db
    .select({ fornecedor_id: produtos.fornecedor_id, status: produtos.status, ativo: produtos.ativo })
    .from(produtos)
    .where(eq(produtos.id, id));
  return p;
}
