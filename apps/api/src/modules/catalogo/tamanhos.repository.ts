import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { nomeEmUsoEm, visiveisDe } from './catalogo-comum.repository.js';
import { fornecedores, pedido_grade, produto_tamanhos, tamanhos } from '../../db/schema/index.js';

// SQL of the sizes catalogue (spec 3 §3 "Size", §7 "Sizes"): tipo 0 rows belong to one supplier,
// tipo 1 rows (fornecedor_id null) are shared.

/** A size as the answers read it (before its acoes). */
export interface TamanhoLido {
  id: number;
  tamanho: string;
  tipo: 0 | 1;
  especial: boolean;
  ordem: number;
  fornecedor_id: number | null;
  fornecedor_nome: string | null;
}

const COLUNAS = {
  id: tamanhos.id,
  tamanho: tamanhos.tamanho,
  tipo: sql<0 | 1>`${tamanhos.tipo}`.mapWith((v) => Number(v) as 0 | 1),
  especial: tamanhos.especial,
  ordem: tamanhos.ordem,
  fornecedor_id: tamanhos.fornecedor_id,
  fornecedor_nome: fornecedores.nome_fantasia,
};

const selecionar = (db: Db | Tx) =>
  db.select(COLUNAS).from(tamanhos).leftJoin(fornecedores, eq(fornecedores.id, tamanhos.fornecedor_id));

const visiveis = (fornecedorId: number | undefined) => visiveisDe(tamanhos, fornecedorId);

/** Shared first, then by the catalogue's order and name. */
export async function listar(db: Db | Tx, fornecedorId: number | undefined): Promise<TamanhoLido[]> {
  return selecionar(db)
    .where(visiveis(fornecedorId))
    .orderBy(desc(tamanhos.tipo), asc(tamanhos.ordem), asc(tamanhos.tamanho), asc(tamanhos.id));
}

export async function buscar(db: Db | Tx, id: number): Promise<TamanhoLido | undefined> {
  const [t] = await selecionar(db).where(eq(tamanhos.id, id));
  return t;
}

/** The sizes of a product in the product's order ('Ordenação de Tamanhos'). */
export async function doProduto(db: Db | Tx, produtoId: number): Promise<TamanhoLido[]> {
  return selecionar(db)
    .innerJoin(produto_tamanhos, eq(produto_tamanhos.tamanho_id, tamanhos.id))
    .where(eq(produto_tamanhos.produto_id, produtoId))
    .orderBy(asc(produto_tamanhos.ordem), asc(produto_tamanhos.id));
}

/** Whether the name is taken for this owner (catalogo-comum nomeEmUsoEm). */
export const nomeEmUso = (db: Db | Tx, nome: string, fornecedorId: number | null, excetoId?: number) =>
  nomeEmUsoEm(db, tamanhos, tamanhos.tamanho, nome, fornecedorId, excetoId);

/** The next position after the owner's sizes (a new one goes last). */
export async function proximaOrdem(db: Db | Tx, fornecedorId: number | null): Promise<number> {
  const [r] = await db
    .select({ max: sql<number>`coalesce(max(${tamanhos.ordem}), 0)`.mapWith(Number) })
    .from(tamanhos)
    .where(visiveis(fornecedorId ?? undefined) ?? eq(tamanhos.tipo, 1));
  return Math.min((r?.max ?? 0) + 1, 32_767);
}

export async function inserir(
  db: Db | Tx,
  v: { tamanho: string; tipo: 0 | 1; fornecedor_id: number | null; especial: boolean; ordem: number },
): Promise<number> {
  const [r] = await db.insert(tamanhos).values(v).returning({ id: tamanhos.id });
  return r!.id;
}

export async function atualizar(db: Db | Tx, id: number, v: { tamanho: string; especial?: boolean }) {
  await db.update(tamanhos).set(v).where(eq(tamanhos.id, id));
}

/** Whether a product or an order line uses the size (then it cannot be deleted). */
export async function emUso(db: Db | Tx, id: number): Promise<boolean> {
  const r = await db.execute<{ usado: boolean }>(sql`select
    exists(select 1 from ${produto_tamanhos} where ${produto_tamanhos.tamanho_id} = ${id})
    or exists(select 1 from ${pedido_grade} where ${pedido_grade.tamanho_id} = ${id}) as usado`);
  return r.rows[0]?.usado === true;
}

export async function excluir(db: Db | Tx, id: number) {
  await db.delete(tamanhos).where(eq(tamanhos.id, id));
}
