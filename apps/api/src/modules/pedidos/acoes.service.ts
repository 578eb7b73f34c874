import { pedidos as contrato } from '@rodada/contracts';
import {
  acoesDe,
  statusDoPedidoCliente,
  transicaoPermitida,
  type AcaoPedido,
  type Ator,
  type ResultadoTransicao,
} from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado, regraViolada, semPermissao } from '../../lib/errors.js';
import * as repo from './acoes.repository.js';

// The status actions on one supplier order (spec 3 §4, §7, §8; design of issue 14, decision 2).
// One transaction: the order is read and locked, checked (pedido.ver → 404, then the status
// machine: 403 perfil, 422 rodada, 409 status), moved with its timestamp column, its customer
// order's derived status stored, and the change written to the audit trail.

const { MSG_ACOES_PEDIDO } = contrato;

/** The four actions of the endpoints, with the message each answers. */
export type AcaoDeEndpoint = Extract<
  AcaoPedido,
  'revisar' | 'informar_entrega' | 'desfazer_entrega' | 'cancelar'
>;
const SUCESSO: Readonly<Record<AcaoDeEndpoint, string>> = {
  revisar: MSG_ACOES_PEDIDO.revisado,
  informar_entrega: MSG_ACOES_PEDIDO.entregue,
  desfazer_entrega: MSG_ACOES_PEDIDO.entregaDesfeita,
  cancelar: MSG_ACOES_PEDIDO.cancelado,
};

/** The error a refused transition answers: 403 perfil, 422 rodada, 409 status, with its reason. */
export function erroDaTransicao(r: Extract<ResultadoTransicao, { ok: false }>) {
  switch (r.erro) {
    case 'perfil':
      return semPermissao(r.motivo);
    case 'rodada':
      return regraViolada(r.motivo);
    case 'status':
      return conflito(r.motivo);
  }
}

/**
 * Stores the derived status of a customer order after its supplier orders changed (null when
 * the order came from no customer order).
 */
export async function recalcularPedidoCliente(tx: Tx, pedidoClienteId: number | null) {
  if (pedidoClienteId === null) return null;
  const filhos = await repo.statusDosPedidos(tx, pedidoClienteId);
  const status = statusDoPedidoCliente(filhos.map((f) => f.status));
  await repo.gravarStatusDoPedidoCliente(tx, pedidoClienteId, status);
  return status;
}

/** POST /api/pedidos/{id}/fechar | entregar | entregar/desfazer | cancelar. */
export async function aplicarAcaoPedido(
  deps: Deps,
  ator: Ator,
  id: number,
  acao: AcaoDeEndpoint,
  ip?: string,
) {
  return deps.db.transaction(async (tx) => {
    const p = await repo.pedidoParaAcao(tx, id, true);
    if (!p) throw naoEncontrado(MSG_ACOES_PEDIDO.pedidoNaoEncontrado);
    exigir(ator, 'pedido.ver', p);
    const r = transicaoPermitida({
      acao,
      de: p.status,
      tipo: ator.tipo,
      permitirPedidos: p.rodada_permitir_pedidos,
    });
    if (!r.ok) throw erroDaTransicao(r);
    // The machine said yes for the role; the policy also asks that the caller be a party.
    exigir(ator, `pedido.${acao}`, p);
    if (!(await repo.mudarStatus(tx, p.id, p.status, r.para))) {
      throw conflito(MSG_ACOES_PEDIDO.pedidoAlterado);
    }
    const pedidoClienteStatus = await recalcularPedidoCliente(tx, p.pedido_cliente_id);
    await auditar(tx, {
      userId: ator.userId,
      acao,
      entidade: 'pedidos',
      entidadeId: p.id,
      dados: { de: p.status, para: r.para, pedido_cliente_status: pedidoClienteStatus },
      ip: ip ?? null,
    });
    return {
      msg: SUCESSO[acao],
      pedido: {
        id: p.id,
        status: r.para,
        pedido_cliente_id: p.pedido_cliente_id,
        pedido_cliente_status: pedidoClienteStatus,
        acoes: acoesDe(ator, 'pedido', { ...p, status: r.para }),
      },
    };
  });
}
