import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import {
  cidades,
  cliente_representante,
  clientes,
  enderecos,
  representantes,
  rodada_representantes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { inserirLoginTemporario } from '../perfis/index.js';

// SQL of the representatives maintenance (administrador, master) and of the read-only details
// (spec 2 §2 "Representatives", §7). The representative's own account stays in
// representantes.repository.ts.

/** A LIKE pattern for part of a text (wildcards typed by the user are literal), lower-cased. */
export function padraoLike(busca: string): string {
  return `%${busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search by part of the trade name, company name or city, by the CNPJ typed with or without its
 * mask, and (`comEmail`, administrador and master only) by the login e-mail.
 */
export function filtroBusca(busca: string | undefined, comEmail: boolean): SQL | undefined {
  if (!busca) return undefined;
  const termo = padraoLike(busca);
  const condicoes: SQL[] = [
    sql`lower(${representantes.nome_fantasia}) like ${termo}`,
    sql`lower(coalesce(${representantes.razao_social}, '')) like ${termo}`,
    sql`lower(coalesce(${cidades.nome}, '')) like ${termo}`,
  ];
  const documento = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (documento.length >= 2) condicoes.push(sql`${representantes.cnpj} like ${`%${documento}%`}`);
  if (comEmail) condicoes.push(sql`lower(${users.email}) like ${termo}`);
  return or(...condicoes);
}

/**
 * What the engine's `representante` rules read (ADR 007, ADR 013): the login, who registered it
 * and the administradores organising a round the representative takes part in; for a select
 * joined with users.
 */
const colunasGestao = {
  user_id: representantes.user_id,
  criado_por: users.criado_por,
  rodada_administrador_ids: sql<number[]>`array(
    select distinct ${rodadas.administrador_id} from ${rodada_representantes}
    inner join ${rodadas} on ${rodadas.id} = ${rodada_representantes.rodada_id}
    where ${rodada_representantes.representante_id} = ${representantes.id})`,
};

/** The columns of the administrador's and master's list (spec 2 §2, §3 "List rows"). */
const colunasLista = {
  id: representantes.id,
  nome_fantasia: representantes.nome_fantasia,
  razao_social: representantes.razao_social,
  cnpj: representantes.cnpj,
  cidade: cidades.nome,
  local: enderecos.local,
  email: users.email,
  telefone: enderecos.telefone,
  celular: enderecos.celular,
  ...colunasGestao,
};

/** A page of representatives by trade name, and how many match the search. */
export async function listarRepresentantes(
  db: Db,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
) {
  const where = filtroBusca(filtro.busca, true);
  const base = () =>
    db
      .select(colunasLista)
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
      .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id));
  const total = await contarAte(
    db,
    db
      .select(UM)
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
      .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
      .where(where),
  );
  const data = await base()
    .where(where)
    .orderBy(asc(representantes.nome_fantasia), asc(representantes.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total, data };
}

/** Id and trade name of the representatives, by name, at most `limite` (for pickers). */
export async function listarCurta(db: Db, filtro: { busca?: string | undefined; limite: number }) {
  return db
    .select({ id: representantes.id, nome_fantasia: representantes.nome_fantasia })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .where(filtroBusca(filtro.busca, false))
    .orderBy(asc(representantes.nome_fantasia), asc(representantes.id))
    .limit(filtro.limite);
}

/** One representative with its profile, login and address ids, or null. */
export async function buscarRepresentante(db: Db | Tx, id: number) {
  const [linha] = await db
    .select({
      id: representantes.id,
      endereco_id: representantes.endereco_id,
      nome_fantasia: representantes.nome_fantasia,
      razao_social: representantes.razao_social,
      cnpj: representantes.cnpj,
      ie: representantes.ie,
      banco: representantes.banco,
      agencia: representantes.agencia,
      conta: representantes.conta,
      conta_tipo: representantes.conta_tipo,
      email: users.email,
      ativo: users.ativo,
      ...colunasGestao,
    })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .where(eq(representantes.id, id))
    .limit(1);
  return linha ?? null;
}
export type RepresentanteLinha = NonNullable<Awaited<ReturnType<typeof buscarRepresentante>>>;

/** The profile fields of the representative form. */
export interface PerfilRepresentante {
  nome_fantasia: string;
  razao_social: string | null;
  cnpj: string;
  ie: string | null;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  conta_tipo: string | null;
}

/**
 * Creates a representante login and its profile. The e-mail counts as validated (the
 * administrador hands the temporary password over), the account is not yet verificado (the
 * representative confirms its data on /representante/minha-conta at the first login) and the
 * password must be changed (spec D1). Answers the profile id and the login's user id.
 */
export async function inserirRepresentante(
  tx: Tx,
  dados: { email: string; hash: string; enderecoId: number; perfil: PerfilRepresentante; criadoPor: number },
): Promise<{ id: number; userId: number }> {
  const userId = await inserirLoginTemporario(tx, {
    tipo: 'representante',
    nome: dados.perfil.nome_fantasia,
    email: dados.email,
    hash: dados.hash,
    verificado: false,
    criadoPor: dados.criadoPor,
  });
  const [perfil] = await tx
    .insert(representantes)
    .values({ user_id: userId, endereco_id: dados.enderecoId, ...dados.perfil })
    .returning({ id: representantes.id });
  if (!perfil) throw new Error('representante não inserido');
  return { id: perfil.id, userId };
}

/** Updates the profile; the login follows the trade name and, when given, the new e-mail. */
export async function atualizarRepresentante(
  tx: Tx,
  alvo: { id: number; userId: number },
  dados: { perfil: PerfilRepresentante; enderecoId: number; email: string | null },
  agora: Date,
): Promise<void> {
  await tx
    .update(representantes)
    .set({ ...dados.perfil, endereco_id: dados.enderecoId, updated_at: agora })
    .where(eq(representantes.id, alvo.id));
  await tx
    .update(users)
    .set({
      nome: dados.perfil.nome_fantasia,
      ...(dados.email === null ? {} : { email: dados.email }),
      updated_at: agora,
    })
    .where(eq(users.id, alvo.userId));
}

/**
 * Whether the representative has clients: a confirmed link, or a client whose main representative
 * it is. Pending links (requests) do not count: they go with the representative.
 */
export async function temClientes(db: Db | Tx, id: number): Promise<boolean> {
  const [linha] = await db
    .execute<{ tem: boolean }>(
      sql`select (
      exists (select 1 from ${cliente_representante} where ${cliente_representante.representante_id} = ${id} and ${cliente_representante.status} = 1)
      or exists (select 1 from ${clientes} where ${clientes.representante_id} = ${id})
    ) as tem`,
    )
    .then((r) => r.rows);
  return linha?.tem === true;
}

/** Deletes the login (profile, links and tokens go with it, cascade), then the profile's address. */
export async function excluirRepresentante(tx: Tx, userId: number, enderecoId: number | null) {
  await tx.delete(users).where(eq(users.id, userId));
  if (enderecoId !== null) await tx.delete(enderecos).where(eq(enderecos.id, enderecoId));
}

/** Whether another login already uses this e-mail (case-insensitive), `excetoUserId` aside. */
export async function emailEmUso(db: Db | Tx, email: string, excetoUserId?: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = ${email.toLowerCase()}`,
        excetoUserId === undefined ? undefined : sql`${users.id} <> ${excetoUserId}`,
      ),
    );
  return (linha?.n ?? 0) > 0;
}
