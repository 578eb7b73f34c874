import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import { administradores, cidades, enderecos, estados, rodadas, users } from '../../db/schema/index.js';
import { cidadeEstado } from '../perfis/index.js';

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

/** The columns of the administrators list and edit form. */
const colunasLista = {
  id: administradores.id,
  nome: administradores.nome,
  email: users.email,
  cnpj: administradores.cnpj,
  cidade_estado: cidadeEstado,
};

/** Search by part of the name or login e-mail (LIKE wildcards typed by the user are literal). */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = `%${busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${administradores.nome}) like ${termo} or lower(${users.email}) like ${termo})`;
}

/** A page of administrators, newest first, and how many match the search. */
export async function listarAdministradores(
  db: Db,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
) {
  const where = filtroBusca(filtro.busca);
  const total = await contarAte(
    db,
    db.select(UM).from(administradores).innerJoin(users, eq(users.id, administradores.user_id)).where(where),
  );
  const data = await db
    .select(colunasLista)
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .leftJoin(enderecos, eq(enderecos.id, administradores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(where)
    .orderBy(desc(administradores.created_at), desc(administradores.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total, data };
}

/** One administrator as the list shows it, with its login and address ids, or null. */
export async function buscarAdministrador(db: Db | Tx, administradorId: number) {
  const [linha] = await db
    .select({ ...colunasLista, user_id: administradores.user_id, endereco_id: administradores.endereco_id })
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .leftJoin(enderecos, eq(enderecos.id, administradores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(eq(administradores.id, administradorId))
    .limit(1);
  return linha ?? null;
}

/** The profile id of an administrador login, or null. */
export async function idDoPerfil(db: Db | Tx, userId: number): Promise<number | null> {
  const [linha] = await db
    .select({ id: administradores.id })
    .from(administradores)
    .where(eq(administradores.user_id, userId))
    .limit(1);
  return linha?.id ?? null;
}

/** Renames an administrator: the profile and its login carry the same person's name. */
export async function renomearAdministrador(
  tx: Tx,
  administradorId: number,
  userId: number,
  nome: string,
  agora: Date,
) {
  await tx
    .update(administradores)
    .set({ nome, updated_at: agora })
    .where(eq(administradores.id, administradorId));
  await tx.update(users).set({ nome, updated_at: agora }).where(eq(users.id, userId));
}

/** Whether the administrator organises any round. */
export async function organizaRodadas(db: Db | Tx, administradorId: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(rodadas)
    .where(eq(rodadas.administrador_id, administradorId));
  return (linha?.n ?? 0) > 0;
}

/** Deletes the login (the profile and tokens go with it, cascade), then the profile's address. */
export async function excluirAdministrador(tx: Tx, userId: number, enderecoId: number | null) {
  await tx.delete(users).where(eq(users.id, userId));
  if (enderecoId !== null) await tx.delete(enderecos).where(eq(enderecos.id, enderecoId));
}
