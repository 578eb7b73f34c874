import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { enderecos, lojas, pedidos } from '../../db/schema/index.js';

// SQL of a customer's stores ("empresas", spec 2 §2 "Companies"): the list, one store, its writes.

const colunasLoja = {
  id: lojas.id,
  cliente_id: lojas.cliente_id,
  razao_social: lojas.razao_social,
  nome_fantasia: lojas.nome_fantasia,
  cnpj: lojas.cnpj,
  ie: lojas.ie,
  padrao: lojas.padrao,
  endereco_id: lojas.endereco_id,
};

/** The customer's stores, the default first, then by trade name; at most `limite`. */
export async function listarLojas(db: Db | Tx, clienteId: number, limite: number) {
  return db
    .select(colunasLoja)
    .from(lojas)
    .where(eq(lojas.cliente_id, clienteId))
    .orderBy(desc(lojas.padrao), asc(lojas.nome_fantasia), asc(lojas.id))
    .limit(limite);
}

/** One store of the customer, or null (another customer's store is "not found"). */
export async function buscarLoja(db: Db | Tx, clienteId: number, lojaId: number) {
  const [linha] = await db
    .select(colunasLoja)
    .from(lojas)
    .where(and(eq(lojas.id, lojaId), eq(lojas.cliente_id, clienteId)))
    .limit(1);
  return linha ?? null;
}

/** The same, locking the row until the transaction ends (an edit racing a delete). */
export async function travarLoja(tx: Tx, clienteId: number, lojaId: number) {
  const [linha] = await tx
    .select(colunasLoja)
    .from(lojas)
    .where(and(eq(lojas.id, lojaId), eq(lojas.cliente_id, clienteId)))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** The store data a save writes. */
export interface DadosLoja {
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string | null;
  endereco_id: number;
}

/** Creates a non-default store; answers its id. */
export async function inserirLoja(
  tx: Tx,
  dados: DadosLoja & { cliente_id: number; responsavel_id: number },
): Promise<number> {
  const [linha] = await tx
    .insert(lojas)
    .values({ ...dados, padrao: false })
    .returning({ id: lojas.id });
  if (!linha) throw new Error('loja não gravada');
  return linha.id;
}

/** Updates a store's data. */
export async function atualizarLoja(tx: Tx, lojaId: number, dados: DadosLoja, agora: Date): Promise<void> {
  await tx
    .update(lojas)
    .set({ ...dados, updated_at: agora })
    .where(eq(lojas.id, lojaId));
}

/** How many orders name the store (a store with orders is kept). */
export async function pedidosDaLoja(db: Db | Tx, lojaId: number): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(pedidos).where(eq(pedidos.cliente_loja_id, lojaId));
  return linha?.n ?? 0;
}

/** Deletes a store and then its address. */
export async function excluirLoja(tx: Tx, lojaId: number, enderecoId: number | null): Promise<void> {
  await tx.delete(lojas).where(eq(lojas.id, lojaId));
  if (enderecoId !== null) await tx.delete(enderecos).where(eq(enderecos.id, enderecoId));
}

/** The address columns a store save writes. */
export interface EnderecoDaLoja {
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  estado_id: number;
  cidade_id: number;
  cep: string | null;
  telefone: string | null;
  celular: string | null;
  email: string | null;
  local: string;
}
