import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fornecedores, pedidos, pedidos_clientes, rodadas } from '../db/schema/index.js';
import type { Deps } from '../lib/deps.js';
import { criarRodadas } from './fabricas.js';
import { id } from './pedidos-cenario.js';

// Orders in a given status, written straight to the database, for the status-action tests of
// issue 14 (the machine's transitions need an order in each status): supplier A's orders for
// client X's store, reviewed by the scenario's representative, each in a customer order of X.

export interface Rodadas {
  /** A round of the scenario's administrador that permits orders. */
  aberta: number;
  /** The scenario's round with permitir_pedidos false ('Apenas consulta'). */
  fechada: number;
}

/** A round that permits orders, of the administrador of the scenario's closed round. */
export async function prepararRodadas(deps: Deps): Promise<Rodadas> {
  const [r] = await deps.db
    .select({ administrador_id: rodadas.administrador_id })
    .from(rodadas)
    .where(eq(rodadas.id, id.rodadaFechada));
  const [aberta] = await criarRodadas(deps, r!.administrador_id, [
    { nome: 'Com pedidos', data_inicio: '2030-01-01', data_fim: '2030-01-05', permitir_pedidos: true },
  ]);
  return { aberta: aberta!, fechada: id.rodadaFechada };
}

/** The user of supplier A (orders need a creator). */
async function usuarioDoFornecedorA(deps: Deps) {
  const [f] = await deps.db
    .select({ user_id: fornecedores.user_id })
    .from(fornecedores)
    .where(eq(fornecedores.id, id.fornA));
  return f!.user_id;
}

export interface NovoPedidoCliente {
  rodadaId: number | null;
  /** One supplier order per status, in order. */
  status: number[];
  /** Supplier of each order (supplier A by default). */
  fornecedores?: number[];
  representanteId?: number | null;
  clienteId?: number;
  lojaId?: number;
  valor?: string;
}

/** A customer order with one supplier order per given status; answers its id and theirs. */
export async function inserirPedidoCliente(deps: Deps, n: NovoPedidoCliente) {
  const userId = await usuarioDoFornecedorA(deps);
  const valor = n.valor ?? '100.00';
  const comum = {
    cliente_id: n.clienteId ?? id.cliX,
    cliente_loja_id: n.lojaId ?? id.lojaX,
    rodada_id: n.rodadaId,
    representante_id: n.representanteId === undefined ? id.rep : n.representanteId,
    data: '2030-01-02',
  };
  const [pc] = await deps.db
    .insert(pedidos_clientes)
    .values({
      ...comum,
      user_id: userId,
      forma_pagamento: 'Depósito',
      quantidade_total: 2 * n.status.length,
      valor_total: (Number(valor) * n.status.length).toFixed(2),
    })
    .returning({ id: pedidos_clientes.id });
  const ids: number[] = [];
  for (const [i, status] of n.status.entries()) {
    const [p] = await deps.db
      .insert(pedidos)
      .values({
        ...comum,
        uuid: randomUUID(),
        user_id: userId,
        fornecedor_id: n.fornecedores?.[i] ?? id.fornA,
        pedido_cliente_id: pc!.id,
        status,
        quantidade: 2,
        valor_bruto: valor,
        valor_liquido: valor,
        comissao_valor: (Number(valor) * 0.05).toFixed(2),
      })
      .returning({ id: pedidos.id });
    ids.push(p!.id);
  }
  return { pedidoCliente: pc!.id, pedidos: ids };
}

/** One supplier order in `status` (in its own customer order); answers its id. */
export async function inserirPedido(deps: Deps, status: number, rodadaId: number | null) {
  const {
    pedidos: [p],
  } = await inserirPedidoCliente(deps, { rodadaId, status: [status] });
  return p!;
}

/** An order row and its customer order's status, as stored. */
export async function lerPedido(deps: Deps, pedidoId: number) {
  const [p] = await deps.db
    .select({
      status: pedidos.status,
      revisado_em: pedidos.revisado_em,
      entregue_em: pedidos.entregue_em,
      cancelado_em: pedidos.cancelado_em,
      pedido_cliente_status: pedidos_clientes.status,
    })
    .from(pedidos)
    .innerJoin(pedidos_clientes, eq(pedidos_clientes.id, pedidos.pedido_cliente_id))
    .where(eq(pedidos.id, pedidoId));
  return p!;
}
