import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  char,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** One row per login (domain.md "People"). The role profile lives in the role's own table. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tipo: varchar('tipo', { length: 20 }).notNull(),
    /** Display name; for master it is the master's name (login answer `master_nome`). */
    nome: varchar('nome', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    /** argon2id hash. */
    password: text('password').notNull(),
    /** Account completed on /{tipo}/minha-conta (spec 1 §2.1); false forces the user there. */
    verificado: boolean('verificado').notNull().default(false),
    /** E-mail confirmed with the 6-character code (spec 1 §4); login answers status 2 until then. */
    email_validado: boolean('email_validado').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    /** A temporary password (spec D1) must be replaced at the next login. */
    trocar_senha: boolean('trocar_senha').notNull().default(false),
    ultimo_login_em: timestamp('ultimo_login_em', { withTimezone: true }),
    /**
     * Who created this login for someone else (staff registering a supplier, representative,
     * customer or administrator); null for a public sign-up and for the seed. Decides the
     * registrant's rights over a record not yet completed (ADR 007) and keeps staff-created
     * accounts out of the public sign-up limit (ADR 002).
     */
    criado_por: integer('criado_por').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_tipo_idx').on(t.tipo),
    index('users_criado_por_idx').on(t.criado_por),
    check(
      'users_tipo_ck',
      sql`${t.tipo} in ('master','administrador','fornecedor','representante','cliente')`,
    ),
  ],
);

/** API tokens: 256 random bits, only their SHA-256 is stored; valid 365 days (spec 1 §9). */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: char('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    user_agent: varchar('user_agent', { length: 255 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tokens_hash_uq').on(t.token_hash), index('tokens_user_idx').on(t.user_id)],
);

/**
 * Validation and reset codes (spec 1 §4, §5): 6 characters, stored hashed, single use, expiring,
 * locked after a few wrong tries.
 */
export const codigos_verificacao = pgTable(
  'codigos_verificacao',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'ativacao' (account validation) or 'reset' (password reset). */
    finalidade: varchar('finalidade', { length: 20 }).notNull(),
    codigo_hash: char('codigo_hash', { length: 64 }).notNull(),
    tentativas: smallint('tentativas').notNull().default(0),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('codigos_user_finalidade_idx').on(t.user_id, t.finalidade, t.created_at),
    check('codigos_finalidade_ck', sql`${t.finalidade} in ('ativacao','reset')`),
  ],
);

/** Login attempts, for rate limiting per IP and per (account, IP) without locking the owner out. */
export const login_tentativas = pgTable(
  'login_tentativas',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    sucesso: boolean('sucesso').notNull(),
    /** SHA-256 of the device cookie the attempt came with (null without one): counts a device's failures. */
    aparelho_hash: char('aparelho_hash', { length: 64 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_tentativas_email_ip_idx').on(t.email, t.ip, t.created_at),
    index('login_tentativas_ip_idx').on(t.ip, t.created_at),
    index('login_tentativas_email_idx').on(t.email, t.created_at),
  ],
);

/**
 * Devices that logged into an account before (ADR 002): the device cookie (256 random bits, only
 * its SHA-256 stored) is per device, so a shared tablet is known to each account that used it.
 * A correct password from a known device is never refused by the login limits.
 */
export const aparelhos_conhecidos = pgTable(
  'aparelhos_conhecidos',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    aparelho_hash: char('aparelho_hash', { length: 64 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ultimo_login_em: timestamp('ultimo_login_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('aparelhos_conhecidos_user_aparelho_uq').on(t.user_id, t.aparelho_hash)],
);

/** Mail sent without SMTP configured lands here (and in the log), so the embedded default works. */
export const outbox_emails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    para: varchar('para', { length: 255 }).notNull(),
    assunto: varchar('assunto', { length: 255 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_para_idx').on(t.para, t.created_at)],
);
