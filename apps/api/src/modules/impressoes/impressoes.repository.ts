import { and, count, eq, sql } from 'drizzle-orm';
import type { RodadaParticipacao } from '@rodada/domain';
import type { Db } from '../../db/client.js';
import { impressoes, rodada_fornecedores, rodadas } from '../../db/schema/index.js';

/** A round and whether the supplier takes part in it (rodada_fornecedores); null when it does not exist. */
export async function participacaoDoFornecedor(
  db: Db,
  rodadaId: number,
  fornecedorId: number,
): Promise<RodadaParticipacao | null> {
  // A join, not a correlated `exists` in the select list: drizzle leaves columns unqualified there.
  const [linha] = await db
    .select({
      administrador_id: rodadas.administrador_id,
      participante: sql<boolean>`${rodada_fornecedores.id} is not null`,
    })
    .from(rodadas)
    .leftJoin(
      rodada_fornecedores,
      and(eq(rodada_fornecedores.rodada_id, rodadas.id), eq(rodada_fornecedores.fornecedor_id, fornecedorId)),
    )
    .where(eq(rodadas.id, rodadaId));
  return linha ?? null;
}

/**
 * Print jobs a user sent to a round's queue that are still waiting: status 'pendente' and not yet
 * marked seen by the sender (`lida`, decision 13).
 */
export async function contarPendentes(db: Db, filtro: { rodadaId: number; userId: number }): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(impressoes)
    .where(
      and(
        eq(impressoes.rodada_id, filtro.rodadaId),
        eq(impressoes.user_id, filtro.userId),
        eq(impressoes.status, 'pendente'),
        eq(impressoes.lida, false),
      ),
    );
  return linha?.n ?? 0;
}
