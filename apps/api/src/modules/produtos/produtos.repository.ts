import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  categorias,
  cores,
  fornecedores,
  homologacoes,
  pedido_itens,
  pedidos_clientes_itens,
  produto_cores,
  produto_midias,
  produto_tamanhos,
  produtos,
  tamanhos,
} from '../../db/schema/index.js';
import { motivosDasDecisoes } from '../homologacao/index.js';

// SQL of a supplier's products (spec 3 §2 "Products list", "Product form", §3 "Product", §7).

/** A product as the list, the form and the print read it (before photo, reasons and acoes). */
export interface ProdutoLido {
  id: number;
  codigo: string;
  descricao: string;
  valor: string;
  categoria_id: number;
  categoria_nome: string;
  quantidade_minima: number;
  multiplo: number;
  detalhes: string | null;
  status: number;
  ativo: boolean;
  fornecedor_id: number;
  fornecedor_nome: string;
}

/** The columns the form writes. */
export interface ProdutoGravado {
  codigo: string;
  descricao: string;
  valor: string;
  categoria_id: number;
  quantidade_minima: number;
  multiplo: number;
  detalhes: string;
}

const COLUNAS = {
  id: produtos.id,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  valor: produtos.valor,
  categoria_id: produtos.categoria_id,
  categoria_nome: categorias.nome,
  quantidade_minima: produtos.quantidade_minima,
  multiplo: produtos.multiplo,
  detalhes: produtos.detalhes,
  status: produtos.status,
  ativo: produtos.ativo,
  fornecedor_id: produtos.fornecedor_id,
  fornecedor_nome: fornecedores.nome_fantasia,
};

const selecionar = (db: Db | Tx) =>
  db
    .select(COLUNAS)
    .from(produtos)
    .innerJoin(categorias, eq(categorias.id, produtos.categoria_id))
    .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id));

/** The filters of /produtos, already resolved (null: no filter). */
export interface FiltroProdutos {
  fornecedorId: number | null;
  status: number | null;
  ativo: boolean | null;
  busca: string | undefined;
}

/** A LIKE pattern for part of a text (wildcards typed by the user are literal). */
function padraoLike(busca: string): string {
  return busca.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The WHERE of the list: the supplier's products (all for the master), status, active flag and
 * the accent-insensitive search over `busca` (code, description and the supplier's names, kept by
 * the triggers of migration 0002; the pg_trgm index serves it).
 */
function onde(f: FiltroProdutos): SQL | undefined {
  return and(
    f.fornecedorId === null ? undefined : eq(produtos.fornecedor_id, f.fornecedorId),
    f.status === null ? undefined : eq(produtos.status, f.status),
    f.ativo === null ? undefined : eq(produtos.ativo, f.ativo),
    f.busca
      ? sql`${produtos.busca} like '%' || rodada_texto_busca(${padraoLike(f.busca)}) || '%'`
      : undefined,
  );
}

/** A page of products, newest first, and how many match (bounded, contarAte). */
export async function listar(
  db: Db | Tx,
  f: FiltroProdutos & { page: number; porPagina: number },
): Promise<{ total: number; data: ProdutoLido[] }> {
  const where = onde(f);
  const total = await contarAte(db, db.select(UM).from(produtos).where(where));
  const data = await selecionar(db)
    .where(where)
    .orderBy(desc(produtos.created_at), desc(produtos.id))
    .limit(f.porPagina)
    .offset((f.page - 1) * f.porPagina);
  return { total, data };
}

/** Product `id`, or null. */
export async function buscar(db: Db | Tx, id: number): Promise<ProdutoLido | null> {
  const [linha] = await selecionar(db).where(eq(produtos.id, id));
  return linha ?? null;
}

/** Locks product `id` until the transaction ends, answering it (null when absent). */
export async function travar(tx: Tx, id: number) {
  const [linha] = await tx
    .select({
      id: produtos.id,
      fornecedor_id: produtos.fornecedor_id,
      status: produtos.status,
      ativo: produtos.ativo,
    })
    .from(produtos)
    .where(eq(produtos.id, id))
    .for('update');
  return linha ?? null;
}

/** The first photo (arquivos id and key) of each product of `ids`. */
export async function primeirasFotos(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { id: number; chave: string }>> {
  if (ids.length === 0) return new Map();
  const linhas = await db
    .selectDistinctOn([produto_midias.produto_id], {
      produto_id: produto_midias.produto_id,
      id: arquivos.id,
      chave: arquivos.chave,
    })
    .from(produto_midias)
    .innerJoin(arquivos, eq(arquivos.id, produto_midias.arquivo_id))
    .where(and(inArray(produto_midias.produto_id, ids), eq(produto_midias.tipo, 'foto')))
    .orderBy(produto_midias.produto_id, asc(produto_midias.ordem), asc(produto_midias.id));
  return new Map(linhas.map((l) => [l.produto_id, { id: l.id, chave: l.chave }]));
}

/**
 * The reasons of the latest decision of each product of `ids` when it was a rejection (status 2):
 * nome from the possible-errors list ('' for a free-text reason) and the text as recorded.
 */
export async function motivosDaReprovacao(
  db: Db | Tx,
  ids: number[],
): Promise<Map<number, { nome: string; descricao: string }[]>> {
  if (ids.length === 0) return new Map();
  const ultimas = await db
    .selectDistinctOn([homologacoes.produto_id], {
      id: homologacoes.id,
      produto_id: homologacoes.produto_id,
      status: homologacoes.status,
    })
    .from(homologacoes)
    .where(inArray(homologacoes.produto_id, ids))
    .orderBy(homologacoes.produto_id, desc(homologacoes.created_at), desc(homologacoes.id));
  const reprovacoes = ultimas.filter((h) => h.status === 2);
  const mapa = new Map<number, { nome: string; descricao: string }[]>();
  if (reprovacoes.length === 0) return mapa;
  const motivos = await motivosDasDecisoes(
    db,
    reprovacoes.map((h) => h.id),
  );
  const produtoDa = new Map(reprovacoes.map((h) => [h.id, h.produto_id]));
  for (const m of motivos) {
    const produtoId = produtoDa.get(m.homologacao_id)!;
    const lista = mapa.get(produtoId) ?? [];
    lista.push({ nome: m.nome ?? '', descricao: m.descricao });
    mapa.set(produtoId, lista);
  }
  return mapa;
}

/** The product's colours and sizes, in the product's order. */
export async function grade(db: Db | Tx, produtoId: number) {
  const c = await db
    .select({ id: cores.id, nome: cores.nome })
    .from(produto_cores)
    .innerJoin(cores, eq(cores.id, produto_cores.cor_id))
    .where(eq(produto_cores.produto_id, produtoId))
    .orderBy(asc(produto_cores.ordem), asc(produto_cores.id));
  const t = await db
    .select({ id: tamanhos.id, tamanho: tamanhos.tamanho, especial: tamanhos.especial })
    .from(produto_tamanhos)
    .innerJoin(tamanhos, eq(tamanhos.id, produto_tamanhos.tamanho_id))
    .where(eq(produto_tamanhos.produto_id, produtoId))
    .orderBy(asc(produto_tamanhos.ordem), asc(produto_tamanhos.id));
  return { cores: c, tamanhos: t };
}

/** Whether category `id` exists. */
export async function categoriaExiste(db: Db | Tx, id: number): Promise<boolean> {
  const [l] = await db.select(UM).from(categorias).where(eq(categorias.id, id)).limit(1);
  return l !== undefined;
}

/** Which of `ids` are colours `fornecedorId` may use: the shared ones (tipo 1) and its own. */
export async function coresVisiveis(db: Db | Tx, fornecedorId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas = await db
    .select({ id: cores.id })
    .from(cores)
    .where(
      and(
        inArray(cores.id, ids),
        or(and(eq(cores.tipo, 1), isNull(cores.fornecedor_id)), eq(cores.fornecedor_id, fornecedorId)),
      ),
    );
  return new Set(linhas.map((l) => l.id));
}

/** Which of `ids` are sizes `fornecedorId` may use: the shared ones (tipo 1) and its own. */
export async function tamanhosVisiveis(
  db: Db | Tx,
  fornecedorId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas = await db
    .select({ id: tamanhos.id })
    .from(tamanhos)
    .where(
      and(
        inArray(tamanhos.id, ids),
        or(
          and(eq(tamanhos.tipo, 1), isNull(tamanhos.fornecedor_id)),
          eq(tamanhos.fornecedor_id, fornecedorId),
        ),
      ),
    );
  return new Set(linhas.map((l) => l.id));
}

/** Whether another product of the supplier (not `exceto`) already has `codigo`. */
export async function codigoEmUso(
  db: Db | Tx,
  fornecedorId: number,
  codigo: string,
  exceto?: number,
): Promise<boolean> {
  const [l] = await db
    .select(UM)
    .from(produtos)
    .where(
      and(
        eq(produtos.fornecedor_id, fornecedorId),
        eq(produtos.codigo, codigo),
        exceto === undefined ? undefined : sql`${produtos.id} <> ${exceto}`,
      ),
    )
    .limit(1);
  return l !== undefined;
}

/** Inserts a product of `fornecedorId` in 0 Em homologação; answers its id. */
export async function inserir(tx: Tx, fornecedorId: number, dados: ProdutoGravado): Promise<number> {
  const [novo] = await tx
    .insert(produtos)
    .values({ ...dados, fornecedor_id: fornecedorId, status: 0 })
    .returning({ id: produtos.id });
  return novo!.id;
}

/** Updates a product's form columns and status. */
export async function atualizar(tx: Tx, id: number, dados: ProdutoGravado & { status: number }) {
  await tx
    .update(produtos)
    .set({ ...dados, updated_at: sql`now()` })
    .where(eq(produtos.id, id));
}

/** Replaces the product's grid with these colours and sizes, in this order. */
export async function gravarGrade(tx: Tx, produtoId: number, corIds: number[], tamanhoIds: number[]) {
  await tx.delete(produto_cores).where(eq(produto_cores.produto_id, produtoId));
  await tx.delete(produto_tamanhos).where(eq(produto_tamanhos.produto_id, produtoId));
  await tx
    .insert(produto_cores)
    .values(corIds.map((cor_id, ordem) => ({ produto_id: produtoId, cor_id, ordem })));
  await tx
    .insert(produto_tamanhos)
    .values(tamanhoIds.map((tamanho_id, ordem) => ({ produto_id: produtoId, tamanho_id, ordem })));
}

/** Whether any order (supplier order line or customer cart line) names the product. */
export async function emPedido(db: Db | Tx, produtoId: number): Promise<boolean> {
  const [a] = await db.select(UM).from(pedido_itens).where(eq(pedido_itens.produto_id, produtoId)).limit(1);
  if (a) return true;
  const [b] = await db
    .select(UM)
    .from(pedidos_clientes_itens)
    .where(eq(pedidos_clientes_itens.produto_id, produtoId))
    .limit(1);
  return b !== undefined;
}

/**
 * Deletes a product (its grid, gallery rows, approvals and notifications cascade) and the arquivos
 * rows of its gallery no other row uses; answers those files' keys, to remove after the commit.
 */
export async function excluir(tx: Tx, produtoId: number): Promise<string[]> {
  const midias = await tx
    .select({ arquivo_id: produto_midias.arquivo_id })
    .from(produto_midias)
    .where(eq(produto_midias.produto_id, produtoId));
  await tx.delete(produtos).where(eq(produtos.id, produtoId));
  const ids = [...new Set(midias.map((m) => m.arquivo_id))];
  if (ids.length === 0) return [];
  // In a savepoint: a file some other row still references (restrict) is simply kept.
  try {
    return await tx.transaction(async (sp) => {
      const apagados = await sp
        .delete(arquivos)
        .where(
          and(
            inArray(arquivos.id, ids),
            sql`not exists (select 1 from ${produto_midias} where ${produto_midias.arquivo_id} = ${arquivos.id})`,
          ),
        )
        .returning({ chave: arquivos.chave });
      return apagados.map((a) => a.chave);
    });
  } catch (e) {
    const codigo = sqlstate(e);
    if (codigo === SQLSTATE.chaveEstrangeira || codigo === SQLSTATE.restricao) return [];
    throw e;
  }
}

/** Sets the active flag. */
export async function definirAtivo(tx: Tx, id: number, ativo: boolean) {
  await tx
    .update(produtos)
    .set({ ativo, updated_at: sql`now()` })
    .where(eq(produtos.id, id));
}
