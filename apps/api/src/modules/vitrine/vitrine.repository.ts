import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { produtos as contrato } from '@rodada/contracts';
import type { Db, Tx } from '../../db/client.js';
import { fornecedores, produtos, users } from '../../db/schema/index.js';

// SQL of the shop search (spec 1 §2.4-§2.5, spec 3 §7 "GET /api/produtos/buscar"; issue 12 §7).
// The shop shows approved (status 1) and active products of active suppliers (fornecedores.ativo
// and their login's users.ativo, kept in step by the suppliers module). The text search is a
// LIKE over `produtos.busca` (lower(unaccent(code, description, supplier's names)), kept by the
// triggers of migration 0002) served by the pg_trgm GIN index; the sorts walk the partial indexes
// produtos_vitrine_* (status = 1 and ativo). No ranking, and the total is counted up to a ceiling.

/** The most words of the search text used (the rest are ignored). */
export const MAX_PALAVRAS_BUSCA = 8;

/** What the search filters and sorts by (the contract's query, money in cents). */
export interface FiltrosBusca {
  fornecedor?: number | undefined;
  categorias?: readonly number[] | undefined;
  busca?: string | undefined;
  /** Inclusive bounds, integer cents. */
  valorMinimo?: number | undefined;
  valorMaximo?: number | undefined;
  ordenacao: contrato.OrdenacaoBusca;
}

/** A product card as the search reads it. */
export interface ProdutoLido {
  id: number;
  codigo: string;
  descricao: string;
  valor: string;
  quantidade_minima: number;
  multiplo: number;
  fornecedor_id: number;
  fornecedor_nome: string;
  categoria_id: number;
  status: number;
  ativo: boolean;
  /** Whether its supplier is active (fornecedores.ativo and users.ativo). */
  fornecedor_ativo: boolean;
}

const COLUNAS = {
  id: produtos.id,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  valor: produtos.valor,
  quantidade_minima: produtos.quantidade_minima,
  multiplo: produtos.multiplo,
  fornecedor_id: produtos.fornecedor_id,
  fornecedor_nome: fornecedores.nome_fantasia,
  categoria_id: produtos.categoria_id,
  status: produtos.status,
  ativo: produtos.ativo,
  fornecedor_ativo: sql<boolean>`(${fornecedores.ativo} and ${users.ativo})`,
};

/** Cents as the numeric(14,2) literal ('4990' → '49.90'), so the comparison is exact. */
const reais = (centavos: number) =>
  `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/**
 * The words of the search text: split on spaces, each once, at most MAX_PALAVRAS_BUSCA. A word
 * inside another one is dropped ('cam camisa' is 'camisa'): its condition adds nothing.
 */
export function palavrasDaBusca(busca: string | undefined): string[] {
  const palavras = [...new Set((busca ?? '').trim().split(/\s+/).filter(Boolean))].slice(
    0,
    MAX_PALAVRAS_BUSCA,
  );
  const minusculas = palavras.map((p) => p.toLowerCase());
  return palavras.filter(
    (_p, i) =>
      !minusculas.some((o, j) => j !== i && o.length > minusculas[i]!.length && o.includes(minusculas[i]!)),
  );
}

/** LIKE wildcards and the escape character typed by the user match themselves. */
const escaparLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One word of the search, accent- and case-insensitive: the same normalisation as the stored text
 * (rodada_texto_busca), served by produtos_busca_trgm_idx for words of 3 characters or more.
 */
const contemPalavra = (palavra: string): SQL =>
  sql`${produtos.busca} like '%' || rodada_texto_busca(${escaparLike(palavra)}) || '%'`;

/** The products the shop shows (the partial indexes' predicate and an active supplier). */
const NA_VITRINE = and(
  eq(produtos.status, 1),
  eq(produtos.ativo, true),
  eq(fornecedores.ativo, true),
  eq(users.ativo, true),
)!;

/** The whole filter of a search. */
function condicoes(f: FiltrosBusca): SQL {
  const partes: SQL[] = [NA_VITRINE];
  if (f.fornecedor !== undefined) partes.push(eq(produtos.fornecedor_id, f.fornecedor));
  if (f.categorias?.length) partes.push(inArray(produtos.categoria_id, [...f.categorias]));
  if (f.valorMinimo !== undefined) partes.push(gte(produtos.valor, reais(f.valorMinimo)));
  if (f.valorMaximo !== undefined) partes.push(lte(produtos.valor, reais(f.valorMaximo)));
  for (const palavra of palavrasDaBusca(f.busca)) partes.push(contemPalavra(palavra));
  return and(...partes)!;
}

/** The sort of each option (spec 3 §7), with the id as tie-breaker: each matches one partial index. */
// produtos_vitrine_novos_idx and _vendidos_idx are DESC NULLS LAST; a plain `desc` (NULLS FIRST)
// would not match them and sort every shop product (measured: 200 ms at 100 000 products).
const DESC_NULLS_LAST = (c: AnyColumn) => sql`${c} desc nulls last`;
const ORDEM: Record<contrato.OrdenacaoBusca, SQL[]> = {
  1: [DESC_NULLS_LAST(produtos.created_at), DESC_NULLS_LAST(produtos.id)],
  2: [DESC_NULLS_LAST(produtos.vendidos), DESC_NULLS_LAST(produtos.id)],
  // produtos_vitrine_valor_idx (valor, id) read backwards gives exactly DESC NULLS FIRST.
  3: [desc(produtos.valor), desc(produtos.id)],
  4: [asc(produtos.valor), asc(produtos.id)],
};

/**
 * The sort key of each option as a number (exact: microseconds, pieces, cents), read with the
 * matches when they are counted, so that a small result (its count is exact) is sorted here and its
 * page read by id, without a second trip through the filter's index (the trigram GIN, the category).
 */
const CHAVE: Record<contrato.OrdenacaoBusca, SQL<number>> = {
  1: sql<number>`(extract(epoch from ${produtos.created_at}) * 1000000)::float8`,
  2: sql<number>`${produtos.vendidos}::float8`,
  3: sql<number>`(${produtos.valor} * 100)::float8`,
  4: sql<number>`(${produtos.valor} * 100)::float8`,
};

interface Chave {
  id: number;
  chave: number;
}

/** ORDEM in memory: 1, 2, 3 descending (then id descending), 4 ascending (then id ascending). */
export function ordenarChaves(linhas: Chave[], ordenacao: contrato.OrdenacaoBusca): Chave[] {
  const sinal = ordenacao === 4 ? 1 : -1;
  return [...linhas].sort((a, b) => sinal * (a.chave - b.chave || a.id - b.id));
}

/** The supplier of the product and its login (for the active flags). */
const DO_FORNECEDOR = eq(fornecedores.id, produtos.fornecedor_id);
const DO_LOGIN = eq(users.id, fornecedores.user_id);

/**
 * The two queries of a search page: the page walking its sort's index, and the matches' ids with
 * their sort keys, to be read up to the counting limit. Exported so the benchmark
 * (bench/busca.bench.ts) runs and explains exactly these.
 */
export function consultasDaBusca(db: Db | Tx, filtros: FiltrosBusca, page: number, porPagina: number) {
  const onde = condicoes(filtros);
  const pagina = db
    .select(COLUNAS)
    .from(produtos)
    .innerJoin(fornecedores, DO_FORNECEDOR)
    .innerJoin(users, DO_LOGIN)
    .where(onde)
    .orderBy(...ORDEM[filtros.ordenacao])
    .limit(porPagina)
    .offset((page - 1) * porPagina);
  const chaves = db
    .select({ id: produtos.id, chave: CHAVE[filtros.ordenacao] })
    .from(produtos)
    .innerJoin(fornecedores, DO_FORNECEDOR)
    .innerJoin(users, DO_LOGIN)
    .where(onde)
    .limit(limiteDasChaves(filtros, page, porPagina));
  return { pagina, chaves };
}

/**
 * The fewest matches a text search reads (ids and keys, by the trigram index): up to this many the
 * whole result is known, exact and sorted here. Beyond it the words are common enough (1 % of
 * 100 000) for the sort's index walk to meet 18 of them soon; below it that walk could read
 * thousands of entries for a page ('calça jeans' at 100 000 products: 23 ms on PGlite).
 */
export const MIN_CHAVES_BUSCA_TEXTO = 500;

/** How many matches' keys a search reads: its counting limit, at least MIN_CHAVES_BUSCA_TEXTO for a text search. */
const limiteDasChaves = (filtros: FiltrosBusca, page: number, porPagina: number) => {
  const limite = contrato.limiteDaContagem(page, porPagina);
  return buscaPeloIndiceDeTexto(filtros) ? Math.max(limite, MIN_CHAVES_BUSCA_TEXTO) : limite;
};

/**
 * Whether the matches are read through the trigram index, sequential scans off for that one query
 * (a transaction of its own, SET LOCAL): when the text has a word of 3 characters or more. With a
 * LIMIT the planner bets on meeting the matches soon in a sequential scan, which loses when the
 * words are common alone and rare together (measured at 100 000 products, 'calça jeans': 15 → 5 ms
 * on PGlite, 10 → 2.6 ms on PostgreSQL) and never won by more than a few tenths of a millisecond
 * (docs/bench-busca.md).
 */
export const buscaPeloIndiceDeTexto = (filtros: FiltrosBusca) =>
  palavrasDaBusca(filtros.busca).some((p) => p.length >= 3);

/**
 * One page of the search and its total, counted up to contrato.limiteDaContagem (six pages past
 * this one); `exato` is false when the count stopped there. The matches are read first (ids and
 * sort keys, up to limiteDasChaves; PostgreSQL stops there): when they are fewer, that is the whole
 * result, its exact total, sorted here and its page read by id (measured at 100 000 products: a
 * search with no match 240 ms → 11 ms, a rare 4-word one read once instead of twice); when they
 * reach it, the page walks the sort's index (ORDEM), where the first 18 matches come soon.
 */
export async function buscar(
  db: Db,
  filtros: FiltrosBusca,
  page: number,
  porPagina: number,
): Promise<{ total: number; exato: boolean; data: ProdutoLido[] }> {
  const limite = contrato.limiteDaContagem(page, porPagina);
  const { pagina, chaves } = consultasDaBusca(db, filtros, page, porPagina);
  const achados = buscaPeloIndiceDeTexto(filtros)
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return consultasDaBusca(tx, filtros, page, porPagina).chaves;
      })
    : await chaves;
  const exato = achados.length < limiteDasChaves(filtros, page, porPagina);
  // A broad result answers the counting limit (the contract's total), a known one its size.
  const total = exato ? achados.length : limite;
  const inicio = (page - 1) * porPagina;
  // Past the last product (or none at all): no page to read.
  if (inicio >= total) return { total, exato, data: [] };
  if (!exato) return { total, exato, data: await pagina };
  const ids = ordenarChaves(achados, filtros.ordenacao)
    .slice(inicio, inicio + porPagina)
    .map((a) => a.id);
  // Read again by id: a product that left the shop in between (deactivated) is left out.
  const lidos = new Map((await porIds(db, ids)).map((p) => [p.id, p]));
  const data = ids.flatMap((id) => {
    const p = lidos.get(id);
    return p && p.status === 1 && p.ativo && p.fornecedor_ativo ? [p] : [];
  });
  return { total, exato, data };
}

const COLUNAS_DETALHE = { ...COLUNAS, detalhes: produtos.detalhes };
export type ProdutoDetalheLido = ProdutoLido & { detalhes: string | null };

/** Products by id, whatever their status (the service keeps those the caller may see). */
export async function porIds(db: Db | Tx, ids: readonly number[]): Promise<ProdutoDetalheLido[]> {
  if (!ids.length) return [];
  return db
    .select(COLUNAS_DETALHE)
    .from(produtos)
    .innerJoin(fornecedores, DO_FORNECEDOR)
    .innerJoin(users, DO_LOGIN)
    .where(inArray(produtos.id, [...ids]));
}

/** One product, whatever its status, or null. */
export async function porId(db: Db | Tx, id: number): Promise<ProdutoLido | null> {
  const [p] = await porIds(db, [id]);
  return p ?? null;
}
