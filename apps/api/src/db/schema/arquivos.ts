import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { criadoEm } from './colunas.js';
import { users } from './usuarios.js';

/**
 * Stored files (architecture.md "Data": media are files on disk or S3, the database keeps their
 * metadata). Every image, video and PDF of the product (logos, round banner and floor plan,
 * product gallery, banners, print jobs) is one row here, referenced by an integer
 * `<campo>_arquivo_id` foreign key, so a file still in use cannot be forgotten and its
 * dimensions, duration and size (spec D7) are checked once, at upload.
 */
export const arquivos = pgTable(
  'arquivos',
  {
    id: serial('id').primaryKey(),
    /** Storage key: a relative path under STORAGE_DIR, or the object key in S3. */
    chave: varchar('chave', { length: 255 }).notNull(),
    /** Original file name as uploaded (display only; never used as a path). */
    nome: varchar('nome', { length: 255 }),
    mime: varchar('mime', { length: 100 }).notNull(),
    bytes: integer('bytes').notNull(),
    /** Pixels, for images and videos (videos: spec D7 limits). */
    largura: integer('largura'),
    altura: integer('altura'),
    /** Seconds, for videos (gallery 5-31 s, showroom up to 60 s: spec D7). */
    duracao: numeric('duracao', { precision: 7, scale: 2, mode: 'string' }),
    /** Hex SHA-256 of the stored bytes: integrity and de-duplication. */
    sha256: char('sha256', { length: 64 }).notNull(),
    /** Who uploaded it; kept when the user goes away. */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...criadoEm(),
  },
  (t) => [
    uniqueIndex('arquivos_chave_uq').on(t.chave),
    index('arquivos_sha256_idx').on(t.sha256),
    check('arquivos_bytes_ck', sql`${t.bytes} >= 0`),
  ],
);
