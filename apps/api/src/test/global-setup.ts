import { prepararTemplates } from './db.js';

/**
 * Vitest globalSetup: builds the migrated database templates once, before the workers start. The
 * PGlite snapshot is always made: the migration test runs on PGlite even when PostgreSQL is used.
 */
export default async function setup() {
  await prepararTemplates('pglite');
  if (process.env.TEST_DATABASE_URL) await prepararTemplates('postgres');
}
