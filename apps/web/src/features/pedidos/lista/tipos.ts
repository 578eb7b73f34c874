import type { AcoesDe, pedidos } from '@rodada/contracts';

/*
 * The rows /pedidos shows, from the contracts (PEDIDOS.md §2-§3): the orders list's rows and totals
 * (h-a, lista.ts) and the client orders list's rows (h-b, pedidos-clientes.ts).
 */

export type AcoesPedido = AcoesDe<'pedido'>;
export type PedidoLinha = pedidos.PedidoLinha;
export type TotaisPedidos = pedidos.TotaisPedidos;
export type PedidoClienteLinha = pedidos.PedidoClienteLinha;
