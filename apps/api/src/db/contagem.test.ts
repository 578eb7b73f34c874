import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import type { Database } from './client.js';
import { estados } from './schema/index.js';
import { createTestDatabase } from '../test/db.js';
import { contarAte, UM } from './contagem.js';

let banco: Database;
beforeAll(async () => {
  banco = await createTestDatabase();
  const siglas = ['SC', 'SE', 'SP', 'RJ', 'MG', 'PR', 'BA', 'GO'];
  await banco.db
    .insert(estados)
    .values(siglas.map((sigla, i) => ({ id: 90 + i, sigla, nome: `Estado ${sigla}`, regiao: 'Sul' })))
    .onConflictDoNothing();
});
afterAll(async () => {
  await banco.close();
});

describe('contarAte', () => {
  it('counts the rows of a filtered select', async () => {
    const n = await contarAte(banco.db, banco.db.select(UM).from(estados).where(like(estados.sigla, 'S%')));
    expect(n).toBe(3); // SC, SE, SP
  });

  it('stops at the limit however many rows match', async () => {
    expect(await contarAte(banco.db, banco.db.select(UM).from(estados), 5)).toBe(5);
    const todos = await contarAte(banco.db, banco.db.select(UM).from(estados));
    expect(todos).toBeGreaterThanOrEqual(8);
    expect(await contarAte(banco.db, banco.db.select(UM).from(estados), todos + 10)).toBe(todos);
  });
});
