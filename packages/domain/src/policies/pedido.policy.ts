import { acoesPermitidas, transicaoPermitida, type AcaoPedido } from '../pedido-status.js';
import { mesmoId, type Ator } from './ator.js';

/** The parties of a supplier order (pedido), as the policy needs them (domain.md, Orders). */
export interface PedidoRecurso {
  fornecedor_id: number | null;
  cliente_id: number | null;
  representante_id: number | null;
  /** administrador_id of the order's round; null for an order placed outside a round. */
  rodada_administrador_id: number | null;
}

/** An order with what decides whether it may still change. */
export interface PedidoAlteravel extends PedidoRecurso {
  status: number;
  /** The round's permitir_pedidos; null for an order placed outside a round. */
  rodada_permitir_pedidos: boolean | null;
}

/**
 * Statuses in which an order's content (items, grid, payment) may still be edited: Pendente and
 * Revisado. A delivered order (3) or one in a shipment (4) has quantities the delivery and shipment
 * records depend on; the representative first undoes the delivery (3 → 1) to edit it again.
 */
const STATUS_EDITAVEIS: readonly number[] = [0, 1];

/**
 * Whether the actor is a party to the order: its fornecedor, its representante or its cliente. Only
 * parties act on an order; the administrador of the round reads it (domain.md ownership table).
 */
function parteDoPedido(ator: Ator, p: PedidoRecurso): boolean {
  switch (ator.tipo) {
    case 'fornecedor':
      return mesmoId(ator.fornecedorId, p.fornecedor_id);
    case 'representante':
      return mesmoId(ator.representanteId, p.representante_id);
    case 'cliente':
      return mesmoId(ator.clienteId, p.cliente_id);
    default:
      return false;
  }
}

/**
 * Whether the actor may read the order: its parties, and the administrador of the order's round. The
 * master reads everything but orders (domain.md ownership table).
 */
export function podeVerPedido(ator: Ator, p: PedidoRecurso): boolean {
  if (ator.tipo === 'administrador') return mesmoId(ator.administradorId, p.rodada_administrador_id);
  return parteDoPedido(ator, p);
}

/**
 * Whether the actor may edit the order's content: its fornecedor or representante (spec 3 §6, 'Order
 * edit'), while the round permits orders and the order is Pendente or Revisado (STATUS_EDITAVEIS).
 */
export function podeEditarPedido(ator: Ator, p: PedidoAlteravel): boolean {
  if (ator.tipo !== 'fornecedor' && ator.tipo !== 'representante') return false;
  return parteDoPedido(ator, p) && p.rodada_permitir_pedidos !== false && STATUS_EDITAVEIS.includes(p.status);
}

/** Whether the actor may apply a status action to this order: a party to it, and the machine allows. */
export function podeAplicarAcaoPedido(ator: Ator, p: PedidoAlteravel, acao: AcaoPedido): boolean {
  if (!parteDoPedido(ator, p)) return false;
  return transicaoPermitida({
    acao,
    de: p.status,
    tipo: ator.tipo,
    permitirPedidos: p.rodada_permitir_pedidos,
  }).ok;
}

/** Whether the actor may cancel the order (spec 3 §4 'Cancel sets 5'): a party, and the machine allows. */
export function podeCancelarPedido(ator: Ator, p: PedidoAlteravel): boolean {
  return podeAplicarAcaoPedido(ator, p, 'cancelar');
}

/** The status actions the actor may apply to this order now, for the response's abilities. */
export function acoesDoPedido(ator: Ator, p: PedidoAlteravel): AcaoPedido[] {
  if (!parteDoPedido(ator, p)) return [];
  return acoesPermitidas({ de: p.status, tipo: ator.tipo, permitirPedidos: p.rodada_permitir_pedidos });
}
