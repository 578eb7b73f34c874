import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { erros_homologacao, homologacao_erros } from '../../db/schema/index.js';

/** One reason of a decision: from the possible-errors list (erro_id, nome) or free text. */
export interface MotivoLido {
  homologacao_id: number;
  erro_id: number | null;
  /** The possible error's name; null for a free-text reason. */
  nome: string | null;
  descricao: string;
}

/**
 * The reasons of the approval decisions `ids` (spec 3 §3 "Possible rejection error"), in the order
 * recorded. Shared by the decision history (this module) and the rejected-product notice of
 * /produtos (modules/produtos).
 */
export async function motivosDasDecisoes(db: Db | Tx, ids: readonly number[]): Promise<MotivoLido[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      homologacao_id: homologacao_erros.homologacao_id,
      erro_id: homologacao_erros.erro_id,
      nome: erros_homologacao.nome,
      descricao: homologacao_erros.descricao,
    })
    .from(homologacao_erros)
    .leftJoin(erros_homologacao, eq(erros_homologacao.id, homologacao_erros.erro_id))
    .where(inArray(homologacao_erros.homologacao_id, [...ids]))
    .orderBy(asc(homologacao_erros.id));
}
