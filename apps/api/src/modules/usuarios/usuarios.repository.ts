import { and, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import { inserirLoginTemporario } from '../perfis/index.js';
import {
  administradores,
  agendamentos,
  clientes,
  entregas,
  fornecedores,
  pedidos,
  pedidos_clientes,
  produtos,
  recebimentos,
  remessas,
  representantes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
  tokens,
  users,
} from '../../db/schema/index.js';

/** Display name of a user: the role profile's name (spec 2 §3 "user (list)"), else users.nome. */
const nome = sql<string>`coalesce(${administradores.nome}, ${fornecedores.nome_fantasia}, ${representantes.nome_fantasia}, ${clientes.nome}, ${users.nome})`;

/** The list columns of spec 2 §3 "user (list)" plus ativo. */
const colunasLista = {
  id: users.id,
  nome,
  email: users.email,
  tipo: users.tipo,
  verificado: users.verificado,
  ativo: users.ativo,
};

/** Search by part of the name or e-mail (LIKE wildcards typed by the user are literal) and role. */
function filtroDaLista(filtro: { busca?: string; tipo?: string }): SQL | undefined {
  const condicoes: SQL[] = [];
  if (filtro.tipo) condicoes.push(eq(users.tipo, filtro.tipo));
  if (filtro.busca) {
    const termo = `%${filtro.busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    condicoes.push(sql`(lower(${nome}) like ${termo} or lower(${users.email}) like ${termo})`);
  }
  return condicoes.length ? and(...condicoes) : undefined;
}

/** Users matching the filter, newest first, from `offset`, at most `limite`; and how many match. */
async function consultarLista(
  db: Db,
  filtro: { busca?: string; tipo?: string },
  limite: number,
  offset: number,
) {
  const where = filtroDaLista(filtro);
  const total = await contarAte(
    db,
    db
      .select(UM)
      .from(users)
      .leftJoin(administradores, eq(administradores.user_id, users.id))
      .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
      .leftJoin(representantes, eq(representantes.user_id, users.id))
      .leftJoin(clientes, eq(clientes.user_id, users.id))
      .where(where),
  );
  const data = await db
    .select(colunasLista)
    .from(users)
    .leftJoin(administradores, eq(administradores.user_id, users.id))
    .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
    .leftJoin(representantes, eq(representantes.user_id, users.id))
    .leftJoin(clientes, eq(clientes.user_id, users.id))
    .where(where)
    .orderBy(desc(users.created_at), desc(users.id))
    .limit(limite)
    .offset(offset);
  return { total: total, data };
}

/** Page of users with their role-profile name (spec 2 §3 "user (list)": nome from the role). */
export function listarUsuarios(
  db: Db,
  filtro: { busca?: string; tipo?: string; page: number; porPagina: number },
) {
  return consultarLista(db, filtro, filtro.porPagina, (filtro.page - 1) * filtro.porPagina);
}

/** Every user matching the filter, newest first, at most `limite` rows, and how many match. */
export function listarTodosUsuarios(db: Db, filtro: { busca?: string; tipo?: string; limite: number }) {
  return consultarLista(db, filtro, filtro.limite, 0);
}

/** One user with the edit-form fields and the profile ids, or null. */
export async function buscarUsuario(db: Db, id: number) {
  const linhas = await db
    .select({
      ...colunasLista,
      email_validado: users.email_validado,
      trocar_senha: users.trocar_senha,
      ultimo_login_em: users.ultimo_login_em,
      created_at: users.created_at,
      password: users.password,
      administrador_id: administradores.id,
      fornecedor_id: fornecedores.id,
      representante_id: representantes.id,
      cliente_id: clientes.id,
    })
    .from(users)
    .leftJoin(administradores, eq(administradores.user_id, users.id))
    .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
    .leftJoin(representantes, eq(representantes.user_id, users.id))
    .leftJoin(clientes, eq(clientes.user_id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return linhas[0] ?? null;
}
export type UsuarioDetalhe = NonNullable<Awaited<ReturnType<typeof buscarUsuario>>>;

/** Whether another user already logs in with this e-mail (logins are case-insensitive). */
export async function emailEmUso(db: Db | Tx, email: string, excetoId?: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        excetoId === undefined ? undefined : ne(users.id, excetoId),
      ),
    );
  return (linha?.n ?? 0) > 0;
}

/**
 * Creates an administrador login with its profile. The e-mail counts as validated: the master
 * hands the temporary password over in person, so there is no code to confirm.
 */
export async function inserirAdministrador(
  tx: Tx,
  dados: { nome: string; email: string; hash: string; criadoPor: number },
): Promise<number> {
  const userId = await inserirLoginTemporario(tx, { ...dados, tipo: 'administrador', verificado: false });
  await tx.insert(administradores).values({ user_id: userId, nome: dados.nome });
  return userId;
}

/** Updates name and e-mail; an administrador's profile name follows (it is the same person's name). */
export async function atualizarUsuario(
  tx: Tx,
  id: number,
  dados: { nome: string; email: string },
  agora: Date,
) {
  await tx
    .update(users)
    .set({ nome: dados.nome, email: dados.email, updated_at: agora })
    .where(eq(users.id, id));
  await tx
    .update(administradores)
    .set({ nome: dados.nome, updated_at: agora })
    .where(eq(administradores.user_id, id));
}

/** Stores a new password hash and whether it is a temporary one (spec D1). */
export async function definirSenha(
  db: Db | Tx,
  id: number,
  dados: { hash: string; trocarSenha: boolean },
  agora: Date,
) {
  await db
    .update(users)
    .set({ password: dados.hash, trocar_senha: dados.trocarSenha, updated_at: agora })
    .where(eq(users.id, id));
}

/** Revokes every live token of a user, except `excetoTokenId` (the caller's own session). */
export async function revogarTokens(db: Db | Tx, userId: number, agora: Date, excetoTokenId?: number) {
  const revogados = await db
    .update(tokens)
    .set({ revoked_at: agora })
    .where(
      and(
        eq(tokens.user_id, userId),
        isNull(tokens.revoked_at),
        excetoTokenId === undefined ? undefined : ne(tokens.id, excetoTokenId),
      ),
    )
    .returning({ id: tokens.id });
  return revogados.length;
}

/**
 * Sets users.ativo (what the login checks); deactivating also revokes the user's tokens, so a later
 * reactivation does not revive old sessions (ADR 003 "Conta desativada").
 */
export async function definirAtivo(db: Db | Tx, id: number, ativo: boolean, agora: Date) {
  await db.update(users).set({ ativo, updated_at: agora }).where(eq(users.id, id));
  if (!ativo) await revogarTokens(db, id, agora);
}

/**
 * Whether the user or one of its profiles has history that deletion would destroy or that
 * references it: orders (supplier and customer orders), products, rounds organised or joined,
 * bookings, deliveries, shipments and commission receipts.
 */
export async function possuiRegistros(
  db: Db | Tx,
  u: {
    id: number;
    administrador_id: number | null;
    fornecedor_id: number | null;
    representante_id: number | null;
    cliente_id: number | null;
  },
): Promise<boolean> {
  // `= null` is never true, so a missing profile simply matches nothing.
  const [f, c, r, a] = [u.fornecedor_id, u.cliente_id, u.representante_id, u.administrador_id];
  const existe = (tabela: SQL) => sql`exists (select 1 from ${tabela})`;
  const [linha] = await db
    .execute<{ tem: boolean }>(
      sql`select (
    ${existe(sql`${pedidos} where ${pedidos.user_id} = ${u.id} or ${pedidos.fornecedor_id} = ${f} or ${pedidos.cliente_id} = ${c} or ${pedidos.representante_id} = ${r}`)}
    or ${existe(sql`${pedidos_clientes} where ${pedidos_clientes.user_id} = ${u.id} or ${pedidos_clientes.cliente_id} = ${c} or ${pedidos_clientes.representante_id} = ${r}`)}
    or ${existe(sql`${produtos} where ${produtos.fornecedor_id} = ${f}`)}
    or ${existe(sql`${rodadas} where ${rodadas.administrador_id} = ${a}`)}
    or ${existe(sql`${rodada_fornecedores} where ${rodada_fornecedores.fornecedor_id} = ${f}`)}
    or ${existe(sql`${rodada_clientes} where ${rodada_clientes.cliente_id} = ${c}`)}
    or ${existe(sql`${rodada_representantes} where ${rodada_representantes.representante_id} = ${r}`)}
    or ${existe(sql`${agendamentos} where ${agendamentos.cliente_id} = ${c} or ${agendamentos.fornecedor_id} = ${f}`)}
    or ${existe(sql`${entregas} where ${entregas.user_id} = ${u.id}`)}
    or ${existe(sql`${remessas} where ${remessas.representante_id} = ${r}`)}
    or ${existe(sql`${recebimentos} where ${recebimentos.representante_id} = ${r} or ${recebimentos.cliente_id} = ${c}`)}
  ) as tem`,
    )
    .then((res) => res.rows);
  return linha?.tem === true;
}

/** Deletes a user; its profiles and tokens go with it (cascade). */
export async function excluirUsuario(db: Db | Tx, id: number) {
  await db.delete(users).where(eq(users.id, id));
}
