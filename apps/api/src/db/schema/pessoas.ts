import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { arquivos } from './arquivos.js';
import { carimbos, cnpj, cnpjCheck, cpf, cpfCheck, criadoEm, data, emLista } from './colunas.js';
import { users } from './usuarios.js';

// People and organisations (spec 2 §3, domain.md "People"). Every role has one profile row per
// user; the login answer's `<tipo>_id` and `<tipo>_nome` come from administradores.nome,
// fornecedores.nome_fantasia, representantes.nome_fantasia and clientes.nome (spec 1 §3).
// Profiles are deleted with their user (cascade); anything that references a profile (orders,
// rounds...) restricts, so a user with history cannot be deleted, only deactivated.

// ---------------------------------------------------------------------------------------------
// Reference data (spec 2 §3 "Fixed lists"): loaded by the seed, never edited by users.

/** Brazilian states (spec 2 §3 "27 Brazilian states with numeric codes"); id is the IBGE code. */
export const estados = pgTable(
  'estados',
  {
    id: smallint('id').primaryKey(),
    sigla: char('sigla', { length: 2 }).notNull(),
    nome: varchar('nome', { length: 50 }).notNull(),
    /** Dashboard "vendas por região" (spec 3 §2 Dashboards) groups by this. */
    regiao: varchar('regiao', { length: 20 }).notNull(),
  },
  (t) => [
    uniqueIndex('estados_sigla_uq').on(t.sigla),
    check('estados_regiao_ck', emLista(t.regiao, ['Norte', 'Nordeste', 'Centro-Oeste', 'Sudeste', 'Sul'])),
  ],
);

/** Municipalities (IBGE, 5 571); id is the 7-digit IBGE code. Looked up by state (spec 2 §7 Lookups). */
export const cidades = pgTable(
  'cidades',
  {
    id: integer('id').primaryKey(),
    nome: varchar('nome', { length: 100 }).notNull(),
    estado_id: smallint('estado_id')
      .notNull()
      .references(() => estados.id, { onDelete: 'restrict' }),
  },
  (t) => [index('cidades_estado_nome_idx').on(t.estado_id, t.nome)],
);

/** Banks by COMPE code (spec 2 §3 "banks by code"), for the representative's account. */
export const bancos = pgTable('bancos', {
  codigo: varchar('codigo', { length: 3 }).primaryKey(),
  nome: varchar('nome', { length: 255 }).notNull(),
});

// ---------------------------------------------------------------------------------------------

/**
 * Postal address (spec 2 §3 "endereco"), owned by the profile or store that points at it.
 * cidade/estado names come from the joins. Most fields are optional because some forms
 * (administrador, supplier registered by a representative) ask for less than others.
 */
export const enderecos = pgTable(
  'enderecos',
  {
    id: serial('id').primaryKey(),
    rua: varchar('rua', { length: 255 }),
    numero: varchar('numero', { length: 20 }),
    complemento: varchar('complemento', { length: 255 }),
    bairro: varchar('bairro', { length: 120 }),
    cidade_id: integer('cidade_id').references(() => cidades.id, { onDelete: 'restrict' }),
    estado_id: smallint('estado_id').references(() => estados.id, { onDelete: 'restrict' }),
    /** 8 digits without mask (spec D6). */
    cep: varchar('cep', { length: 8 }),
    /** Phones are stored as digits only; the mask is a display concern. */
    telefone: varchar('telefone', { length: 20 }),
    celular: varchar('celular', { length: 20 }),
    email: varchar('email', { length: 255 }),
    /** Second e-mail: supplier addresses only (spec 2 §3). */
    email2: varchar('email2', { length: 255 }),
    /** Free-text place ("city/state" or a landmark) shown in lists and on delivery labels. */
    local: varchar('local', { length: 255 }),
    ...carimbos(),
  },
  (t) => [
    index('enderecos_cidade_idx').on(t.cidade_id),
    index('enderecos_estado_idx').on(t.estado_id),
    check('enderecos_cep_ck', sql`${t.cep} ~ '^[0-9]{8}$'`),
  ],
);

/** Administrator profile (spec 2 §3 "administrador"): organises rounds. */
export const administradores = pgTable(
  'administradores',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 255 }).notNull(),
    cnpj: cnpj('cnpj'),
    endereco_id: integer('endereco_id').references(() => enderecos.id, { onDelete: 'restrict' }),
    ...carimbos(),
  },
  (t) => [uniqueIndex('administradores_user_uq').on(t.user_id), cnpjCheck('administradores_cnpj_ck', t.cnpj)],
);

/** Supplier profile (spec 2 §3 "fornecedor"): owns products, receives orders. */
export const fornecedores = pgTable(
  'fornecedores',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    razao_social: varchar('razao_social', { length: 255 }),
    nome_fantasia: varchar('nome_fantasia', { length: 255 }).notNull(),
    cnpj: cnpj('cnpj'),
    ie: varchar('ie', { length: 20 }),
    nome_socio: varchar('nome_socio', { length: 255 }),
    cpf: cpf('cpf'),
    data_nascimento: data('data_nascimento'),
    endereco_id: integer('endereco_id').references(() => enderecos.id, { onDelete: 'restrict' }),
    /**
     * Master/administrator switch (spec 2 §4 "Supplier ativo"). Login is refused through
     * users.ativo, which the service keeps in step; this one hides the supplier from lists.
     */
    ativo: boolean('ativo').notNull().default(true),
    logo_arquivo_id: integer('logo_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    /** Showroom video (at most 60 s, spec D7). */
    video_arquivo_id: integer('video_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    /** City/state as free text for the lists (spec 2 §3 "local"). */
    local: varchar('local', { length: 255 }),
    /** 1 Simples Nacional, 2 Lucro Presumido, 3 Normal (spec 2 §3 fixed lists); optional. */
    regime_tributario: smallint('regime_tributario'),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('fornecedores_user_uq').on(t.user_id),
    index('fornecedores_nome_fantasia_idx').on(t.nome_fantasia),
    index('fornecedores_cnpj_idx').on(t.cnpj),
    cnpjCheck('fornecedores_cnpj_ck', t.cnpj),
    cpfCheck('fornecedores_cpf_ck', t.cpf),
    check('fornecedores_regime_ck', emLista(t.regime_tributario, [1, 2, 3])),
  ],
);

/** Sales representative profile (spec 2 §3 "representante"), with the bank account for commissions. */
export const representantes = pgTable(
  'representantes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome_fantasia: varchar('nome_fantasia', { length: 255 }).notNull(),
    razao_social: varchar('razao_social', { length: 255 }),
    cnpj: cnpj('cnpj'),
    ie: varchar('ie', { length: 20 }),
    banco: varchar('banco', { length: 3 }).references(() => bancos.codigo, {
      onDelete: 'restrict',
    }),
    agencia: varchar('agencia', { length: 10 }),
    conta: varchar('conta', { length: 20 }),
    /** The label itself, as the form sends it (spec 2 §3 "account types"). */
    conta_tipo: varchar('conta_tipo', { length: 20 }),
    endereco_id: integer('endereco_id').references(() => enderecos.id, { onDelete: 'restrict' }),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('representantes_user_uq').on(t.user_id),
    index('representantes_nome_fantasia_idx').on(t.nome_fantasia),
    index('representantes_cnpj_idx').on(t.cnpj),
    cnpjCheck('representantes_cnpj_ck', t.cnpj),
    check('representantes_conta_tipo_ck', emLista(t.conta_tipo, ['Conta Corrente', 'Conta Poupança'])),
  ],
);

/**
 * Customer profile (spec 2 §3 "cliente"): the shopkeeper who owns one or more lojas.
 * representante_nome comes from representante_id; novo_cadastro is `not users.verificado`.
 */
export const clientes = pgTable(
  'clientes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nome: varchar('nome', { length: 255 }).notNull(),
    razao_social: varchar('razao_social', { length: 255 }),
    nome_fantasia: varchar('nome_fantasia', { length: 255 }),
    cnpj: cnpj('cnpj'),
    ie: varchar('ie', { length: 20 }),
    responsavel_nome: varchar('responsavel_nome', { length: 255 }),
    responsavel_cpf: cpf('responsavel_cpf'),
    /** The client's main representative (domain.md); links in general are cliente_representante. */
    representante_id: integer('representante_id').references(() => representantes.id, {
      onDelete: 'set null',
    }),
    endereco_id: integer('endereco_id').references(() => enderecos.id, { onDelete: 'restrict' }),
    ativo: boolean('ativo').notNull().default(true),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('clientes_user_uq').on(t.user_id),
    // "clients by representative" (spec 2 §7 GET /api/representantes/{id}/clientes).
    index('clientes_representante_idx').on(t.representante_id),
    index('clientes_nome_idx').on(t.nome),
    index('clientes_cnpj_idx').on(t.cnpj),
    cnpjCheck('clientes_cnpj_ck', t.cnpj),
    cpfCheck('clientes_responsavel_cpf_ck', t.responsavel_cpf),
  ],
);

/**
 * A customer's store, "empresa" on screen (spec 2 §3 "loja / empresa"). Orders are placed for a
 * loja. Exactly one per cliente is `padrao` (default, not deletable: spec 2 §2 Companies).
 */
export const lojas = pgTable(
  'lojas',
  {
    id: serial('id').primaryKey(),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    razao_social: varchar('razao_social', { length: 255 }).notNull(),
    nome_fantasia: varchar('nome_fantasia', { length: 255 }).notNull(),
    cnpj: cnpj('cnpj').notNull(),
    ie: varchar('ie', { length: 20 }),
    /**
     * The user responsible for the store (who registered it: the cliente, or the representative
     * or supplier who registered it in a checkout). The documents name the field only.
     */
    responsavel_id: integer('responsavel_id').references(() => users.id, { onDelete: 'set null' }),
    logo_arquivo_id: integer('logo_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    padrao: boolean('padrao').notNull().default(false),
    endereco_id: integer('endereco_id').references(() => enderecos.id, { onDelete: 'restrict' }),
    ...carimbos(),
  },
  (t) => [
    index('lojas_cliente_idx').on(t.cliente_id),
    index('lojas_cnpj_idx').on(t.cnpj),
    // At most one default store per cliente; the service makes the first one padrao.
    uniqueIndex('lojas_padrao_uq')
      .on(t.cliente_id)
      .where(sql`${t.padrao}`),
    // Target of the composite keys (cliente_loja_id, cliente_id) on orders: the store of an
    // order always belongs to the order's client.
    unique('lojas_id_cliente_uq').on(t.id, t.cliente_id),
    cnpjCheck('lojas_cnpj_ck', t.cnpj),
  ],
);

/** The suppliers a representative carries (domain.md), with the representative's own on/off switch. */
export const representante_fornecedor = pgTable(
  'representante_fornecedor',
  {
    id: serial('id').primaryKey(),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'cascade' }),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    /** spec 2 §4: "A per-representative activation is sent as status 0 or 1". */
    ativo_representante: boolean('ativo_representante').notNull().default(true),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('representante_fornecedor_uq').on(t.representante_id, t.fornecedor_id),
    index('representante_fornecedor_fornecedor_idx').on(t.fornecedor_id),
  ],
);

/**
 * A client's link to a representative (spec 2 §4 "Representative link"): 0 Pendente,
 * 1 Confirmado; no row means 2 (not linked).
 */
export const cliente_representante = pgTable(
  'cliente_representante',
  {
    id: serial('id').primaryKey(),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull().default(0),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('cliente_representante_uq').on(t.cliente_id, t.representante_id),
    index('cliente_representante_representante_idx').on(t.representante_id, t.status),
    check('cliente_representante_status_ck', emLista(t.status, [0, 1])),
  ],
);

/** A supplier's own customer list (domain.md): clients it registered or sold to (spec 2 §7). */
export const fornecedor_cliente = pgTable(
  'fornecedor_cliente',
  {
    id: serial('id').primaryKey(),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('fornecedor_cliente_uq').on(t.fornecedor_id, t.cliente_id),
    index('fornecedor_cliente_cliente_idx').on(t.cliente_id),
  ],
);

/**
 * A representative's rating of a supplier (spec 2 §3 "avaliacao"): half-star steps from 0 to 5,
 * with a required comment. Several per pair are allowed; each author deletes only their own.
 */
export const avaliacoes = pgTable(
  'avaliacoes',
  {
    id: serial('id').primaryKey(),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'cascade' }),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'string' }).notNull(),
    comentario: text('comentario').notNull(),
    ...criadoEm(),
  },
  (t) => [
    index('avaliacoes_fornecedor_idx').on(t.fornecedor_id, t.created_at),
    index('avaliacoes_representante_idx').on(t.representante_id),
    check(
      'avaliacoes_rating_ck',
      sql`${t.rating} >= 0 and ${t.rating} <= 5 and ${t.rating} * 2 = trunc(${t.rating} * 2)`,
    ),
  ],
);
