import {
  acoesPermitidas,
  PEDIDO_STATUS,
  transicaoPermitida,
  type AcaoPedido,
  type ResultadoTransicao,
} from '../pedido-status.js';
import { contemId, mesmoId, type Ator } from './ator.js';
import { podeVerCliente, type ClienteRecurso } from './cliente.policy.js';
import { representaFornecedor, type FornecedorRecurso } from './fornecedor.policy.js';

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

/**
 * A checkout about to be saved (spec 3 §2 "Checkout", §6; issue 13 §6): the client it is for, with
 * the links that decide who may see it, and the order's supplier (null in a cliente's checkout, whose
 * cart may hold several suppliers: each one is a business check of the service, active or not).
 */
export interface CompraRecurso {
  cliente: ClienteRecurso;
  fornecedor: FornecedorRecurso | null;
}

/** Whether the actor may see the checkout's client at all (else 404: never reveal another's client). */
export function podeVerCompra(ator: Ator, c: CompraRecurso): boolean {
  return podeVerCliente(ator, c.cliente);
}

/**
 * Whether the actor may save the checkout (spec 3 §6 "Checkout: cliente, representante,
 * fornecedor"): a cliente for itself (spec D9, any supplier of the shop); a representante for one
 * of its clients (main representative or a confirmed link) and a supplier it carries
 * (representante_fornecedor); a fornecedor for a client of its customer list (or one it already
 * sold to), always as the order's supplier (spec 3 §6: "supplier id comes from the user").
 */
export function podeSalvarCompra(ator: Ator, c: CompraRecurso): boolean {
  if (!podeVerCliente(ator, c.cliente)) return false;
  switch (ator.tipo) {
    case 'cliente':
      return c.fornecedor === null && mesmoId(ator.clienteId, c.cliente.id);
    case 'representante':
      return c.fornecedor !== null && representaFornecedor(ator, c.fornecedor);
    case 'fornecedor':
      return c.fornecedor !== null && mesmoId(ator.fornecedorId, c.fornecedor.id);
    default:
      return false;
  }
}

/**
 * Whether the actor may set the order's discount and fee (spec 3 §5 "Supplier checkout", §6
 * 'discount fields read-only' for a representative): the supplier placing its own order. A
 * representative's or a cliente's checkout carries none (the server refuses them with
 * MSG_PEDIDOS.representanteSemDesconto).
 */
export function podeAlterarDescontoCompra(ator: Ator, c: CompraRecurso): boolean {
  return ator.tipo === 'fornecedor' && podeSalvarCompra(ator, c);
}

/** A customer order (pedidos_clientes) with the parties of its supplier orders (spec D9). */
export interface PedidoClienteRecurso {
  cliente_id: number;
  representante_id: number | null;
  /** The suppliers of the supplier orders it made. */
  fornecedor_ids: readonly number[];
  rodada_administrador_id: number | null;
}

/**
 * Whether the actor may read the customer order: its cliente, the representative who reviews it,
 * a supplier with an order in it (it sees the whole checkout's summary: the detail dialog, spec 3
 * §2), and the administrador of its round; like supplier orders, not the master (domain.md).
 */
export function podeVerPedidoCliente(ator: Ator, p: PedidoClienteRecurso): boolean {
  switch (ator.tipo) {
    case 'cliente':
      return mesmoId(ator.clienteId, p.cliente_id);
    case 'representante':
      return mesmoId(ator.representanteId, p.representante_id);
    case 'fornecedor':
      return contemId(p.fornecedor_ids, ator.fornecedorId);
    case 'administrador':
      return mesmoId(ator.administradorId, p.rodada_administrador_id);
    default:
      return false;
  }
}

/** A customer order with what decides its two actions (design of issue 14, decision 2). */
export interface PedidoClienteAlteravel extends PedidoClienteRecurso {
  /** The statuses of the supplier orders it made. */
  status_pedidos: readonly number[];
  /** The round's permitir_pedidos; null for a checkout outside a round. */
  rodada_permitir_pedidos: boolean | null;
}

/** The two actions on a whole customer order: cancel it (all pending) or deliver it (all reviewed). */
export type AcaoPedidoCliente = 'cancelar' | 'entregar';

/** The supplier-order action each customer-order action applies to every live supplier order. */
const ACAO_NOS_PEDIDOS: Readonly<Record<AcaoPedidoCliente, AcaoPedido>> = {
  cancelar: 'cancelar',
  entregar: 'informar_entrega',
};

/** The refusal when a live supplier order is not in the status the action needs. */
export const MOTIVO_PEDIDO_CLIENTE: Readonly<Record<AcaoPedidoCliente, string>> = {
  cancelar: 'Só é possível cancelar o pedido quando todos os pedidos dos fornecedores estão pendentes',
  entregar: 'Só é possível entregar o pedido quando todos os pedidos dos fornecedores estão revisados',
};

/**
 * Whether `ator` may apply `acao` to the whole customer order, and why not (same codes as the
 * status machine: 'perfil' 403, 'rodada' 422, 'status' 409). Cancel: its cliente or its
 * representante, every live (not cancelled) supplier order Pendente. Deliver: its representante,
 * every live supplier order Revisado. Each live order must also pass the machine for that role
 * (cancelar / informar_entrega). Visibility (404) is `pedido_cliente.ver`'s job.
 */
export function transicaoPedidoCliente(
  ator: Ator,
  p: PedidoClienteAlteravel,
  acao: AcaoPedidoCliente,
): ResultadoTransicao {
  const parte =
    (ator.tipo === 'cliente' && acao === 'cancelar' && mesmoId(ator.clienteId, p.cliente_id)) ||
    (ator.tipo === 'representante' && mesmoId(ator.representanteId, p.representante_id));
  const frase = acao === 'cancelar' ? 'cancelar este pedido' : 'entregar este pedido';
  if (!parte) return { ok: false, erro: 'perfil', motivo: `Seu perfil não pode ${frase}` };
  if (p.rodada_permitir_pedidos === false) {
    return { ok: false, erro: 'rodada', motivo: 'Esta rodada não permite alterar pedidos' };
  }
  const vivos = p.status_pedidos.filter((s) => s !== PEDIDO_STATUS.CANCELADO);
  if (vivos.length === 0) return { ok: false, erro: 'status', motivo: 'O pedido já está cancelado' };
  const todos = vivos.every(
    (de) =>
      transicaoPermitida({
        acao: ACAO_NOS_PEDIDOS[acao],
        de,
        tipo: ator.tipo,
        permitirPedidos: p.rodada_permitir_pedidos,
      }).ok,
  );
  if (!todos) return { ok: false, erro: 'status', motivo: MOTIVO_PEDIDO_CLIENTE[acao] };
  return { ok: true, para: acao === 'cancelar' ? PEDIDO_STATUS.CANCELADO : PEDIDO_STATUS.ENTREGUE };
}
