import { and, asc, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  erros_homologacao,
  fornecedores,
  homologacao_erros,
  homologacoes,
  notificacoes,
  pedido_itens,
  pedidos_clientes_itens,
  produtos,
  users,
} from '../../db/schema/index.js';
import { motivosDasDecisoes } from './motivos.repository.js';

// SQL of a product's approval and expiry (spec 3 §4 "Product status", §7 Products; issue 12 items
// 5 and 6): the decisions (homologacoes) with their reasons (homologacao_erros), the possible
// reasons list, and the expiry sweep.

/** A product as approval and expiry read it (the engine's ProdutoRecurso plus what answers show). */
export interface ProdutoHomologavel {
  id: number;
  fornecedor_id: number;
  status: number;
  ativo: boolean;
  codigo: string;
  descricao: string;
  homologado_em: Date | null;
  vence_em: Date | null;
}

const COLUNAS_PRODUTO = {
  id: produtos.id,
  fornecedor_id: produtos.fornecedor_id,
  status: produtos.status,
  ativo: produtos.ativo,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  homologado_em: produtos.homologado_em,
  vence_em: produtos.vence_em,
};

/** One product, locked for the change when `travar` (two decisions at once serialise). */
export async function produto(
  db: Db | Tx,
  id: number,
  travar = false,
): Promise<ProdutoHomologavel | undefined> {
  const q = db.select(COLUNAS_PRODUTO).from(produtos).where(eq(produtos.id, id));
  const [p] = travar ? await q.for('update') : await q;
  return p;
}

/** A reason as a decision stores it. */
export interface MotivoGravado {
  erro_id: number | null;
  descricao: string;
}

/** The latest `limite` decisions of a product, newest first, with who took them and their reasons. */
export async function decisoes(db: Db | Tx, produtoId: number, limite: number) {
  const linhas = await db
    .select({
      id: homologacoes.id,
      status: homologacoes.status,
      data: homologacoes.created_at,
      usuario_nome: users.nome,
    })
    .from(homologacoes)
    .leftJoin(users, eq(users.id, homologacoes.user_id))
    .where(eq(homologacoes.produto_id, produtoId))
    .orderBy(desc(homologacoes.created_at), desc(homologacoes.id))
    .limit(limite);
  if (linhas.length === 0) return [];
  const motivos = await motivosDasDecisoes(
    db,
    linhas.map((l) => l.id),
  );
  return linhas.map((l) => ({
    ...l,
    motivos: motivos
      .filter((m) => m.homologacao_id === l.id)
      .map(({ erro_id, nome, descricao }) => ({ erro_id, nome, descricao })),
  }));
}

/** The possible rejection reasons, by name (spec 3 §3 "Possible rejection error"). */
export function errosPossiveis(db: Db | Tx) {
  return db
    .select({
      id: erros_homologacao.id,
      nome: erros_homologacao.nome,
      descricao: erros_homologacao.descricao,
    })
    .from(erros_homologacao)
    .orderBy(asc(erros_homologacao.nome), asc(erros_homologacao.id));
}

/** The reasons of the list among `ids` (a missing one is not returned). */
export function errosDaLista(db: Db | Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: erros_homologacao.id,
      nome: erros_homologacao.nome,
      descricao: erros_homologacao.descricao,
    })
    .from(erros_homologacao)
    .where(inArray(erros_homologacao.id, ids));
}

/** Records one decision and its reasons. */
export async function gravarDecisao(
  tx: Tx,
  d: { produtoId: number; status: number; userId: number | null; motivos: MotivoGravado[]; agora: Date },
): Promise<number> {
  const [h] = await tx
    .insert(homologacoes)
    .values({ produto_id: d.produtoId, status: d.status, user_id: d.userId, created_at: d.agora })
    .returning({ id: homologacoes.id });
  if (d.motivos.length > 0) {
    await tx.insert(homologacao_erros).values(d.motivos.map((m) => ({ homologacao_id: h!.id, ...m })));
  }
  return h!.id;
}

/** Writes a product's approval state. */
export async function mudarStatus(
  tx: Tx,
  id: number,
  campos: { status: number; homologado_em?: Date; vence_em?: Date | null; ativo?: boolean },
): Promise<void> {
  await tx.update(produtos).set(campos).where(eq(produtos.id, id));
}

/** Whether any order (a supplier order's line or a customer order's cart line) holds the product. */
export async function emPedidos(db: Db | Tx, id: number): Promise<boolean> {
  const [item] = await db
    .select({ id: pedido_itens.id })
    .from(pedido_itens)
    .where(eq(pedido_itens.produto_id, id))
    .limit(1);
  if (item) return true;
  const [carrinho] = await db
    .select({ id: pedidos_clientes_itens.id })
    .from(pedidos_clientes_itens)
    .where(eq(pedidos_clientes_itens.produto_id, id))
    .limit(1);
  return !!carrinho;
}

/** Deletes a product (its grid, media links, decisions and notifications go with it: cascade). */
export async function excluir(tx: Tx, id: number): Promise<void> {
  await tx.delete(produtos).where(eq(produtos.id, id));
}

/** Marks the pending tipo 4 notifications of a product answered with `resposta`. */
export async function responderVencidoDoProduto(
  tx: Tx,
  produtoId: number,
  tipo: number,
  resposta: number,
  agora: Date,
): Promise<void> {
  await tx
    .update(notificacoes)
    .set({ resposta, respondida_em: agora, lida_em: agora })
    .where(
      and(
        eq(notificacoes.produto_id, produtoId),
        eq(notificacoes.tipo, tipo),
        isNull(notificacoes.respondida_em),
      ),
    );
}

/**
 * One batch of the expiry sweep: up to `lote` approved products whose approval lapsed before
 * `agora` turn 3 Vencido (the status guard makes a second run, or two at once, change nothing), with
 * the product's supplier user (the tipo 4 notification's recipient).
 */
export async function vencerLote(tx: Tx, agora: Date, lote: number) {
  const vencidos = tx
    .select({ id: produtos.id })
    .from(produtos)
    .where(and(eq(produtos.status, 1), lt(produtos.vence_em, agora)))
    .orderBy(asc(produtos.vence_em), asc(produtos.id))
    .limit(lote);
  const mudados = await tx
    .update(produtos)
    .set({ status: 3 })
    .where(and(inArray(produtos.id, vencidos), eq(produtos.status, 1)))
    .returning({ id: produtos.id });
  if (mudados.length === 0) return [];
  return tx
    .select({
      id: produtos.id,
      codigo: produtos.codigo,
      descricao: produtos.descricao,
      fornecedor_user_id: fornecedores.user_id,
    })
    .from(produtos)
    .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id))
    .where(
      inArray(
        produtos.id,
        mudados.map((m) => m.id),
      ),
    );
}

/** The products among `ids` that already have a pending notification of `tipo` (idempotence). */
export async function comNotificacaoPendente(tx: Tx, ids: number[], tipo: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas = await tx
    .select({ produto_id: notificacoes.produto_id })
    .from(notificacoes)
    .where(
      and(
        inArray(notificacoes.produto_id, ids),
        eq(notificacoes.tipo, tipo),
        isNull(notificacoes.respondida_em),
      ),
    );
  return new Set(linhas.map((l) => l.produto_id!));
}

/** Inserts notifications. */
export async function notificar(tx: Tx, linhas: (typeof notificacoes.$inferInsert)[]): Promise<void> {
  if (linhas.length > 0) await tx.insert(notificacoes).values(linhas);
}
