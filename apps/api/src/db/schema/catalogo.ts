import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { arquivos } from './arquivos.js';
import { carimbos, criadoEm, dinheiro, emLista, momento } from './colunas.js';
import { fornecedores } from './pessoas.js';
import { users } from './usuarios.js';

// Catalogue (spec 3 §3-§5, domain.md "Catalogue"). A product's grid is the product's chosen
// colours × its chosen sizes (produto_cores × produto_tamanhos); every cell is orderable, so
// there is no separate grid table. Colours and sizes in use cannot be deleted (restrict):
// 'Erro ao excluir cor' / status 2 with msg (spec 3 §7).

/** Product categories (spec 1 §3 "Category": id, nome), shop filter chips. */
export const categorias = pgTable(
  'categorias',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    ...carimbos(),
  },
  (t) => [uniqueIndex('categorias_nome_uq').on(sql`lower(${t.nome})`)],
);

/**
 * Colours (spec 3 §3 "Colour"): tipo 0 belongs to one supplier and is editable by it, tipo 1 is
 * shared (master). nome is upper case (spec 3 §5).
 */
export const cores = pgTable(
  'cores',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 50 }).notNull(),
    tipo: smallint('tipo').notNull().default(0),
    fornecedor_id: integer('fornecedor_id').references(() => fornecedores.id, {
      onDelete: 'cascade',
    }),
    ...carimbos(),
  },
  (t) => [
    // One name per supplier among its own colours, one name among the shared ones.
    uniqueIndex('cores_fornecedor_nome_uq')
      .on(t.fornecedor_id, t.nome)
      .where(sql`${t.tipo} = 0`),
    uniqueIndex('cores_compartilhada_nome_uq')
      .on(t.nome)
      .where(sql`${t.tipo} = 1`),
    check('cores_tipo_ck', emLista(t.tipo, [0, 1])),
    check(
      'cores_dono_ck',
      sql`(${t.tipo} = 0 and ${t.fornecedor_id} is not null) or (${t.tipo} = 1 and ${t.fornecedor_id} is null)`,
    ),
  ],
);

/**
 * Sizes (spec 3 §3 "Size"): same ownership as cores. `especial` marks a size such as 'ÚNICO'
 * whose selection deactivates all the others in the grid dialog. `ordem` is the catalogue's
 * natural order (PP, P, M, G...); a product orders its own sizes in produto_tamanhos.
 */
export const tamanhos = pgTable(
  'tamanhos',
  {
    id: serial('id').primaryKey(),
    /** Upper case, at most 20 characters (spec 3 §5). */
    tamanho: varchar('tamanho', { length: 20 }).notNull(),
    tipo: smallint('tipo').notNull().default(0),
    fornecedor_id: integer('fornecedor_id').references(() => fornecedores.id, {
      onDelete: 'cascade',
    }),
    especial: boolean('especial').notNull().default(false),
    ordem: smallint('ordem').notNull().default(0),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('tamanhos_fornecedor_tamanho_uq')
      .on(t.fornecedor_id, t.tamanho)
      .where(sql`${t.tipo} = 0`),
    uniqueIndex('tamanhos_compartilhado_tamanho_uq')
      .on(t.tamanho)
      .where(sql`${t.tipo} = 1`),
    check('tamanhos_tipo_ck', emLista(t.tipo, [0, 1])),
    check(
      'tamanhos_dono_ck',
      sql`(${t.tipo} = 0 and ${t.fornecedor_id} is not null) or (${t.tipo} = 1 and ${t.fornecedor_id} is null)`,
    ),
  ],
);

/**
 * A supplier's product (spec 3 §3 "Product"). Shown in the shop only when status = 1
 * (Homologado) and ativo. status: 0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido.
 * Shop search (issue 12, ADR 017) is an accent-insensitive ILIKE over `busca`, served by a pg_trgm
 * GIN index (pg_trgm and unaccent load in PGlite as extensions and ship with PostgreSQL).
 */
export const produtos = pgTable(
  'produtos',
  {
    id: serial('id').primaryKey(),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    /** Upper case; letters, digits, '/', '.', '-' (spec 3 §5). 'Código já cadastrado' per supplier. */
    codigo: varchar('codigo', { length: 50 }).notNull(),
    descricao: varchar('descricao', { length: 255 }).notNull(),
    valor: dinheiro('valor').notNull(),
    categoria_id: integer('categoria_id')
      .notNull()
      .references(() => categorias.id, { onDelete: 'restrict' }),
    /** Suppliers are exempt from it when ordering (spec 1 §5). */
    quantidade_minima: integer('quantidade_minima').notNull().default(0),
    /** Purchase quantities must be multiples of it; 0 or 1 means no restriction. */
    multiplo: integer('multiplo').notNull().default(1),
    detalhes: text('detalhes'),
    status: smallint('status').notNull().default(0),
    /** Deactivated products leave the shop and cannot be ordered (spec 3 §4). */
    ativo: boolean('ativo').notNull().default(true),
    homologado_em: momento('homologado_em'),
    /** When the approval lapses and the product turns 3 Vencido (then a tipo 4 notification). */
    vence_em: momento('vence_em'),
    /**
     * Search text: lower(unaccent(codigo, descricao and the supplier's trade and legal names)),
     * kept by the triggers of migration 0002 (produtos and fornecedores), never written by code.
     */
    busca: text('busca').notNull().default(''),
    /**
     * Pieces sold: the sum of this product's order lines in orders not cancelled (sort 2 Mais
     * Vendidos), kept by the triggers of migration 0002 on pedido_itens and pedidos.
     */
    vendidos: integer('vendidos').notNull().default(0),
    ...carimbos(),
  },
  (t) => [
    // Also serves "products of a supplier" (leading column).
    uniqueIndex('produtos_fornecedor_codigo_uq').on(t.fornecedor_id, t.codigo),
    // Shop: approved and active, newest first (sort 1 Mais Novos); /produtos status filter.
    index('produtos_status_ativo_created_idx').on(t.status, t.ativo, t.created_at.desc()),
    index('produtos_categoria_idx').on(t.categoria_id),
    // Sorts 3/4 (Maior/Menor Preço) and the price-range filter.
    index('produtos_valor_idx').on(t.valor),
    // The expiry job finds approved products whose approval has lapsed.
    index('produtos_vence_em_idx')
      .on(t.vence_em)
      .where(sql`${t.status} = 1`),
    // Text search (ILIKE '%termo%' on the unaccented text), both engines (ADR 017).
    index('produtos_busca_trgm_idx').using('gin', sql`${t.busca} gin_trgm_ops`),
    // The shop's sorts, over the products it may show (approved and active): 1, 2, 3/4.
    index('produtos_vitrine_novos_idx')
      .on(t.created_at.desc(), t.id.desc())
      .where(sql`${t.status} = 1 and ${t.ativo}`),
    index('produtos_vitrine_vendidos_idx')
      .on(t.vendidos.desc(), t.id.desc())
      .where(sql`${t.status} = 1 and ${t.ativo}`),
    index('produtos_vitrine_valor_idx')
      .on(t.valor, t.id)
      .where(sql`${t.status} = 1 and ${t.ativo}`),
    check('produtos_valor_ck', sql`${t.valor} > 0`),
    check('produtos_vendidos_ck', sql`${t.vendidos} >= 0`),
    check('produtos_quantidade_minima_ck', sql`${t.quantidade_minima} >= 0`),
    check('produtos_multiplo_ck', sql`${t.multiplo} >= 0`),
    check('produtos_status_ck', emLista(t.status, [0, 1, 2, 3])),
  ],
);

/** The colours of a product, in display order (domain.md "Catalogue"). */
export const produto_cores = pgTable(
  'produto_cores',
  {
    id: serial('id').primaryKey(),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    cor_id: integer('cor_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'restrict' }),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [
    uniqueIndex('produto_cores_uq').on(t.produto_id, t.cor_id),
    index('produto_cores_cor_idx').on(t.cor_id),
  ],
);

/** The sizes of a product, in the order set by 'Ordenação de Tamanhos' (spec 3 §2). */
export const produto_tamanhos = pgTable(
  'produto_tamanhos',
  {
    id: serial('id').primaryKey(),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    tamanho_id: integer('tamanho_id')
      .notNull()
      .references(() => tamanhos.id, { onDelete: 'restrict' }),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [
    uniqueIndex('produto_tamanhos_uq').on(t.produto_id, t.tamanho_id),
    index('produto_tamanhos_tamanho_idx').on(t.tamanho_id),
  ],
);

/**
 * A product's gallery (spec 3 §9 "Gallery"): up to 10 ordered photos (enforced by the service)
 * and at most one video (partial unique index). File metadata — mime, width, height, duration,
 * bytes — lives in arquivos.
 */
export const produto_midias = pgTable(
  'produto_midias',
  {
    id: serial('id').primaryKey(),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    ordem: smallint('ordem').notNull().default(0),
    arquivo_id: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id, { onDelete: 'restrict' }),
    ...criadoEm(),
  },
  (t) => [
    index('produto_midias_produto_idx').on(t.produto_id, t.tipo, t.ordem),
    uniqueIndex('produto_midias_video_uq')
      .on(t.produto_id)
      .where(sql`${t.tipo} = 'video'`),
    index('produto_midias_arquivo_idx').on(t.arquivo_id),
    check('produto_midias_tipo_ck', emLista(t.tipo, ['foto', 'video'])),
  ],
);

/** The list of possible rejection reasons (spec 3 §3 "Possible rejection error": id, nome, descricao). */
export const erros_homologacao = pgTable('erros_homologacao', {
  id: serial('id').primaryKey(),
  nome: varchar('nome', { length: 100 }).notNull(),
  descricao: text('descricao'),
  ...carimbos(),
});

/**
 * Each approval decision on a product (spec 3 §4 "Product status"): the status it set, who
 * decided and when. The latest one is the product's current 'produto_detalhes'. user_id is null
 * for the automatic expiry (3 Vencido).
 */
export const homologacoes = pgTable(
  'homologacoes',
  {
    id: serial('id').primaryKey(),
    produto_id: integer('produto_id')
      .notNull()
      .references(() => produtos.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    observacao: text('observacao'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...criadoEm(),
  },
  (t) => [
    index('homologacoes_produto_idx').on(t.produto_id, t.created_at.desc()),
    check('homologacoes_status_ck', emLista(t.status, [0, 1, 2, 3])),
  ],
);

/**
 * The reasons of a rejection (spec 3 §4: at least one, from the list or free text). descricao
 * copies the reason's text at the time, so later edits of the list do not rewrite history.
 */
export const homologacao_erros = pgTable(
  'homologacao_erros',
  {
    id: serial('id').primaryKey(),
    homologacao_id: integer('homologacao_id')
      .notNull()
      .references(() => homologacoes.id, { onDelete: 'cascade' }),
    erro_id: integer('erro_id').references(() => erros_homologacao.id, { onDelete: 'set null' }),
    descricao: text('descricao').notNull(),
  },
  (t) => [index('homologacao_erros_homologacao_idx').on(t.homologacao_id)],
);
