import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  cidades,
  enderecos,
  estados,
  fornecedores,
  representante_fornecedor,
  rodada_fornecedores,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { colunasEnderecoComNomes } from '../perfis/index.js';

// SQL of the suppliers list (spec 2 §2 "Suppliers", §7): the scoped list, the details, the facts
// the policies read (buscarRecurso, colunasGestao) and the per-representative switch
// (representante_fornecedor). 'Cadastro de Fornecedor' and its writes: fornecedores-cadastro.repository.

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

/** Every representante carrying the supplier (representante_fornecedor, whatever its own switch). */
const representantesDoFornecedor = sql<number[]>`array(
  select rf_todos.representante_id from ${representante_fornecedor} rf_todos
  where rf_todos.fornecedor_id = ${fornecedores.id})`;

/**
 * What the policies read (@rodada/domain FornecedorAutorizavel: who sees, edits and manages the
 * supplier, whose login e-mail it is), for a select whose FROM holds `fornecedores` joined with
 * users. Every answer's `acoes` and every access check come from these same columns (ADR 013).
 */
export const colunasGestao = {
  criado_por: users.criado_por,
  verificado: users.verificado,
  rodada_administrador_ids: administradoresDasRodadas,
  representante_ids: representantesDoFornecedor,
  user_id: fornecedores.user_id,
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
  const total = await contarAte(
    db,
    db
      .select(UM)
      .from(fornecedores)
      .leftJoin(representante_fornecedor, juncaoDoRepresentante(filtro.representanteId))
      .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
      .where(where),
  );
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
  return { total: total, data };
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
      endereco_id: fornecedores.endereco_id,
      logo_arquivo_id: fornecedores.logo_arquivo_id,
      video_arquivo_id: fornecedores.video_arquivo_id,
      ...colunasGestao,
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .where(eq(fornecedores.id, id))
    .limit(1);
  return linha ?? null;
}

export type RecursoFornecedor = NonNullable<Awaited<ReturnType<typeof buscarRecurso>>>;

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
