import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { bancos, cidades, estados } from '../schema/index.js';
import { emLotes } from './demo-util.js';
import { seedCatalogoReferencia } from './referencia-catalogo.js';

// Reference data (spec 2 §3 "Fixed lists", domain.md): 27 estados, 5 571 IBGE cidades and the
// COMPE banks, from the checked-in JSON files of ./data (see data/SOURCES.md); and the catalogue's
// categories, shared sizes and colours and rejection reasons (referencia-catalogo.ts, issue 12).

interface Estado {
  id: number;
  sigla: string;
  nome: string;
  regiao: string;
}
interface Cidade {
  id: number;
  nome: string;
  estado_id: number;
}
interface Banco {
  codigo: string;
  nome: string;
}

/** Rows of the IBGE state list; the "already complete" check compares against it. */
export const TOTAL_ESTADOS = 27;
/** Rows of the IBGE municipality list (5 571). */
export const TOTAL_CIDADES = 5571;

/**
 * Where ./data lives. Running from src (tests, tsx) it is beside this file; running the compiled
 * dist, tsc does not copy .json files (the api tsconfig only includes .ts), so fall back to the
 * source folder: from dist/db/seed and from src/db/seed alike, ../../../src/db/seed/data.
 */
function caminhoDados(arquivo: string): string {
  const aoLado = fileURLToPath(new URL(`./data/${arquivo}`, import.meta.url));
  if (existsSync(aoLado)) return aoLado;
  return fileURLToPath(new URL(`../../../src/db/seed/data/${arquivo}`, import.meta.url));
}

async function lerJson<T>(arquivo: string): Promise<T> {
  return JSON.parse(await readFile(caminhoDados(arquivo), 'utf8')) as T;
}

/** Current row counts of the three reference tables, in one round trip. */
async function contagens(db: Db) {
  const r = await db.execute<{ estados: number; cidades: number; bancos: number }>(sql`
    select (select count(*) from ${estados})::int as estados,
           (select count(*) from ${cidades})::int as cidades,
           (select count(*) from ${bancos})::int as bancos`);
  const linha = r.rows[0];
  return {
    estados: Number(linha?.estados ?? 0),
    cidades: Number(linha?.cidades ?? 0),
    bancos: Number(linha?.bancos ?? 0),
  };
}

/**
 * Loads estados, cidades and bancos, then the catalogue's lists. Idempotent: rows already present are kept (on conflict do
 * nothing), and when every list is already complete it costs one small query plus reading the
 * banks file, so it runs on every start. Inserts in chunks of 1 000 rows.
 */
export async function seedReferencia(db: Db): Promise<void> {
  await seedLugaresEBancos(db);
  await seedCatalogoReferencia(db);
}

async function seedLugaresEBancos(db: Db): Promise<void> {
  const lista = await lerJson<Banco[]>('bancos.json');
  const antes = await contagens(db);
  if (antes.estados >= TOTAL_ESTADOS && antes.cidades >= TOTAL_CIDADES && antes.bancos >= lista.length) {
    return;
  }
  const [listaEstados, listaCidades] = await Promise.all([
    lerJson<Estado[]>('estados.json'),
    lerJson<Cidade[]>('cidades.json'),
  ]);
  // Estados first: cidades reference them.
  await db.insert(estados).values(listaEstados).onConflictDoNothing();
  for (const lote of emLotes(listaCidades, 1000)) {
    await db.insert(cidades).values(lote).onConflictDoNothing();
  }
  for (const lote of emLotes(lista, 1000)) {
    await db.insert(bancos).values(lote).onConflictDoNothing();
  }
}
