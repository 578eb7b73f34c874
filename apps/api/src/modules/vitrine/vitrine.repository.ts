import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { produtos as contrato } from '@rodada/contracts';
import { contarAte, UM } from '../../db/contagem.js';
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
 * The same sorts over expressions no index matches, for a result already known to be small (its
 * exact count is under the counting limit): the planner then reaches the rows by the filter's own
 * index (the trigram GIN, the category's) and sorts at most that many in memory, instead of walking
 * a sort index hoping to meet 18 matches soon (measured at 100 000 products, PostgreSQL: a search
 * with no match 240 ms → 11 ms; 'calça jeans' 26 ms → 11 ms).
 */
const ORDEM_EM_MEMORIA: Record<contrato.OrdenacaoBusca, SQL[]> = {
  1: [sql`(${produtos.created_at} + interval '0 seconds') desc`, sql`(${produtos.id} + 0) desc`],
  2: [sql`(${produtos.vendidos} + 0) desc`, sql`(${produtos.id} + 0) desc`],
  3: [sql`(${produtos.valor} + 0) desc`, sql`(${produtos.id} + 0) desc`],
  4: [sql`(${produtos.valor} + 0) asc`, sql`(${produtos.id} + 0) asc`],
};

/** The supplier of the product and its login (for the active flags). */
const DO_FORNECEDOR = eq(fornecedores.id, produtos.fornecedor_id);
const DO_LOGIN = eq(users.id, fornecedores.user_id);

/**
 * The two queries of a search page: the page itself and its capped count (contarAte). Exported so
 * the benchmark (bench/busca.bench.ts) runs and explains exactly these.
 */
export function consultasDaBusca(
  db: Db | Tx,
  filtros: FiltrosBusca,
  page: number,
  porPagina: number,
  emMemoria = false,
) {
  const onde = condicoes(filtros);
  const pagina = db
    .select(COLUNAS)
    .from(produtos)
    .innerJoin(fornecedores, DO_FORNECEDOR)
    .innerJoin(users, DO_LOGIN)
    .where(onde)
    .orderBy(...(emMemoria ? ORDEM_EM_MEMORIA : ORDEM)[filtros.ordenacao])
    .limit(porPagina)
    .offset((page - 1) * porPagina);
  const contagem = db
    .select(UM)
    .from(produtos)
    .innerJoin(fornecedores, DO_FORNECEDOR)
    .innerJoin(users, DO_LOGIN)
    .where(onde);
  return { pagina, contagem };
}

/**
 * One page of the search and its total, counted up to contrato.limiteDaContagem (six pages past
 * this one); `exato` is false when the count stopped there. The count runs first: it tells whether
 * the matches are few (sort them in memory) or many (walk the sort's index, ORDEM).
 */
export async function buscar(
  db: Db | Tx,
  filtros: FiltrosBusca,
  page: number,
  porPagina: number,
): Promise<{ total: number; exato: boolean; data: ProdutoLido[] }> {
  const limite = contrato.limiteDaContagem(page, porPagina);
  const total = await contarAte(db, consultasDaBusca(db, filtros, page, porPagina).contagem, limite);
  const exato = total < limite;
  // Past the last product (or none at all): no page to read.
  if ((page - 1) * porPagina >= total) return { total, exato, data: [] };
  const data = await consultasDaBusca(db, filtros, page, porPagina, exato).pagina;
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
