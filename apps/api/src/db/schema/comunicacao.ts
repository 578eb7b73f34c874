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
  varchar,
} from 'drizzle-orm/pg-core';
import { arquivos } from './arquivos.js';
import { carimbos, criadoEm, data, emLista, momento } from './colunas.js';
import { produtos } from './catalogo.js';
import { rodadas } from './rodadas.js';
import { users } from './usuarios.js';

// Notifications, storefront banners and the print-island queue (spec 1 §2.7, §2.9, §3;
// spec 3 §3-§4; spec D13).

/**
 * A notification to one user (spec 1 §3 "Notification"). tipo 4 is the expired-product question
 * (spec 3 §4), answered with resposta 1 (renew) or 2 (no longer sold). The sender's type and
 * name are copied so the list needs no join and survives the sender's removal.
 */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: serial('id').primaryKey(),
    /** Recipient. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: smallint('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    remetente_user_id: integer('remetente_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    remetente_tipo: varchar('remetente_tipo', { length: 20 }),
    remetente_nome: varchar('remetente_nome', { length: 255 }),
    produto_id: integer('produto_id').references(() => produtos.id, { onDelete: 'cascade' }),
    resposta: smallint('resposta'),
    respondida_em: momento('respondida_em'),
    /** Read (or answered): it leaves the list and the unread count (spec 1 §2.7). */
    lida_em: momento('lida_em'),
    ...criadoEm(),
  },
  (t) => [
    // Unread count (polled every 120 s, spec 1 §9) and the list: where user_id = ? and lida_em is null.
    index('notificacoes_user_lida_idx').on(t.user_id, t.lida_em),
    index('notificacoes_produto_idx').on(t.produto_id),
    check('notificacoes_resposta_ck', emLista(t.resposta, [1, 2])),
  ],
);

/**
 * A storefront banner (spec 3 §3 "Banner"): status 1 Publicado, 2 Em análise; shown in the
 * carousel to its audiences between data_inicio and data_fim while published.
 */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    nome: varchar('nome', { length: 255 }).notNull(),
    imagem_arquivo_id: integer('imagem_arquivo_id').references(() => arquivos.id, {
      onDelete: 'restrict',
    }),
    /** Subset of 'Clientes', 'Fornecedores', 'Representantes', as the API names them. */
    destinatarios: text('destinatarios')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Link opened when the banner is clicked. */
    destino: varchar('destino', { length: 500 }),
    data_inicio: data('data_inicio').notNull(),
    data_fim: data('data_fim').notNull(),
    /** When it was published (status set to 1). */
    publicacao: momento('publicacao'),
    status: smallint('status').notNull().default(2),
    ...carimbos(),
  },
  (t) => [
    // GET /api/banners/ativos: published ones whose period includes today.
    index('banners_status_periodo_idx').on(t.status, t.data_inicio, t.data_fim),
    check('banners_status_ck', emLista(t.status, [1, 2])),
    check('banners_periodo_ck', sql`${t.data_fim} >= ${t.data_inicio}`),
    check(
      'banners_destinatarios_ck',
      sql`${t.destinatarios} <@ array['Clientes','Fornecedores','Representantes']::text[]`,
    ),
  ],
);

/**
 * A print job on a round's print island (spec D13, spec 1 §2.9): the PDF a user sent with
 * impressao=remota. status pendente → impresso | falhou; `lida` is the sender's "seen" mark
 * that removes it from their pending list.
 */
export const impressoes = pgTable(
  'impressoes',
  {
    id: serial('id').primaryKey(),
    rodada_id: integer('rodada_id')
      .notNull()
      .references(() => rodadas.id, { onDelete: 'cascade' }),
    /** Sender. */
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    descricao: varchar('descricao', { length: 255 }).notNull(),
    arquivo_id: integer('arquivo_id')
      .notNull()
      .references(() => arquivos.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 10 }).notNull().default('pendente'),
    /** Why it failed, when it did. */
    erro: text('erro'),
    lida: boolean('lida').notNull().default(false),
    impresso_em: momento('impresso_em'),
    ...criadoEm(),
  },
  (t) => [
    // The island's queue: a round's pending jobs, oldest first.
    index('impressoes_rodada_status_idx').on(t.rodada_id, t.status, t.created_at),
    // The sender's pending-prints list and badge.
    index('impressoes_user_lida_idx').on(t.user_id, t.lida),
    index('impressoes_arquivo_idx').on(t.arquivo_id),
    check('impressoes_status_ck', emLista(t.status, ['pendente', 'impresso', 'falhou'])),
  ],
);
