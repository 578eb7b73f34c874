import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { Tipo } from '@rodada/contracts';
import { cidades, enderecos, estados, users } from '../../db/schema/index.js';

// SQL shared by the account pages of every role (/{tipo}/minha-conta, spec 2 §2): the profile's
// address and the login row. Each role's own table stays in its module's repository.

/** An address's columns with its city name and state abbreviation (join cidades and estados on it). */
export const colunasEnderecoComNomes = {
  id: enderecos.id,
  rua: enderecos.rua,
  numero: enderecos.numero,
  complemento: enderecos.complemento,
  bairro: enderecos.bairro,
  cidade_id: enderecos.cidade_id,
  cidade: cidades.nome,
  estado_id: enderecos.estado_id,
  estado: estados.sigla,
  cep: enderecos.cep,
  telefone: enderecos.telefone,
  celular: enderecos.celular,
  email: enderecos.email,
};

/** 'Cidade/UF' of an address joined with its city and state, or null when it has no city. */
export const cidadeEstado = sql<
  string | null
>`case when ${cidades.nome} is null then null else ${cidades.nome} || '/' || ${estados.sigla} end`;

/** An address with its city name and state abbreviation, or null (spec 2 §3 "endereco"). */
export async function lerEndereco(db: Db | Tx, id: number | null) {
  if (id === null) return null;
  const [linha] = await db
    .select(colunasEnderecoComNomes)
    .from(enderecos)
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .where(eq(enderecos.id, id))
    .limit(1);
  return linha ?? null;
}
export type EnderecoComNomes = NonNullable<Awaited<ReturnType<typeof lerEndereco>>>;

/** The address parts every account page edits, for a role's select of its account (`endereco: {…}`). */
export const colunasEnderecoDaConta = {
  rua: enderecos.rua,
  numero: enderecos.numero,
  complemento: enderecos.complemento,
  bairro: enderecos.bairro,
  estado_id: enderecos.estado_id,
  cidade_id: enderecos.cidade_id,
  cep: enderecos.cep,
  telefone: enderecos.telefone,
  celular: enderecos.celular,
};

/** 'Cidade/UF' when the city belongs to the state, else null (a city of another state is refused). */
export async function localDaCidade(db: Db | Tx, cidadeId: number, estadoId: number): Promise<string | null> {
  const [linha] = await db
    .select({ cidade: cidades.nome, uf: estados.sigla })
    .from(cidades)
    .innerJoin(estados, eq(estados.id, cidades.estado_id))
    .where(and(eq(cidades.id, cidadeId), eq(cidades.estado_id, estadoId)))
    .limit(1);
  return linha ? `${linha.cidade}/${linha.uf}` : null;
}

/** The columns an account page writes into an address. */
export interface EnderecoGravado {
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  cidade_id: number;
  estado_id: number;
  cep: string;
  telefone: string | null;
  celular: string | null;
  /** The contact e-mail: most roles copy the login; a supplier types its own, or none. */
  email: string | null;
  /** A second contact e-mail, on supplier addresses only (spec 2 §3). */
  email2?: string | null;
  local: string;
}

/**
 * Updates the address `id`, or inserts one when `id` is null; answers the address id. `dados` is
 * usually an EnderecoGravado; the forms that may leave parts empty (customer, store) send nulls.
 */
export async function gravarEndereco(
  tx: Tx,
  id: number | null,
  dados: Omit<typeof enderecos.$inferInsert, 'id'>,
): Promise<number> {
  if (id !== null) {
    await tx.update(enderecos).set(dados).where(eq(enderecos.id, id));
    return id;
  }
  const [linha] = await tx.insert(enderecos).values(dados).returning({ id: enderecos.id });
  if (!linha) throw new Error('endereço não gravado');
  return linha.id;
}

/** Whether another login already uses this e-mail (case-insensitive, like users_email_lower_uq). */
export async function emailEmUso(db: Db | Tx, email: string, excetoUserId: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, excetoUserId)));
  return (linha?.n ?? 0) > 0;
}

/**
 * Creates a role's login with a temporary password (spec D1): to be changed at the first login,
 * the e-mail counted as validated (the creator hands the password over in person, so there is no
 * code to confirm). `verificado` says whether the account counts as completed already (spec 2 §4).
 * `criadoPor` is the staff user creating it (users.criado_por, ADR 007). Answers the user id.
 */
export async function inserirLoginTemporario(
  tx: Tx,
  dados: { tipo: Tipo; nome: string; email: string; hash: string; verificado: boolean; criadoPor: number },
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({
      tipo: dados.tipo,
      nome: dados.nome,
      email: dados.email,
      password: dados.hash,
      email_validado: true,
      verificado: dados.verificado,
      trocar_senha: true,
      criado_por: dados.criadoPor,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('usuário não inserido');
  return user.id;
}

/** Writes the login's e-mail (and name, when given) and marks the account completed (spec 2 §4). */
export async function concluirLogin(
  tx: Tx,
  userId: number,
  dados: { email: string; nome?: string | undefined },
  agora: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      email: dados.email,
      ...(dados.nome === undefined ? {} : { nome: dados.nome }),
      verificado: true,
      updated_at: agora,
    })
    .where(eq(users.id, userId));
}

/** Whether `erro` (or a cause of it) is a unique violation of the index `indice`. */
export function violouUnico(erro: unknown, indice: string): boolean {
  let atual: unknown = erro;
  for (let i = 0; i < 5 && atual && typeof atual === 'object'; i++) {
    const e = atual as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return e.constraint === undefined || e.constraint === indice;
    atual = e.cause;
  }
  return false;
}
