import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { carimbos, criadoEm, data, dinheiro, momento, naoNegativo } from './colunas.js';
import { clientes, representantes } from './pessoas.js';
import { users } from './usuarios.js';
import { pedido_grade, pedido_itens, pedidos } from './pedidos.js';

// Deliveries, shipments, promissory notes and commission receipts of orders (spec 2 §3-§5,
// domain.md "Logistics and money"): split from pedidos.ts; the same rules of deletion apply.

/**
 * A delivery of (part of) an order, recorded by the representative (spec 2 §2 Deliveries).
 * numero counts the deliveries of one order (1, 2, ...). Cancelling keeps the row.
 */
export const entregas = pgTable(
  'entregas',
  {
    id: serial('id').primaryKey(),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    /** Who recorded it. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    cancelada_em: momento('cancelada_em'),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('entregas_pedido_numero_uq').on(t.pedido_id, t.numero),
    index('entregas_user_idx').on(t.user_id, t.created_at),
  ],
);

/**
 * What one delivery delivered of an order line, per grade cell when the line has a grade
 * (spec 2 §3 "subentrega item"): entregue and restante are sums over live deliveries.
 */
export const entrega_itens = pgTable(
  'entrega_itens',
  {
    id: serial('id').primaryKey(),
    entrega_id: integer('entrega_id')
      .notNull()
      .references(() => entregas.id, { onDelete: 'cascade' }),
    pedido_item_id: integer('pedido_item_id')
      .notNull()
      .references(() => pedido_itens.id, { onDelete: 'no action' }),
    pedido_grade_id: integer('pedido_grade_id').references(() => pedido_grade.id, {
      onDelete: 'no action',
    }),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    index('entrega_itens_entrega_idx').on(t.entrega_id),
    index('entrega_itens_pedido_item_idx').on(t.pedido_item_id),
    index('entrega_itens_pedido_grade_idx').on(t.pedido_grade_id),
    naoNegativo('entrega_itens_quantidade_ck', t.quantidade),
  ],
);

/**
 * A representative's numbered shipment (spec 2 §3 "remessa"): driver, plate, departure and
 * arrival. numero is the representative's own sequence (GET /api/remessas/proximonumero).
 */
export const remessas = pgTable(
  'remessas',
  {
    id: serial('id').primaryKey(),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'restrict' }),
    numero: integer('numero').notNull(),
    motorista: varchar('motorista', { length: 255 }),
    /** Upper case without the hyphen: 'ABC1D23' (mask AAA-#X##, spec 2 §5). */
    placa: varchar('placa', { length: 7 }),
    data: data('data').notNull(),
    data_saida: data('data_saida'),
    hora_saida: time('hora_saida'),
    data_chegada: data('data_chegada'),
    hora_chegada: time('hora_chegada'),
    cancelada_em: momento('cancelada_em'),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('remessas_representante_numero_uq').on(t.representante_id, t.numero),
    check('remessas_placa_ck', sql`${t.placa} ~ '^[A-Z]{3}[0-9][A-Z0-9][0-9]{2}$'`),
  ],
);

/** The orders in a shipment; an order is in at most one shipment (status 4 Enviado). */
export const remessa_pedidos = pgTable(
  'remessa_pedidos',
  {
    id: serial('id').primaryKey(),
    remessa_id: integer('remessa_id')
      .notNull()
      .references(() => remessas.id, { onDelete: 'cascade' }),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'restrict' }),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('remessa_pedidos_pedido_uq').on(t.pedido_id),
    index('remessa_pedidos_remessa_idx').on(t.remessa_id),
  ],
);

/** An order's promissory notes (spec 2 §3 "promissorias", §9 schedule rules). */
export const promissorias = pgTable(
  'promissorias',
  {
    id: serial('id').primaryKey(),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    /** 1-based installment number. */
    parcela: smallint('parcela').notNull(),
    vencimento: data('vencimento').notNull(),
    valor: dinheiro('valor').notNull(),
    /** Days from the order date (prazo × n before the weekend shift). */
    dias: integer('dias'),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('promissorias_pedido_parcela_uq').on(t.pedido_id, t.parcela),
    check('promissorias_parcela_ck', sql`${t.parcela} between 1 and 24`),
    naoNegativo('promissorias_valor_ck', t.valor),
  ],
);

/**
 * A representative's commission receipt for one client (spec 2 §3 "recebimento"), paying the
 * orders listed in recebimento_pedidos.
 */
export const recebimentos = pgTable(
  'recebimentos',
  {
    id: serial('id').primaryKey(),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'restrict' }),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'restrict' }),
    data: data('data').notNull(),
    forma_pagamento: varchar('forma_pagamento', { length: 50 }).notNull(),
    valor_total: dinheiro('valor_total').notNull().default('0'),
    pedidos_quantidade: integer('pedidos_quantidade').notNull().default(0),
    ...carimbos(),
  },
  (t) => [
    index('recebimentos_representante_idx').on(t.representante_id, t.data),
    index('recebimentos_cliente_idx').on(t.cliente_id),
    naoNegativo('recebimentos_valor_total_ck', t.valor_total),
  ],
);

/**
 * The orders a receipt pays, with the commission paid. pedido_id is unique: an order's
 * commission is paid at most once (domain.md).
 */
export const recebimento_pedidos = pgTable(
  'recebimento_pedidos',
  {
    id: serial('id').primaryKey(),
    recebimento_id: integer('recebimento_id')
      .notNull()
      .references(() => recebimentos.id, { onDelete: 'cascade' }),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'restrict' }),
    comissao_valor: dinheiro('comissao_valor').notNull(),
  },
  (t) => [
    uniqueIndex('recebimento_pedidos_pedido_uq').on(t.pedido_id),
    index('recebimento_pedidos_recebimento_idx').on(t.recebimento_id),
    naoNegativo('recebimento_pedidos_comissao_ck', t.comissao_valor),
  ],
);
