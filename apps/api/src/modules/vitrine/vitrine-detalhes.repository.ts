import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  cores,
  produto_cores,
  produto_midias,
  produto_tamanhos,
  tamanhos,
} from '../../db/schema/index.js';

// What a shop card or a product's detail shows besides its row (spec 3 §3 "Product", "Gallery"):
// the gallery's photos and video, and the grid's colours and sizes in the product's order. Each
// read takes the ids of a whole page, so a page costs one query per kind, never one per product.

/** A gallery item: its file's id and storage key. */
export interface MidiaLida {
  produto_id: number;
  tipo: string;
  arquivo_id: number;
  chave: string;
}

/** The photos (in gallery order) and video of the products `ids`. */
export async function midiasDe(db: Db | Tx, ids: readonly number[]): Promise<MidiaLida[]> {
  if (!ids.length) return [];
  return db
    .select({
      produto_id: produto_midias.produto_id,
      tipo: produto_midias.tipo,
      arquivo_id: arquivos.id,
      chave: arquivos.chave,
    })
    .from(produto_midias)
    .innerJoin(arquivos, eq(arquivos.id, produto_midias.arquivo_id))
    .where(inArray(produto_midias.produto_id, [...ids]))
    .orderBy(asc(produto_midias.produto_id), asc(produto_midias.ordem), asc(produto_midias.id));
}

/** The colours of the products `ids`, in each product's order. */
export async function coresDe(db: Db | Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({ produto_id: produto_cores.produto_id, id: cores.id, nome: cores.nome })
    .from(produto_cores)
    .innerJoin(cores, eq(cores.id, produto_cores.cor_id))
    .where(inArray(produto_cores.produto_id, [...ids]))
    .orderBy(asc(produto_cores.produto_id), asc(produto_cores.ordem), asc(produto_cores.id));
}

/** The sizes of the products `ids`, in each product's order ('Ordenação de Tamanhos'). */
export async function tamanhosDe(db: Db | Tx, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .select({
      produto_id: produto_tamanhos.produto_id,
      id: tamanhos.id,
      tamanho: tamanhos.tamanho,
      especial: tamanhos.especial,
    })
    .from(produto_tamanhos)
    .innerJoin(tamanhos, eq(tamanhos.id, produto_tamanhos.tamanho_id))
    .where(inArray(produto_tamanhos.produto_id, [...ids]))
    .orderBy(asc(produto_tamanhos.produto_id), asc(produto_tamanhos.ordem), asc(produto_tamanhos.id));
}

/** Groups rows by product id, keeping their order. */
export function porProduto<T extends { produto_id: number }>(linhas: readonly T[]): Map<number, T[]> {
  const mapa = new Map<number, T[]>();
  for (const l of linhas) {
    const lista = mapa.get(l.produto_id);
    if (lista) lista.push(l);
    else mapa.set(l.produto_id, [l]);
  }
  return mapa;
}
