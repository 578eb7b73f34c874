import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { idParam } from '../../campos.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint } from '../../envelope.js';

/*
 * The status actions on one supplier order (spec 3 §4 "Order status", §7 "Orders", §8; design of
 * issue 14, decision 2): review (fechar, 0 → 1), 'Informar Entrega' (1 → 3), undo the delivery
 * (3 → 1) and cancel (→ 5), by the status machine of @rodada/domain (pedido-status.ts) for the
 * caller's role, on an order it is a party to, in a round that permits orders. No body.
 *
 * Refusals carry the machine's reason in `msg`: 403 the role never may ('Seu perfil não pode …'),
 * 422 the round does not permit orders ('Esta rodada não permite alterar pedidos'), 409 not from the
 * current status ('Não é possível … com status …'); 404 an order the caller may not see. The
 * `erro*` texts are the web's fallbacks when an answer carries no msg (spec 3 §8).
 */

/** The texts of the status actions (spec 3 §8 "Orders"). */
export const MSG_ACOES_PEDIDO = {
  revisado: 'Pedido revisado com sucesso',
  entregue: 'Pedido entregue com sucesso',
  entregaDesfeita: 'Entrega desfeita com sucesso',
  cancelado: 'Pedido cancelado com sucesso',
  erroCancelar: 'Erro ao cancelar o pedido',
  erroEntregar: 'Erro ao entregar o pedido',
  erroDesfazerEntrega: 'Erro ao desfazer entrega do pedido',
  /** Not in spec 3 §8 (which has no review error); the web's fallback for fechar. */
  erroRevisar: 'Erro ao revisar o pedido',
  erroListar: 'Erro ao listar pedidos',
  erroCarregar: 'Erro ao carregar pedidos',
  erroImprimir: 'Erro ao imprimir este pedido',
  erroImprimirLista: 'Erro ao imprimir listagem de pedidos',
  pedidoNaoEncontrado: 'Pedido não encontrado',
  clienteObrigatorio: 'Informe o cliente',
  pedidoAlterado: 'O pedido foi alterado por outra pessoa; recarregue a lista de pedidos',
} as const;

export const pedidoIdParams = z.object({ id: idParam('Id do pedido') });

/**
 * What an action answers: the message, and the order's new status and abilities for its row (in
 * `pedido`: the envelope's own `status` is 1 on success).
 */
export const respostaAcaoPedido = (texto: string) =>
  z.object({
    msg: z.string().describe(`'${texto}'`),
    pedido: z.object({
      id: z.number().int().describe('Id do pedido'),
      status: z.number().int().describe('Novo status: 1 Revisado, 3 Entregue ou 5 Cancelado'),
      pedido_cliente_id: z.number().int().nullable().describe('Pedido do cliente que o gerou, se houver'),
      pedido_cliente_status: z
        .number()
        .int()
        .nullable()
        .describe('Status derivado do pedido do cliente depois da ação'),
      acoes: acoesSchema('pedido'),
    }),
  });

/** POST /api/pedidos/{id}/fechar: the representative (or the supplier) reviews it, 0 → 1 Revisado. */
export const fecharPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/fechar',
  summary: 'Revisa (fecha) um pedido pendente: status 0 → 1 Revisado',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.editar'],
  params: pedidoIdParams,
  response: respostaAcaoPedido(MSG_ACOES_PEDIDO.revisado),
});

/** POST /api/pedidos/{id}/entregar: 'Informar Entrega', the representative, 1 → 3 Entregue. */
export const entregarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/entregar',
  summary: 'Informa a entrega de um pedido revisado: status 1 → 3 Entregue',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.entregar'],
  params: pedidoIdParams,
  response: respostaAcaoPedido(MSG_ACOES_PEDIDO.entregue),
});

/** POST /api/pedidos/{id}/entregar/desfazer: the representative undoes the delivery, 3 → 1. */
export const desfazerEntregaPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/entregar/desfazer',
  summary: 'Desfaz a entrega de um pedido: status 3 → 1 Revisado',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.entregar'],
  params: pedidoIdParams,
  response: respostaAcaoPedido(MSG_ACOES_PEDIDO.entregaDesfeita),
});

/**
 * POST /api/pedidos/{id}/cancelar (→ 5): the supplier when the status is not 0, the cliente or the
 * representative when it is 0 (spec 3 §4); never from 5.
 */
export const cancelarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/cancelar',
  summary: 'Cancela um pedido: status → 5 Cancelado',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.cancelar'],
  params: pedidoIdParams,
  response: respostaAcaoPedido(MSG_ACOES_PEDIDO.cancelado),
});
