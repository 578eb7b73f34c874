import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cores, produtos, tamanhos } from './catalogo.js';
import {
  carimbos,
  data,
  dinheiro,
  emLista,
  entre0e100,
  momento,
  naoNegativo,
  percentual,
} from './colunas.js';
import { clientes, fornecedores, lojas, representantes } from './pessoas.js';
import { rodadas } from './rodadas.js';
import { users } from './usuarios.js';

// Orders, deliveries, shipments, promissory notes and commission receipts (spec 3 §3-§4,
// spec 2 §3-§5, domain.md "Orders", "Logistics and money"). Orders are never deleted, only
// cancelled (status 5): references to them restrict. Lines, grade cells, deliveries and
// installments belong to their order (cascade). Between children of the same order (a delivery
// line pointing at an order line) the foreign key is NO ACTION, checked at the end of the
// statement, so a cascading delete of the whole order is not refused half-way.

/** Order statuses (spec D10): 0 Pendente, 1 Revisado, 2 Em expedição, 3 Entregue, 4 Enviado, 5 Cancelado. */
const STATUS_PEDIDO = [0, 1, 2, 3, 4, 5] as const;

/**
 * A cliente's checkout (spec D9, spec 3 §3 "Customer order"): one row per checkout, linked to
 * the supplier orders (pedidos.pedido_cliente_id) it made, one per supplier in the cart.
 * valor_liquido, comissao_* and the representative shown in the detail are sums or joins over
 * those supplier orders.
 */
export const pedidos_clientes = pgTable(
  'pedidos_clientes',
  {
    id: serial('id').primaryKey(),
    /** Client-made idempotency key of the checkout, like pedidos.uuid (spec D11). */
    uuid: uuid('uuid').notNull().defaultRandom(),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'restrict' }),
    cliente_loja_id: integer('cliente_loja_id').notNull(),
    rodada_id: integer('rodada_id').references(() => rodadas.id, { onDelete: 'restrict' }),
    /** The client's main representative at checkout time, who reviews the supplier orders. */
    representante_id: integer('representante_id').references(() => representantes.id, {
      onDelete: 'restrict',
    }),
    /** Who checked out (the cliente's user). */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    data: data('data').notNull(),
    /** Only 'Depósito' is usable today (spec 3 §5 "Client-order payment"). */
    forma_pagamento: varchar('forma_pagamento', { length: 50 }),
    quantidade_total: integer('quantidade_total').notNull().default(0),
    valor_total: dinheiro('valor_total').notNull().default('0'),
    observacoes: text('observacoes'),
    /** Customer-order labels: 0 Em aberto, 1 Revisado, 2 Em expedição, 3 Fechado, 4 Enviado, 5 Cancelado. */
    status: smallint('status').notNull().default(0),
    cancelado_em: momento('cancelado_em'),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('pedidos_clientes_uuid_uq').on(t.uuid),
    index('pedidos_clientes_cliente_idx').on(t.cliente_id, t.created_at),
    index('pedidos_clientes_representante_idx').on(t.representante_id, t.rodada_id),
    index('pedidos_clientes_rodada_idx').on(t.rodada_id, t.status),
    foreignKey({
      name: 'pedidos_clientes_loja_fk',
      columns: [t.cliente_loja_id, t.cliente_id],
      foreignColumns: [lojas.id, lojas.cliente_id],
    }).onDelete('restrict'),
    naoNegativo('pedidos_clientes_quantidade_ck', t.quantidade_total),
    naoNegativo('pedidos_clientes_valor_ck', t.valor_total),
    check('pedidos_clientes_status_ck', emLista(t.status, STATUS_PEDIDO)),
  ],
);

/**
 * The cart lines of a customer order, as checked out (a snapshot for its detail dialog; the
 * authoritative lines and grade are the supplier orders' pedido_itens and pedido_grade).
 * grade is [{cor_id, tamanho_id, quantidade}], never queried by cell, hence jsonb.
 */
export const pedidos_clientes_itens = pgTable(
  'pedidos_clientes_itens',
  {
    id: serial('id').primaryKey(),
    pedido_cliente_id: integer('pedido_cliente_id')
      .notNull()
      .references(() => pedidos_clientes.id, { onDelete: 'cascade' }),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'restrict' }),
    descricao: varchar('descricao', { length: 255 }),
    quantidade: integer('quantidade').notNull(),
    /** Unit price at checkout. */
    valor: dinheiro('valor').notNull(),
    subtotal: dinheiro('subtotal').notNull(),
    grade: jsonb('grade')
      .$type<{ cor_id: number; tamanho_id: number; quantidade: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [
    index('pedidos_clientes_itens_pedido_idx').on(t.pedido_cliente_id),
    index('pedidos_clientes_itens_produto_idx').on(t.produto_id),
    check('pedidos_clientes_itens_quantidade_ck', sql`${t.quantidade} > 0`),
    naoNegativo('pedidos_clientes_itens_valor_ck', t.valor),
    naoNegativo('pedidos_clientes_itens_subtotal_ck', t.subtotal),
  ],
);

/**
 * A supplier order (spec 3 §3 "Order"; spec D10 statuses, spec D11 idempotency).
 * `uuid` is made by the client (also offline) and is the idempotency key: globally unique,
 * which also makes it unique per user; the service answers a retry with the same `hash`
 * (SHA-256 of the canonical body) as the first time. Billing names (spec 2 §3): desconto =
 * desconto_percentual, taxa = taxa_percentual, frete = frete_percentual, comissao =
 * comissao_percentual. Net = gross − discount + fee (spec 3 §9); freight is outside the net.
 */
export const pedidos = pgTable(
  'pedidos',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull(),
    /** Hex SHA-256 of the canonical body last saved (spec D11). */
    hash: varchar('hash', { length: 64 }),
    /** Who created it: the scope of the uuid idempotency. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Null for orders placed outside a round (domain.md). */
    rodada_id: integer('rodada_id').references(() => rodadas.id, { onDelete: 'restrict' }),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'restrict' }),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'restrict' }),
    /** The store the order is for; always one of the client's (composite key below). */
    cliente_loja_id: integer('cliente_loja_id').notNull(),
    representante_id: integer('representante_id').references(() => representantes.id, {
      onDelete: 'restrict',
    }),
    /** The customer order (checkout) that made it, when it came from a cliente's cart (spec D9). */
    pedido_cliente_id: integer('pedido_cliente_id').references(() => pedidos_clientes.id, {
      onDelete: 'restrict',
    }),
    data: data('data').notNull(),
    entrega: data('entrega'),
    forma_pagamento: varchar('forma_pagamento', { length: 50 }),
    /** Payment term in days, '30/60/90' or free text (spec 3 §9). */
    prazo: varchar('prazo', { length: 100 }),
    /** Number of installments, 0 to 24 (spec 2 §5 "Promissory form"). */
    parcelas: smallint('parcelas'),
    transportadora: varchar('transportadora', { length: 255 }),
    transportadora_telefone: varchar('transportadora_telefone', { length: 20 }),
    /** Salesperson; labelled 'Responsável' in the supplier checkout. */
    vendedor: varchar('vendedor', { length: 255 }),
    desconto_percentual: percentual('desconto_percentual').notNull().default('0'),
    desconto_valor: dinheiro('desconto_valor').notNull().default('0'),
    taxa_percentual: percentual('taxa_percentual').notNull().default('0'),
    taxa_valor: dinheiro('taxa_valor').notNull().default('0'),
    /** 'Cliente', 'Fornecedor' or 'Ambos' (spec 2 §9): who pays the freight. */
    frete_tipo: varchar('frete_tipo', { length: 20 }),
    frete_percentual: percentual('frete_percentual').notNull().default('0'),
    frete_valor: dinheiro('frete_valor').notNull().default('0'),
    comissao_percentual: percentual('comissao_percentual').notNull().default('5'),
    comissao_valor: dinheiro('comissao_valor').notNull().default('0'),
    /** Who pays the commission; only 'Fornecedor' exists today (spec 3 §9). */
    comissao_tipo: varchar('comissao_tipo', { length: 20 }).notNull().default('Fornecedor'),
    valor_bruto: dinheiro('valor_bruto').notNull().default('0'),
    valor_liquido: dinheiro('valor_liquido').notNull().default('0'),
    /** Total pieces over all lines. */
    quantidade: integer('quantidade').notNull().default(0),
    observacoes: text('observacoes'),
    status: smallint('status').notNull().default(0),
    /** Created offline and synchronised later (spec 1 §4). */
    offline: boolean('offline').notNull().default(false),
    /** Made in the supplier checkout (spec 3 §3). */
    pedido_loja: boolean('pedido_loja').notNull().default(false),
    revisado_em: momento('revisado_em'),
    entregue_em: momento('entregue_em'),
    cancelado_em: momento('cancelado_em'),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('pedidos_uuid_uq').on(t.uuid),
    // Lists and filters (spec 3 §2 Orders list, §7 /api/pedidos/listar and /filtrar).
    index('pedidos_rodada_status_idx').on(t.rodada_id, t.status),
    index('pedidos_fornecedor_rodada_idx').on(t.fornecedor_id, t.rodada_id, t.created_at),
    index('pedidos_representante_rodada_idx').on(t.representante_id, t.rodada_id),
    index('pedidos_cliente_idx').on(t.cliente_id, t.created_at),
    index('pedidos_loja_idx').on(t.cliente_loja_id),
    index('pedidos_pedido_cliente_idx').on(t.pedido_cliente_id),
    index('pedidos_user_idx').on(t.user_id),
    foreignKey({
      name: 'pedidos_loja_fk',
      columns: [t.cliente_loja_id, t.cliente_id],
      foreignColumns: [lojas.id, lojas.cliente_id],
    }).onDelete('restrict'),
    check('pedidos_status_ck', emLista(t.status, STATUS_PEDIDO)),
    check('pedidos_parcelas_ck', sql`${t.parcelas} between 0 and 24`),
    check('pedidos_frete_tipo_ck', emLista(t.frete_tipo, ['Cliente', 'Fornecedor', 'Ambos'])),
    check('pedidos_comissao_tipo_ck', emLista(t.comissao_tipo, ['Fornecedor'])),
    check('pedidos_entrega_ck', sql`${t.entrega} >= ${t.data}`),
    entre0e100('pedidos_desconto_percentual_ck', t.desconto_percentual),
    entre0e100('pedidos_taxa_percentual_ck', t.taxa_percentual),
    entre0e100('pedidos_frete_percentual_ck', t.frete_percentual),
    entre0e100('pedidos_comissao_percentual_ck', t.comissao_percentual),
    naoNegativo('pedidos_desconto_valor_ck', t.desconto_valor),
    naoNegativo('pedidos_taxa_valor_ck', t.taxa_valor),
    naoNegativo('pedidos_frete_valor_ck', t.frete_valor),
    naoNegativo('pedidos_comissao_valor_ck', t.comissao_valor),
    naoNegativo('pedidos_valor_bruto_ck', t.valor_bruto),
    naoNegativo('pedidos_valor_liquido_ck', t.valor_liquido),
    naoNegativo('pedidos_quantidade_ck', t.quantidade),
  ],
);

/**
 * An order line (spec 3 §3 "Order line"): the product with its code and description at the time
 * and the unit price from the catalogue; quantidade is the sum of its pedido_grade cells.
 */
export const pedido_itens = pgTable(
  'pedido_itens',
  {
    id: serial('id').primaryKey(),
    pedido_id: integer('pedido_id')
      .notNull()
      .references(() => pedidos.id, { onDelete: 'cascade' }),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'restrict' }),
    codigo: varchar('codigo', { length: 50 }).notNull(),
    descricao: varchar('descricao', { length: 255 }).notNull(),
    valor: dinheiro('valor').notNull(),
    quantidade: integer('quantidade').notNull(),
    subtotal: dinheiro('subtotal').notNull(),
    observacoes: text('observacoes'),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [
    index('pedido_itens_pedido_idx').on(t.pedido_id, t.ordem),
    // 'Mais Vendidos' and the sold-products reports aggregate by product.
    index('pedido_itens_produto_idx').on(t.produto_id),
    check('pedido_itens_valor_ck', sql`${t.valor} > 0`),
    check('pedido_itens_quantidade_ck', sql`${t.quantidade} > 0`),
    naoNegativo('pedido_itens_subtotal_ck', t.subtotal),
  ],
);

/** One colour × size cell of an order line (domain.md): the cells sum to the line's quantidade. */
export const pedido_grade = pgTable(
  'pedido_grade',
  {
    id: serial('id').primaryKey(),
    pedido_item_id: integer('pedido_item_id')
      .notNull()
      .references(() => pedido_itens.id, { onDelete: 'cascade' }),
    cor_id: integer('cor_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'restrict' }),
    tamanho_id: integer('tamanho_id')
      .notNull()
      .references(() => tamanhos.id, { onDelete: 'restrict' }),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    uniqueIndex('pedido_grade_uq').on(t.pedido_item_id, t.cor_id, t.tamanho_id),
    index('pedido_grade_cor_idx').on(t.cor_id),
    index('pedido_grade_tamanho_idx').on(t.tamanho_id),
    naoNegativo('pedido_grade_quantidade_ck', t.quantidade),
  ],
);
