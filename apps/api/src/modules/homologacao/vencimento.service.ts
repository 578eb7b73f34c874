import { NOTIFICACAO_TIPO, MSG_PRODUTOS } from '@rodada/contracts';
import { PRODUTO_STATUS } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import * as repo from './homologacao.repository.js';

// The expiry sweep (spec 3 §4 "Product status", spec 1 §2.7; issue 12 item 6): an approval lapses
// PRODUTO_VALIDADE_DIAS days after it was given; the product turns 3 Vencido and its supplier gets
// one tipo 4 notification asking 'Ainda vende este produto?'. Run when the server starts and every
// hour (server.ts).

/** Products changed per transaction (short locks, bounded memory). */
export const LOTE_VENCIMENTO = 200;
/** Batches per run at most: a backlog larger than this finishes on the next runs. */
export const MAX_LOTES_VENCIMENTO = 50;
/** How often the server runs the sweep. */
export const INTERVALO_VENCIMENTO_MS = 60 * 60 * 1000;

/**
 * Turns the lapsed approvals (status 1, vence_em before now by deps.clock) into 3 Vencido, each
 * with a decision (status 3, no user) and one tipo 4 notification to the supplier's user. The
 * status guard makes it idempotent: a second run, or two at once, finds nothing to change; a
 * product that already has a pending tipo 4 notification does not get another. Answers how many
 * products expired.
 */
export async function vencerProdutos(
  deps: Deps,
  lote = LOTE_VENCIMENTO,
  maxLotes = MAX_LOTES_VENCIMENTO,
): Promise<number> {
  const agora = deps.clock.agora();
  let total = 0;
  for (let i = 0; i < maxLotes; i++) {
    const n = await deps.db.transaction(async (tx) => {
      const vencidos = await repo.vencerLote(tx, agora, lote);
      if (vencidos.length === 0) return 0;
      const ids = vencidos.map((v) => v.id);
      for (const v of vencidos) {
        await repo.gravarDecisao(tx, {
          produtoId: v.id,
          status: PRODUTO_STATUS.VENCIDO,
          userId: null,
          motivos: [],
          agora,
        });
      }
      const pendentes = await repo.comNotificacaoPendente(tx, ids, NOTIFICACAO_TIPO.produtoVencido);
      await repo.notificar(
        tx,
        vencidos
          .filter((v) => !pendentes.has(v.id))
          .map((v) => ({
            user_id: v.fornecedor_user_id,
            tipo: NOTIFICACAO_TIPO.produtoVencido,
            mensagem: MSG_PRODUTOS.notificacaoVencido(v.codigo, v.descricao),
            remetente_tipo: 'sistema',
            remetente_nome: 'Rodada',
            produto_id: v.id,
            created_at: agora,
          })),
      );
      await auditar(tx, {
        userId: null,
        acao: 'vencer',
        entidade: 'produto',
        entidadeId: null,
        dados: { produtos: ids },
      });
      return vencidos.length;
    });
    total += n;
    if (n < lote) break;
  }
  if (total > 0) deps.log.info({ produtos: total }, 'Produtos vencidos');
  return total;
}

/** The sweep as server.ts runs it: errors are logged, never thrown (the timer keeps going). */
export async function vencerProdutosComLog(deps: Deps): Promise<void> {
  try {
    await vencerProdutos(deps);
  } catch (e) {
    deps.log.error({ err: e }, 'Falha na varredura de produtos vencidos');
  }
}
