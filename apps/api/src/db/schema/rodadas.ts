import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  time,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { arquivos } from './arquivos.js';
import { carimbos, criadoEm, data, dinheiro, emLista, momento, naoNegativo } from './colunas.js';
import { administradores, cidades, clientes, estados, fornecedores, representantes } from './pessoas.js';
import { users } from './usuarios.js';

// Trade rounds (spec 3 §2-§4, domain.md "Rounds"). A round is open while data_fim is today or
// later in America/Sao_Paulo (spec D4); that is computed, not stored. Everything a round owns
// (stands, participants, agenda) goes with it (cascade); orders only reference it (restrict).

/** A trade round, "rodada de negócios" (spec 3 §3 "Rodada"), organised by one administrador. */
export const rodadas = pgTable(
  'rodadas',
  {
    id: serial('id').primaryKey(),
    /** Public identifier of the round (spec 1 §3 "Round ... uuid"), e.g. in shared map links. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    nome: varchar('nome', { length: 255 }).notNull(),
    local: varchar('local', { length: 255 }).notNull(),
    data_inicio: data('data_inicio').notNull(),
    data_fim: data('data_fim').notNull(),
    /** Publication date (shown in Detalhes, spec 3 §2). */
    data_veiculacao: data('data_veiculacao').notNull(),
    data_limite: data('data_limite').notNull(),
    estado_id: smallint('estado_id')
      .notNull()
      .references(() => estados.id, { onDelete: 'restrict' }),
    cidade_id: integer('cidade_id')
      .notNull()
      .references(() => cidades.id, { onDelete: 'restrict' }),
    administrador_id: integer('administrador_id')
      .notNull()
      .references(() => administradores.id, { onDelete: 'restrict' }),
    /**
     * When false the round is 'Apenas consulta' (spec 3 §1): no order is created, edited or
     * cancelled in it. Not on the round form, so new rounds take orders by default.
     */
    permitir_pedidos: boolean('permitir_pedidos').notNull().default(true),
    /** The client sign-up flag (spec 3 §3): clients may enrol themselves (rodada_clientes.inscrito). */
    inscricao_clientes: boolean('inscricao_clientes').notNull().default(false),
    logo_arquivo_id: integer('logo_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    banner_arquivo_id: integer('banner_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    /** The SVG floor plan whose elements' ids are the stands' codigo (spec 1 §2.10). */
    planta_arquivo_id: integer('planta_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('rodadas_uuid_uq').on(t.uuid),
    // /rodadas is sorted by start date, newest first (spec 3 §2).
    index('rodadas_data_inicio_idx').on(t.data_inicio.desc()),
    index('rodadas_administrador_idx').on(t.administrador_id, t.data_inicio.desc()),
    check('rodadas_datas_ck', sql`${t.data_fim} >= ${t.data_inicio}`),
  ],
);

/**
 * A stand of a round (spec 3 §3 "Stand"). `codigo` is the id of an element of the SVG floor plan
 * (null for a stand made on the form and not yet placed). The owner is polymorphic
 * (proprietario_tipo + proprietario_id, as the API sends it): the service checks that the owner
 * is a participant of the round, which a plain foreign key could not express anyway.
 */
export const stands = pgTable(
  'stands',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    codigo: varchar('codigo', { length: 50 }),
    /** Upper case; the map limits it to 18 characters (spec 1 §5). Null = unnamed on the map. */
    nome: varchar('nome', { length: 100 }),
    /** Map saves send 0 (spec 1 §3); the form requires > 0 (spec 3 §5). */
    valor: dinheiro('valor').notNull().default('0'),
    proprietario_tipo: varchar('proprietario_tipo', { length: 20 }).notNull().default('avulso'),
    /** clientes.id, fornecedores.id or representantes.id per proprietario_tipo; null for avulso. */
    proprietario_id: integer('proprietario_id'),
    /** Free-text owner of an 'avulso' stand, upper case (spec 3 §5). */
    avulso_nome: varchar('avulso_nome', { length: 255 }),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('stands_rodada_codigo_uq').on(t.rodada_id, t.codigo),
    index('stands_proprietario_idx').on(t.proprietario_tipo, t.proprietario_id),
    naoNegativo('stands_valor_ck', t.valor),
    check(
      'stands_proprietario_tipo_ck',
      emLista(t.proprietario_tipo, ['avulso', 'cliente', 'fornecedor', 'representante']),
    ),
    // The form sets the owner id to 0 for avulso (spec 3 §4); we store that as null.
    check(
      'stands_proprietario_ck',
      sql`(${t.proprietario_tipo} = 'avulso' and ${t.proprietario_id} is null) or (${t.proprietario_tipo} <> 'avulso' and ${t.proprietario_id} is not null and ${t.avulso_nome} is null)`,
    ),
  ],
);

/** Suppliers taking part in a round (spec 3 §2 "Round participants"). */
export const rodada_fornecedores = pgTable(
  'rodada_fornecedores',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('rodada_fornecedores_uq').on(t.rodada_id, t.fornecedor_id),
    index('rodada_fornecedores_fornecedor_idx').on(t.fornecedor_id),
  ],
);

/**
 * Clients taking part in a round (spec 3 §2, §7 .../clientes/{cid}/prazo and /inscrever),
 * with their payment term for the round and their self-enrolment.
 */
export const rodada_clientes = pgTable(
  'rodada_clientes',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    /** Payment term granted for the round, same form as pedidos.prazo ('30/60/90'). */
    prazo: varchar('prazo', { length: 100 }),
    /** Enrolled through the round's sign-up (rodadas.inscricao_clientes). */
    inscrito: boolean('inscrito').notNull().default(false),
    inscrito_em: momento('inscrito_em'),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('rodada_clientes_uq').on(t.rodada_id, t.cliente_id),
    // "GET /api/rodadas/cliente": a client's rounds.
    index('rodada_clientes_cliente_idx').on(t.cliente_id),
  ],
);

/** Representatives taking part in a round (spec 3 §2). */
export const rodada_representantes = pgTable(
  'rodada_representantes',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    representante_id: integer('representante_id')
      .notNull()
      .references(() => representantes.id, { onDelete: 'cascade' }),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('rodada_representantes_uq').on(t.rodada_id, t.representante_id),
    index('rodada_representantes_representante_idx').on(t.representante_id),
  ],
);

/**
 * A round's daily agenda slots (spec D8): the 13 slots of spec 1 §9 are inserted when a round
 * is created, and stay editable per round. Times are Brasília wall-clock times (spec D4).
 */
export const agenda_slots = pgTable(
  'agenda_slots',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    inicio: time('inicio').notNull(),
    fim: time('fim').notNull(),
    ordem: smallint('ordem').notNull(),
  },
  (t) => [uniqueIndex('agenda_slots_rodada_inicio_uq').on(t.rodada_id, t.inicio)],
);

/**
 * A virtual-meeting booking (spec 1 §3 "Booking"): one client, one supplier, optionally the
 * representative, at a slot start. `uuid` names the video room. Cancelling keeps the row.
 */
export const agendamentos = pgTable(
  'agendamentos',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    /** Slot start as an instant (the slot's Brasília time on that day). */
    data_hora: momento('data_hora').notNull(),
    cliente_id: integer('cliente_id')
      .notNull()
      .references(() => clientes.id, { onDelete: 'cascade' }),
    fornecedor_id: integer('fornecedor_id')
      .notNull()
      .references(() => fornecedores.id, { onDelete: 'cascade' }),
    representante_id: integer('representante_id').references(() => representantes.id, {
      onDelete: 'set null',
    }),
    /** The video room (WebRTC signalling room = this uuid); sent by the client on booking. */
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** Who booked it. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelado_em: momento('cancelado_em'),
    ...carimbos(),
  },
  (t) => [
    uniqueIndex('agendamentos_uuid_uq').on(t.uuid),
    // No two live bookings for one supplier, nor for one client, at the same start (domain.md).
    // Partial unique indexes make the check race-free: the second insert fails.
    uniqueIndex('agendamentos_fornecedor_vivo_uq')
      .on(t.fornecedor_id, t.data_hora)
      .where(sql`${t.cancelado_em} is null`),
    uniqueIndex('agendamentos_cliente_vivo_uq')
      .on(t.cliente_id, t.data_hora)
      .where(sql`${t.cancelado_em} is null`),
    index('agendamentos_rodada_idx').on(t.rodada_id, t.data_hora),
  ],
);
