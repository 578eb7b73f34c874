import type { Tipo } from '@rodada/contracts';

/**
 * Supplier-order statuses and the transitions between them (spec D10; spec 3 §4; the
 * status machine of design/domain.md). The server enforces these, not only the interface.
 */

/** Order statuses by name (spec D10). 2 only appears in the customer-order view. */
export const PEDIDO_STATUS = {
  PENDENTE: 0,
  REVISADO: 1,
  EM_EXPEDICAO: 2,
  ENTREGUE: 3,
  ENVIADO: 4,
  CANCELADO: 5,
} as const;

export type PedidoStatus = (typeof PEDIDO_STATUS)[keyof typeof PEDIDO_STATUS];

/** Labels of a supplier order (pedido) by status (spec D10; spec 3 §4). */
export const PEDIDO_STATUS_LABEL: Readonly<Record<PedidoStatus, string>> = {
  0: 'Pendente',
  1: 'Revisado',
  2: 'Em expedição',
  3: 'Entregue',
  4: 'Enviado',
  5: 'Cancelado',
};

/** Labels of a customer order (pedido do cliente) by status (spec D10; spec 3 §4). */
export const PEDIDO_CLIENTE_STATUS_LABEL: Readonly<Record<PedidoStatus, string>> = {
  0: 'Em aberto',
  1: 'Revisado',
  2: 'Em expedição',
  3: 'Fechado',
  4: 'Enviado',
  5: 'Cancelado',
};

/** Whether a value read from storage or a request is one of the six order statuses. */
export function isPedidoStatus(v: unknown): v is PedidoStatus {
  return typeof v === 'number' && Object.hasOwn(PEDIDO_STATUS_LABEL, v);
}

/** What may be done to an order's status, in the documents' words (spec 3 §4; domain.md). */
export const ACOES_PEDIDO = [
  'revisar',
  'informar_entrega',
  'desfazer_entrega',
  'incluir_em_remessa',
  'retirar_da_remessa',
  'cancelar',
] as const;

export type AcaoPedido = (typeof ACOES_PEDIDO)[number];

interface RegraTransicao {
  para: PedidoStatus;
  /** Per role, the statuses the action starts from; a role absent here may never do it. */
  de: Partial<Record<Tipo, readonly PedidoStatus[]>>;
  /** The action as a phrase for messages: 'Seu perfil não pode {frase}'. */
  frase: string;
}

/**
 * The machine of domain.md as data. Review is offered to the representative (the 'Revisar' row action,
 * spec D9) and to the supplier (who edits its own orders, spec 3 §6). Cancel follows spec 3 §4
 * literally: 'supplier with status not 0, or customer or representative with status 0', never from 5.
 */
const REGRAS: Readonly<Record<AcaoPedido, RegraTransicao>> = {
  revisar: { para: 1, de: { representante: [0], fornecedor: [0] }, frase: 'revisar o pedido' },
  informar_entrega: { para: 3, de: { representante: [1] }, frase: 'informar a entrega do pedido' },
  desfazer_entrega: { para: 1, de: { representante: [3] }, frase: 'desfazer a entrega do pedido' },
  incluir_em_remessa: { para: 4, de: { representante: [3] }, frase: 'incluir o pedido em uma remessa' },
  retirar_da_remessa: { para: 3, de: { representante: [4] }, frase: 'retirar o pedido da remessa' },
  cancelar: {
    para: 5,
    de: { cliente: [0], representante: [0], fornecedor: [1, 2, 3, 4] },
    frase: 'cancelar o pedido',
  },
};

/**
 * Why a transition was refused, so the API can choose the answer: 'perfil' (403, the role never may),
 * 'rodada' (422, the round does not permit orders), 'status' (409, not from the current status).
 */
export type ErroTransicao = 'perfil' | 'rodada' | 'status';

export type ResultadoTransicao =
  { ok: true; para: PedidoStatus } | { ok: false; motivo: string; erro: ErroTransicao };

export interface PedidoTransicao {
  acao: AcaoPedido;
  /** The order's current status. */
  de: number;
  tipo: Tipo;
  /** The round's permitir_pedidos; null for an order placed outside a round. */
  permitirPedidos: boolean | null;
}

/**
 * Whether `tipo` may apply `acao` to an order in status `de`, and the status it moves to. Checks, in
 * order: the role, the round (domain.md: nothing changes in a round that does not permit orders; spec 3
 * §4: cancel 'disabled when the round does not permit orders'), then the current status.
 * Object ownership (is it this user's order?) is the pedido policy's job.
 */
export function transicaoPermitida({ acao, de, tipo, permitirPedidos }: PedidoTransicao): ResultadoTransicao {
  const regra = REGRAS[acao];
  const origens = regra.de[tipo];
  if (!origens) return { ok: false, erro: 'perfil', motivo: `Seu perfil não pode ${regra.frase}` };
  if (permitirPedidos === false) {
    return { ok: false, erro: 'rodada', motivo: 'Esta rodada não permite alterar pedidos' };
  }
  if (!isPedidoStatus(de)) {
    return { ok: false, erro: 'status', motivo: `Status de pedido desconhecido: ${String(de)}` };
  }
  if (acao === 'cancelar' && de === PEDIDO_STATUS.CANCELADO) {
    return { ok: false, erro: 'status', motivo: 'O pedido já está cancelado' };
  }
  if (!origens.includes(de)) {
    return {
      ok: false,
      erro: 'status',
      motivo: `Não é possível ${regra.frase} com status ${PEDIDO_STATUS_LABEL[de]}`,
    };
  }
  return { ok: true, para: regra.para };
}

/** The actions `tipo` may apply now, in ACOES_PEDIDO order: the abilities a response sends to the UI. */
export function acoesPermitidas(estado: Omit<PedidoTransicao, 'acao'>): AcaoPedido[] {
  return ACOES_PEDIDO.filter((acao) => transicaoPermitida({ ...estado, acao }).ok);
}

/**
 * A customer order's status, derived from its supplier orders (spec D9, D10; design of issue 14):
 * none or all cancelled → 5; otherwise over the non-cancelled ones: all alike → that status; some
 * delivered or shipped (3, 4) and others not yet (below 3) → 2 Em expedição; otherwise (a mix of 0
 * and 1, or of 3 and 4) → the lowest.
 */
export function statusDoPedidoCliente(statusDosPedidos: readonly number[]): PedidoStatus {
  const vivos = statusDosPedidos.filter((s) => s !== PEDIDO_STATUS.CANCELADO);
  if (vivos.length === 0) return PEDIDO_STATUS.CANCELADO;
  const menor = Math.min(...vivos);
  const maior = Math.max(...vivos);
  if (menor < PEDIDO_STATUS.ENTREGUE && maior >= PEDIDO_STATUS.ENTREGUE) return PEDIDO_STATUS.EM_EXPEDICAO;
  return isPedidoStatus(menor) ? menor : PEDIDO_STATUS.PENDENTE;
}
