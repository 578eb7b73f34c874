import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { setImmediate } from 'node:timers';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export { schema };

/**
 * The one database handle type used by repositories. PGlite and node-postgres expose the same
 * query builder; we type both as the node-postgres flavour so code never branches on the engine.
 */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle, accepted wherever a Db is (drizzle passes it to transaction callbacks). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the checked-in migrations (apps/api/drizzle). Safe to call on every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** The checked-in migrations (one history for PGlite and PostgreSQL). */
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Makes PGlite's calls take turns with the rest of the server (ADR 014). PGlite runs each query
 * synchronously on the main thread, and its own queue starts the next query in a microtask, so
 * under load a whole queue runs without the event loop ever polling the sockets: new connections
 * are accepted one per drained queue, seconds apart at 50 connections. Here every query, command
 * and transaction waits for the previous one and then for one event-loop turn, so the server
 * reads its sockets between any two of them. The order stays first come, first served.
 */
function revezar(client: PGlite): void {
  let fila: Promise<unknown> = Promise.resolve();
  const naVez = <T>(fazer: () => Promise<T>): Promise<T> => {
    const vez = fila.then(() => new Promise<void>((ok) => setImmediate(ok))).then(fazer);
    fila = vez.catch(() => undefined);
    return vez;
  };
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = <T>(sql: string, params?: unknown[], opcoes?: QueryOptions) =>
    naVez(() => query<T>(sql, params, opcoes));
  client.exec = (sql: string, opcoes?: QueryOptions) => naVez(() => exec(sql, opcoes));
  client.transaction = (fazer) => naVez(() => transaction(fazer));
}

/**
 * Opens PostgreSQL when `url` is given, otherwise embedded PGlite in `dataDir` (in memory when
 * `dataDir` is undefined). PGlite serves one connection; its calls take turns with the sockets
 * (`revezar`), and `db.transaction` holds it exclusively, so no second pool is ever opened on the
 * same folder.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir?: string;
  /** In-memory PGlite started from a dumped data folder (tests: skips initdb and migrations). */
  snapshot?: Blob;
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // Keep timestamps as JS Dates and numerics as exact strings (spec D14: never floats).
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  // The shop search's extensions (migration 0002, ADR 017), on every PGlite, also a snapshot's.
  const extensions = { pg_trgm, unaccent };
  const client = opts.dataDir
    ? await PGlite.create(opts.dataDir, { extensions })
    : await PGlite.create(opts.snapshot ? { loadDataDir: opts.snapshot, extensions } : { extensions });
  revezar(client);
  const pgliteDb = drizzlePglite({ client, schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    close: () => client.close(),
  };
}
