import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { pedidos, pedidos_clientes, rodadas } from '../../db/schema/index.js';

// Writes of the order status actions (spec 3 §4; design of issue 14, decision 2): one supplier
// order or every order of a customer order, with its timestamp column and the customer order's
// derived status, always inside the caller's transaction.

/** An order with its parties and round, as the pedido policy reads it; locked when `travar`. */
export async function pedidoParaAcao(db: Db | Tx, id: number, travar = false) {
  const q = db
    .select({
      id: pedidos.id,
      status: pedidos.status,
      fornecedor_id: pedidos.fornecedor_id,
      cliente_id: pedidos.cliente_id,
      representante_id: pedidos.representante_id,
      pedido_cliente_id: pedidos.pedido_cliente_id,
      rodada_administrador_id: rodadas.administrador_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
    })
    .from(pedidos)
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(eq(pedidos.id, id));
  const [p] = travar ? await q.for('update', { of: pedidos }) : await q;
  return p ?? null;
}
export type PedidoParaAcao = NonNullable<Awaited<ReturnType<typeof pedidoParaAcao>>>;

/** The column an arrival status stamps (revisado_em, entregue_em, cancelado_em). */
function carimbosDe(de: number, para: number) {
  const agora = sql`now()`;
  switch (para) {
    case 1:
      // Undoing a delivery (3 → 1) keeps the review time and forgets the delivery.
      return de === 3 ? { entregue_em: null } : { revisado_em: agora };
    case 3:
      return { entregue_em: agora };
    case 5:
      return { cancelado_em: agora };
    default:
      return {};
  }
}

/** Moves one order from `de` to `para`; false when it was no longer in `de` (a concurrent change). */
export async function mudarStatus(tx: Tx, id: number, de: number, para: number): Promise<boolean> {
  const r = await tx
    .update(pedidos)
    .set({ status: para, ...carimbosDe(de, para) })
    .where(sql`${pedidos.id} = ${id} and ${pedidos.status} = ${de}`)
    .returning({ id: pedidos.id });
  return r.length === 1;
}

/** The statuses of a customer order's supplier orders, oldest first. */
export async function statusDosPedidos(db: Db | Tx, pedidoClienteId: number) {
  return db
    .select({ id: pedidos.id, status: pedidos.status })
    .from(pedidos)
    .where(eq(pedidos.pedido_cliente_id, pedidoClienteId))
    .orderBy(asc(pedidos.id));
}

/** Stores a customer order's derived status (cancelado_em stamped when it becomes 5). */
export async function gravarStatusDoPedidoCliente(tx: Tx, pedidoClienteId: number, status: number) {
  await tx
    .update(pedidos_clientes)
    .set({
      status,
      cancelado_em: status === 5 ? sql`coalesce(${pedidos_clientes.cancelado_em}, now())` : null,
    })
    .where(eq(pedidos_clientes.id, pedidoClienteId));
}
