import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { administradores, users } from '../../db/schema/index.js';

/** The columns of the administrator account page: the profile and its login. */
const colunasConta = {
  id: administradores.id,
  user_id: administradores.user_id,
  nome: administradores.nome,
  cnpj: administradores.cnpj,
  endereco_id: administradores.endereco_id,
  email: users.email,
  verificado: users.verificado,
};

/** An administrator profile with its login e-mail and verificado, or null. */
export async function buscarConta(db: Db | Tx, administradorId: number) {
  const [linha] = await db
    .select(colunasConta)
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .where(eq(administradores.id, administradorId))
    .limit(1);
  return linha ?? null;
}

/** The same, locking the profile and login rows until the transaction ends (one save at a time). */
export async function travarConta(tx: Tx, administradorId: number) {
  const [linha] = await tx
    .select(colunasConta)
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .where(eq(administradores.id, administradorId))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** Updates the administrator profile. */
export async function atualizarAdministrador(
  tx: Tx,
  administradorId: number,
  dados: { nome: string; cnpj: string; endereco_id: number },
): Promise<void> {
  await tx.update(administradores).set(dados).where(eq(administradores.id, administradorId));
}
