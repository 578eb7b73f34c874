import type { AcoesDe, pedidos } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';

/*
 * The rows /pedidos shows, from the contracts (PEDIDOS.md §2-§3): the orders list's rows and totals
 * (h-a, lista.ts) and the client orders list's rows (h-b, pedidos-clientes.ts).
 */

export type AcoesPedido = AcoesDe<'pedido'>;
export type PedidoLinha = pedidos.PedidoLinha;
export type TotaisPedidos = pedidos.TotaisPedidos;
export type PedidoClienteLinha = pedidos.PedidoClienteLinha;

/** An order's date or instant ('yyyy-mm-dd…') as 'dd/mm/yyyy' in the lists; '—' when absent or unreadable. */
export function dataBr(iso: string | null | undefined): string {
  try {
    return iso ? formatarData(iso.slice(0, 10)) : '—';
  } catch {
    return '—';
  }
}
