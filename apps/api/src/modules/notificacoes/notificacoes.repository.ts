import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { notificacoes, produtos } from '../../db/schema/index.js';

/**
 * Unread notifications of one recipient: not read and not answered (spec 1 §2.7: answering removes
 * it from the list and the count). Uses notificacoes_user_lida_idx (user_id, lida_em).
 */
export async function contarNaoLidas(db: Db, userId: number): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(notificacoes)
    .where(
      and(
        eq(notificacoes.user_id, userId),
        isNull(notificacoes.lida_em),
        isNull(notificacoes.respondida_em),
        isNull(notificacoes.resposta),
      ),
    );
  return linha?.n ?? 0;
}

/** What is pending for the caller: not read and not answered (the list and the count). */
const pendente = (userId: number) =>
  and(
    eq(notificacoes.user_id, userId),
    isNull(notificacoes.lida_em),
    isNull(notificacoes.respondida_em),
    isNull(notificacoes.resposta),
  );

/** A page of the recipient's pending notifications, newest first, with the product each names. */
export async function listarPendentes(db: Db, userId: number, page: number, porPagina: number) {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notificacoes)
    .where(pendente(userId));
  const linhas = await db
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      mensagem: notificacoes.mensagem,
      remetente_tipo: notificacoes.remetente_tipo,
      remetente_nome: notificacoes.remetente_nome,
      produto_id: notificacoes.produto_id,
      produto_codigo: produtos.codigo,
      produto_descricao: produtos.descricao,
      resposta: notificacoes.resposta,
      data: notificacoes.created_at,
    })
    .from(notificacoes)
    .leftJoin(produtos, eq(produtos.id, notificacoes.produto_id))
    .where(pendente(userId))
    .orderBy(desc(notificacoes.created_at), desc(notificacoes.id))
    .limit(porPagina)
    .offset((page - 1) * porPagina);
  return { total, linhas };
}

/** One notification of the recipient, locked for the answer (another user's: undefined). */
export async function daPessoa(tx: Tx, id: number, userId: number) {
  const [n] = await tx
    .select({
      id: notificacoes.id,
      tipo: notificacoes.tipo,
      produto_id: notificacoes.produto_id,
      lida_em: notificacoes.lida_em,
      respondida_em: notificacoes.respondida_em,
      resposta: notificacoes.resposta,
    })
    .from(notificacoes)
    .where(and(eq(notificacoes.id, id), eq(notificacoes.user_id, userId)))
    .for('update');
  return n;
}

/** Marks one notification read, and answered with `resposta` when given. */
export async function marcar(tx: Tx, id: number, agora: Date, resposta: number | null): Promise<void> {
  await tx
    .update(notificacoes)
    .set(resposta === null ? { lida_em: agora } : { lida_em: agora, resposta, respondida_em: agora })
    .where(eq(notificacoes.id, id));
}
