import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificacoes } from '../../db/schema/index.js';

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
