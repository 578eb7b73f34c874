import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clientes, lojas, users } from '../../db/schema/index.js';

/** The columns of the customer account page: the profile and its login. */
const colunasConta = {
  id: clientes.id,
  user_id: clientes.user_id,
  nome: clientes.nome,
  razao_social: clientes.razao_social,
  nome_fantasia: clientes.nome_fantasia,
  cnpj: clientes.cnpj,
  ie: clientes.ie,
  responsavel_nome: clientes.responsavel_nome,
  responsavel_cpf: clientes.responsavel_cpf,
  endereco_id: clientes.endereco_id,
  email: users.email,
  verificado: users.verificado,
};

/** A customer profile with its login e-mail and verificado, or null. */
export async function buscarConta(db: Db | Tx, clienteId: number) {
  const [linha] = await db
    .select(colunasConta)
    .from(clientes)
    .innerJoin(users, eq(users.id, clientes.user_id))
    .where(eq(clientes.id, clienteId))
    .limit(1);
  return linha ?? null;
}

/**
 * The same, locking the profile and login rows until the transaction ends: two saves of one
 * account (two tabs, a retry) run one after the other, so the first save creates one default store.
 */
export async function travarConta(tx: Tx, clienteId: number) {
  const [linha] = await tx
    .select(colunasConta)
    .from(clientes)
    .innerJoin(users, eq(users.id, clientes.user_id))
    .where(eq(clientes.id, clienteId))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** The customer's default store (padrao, at most one by lojas_padrao_uq), or null. */
export async function buscarLojaPadrao(db: Db | Tx, clienteId: number) {
  const [linha] = await db
    .select({
      id: lojas.id,
      razao_social: lojas.razao_social,
      nome_fantasia: lojas.nome_fantasia,
      cnpj: lojas.cnpj,
      ie: lojas.ie,
      endereco_id: lojas.endereco_id,
    })
    .from(lojas)
    .where(and(eq(lojas.cliente_id, clienteId), eq(lojas.padrao, true)))
    .limit(1);
  return linha ?? null;
}

/** The store data the account page writes. */
export interface DadosDaLoja {
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string | null;
  endereco_id: number;
}

/** Creates the default store (padrao) of a customer; answers its id. */
export async function inserirLojaPadrao(
  tx: Tx,
  dados: DadosDaLoja & { cliente_id: number; responsavel_id: number },
): Promise<number> {
  const [linha] = await tx
    .insert(lojas)
    .values({ ...dados, padrao: true })
    .returning({ id: lojas.id });
  if (!linha) throw new Error('loja não gravada');
  return linha.id;
}

/** Updates a store's data. */
export async function atualizarLoja(tx: Tx, lojaId: number, dados: DadosDaLoja): Promise<void> {
  await tx.update(lojas).set(dados).where(eq(lojas.id, lojaId));
}

/** Updates the customer profile; absent keys stay as they are. */
export async function atualizarCliente(
  tx: Tx,
  clienteId: number,
  dados: Partial<{
    nome: string;
    razao_social: string;
    nome_fantasia: string;
    cnpj: string;
    ie: string | null;
    responsavel_nome: string;
    responsavel_cpf: string;
    endereco_id: number;
  }>,
): Promise<void> {
  await tx.update(clientes).set(dados).where(eq(clientes.id, clienteId));
}
