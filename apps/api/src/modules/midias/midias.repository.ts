import { and, asc, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { arquivos, produto_midias, produtos } from '../../db/schema/index.js';

/** A product as the gallery needs it: the policy's fields (ProdutoRecurso) and the heading. */
export interface ProdutoDaMidia {
  id: number;
  fornecedor_id: number;
  status: number;
  ativo: boolean;
  codigo: string;
  descricao: string;
}

const colunasProduto = {
  id: produtos.id,
  fornecedor_id: produtos.fornecedor_id,
  status: produtos.status,
  ativo: produtos.ativo,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
};

/** The product, or null when there is none with this id. */
export async function buscarProduto(db: Db | Tx, id: number): Promise<ProdutoDaMidia | null> {
  const [p] = await db.select(colunasProduto).from(produtos).where(eq(produtos.id, id));
  return p ?? null;
}

/** The product locked for the gallery save (two saves of one gallery run one after the other). */
export async function travarProduto(tx: Tx, id: number): Promise<ProdutoDaMidia | null> {
  const [p] = await tx.select(colunasProduto).from(produtos).where(eq(produtos.id, id)).for('update');
  return p ?? null;
}

/** A stored file of the gallery (arquivos row). */
export interface ArquivoDaMidia {
  id: number;
  chave: string;
  mime: string;
  bytes: number;
  largura: number | null;
  altura: number | null;
  duracao: string | null;
  user_id: number | null;
  created_at: Date;
}

const colunasArquivo = {
  id: arquivos.id,
  chave: arquivos.chave,
  mime: arquivos.mime,
  bytes: arquivos.bytes,
  largura: arquivos.largura,
  altura: arquivos.altura,
  duracao: arquivos.duracao,
  user_id: arquivos.user_id,
  created_at: arquivos.created_at,
};

/** The product's gallery as saved: its photos in order, then its video. */
export async function listarMidias(
  db: Db | Tx,
  produtoId: number,
): Promise<Array<ArquivoDaMidia & { midia_id: number; tipo: string }>> {
  return db
    .select({ ...colunasArquivo, midia_id: produto_midias.id, tipo: produto_midias.tipo })
    .from(produto_midias)
    .innerJoin(arquivos, eq(arquivos.id, produto_midias.arquivo_id))
    .where(eq(produto_midias.produto_id, produtoId))
    .orderBy(asc(produto_midias.tipo), asc(produto_midias.ordem), asc(produto_midias.id));
}

/** The prefix of every key of the product's media (`produtos/{id}/`). */
export const prefixoDoProduto = (produtoId: number) => `produtos/${produtoId}/`;

/** Files stored under the product's prefix and in no gallery yet: uploads waiting for a save. */
function pendentesDoProduto(produtoId: number) {
  return and(
    like(arquivos.chave, `${prefixoDoProduto(produtoId)}%`),
    notExists(sql`(select 1 from ${produto_midias} where ${produto_midias.arquivo_id} = ${arquivos.id})`),
  );
}

/** The uploads of the product waiting for a save (photos and videos). */
export async function listarPendentes(db: Db | Tx, produtoId: number): Promise<ArquivoDaMidia[]> {
  return db.select(colunasArquivo).from(arquivos).where(pendentesDoProduto(produtoId));
}

/** The files with these ids (any product: the caller checks the prefix). */
export async function buscarArquivos(db: Db | Tx, ids: readonly number[]): Promise<ArquivoDaMidia[]> {
  if (ids.length === 0) return [];
  return db
    .select(colunasArquivo)
    .from(arquivos)
    .where(inArray(arquivos.id, [...ids]));
}

/** The file stored under `chave`, or null (an upload of the same content twice). */
export async function arquivoDaChave(db: Db | Tx, chave: string): Promise<ArquivoDaMidia | null> {
  const [a] = await db.select(colunasArquivo).from(arquivos).where(eq(arquivos.chave, chave));
  return a ?? null;
}

/** Registers an uploaded file (db/schema/arquivos.ts); null when its key already exists. */
export async function inserirArquivo(
  db: Db | Tx,
  dados: {
    chave: string;
    nome: string | null;
    mime: string;
    bytes: number;
    largura: number | null;
    altura: number | null;
    duracao: string | null;
    sha256: string;
    user_id: number;
    /** deps.clock's now: the age of a pending upload is measured by the same clock. */
    created_at: Date;
  },
): Promise<ArquivoDaMidia | null> {
  const [a] = await db
    .insert(arquivos)
    .values(dados)
    .onConflictDoNothing({ target: arquivos.chave })
    .returning(colunasArquivo);
  return a ?? null;
}

/** Replaces the product's gallery rows: photos in the given order, then the video (or none). */
export async function gravarGaleria(
  tx: Tx,
  produtoId: number,
  fotos: readonly number[],
  video: number | null,
): Promise<void> {
  await tx.delete(produto_midias).where(eq(produto_midias.produto_id, produtoId));
  const linhas = [
    ...fotos.map((arquivo_id, ordem) => ({
      produto_id: produtoId,
      tipo: 'foto',
      ordem: ordem + 1,
      arquivo_id,
    })),
    ...(video === null ? [] : [{ produto_id: produtoId, tipo: 'video', ordem: 0, arquivo_id: video }]),
  ];
  if (linhas.length) await tx.insert(produto_midias).values(linhas);
}

/** Deletes file rows no gallery points at; answers the keys of the rows deleted. */
export async function excluirArquivosSoltos(db: Db | Tx, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const linhas = await db
    .delete(arquivos)
    .where(
      and(
        inArray(arquivos.id, [...ids]),
        notExists(sql`(select 1 from ${produto_midias} where ${produto_midias.arquivo_id} = ${arquivos.id})`),
      ),
    )
    .returning({ chave: arquivos.chave });
  return linhas.map((l) => l.chave);
}
