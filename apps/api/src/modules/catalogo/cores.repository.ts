import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { nomeEmUsoEm, visiveisDe } from './catalogo-comum.repository.js';
import { cores, fornecedores, pedido_grade, produto_cores } from '../../db/schema/index.js';

// SQL of the colours catalogue (spec 3 §3 "Colour", §7 "Colours"): tipo 0
// one supplier's, tipo 1 (fornecedor_id null) shared.

/** A colour as the answers read it (before its acoes). */
export interface CorLida {
  id: number;
  nome: string;
  tipo: 0 | 1;
  fornecedor_id: number | null;
  fornecedor_nome: string | null;
}

const COLUNAS = {
  id: cores.id,
  nome: cores.nome,
  tipo: sql<0 | 1>`${cores.tipo}`.mapWith((v) => Number(v) as 0 | 1),
  fornecedor_id: cores.fornecedor_id,
  fornecedor_nome: fornecedores.nome_fantasia,
};

const selecionar = (db: Db | Tx) =>
  db.select(COLUNAS).from(cores).leftJoin(fornecedores, eq(fornecedores.id, cores.fornecedor_id));

const visiveis = (fornecedorId: number | undefined) => visiveisDe(cores, fornecedorId);

/** Shared first, then by name. */
export async function listar(db: Db | Tx, fornecedorId: number | undefined): Promise<CorLida[]> {
  return selecionar(db)
    .where(visiveis(fornecedorId))
    .orderBy(desc(cores.tipo), asc(cores.nome), asc(cores.id));
}

export async function buscar(db: Db | Tx, id: number): Promise<CorLida | undefined> {
  const [c] = await selecionar(db).where(eq(cores.id, id));
  return c;
}

/** The colours of a product in the product's order. */
export async function doProduto(db: Db | Tx, produtoId: number): Promise<CorLida[]> {
  return selecionar(db)
    .innerJoin(produto_cores, eq(produto_cores.cor_id, cores.id))
    .where(eq(produto_cores.produto_id, produtoId))
    .orderBy(asc(produto_cores.ordem), asc(produto_cores.id));
}

/** Whether the name is taken for this owner (catalogo-comum nomeEmUsoEm). */
export const nomeEmUso = (db: Db | Tx, nome: string, fornecedorId: number | null, excetoId?: number) =>
  nomeEmUsoEm(db, cores, cores.nome, nome, fornecedorId, excetoId);

export async function inserir(
  db: Db | Tx,
  v: { nome: string; tipo: 0 | 1; fornecedor_id: number | null },
): Promise<number> {
  const [r] = await db.insert(cores).values(v).returning({ id: cores.id });
  return r!.id;
}

export async function atualizar(db: Db | Tx, id: number, nome: string) {
  await db.update(cores).set({ nome }).where(eq(cores.id, id));
}

/** Whether a product or an order line uses the colour (then it cannot be deleted). */
export async function emUso(db: Db | Tx, id: number): Promise<boolean> {
  const r = await db.execute<{ usado: boolean }>(sql`select
    exists(select 1 from ${produto_cores} where ${produto_cores.cor_id} = ${id})
    or exists(select 1 from ${pedido_grade} where ${pedido_grade.cor_id} = ${id}) as usado`);
  return r.rows[0]?.usado === true;
}

export async function excluir(db: Db | Tx, id: number) {
  await db.delete(cores).where(eq(cores.id, id));
}
