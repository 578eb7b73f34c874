import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { cidades, enderecos, estados, lojas, pedidos } from '../../db/schema/index.js';
import { colunasEnderecoComNomes, type EnderecoComNomes } from '../perfis/index.js';

// SQL of a customer's stores ("empresas", spec 2 §2 "Companies"): the list, one store, its writes.
// A store is read with its address in the same statement (issue 10 §5: no query per store).

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

/** Stores matching `where` with their addresses (city name and UF), in the list's order. */
async function lojasComEndereco(db: Db | Tx, where: SQL | undefined, limite: number) {
  const linhas = await db
    .select({ loja: colunasLoja, endereco: colunasEnderecoComNomes })
    .from(lojas)
    .leftJoin(enderecos, eq(enderecos.id, lojas.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .where(where)
    .orderBy(desc(lojas.padrao), asc(lojas.nome_fantasia), asc(lojas.id))
    .limit(limite);
  return linhas.map(({ loja, endereco }) => ({
    ...loja,
    endereco: endereco?.id == null ? null : (endereco as EnderecoComNomes),
  }));
}
export type LojaComEndereco = Awaited<ReturnType<typeof lojasComEndereco>>[number];

/** The customer's stores with their addresses, the default first, then by trade name; at most `limite`. */
export async function listarLojas(db: Db | Tx, clienteId: number, limite: number) {
  return lojasComEndereco(db, eq(lojas.cliente_id, clienteId), limite);
}

/** One store of the customer with its address, or null (another customer's store is "not found"). */
export async function buscarLoja(db: Db | Tx, clienteId: number, lojaId: number) {
  const [linha] = await lojasComEndereco(db, and(eq(lojas.id, lojaId), eq(lojas.cliente_id, clienteId)), 1);
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
