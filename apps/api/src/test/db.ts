import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '../db/client.js';

/** Fingerprint of the migration history: a new migration invalidates the cached templates. */
function impressaoDasMigracoes(): string {
  const h = createHash('sha256');
  const visitar = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) visitar(p);
      else h.update(e.name).update(readFileSync(p));
    }
  };
  visitar(migrationsFolder);
  return h.digest('hex').slice(0, 16);
}

const impressao = impressaoDasMigracoes();
/** A migrated PGlite data folder, dumped once per migration history (starting one costs ~5 s). */
const snapshotPglite = path.join(tmpdir(), `rodada-pglite-${impressao}.tar`);
/** A migrated PostgreSQL database that test databases are copied from. */
const templatePg = `rodada_template_${impressao}`;

async function comAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Drops a test database once its pool has closed. A plain drop first, retried while the pool's
 * last sockets finish closing (55006: still in use): `with (force)` right away would terminate a
 * connection still ending, and pg reports that termination (57P01) as an uncaught error of the run.
 * Force stays the last resort.
 */
async function apagarBanco(base: string, nome: string): Promise<void> {
  await comAdmin(base, async (c) => {
    for (let tentativa = 0; tentativa < 20; tentativa++) {
      try {
        await c.query(`drop database if exists ${nome}`);
        return;
      } catch (e) {
        if ((e as { code?: string }).code !== '55006') throw e;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    await c.query(`drop database if exists ${nome} with (force)`);
  });
}

const urlDoBanco = (base: string, nome: string) => {
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return url.toString();
};

/** Which engine the tests use: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. */
export type Motor = 'pglite' | 'postgres';
export const motorPadrao = (): Motor => (process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');

/** Prepares the migrated template of an engine once per run (Vitest globalSetup). */
export async function prepararTemplates(motor: Motor = motorPadrao()): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (motor === 'postgres') {
    if (!base) throw new Error('TEST_DATABASE_URL não definida: não há PostgreSQL para os testes');
    const existe = await comAdmin(base, async (c) => {
      const r = await c.query('select 1 from pg_database where datname = $1', [templatePg]);
      return r.rowCount === 1;
    });
    if (existe) return;
    const temp = `${templatePg}_${randomBytes(3).toString('hex')}`;
    await comAdmin(base, (c) => c.query(`create database ${temp}`));
    const database = await openDatabase({ url: urlDoBanco(base, temp) });
    await database.migrate();
    await database.close();
    // Renaming makes the finished template appear atomically to a concurrent run.
    await comAdmin(base, (c) => c.query(`alter database ${temp} rename to ${templatePg}`)).catch(() =>
      comAdmin(base, (c) => c.query(`drop database if exists ${temp}`)),
    );
    return;
  }
  if (existsSync(snapshotPglite)) return;
  const database = await openDatabase({});
  await database.migrate();
  const cliente = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await cliente.dumpDataDir('none');
  await database.close();
  const temp = `${snapshotPglite}.${process.pid}`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, snapshotPglite);
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database copied from the template
 * when TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite loaded from the snapshot.
 * Each call is isolated from every other.
 */
export async function createTestDatabase(motor: Motor = motorPadrao()): Promise<Database> {
  await prepararTemplates(motor);
  const base = process.env.TEST_DATABASE_URL;
  if (motor === 'pglite' || !base) {
    const snapshot = new Blob([readFileSync(snapshotPglite)]);
    const database = await openDatabase({ snapshot });
    await database.migrate();
    return database;
  }
  const nome = `rodada_t_${randomBytes(6).toString('hex')}`;
  await comAdmin(base, (c) => c.query(`create database ${nome} template ${templatePg}`));
  const database = await openDatabase({ url: urlDoBanco(base, nome) });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await apagarBanco(base, nome);
    },
  };
}
