import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { bancos, enderecos, representantes, users } from '../../db/schema/index.js';
import { colunasEnderecoDaConta } from '../perfis/index.js';

/** The representative account page (spec 2 §3 "representante"): profile, bank, login, address. */
export async function buscarConta(db: Db, representanteId: number) {
  const [linha] = await db
    .select({
      id: representantes.id,
      razao_social: representantes.razao_social,
      nome_fantasia: representantes.nome_fantasia,
      cnpj: representantes.cnpj,
      ie: representantes.ie,
      banco: representantes.banco,
      agencia: representantes.agencia,
      conta: representantes.conta,
      conta_tipo: representantes.conta_tipo,
      email: users.email,
      verificado: users.verificado,
      endereco: colunasEnderecoDaConta,
    })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
    .where(eq(representantes.id, representanteId))
    .limit(1);
  return linha ?? null;
}

/** Locks the profile row until the transaction ends (one save at a time); answers its links. */
export async function travarRepresentante(tx: Tx, representanteId: number) {
  const [linha] = await tx
    .select({ user_id: representantes.user_id, endereco_id: representantes.endereco_id, email: users.email })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .where(eq(representantes.id, representanteId))
    .limit(1)
    .for('update', { of: representantes });
  return linha ?? null;
}

/** Whether a bank code exists in the reference list (spec 2 §3 "banks by code"). */
export async function bancoExiste(tx: Tx, codigo: string): Promise<boolean> {
  const [linha] = await tx
    .select({ codigo: bancos.codigo })
    .from(bancos)
    .where(eq(bancos.codigo, codigo))
    .limit(1);
  return linha !== undefined;
}

/** Updates the representative profile of the account page. */
export async function atualizarRepresentante(
  tx: Tx,
  representanteId: number,
  dados: {
    razao_social: string;
    nome_fantasia: string;
    cnpj: string;
    ie: string;
    banco: string;
    agencia: string;
    conta: string;
    conta_tipo: string;
    endereco_id: number;
  },
): Promise<void> {
  await tx.update(representantes).set(dados).where(eq(representantes.id, representanteId));
}
