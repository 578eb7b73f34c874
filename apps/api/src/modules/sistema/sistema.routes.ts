import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { sistema } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';

/** Health check: answers only when the database answers. */
export function rotasSistema(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, sistema.health, async () => {
    await deps.db.execute(sql`select 1`);
    return {};
  });
}
