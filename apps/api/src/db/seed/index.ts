import { sql } from 'drizzle-orm';
import type { Deps } from '../../lib/deps.js';
import { users } from '../schema/index.js';
import { EMAIL_MASTER_DEMO, criarDemo } from './demo.js';
import { seedReferencia } from './referencia.js';

export { seedDemo } from './demo.js';
export { seedReferencia } from './referencia.js';

/**
 * Run on every start, after the migrations: loads the reference data (cheap when already
 * complete) and, with SEED=demo on a database that has no users at all, creates the demo in one
 * transaction. A database with any user is a real installation and never gets demo accounts.
 */
export async function prepararBanco(deps: Deps): Promise<{ demoCriado: boolean }> {
  await seedReferencia(deps.db);
  if (deps.config.seed !== 'demo') return { demoCriado: false };
  // Cheap check first so a normal start does not take the seed lock; re-checked under the lock.
  const r = await deps.db.execute<{ existe: boolean }>(sql`select exists(select 1 from ${users}) as existe`);
  if (r.rows[0]?.existe) return { demoCriado: false };
  const inicio = performance.now();
  const demoCriado = await criarDemo(deps, 'banco-vazio');
  if (demoCriado) {
    deps.log.info({ ms: Math.round(performance.now() - inicio) }, 'Dados de demonstração criados');
  }
  return { demoCriado };
}

/** Whether the demo accounts exist (so the start banner only lists logins that work). */
export async function demoPresente(deps: Deps): Promise<boolean> {
  const r = await deps.db.execute<{ existe: boolean }>(
    sql`select exists(select 1 from ${users} where lower(${users.email}) = ${EMAIL_MASTER_DEMO}) as existe`,
  );
  return r.rows[0]?.existe === true;
}
