import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  avaliacoes,
  cidades,
  enderecos,
  estados,
  fornecedores,
  representante_fornecedor,
  representantes,
  rodada_fornecedores,
  rodadas,
  users,
} from '../../db/schema/index.js';
import {
  colunasEnderecoComNomes,
  colunasEnderecoDaConta,
  inserirLoginTemporario,
  type EnderecoGravado,
} from '../perfis/perfis.repository.js';
import { definirAtivo as definirLoginAtivo } from '../usuarios/usuarios.repository.js';

// SQL of the suppliers maintenance (spec 2 §2 "Suppliers", §7): the scoped list, 'Cadastro de
// Fornecedor', block, delete, ratings and the per-representative switch (representante_fornecedor).

/** The caller's representante_fornecedor row for each supplier (left join; none for other roles). */
function juncaoDoRepresentante(representanteId: number | null) {
  return and(
    eq(representante_fornecedor.fornecedor_id, fornecedores.id),
    // `= null` matches nothing: master and administrador get no row.
    sql`${representante_fornecedor.representante_id} = ${representanteId}`,
  );
}

/** 'Cidade/UF' of the supplier: its own `local`, else the address's. */
const local = sql<string | null>`coalesce(${fornecedores.local}, ${enderecos.local})`;

/**
 * Search by part of the trade name, the company name, the city ('Cidade/UF') or the CNPJ, typed with
 * or without the mask (LIKE wildcards typed by the user are literal).
 */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const escapar = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
  const termo = `%${escapar(busca.toLowerCase())}%`;
  const condicoes: SQL[] = [
    sql`lower(${fornecedores.nome_fantasia}) like ${termo}`,
    sql`lower(coalesce(${fornecedores.razao_social}, '')) like ${termo}`,
    sql`lower(coalesce(${local}, '')) like ${termo}`,
  ];
  // The CNPJ is stored as 14 upper-case characters: compare without the mask.
  const cnpj = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (cnpj.length >= 2) condicoes.push(sql`${fornecedores.cnpj} like ${`%${cnpj}%`}`);
  return or(...condicoes);
}

/**
 * Who sees which supplier (the list's share of podeVerFornecedor): master and administrador every one;
 * a representante the active ones and those it carries.
 */
function escopo(representanteId: number | null): SQL | undefined {
  if (representanteId === null) return undefined;
  return or(eq(fornecedores.ativo, true), isNotNull(representante_fornecedor.id));
}

/**
 * The administradores organising a round the supplier takes part in (ADR 007: they maintain it),
 * for a select whose FROM holds `fornecedores`.
 */
const administradoresDasRodadas = sql<number[]>`array(
  select distinct ${rodadas.administrador_id} from ${rodada_fornecedores}
  inner join ${rodadas} on ${rodadas.id} = ${rodada_fornecedores.rodada_id}
  where ${rodada_fornecedores.fornecedor_id} = ${fornecedores.id})`;

/** What the maintenance policies read (fornecedor.policy FornecedorGerido), for a select joined with users. */
const colunasGestao = {
  criado_por: users.criado_por,
  verificado: users.verificado,
  rodada_administrador_ids: administradoresDasRodadas,
};

/** The list columns (spec 2 §2), with the caller's own switch when it is a representante. */
function colunasLista(representanteId: number | null) {
  const ehRepresentante = representanteId !== null;
  return {
    id: fornecedores.id,
    nome_fantasia: fornecedores.nome_fantasia,
    razao_social: fornecedores.razao_social,
    cnpj: fornecedores.cnpj,
    cidade: cidades.nome,
    local,
    ativo: fornecedores.ativo,
    ativo_representante: ehRepresentante
      ? sql<boolean>`coalesce(${representante_fornecedor.ativo_representante}, false)`
      : sql<null>`null`,
    representa: ehRepresentante ? sql<boolean>`${representante_fornecedor.id} is not null` : sql<null>`null`,
  };
}

/** A page of suppliers visible to the caller, by trade name, and how many match. */
export async function listarFornecedores(
  db: Db,
  filtro: { busca?: string | undefined; page: number; porPagina: number; representanteId: number | null },
) {
  const where = and(escopo(filtro.representanteId), filtroBusca(filtro.busca));
  const [total] = await db
    .select({ n: count() })
    .from(fornecedores)
    .leftJoin(representante_fornecedor, juncaoDoRepresentante(filtro.representanteId))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .where(where);
  const data = await db
    .select({ ...colunasLista(filtro.representanteId), ...colunasGestao })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(representante_fornecedor, juncaoDoRepresentante(filtro.representanteId))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .where(where)
    .orderBy(asc(sql`lower(${fornecedores.nome_fantasia})`), asc(fornecedores.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total?.n ?? 0, data };
}

/** Every supplier the representante carries, with its own switch, by trade name. */
export async function listarDoRepresentante(db: Db, representanteId: number) {
  return db
    .select({
      ...colunasLista(representanteId),
      ativo_representante: representante_fornecedor.ativo_representante,
      representa: sql<boolean>`true`,
      ...colunasGestao,
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .innerJoin(representante_fornecedor, juncaoDoRepresentante(representanteId))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .orderBy(asc(sql`lower(${fornecedores.nome_fantasia})`), asc(fornecedores.id));
}

/** The active suppliers whose login is active too, for the shop's filter, with their logo key. */
export async function listarAtivosParaLoja(db: Db) {
  return db
    .select({ id: fornecedores.id, nome_fantasia: fornecedores.nome_fantasia, logo_chave: arquivos.chave })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(arquivos, eq(arquivos.id, fornecedores.logo_arquivo_id))
    .where(and(eq(fornecedores.ativo, true), eq(users.ativo, true)))
    .orderBy(asc(sql`lower(${fornecedores.nome_fantasia})`), asc(fornecedores.id));
}

/**
 * A supplier with what the policies need (its ativo, the representantes that carry it, who
 * registered it, its rounds' administradores, whether it completed its account) and the links its
 * maintenance touches, or null.
 */
export async function buscarRecurso(db: Db | Tx, id: number) {
  const [linha] = await db
    .select({
      id: fornecedores.id,
      ativo: fornecedores.ativo,
      nome_fantasia: fornecedores.nome_fantasia,
      user_id: fornecedores.user_id,
      endereco_id: fornecedores.endereco_id,
      logo_arquivo_id: fornecedores.logo_arquivo_id,
      video_arquivo_id: fornecedores.video_arquivo_id,
      ...colunasGestao,
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .where(eq(fornecedores.id, id))
    .limit(1);
  if (!linha) return null;
  const reps = await db
    .select({ id: representante_fornecedor.representante_id })
    .from(representante_fornecedor)
    .where(eq(representante_fornecedor.fornecedor_id, id));
  return { ...linha, representante_ids: reps.map((r) => r.id) };
}
export type RecursoFornecedor = NonNullable<Awaited<ReturnType<typeof buscarRecurso>>>;

/** The same supplier row locked until the transaction ends (one change at a time). */
export async function travar(tx: Tx, id: number) {
  const [linha] = await tx
    .select({
      id: fornecedores.id,
      ativo: fornecedores.ativo,
      user_id: fornecedores.user_id,
      endereco_id: fornecedores.endereco_id,
    })
    .from(fornecedores)
    .where(eq(fornecedores.id, id))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** 'Cadastro de Fornecedor' of one supplier: profile, address and login, or null. */
export async function buscarCadastro(db: Db, id: number) {
  const [linha] = await db
    .select({
      id: fornecedores.id,
      razao_social: fornecedores.razao_social,
      nome_fantasia: fornecedores.nome_fantasia,
      cnpj: fornecedores.cnpj,
      ie: fornecedores.ie,
      nome_socio: fornecedores.nome_socio,
      cpf: fornecedores.cpf,
      data_nascimento: fornecedores.data_nascimento,
      ativo: fornecedores.ativo,
      verificado: users.verificado,
      email: users.email,
      endereco_id: fornecedores.endereco_id,
      endereco: { ...colunasEnderecoDaConta, email: enderecos.email, email2: enderecos.email2 },
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .where(eq(fornecedores.id, id))
    .limit(1);
  return linha ?? null;
}

/** The details dialog of one supplier: list columns, IE, logo key and the address with names. */
export async function buscarDetalhe(db: Db, id: number, representanteId: number | null) {
  const [linha] = await db
    .select({
      ...colunasLista(representanteId),
      ie: fornecedores.ie,
      logo_chave: arquivos.chave,
      endereco_id: fornecedores.endereco_id,
      endereco: { ...colunasEnderecoComNomes, email2: enderecos.email2, local: enderecos.local },
      ...colunasGestao,
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(representante_fornecedor, juncaoDoRepresentante(representanteId))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .leftJoin(arquivos, eq(arquivos.id, fornecedores.logo_arquivo_id))
    .where(eq(fornecedores.id, id))
    .limit(1);
  return linha ?? null;
}

/**
 * Serialises registrations and edits of one CNPJ until the transaction ends, so two saves racing
 * for the same CNPJ cannot both pass the uniqueness check (there is no unique index on it).
 */
export async function travarCnpj(tx: Tx, cnpj: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fornecedores.cnpj:${cnpj}`}))`);
}

/** Whether another supplier already has this CNPJ. */
export async function cnpjEmUso(db: Db | Tx, cnpj: string, excetoId?: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(fornecedores)
    .where(
      and(
        eq(fornecedores.cnpj, cnpj),
        excetoId === undefined ? undefined : sql`${fornecedores.id} <> ${excetoId}`,
      ),
    );
  return (linha?.n ?? 0) > 0;
}

/** The supplier profile data 'Cadastro de Fornecedor' writes. */
export interface DadosFornecedor {
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string | null;
  nome_socio: string | null;
  cpf: string | null;
  data_nascimento: string | null;
  local: string;
}

/**
 * Creates a supplier: its login (tipo fornecedor, the e-mail counts as validated since the password
 * is handed over in person, account to be completed, temporary password to change), its address and
 * profile; a representante who registers it carries it. Answers the supplier id.
 */
export async function inserirFornecedor(
  tx: Tx,
  dados: DadosFornecedor & {
    email: string;
    hash: string;
    endereco: EnderecoGravado;
    representanteId: number | null;
    criadoPor: number;
  },
): Promise<{ id: number; userId: number }> {
  const userId = await inserirLoginTemporario(tx, {
    tipo: 'fornecedor',
    nome: dados.nome_fantasia,
    email: dados.email,
    hash: dados.hash,
    verificado: false,
    criadoPor: dados.criadoPor,
  });
  const [end] = await tx.insert(enderecos).values(dados.endereco).returning({ id: enderecos.id });
  if (!end) throw new Error('endereço não inserido');
  const [forn] = await tx
    .insert(fornecedores)
    .values({
      user_id: userId,
      razao_social: dados.razao_social,
      nome_fantasia: dados.nome_fantasia,
      cnpj: dados.cnpj,
      ie: dados.ie,
      nome_socio: dados.nome_socio,
      cpf: dados.cpf,
      data_nascimento: dados.data_nascimento,
      endereco_id: end.id,
      local: dados.local,
    })
    .returning({ id: fornecedores.id });
  if (!forn) throw new Error('fornecedor não inserido');
  if (dados.representanteId !== null) {
    await tx
      .insert(representante_fornecedor)
      .values({ representante_id: dados.representanteId, fornecedor_id: forn.id, ativo_representante: true });
  }
  return { id: forn.id, userId };
}

/** Updates the supplier profile; the login's display name follows the trade name (and its e-mail, when given). */
export async function atualizarFornecedor(
  tx: Tx,
  id: number,
  userId: number,
  dados: DadosFornecedor & { endereco_id: number; email?: string | undefined },
  agora: Date,
): Promise<void> {
  const { endereco_id, email, ...perfil } = dados;
  await tx
    .update(fornecedores)
    .set({ ...perfil, endereco_id, updated_at: agora })
    .where(eq(fornecedores.id, id));
  await tx
    .update(users)
    .set({ nome: dados.nome_fantasia, ...(email === undefined ? {} : { email }), updated_at: agora })
    .where(eq(users.id, userId));
}

/**
 * Sets the supplier's ativo and its login's ativo together (spec 2 §4, schema note on
 * fornecedores.ativo); deactivating also ends the login's sessions.
 */
export async function definirAtivo(tx: Tx, id: number, userId: number, ativo: boolean, agora: Date) {
  await tx.update(fornecedores).set({ ativo, updated_at: agora }).where(eq(fornecedores.id, id));
  await definirLoginAtivo(tx, userId, ativo, agora);
}

/**
 * Deletes the supplier's login (the profile, tokens, ratings, representative and customer links go
 * with it, cascade), then its address and the rows of its logo and video; answers the storage keys
 * of the files, to remove after the commit.
 */
export async function excluirFornecedor(
  tx: Tx,
  f: {
    user_id: number;
    endereco_id: number | null;
    logo_arquivo_id: number | null;
    video_arquivo_id: number | null;
  },
): Promise<string[]> {
  await tx.delete(users).where(eq(users.id, f.user_id));
  if (f.endereco_id !== null) await tx.delete(enderecos).where(eq(enderecos.id, f.endereco_id));
  const ids = [f.logo_arquivo_id, f.video_arquivo_id].filter((v): v is number => v !== null);
  if (ids.length === 0) return [];
  const apagados = await tx
    .delete(arquivos)
    .where(inArray(arquivos.id, ids))
    .returning({ chave: arquivos.chave });
  return apagados.map((a) => a.chave);
}

/* Ratings ------------------------------------------------------------------------------------- */

const colunasAvaliacao = {
  id: avaliacoes.id,
  rating: avaliacoes.rating,
  comentario: avaliacoes.comentario,
  representante_id: avaliacoes.representante_id,
  fornecedor_id: avaliacoes.fornecedor_id,
  created_at: avaliacoes.created_at,
  representante_nome: representantes.nome_fantasia,
};

/** The newest ratings of a supplier, at most `limite`, with the author's trade name. */
export async function listarAvaliacoes(db: Db, fornecedorId: number, limite: number) {
  return db
    .select(colunasAvaliacao)
    .from(avaliacoes)
    .innerJoin(representantes, eq(representantes.id, avaliacoes.representante_id))
    .where(eq(avaliacoes.fornecedor_id, fornecedorId))
    .orderBy(desc(avaliacoes.created_at), desc(avaliacoes.id))
    .limit(limite);
}

/** One rating with its author's name, or null. */
export async function buscarAvaliacao(db: Db | Tx, id: number) {
  const [linha] = await db
    .select(colunasAvaliacao)
    .from(avaliacoes)
    .innerJoin(representantes, eq(representantes.id, avaliacoes.representante_id))
    .where(eq(avaliacoes.id, id))
    .limit(1);
  return linha ?? null;
}

/** Stores a rating; answers its id. */
export async function inserirAvaliacao(
  tx: Tx,
  dados: {
    representante_id: number;
    fornecedor_id: number;
    rating: string;
    comentario: string;
    created_at: Date;
  },
): Promise<number> {
  const [linha] = await tx.insert(avaliacoes).values(dados).returning({ id: avaliacoes.id });
  if (!linha) throw new Error('avaliação não inserida');
  return linha.id;
}

/** Deletes a rating. */
export async function excluirAvaliacao(tx: Tx, id: number): Promise<void> {
  await tx.delete(avaliacoes).where(eq(avaliacoes.id, id));
}

/* Per-representative switch -------------------------------------------------------------------- */

/** The representante's own switch for the supplier: true/false, or null when it does not carry it. */
export async function ativoDoRepresentante(
  db: Db | Tx,
  representanteId: number,
  fornecedorId: number,
): Promise<boolean | null> {
  const [linha] = await db
    .select({ ativo: representante_fornecedor.ativo_representante })
    .from(representante_fornecedor)
    .where(
      and(
        eq(representante_fornecedor.representante_id, representanteId),
        eq(representante_fornecedor.fornecedor_id, fornecedorId),
      ),
    )
    .limit(1);
  return linha?.ativo ?? null;
}

/** Switches the supplier on (carrying it from now on) or off for the representante. */
export async function definirAtivoDoRepresentante(
  tx: Tx,
  representanteId: number,
  fornecedorId: number,
  ativo: boolean,
): Promise<void> {
  await tx
    .insert(representante_fornecedor)
    .values({ representante_id: representanteId, fornecedor_id: fornecedorId, ativo_representante: ativo })
    .onConflictDoUpdate({
      target: [representante_fornecedor.representante_id, representante_fornecedor.fornecedor_id],
      set: { ativo_representante: ativo },
    });
}
