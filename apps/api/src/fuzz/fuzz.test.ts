import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, TIPOS, operationIdDe, type Endpoint, type Tipo } from '@rodada/contracts';
import { tokens } from '../db/schema/index.js';
import { novoToken, sha256 } from '../lib/crypto.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../test/app.js';
import { pedidoDe, type PedidoFuzz } from './gerador.js';

/**
 * Property-based fuzz of every endpoint (issue 9 §4, ADR 009): for each contract in ENDPOINTS, as
 * each role and as an anonymous caller, requests generated from its schemas (fuzz/gerador.ts).
 * Every answer is below 500 and, when a 4xx, in the envelope `{status: 2, msg}` with no row of any
 * table written (the bookkeeping of the refusal itself aside). FUZZ_RUNS (total inputs, default
 * 2 400) and FUZZ_SEED (default 2026) change the run; `npm run fuzz` runs a larger one.
 */

const TOTAL = Number(process.env.FUZZ_RUNS ?? 2400);
const SEMENTE = Number(process.env.FUZZ_SEED ?? 2026);

type Quem = Tipo | 'anonimo';
const QUEM: readonly Quem[] = ['anonimo', ...TIPOS];

/** Whether `quem` passes the endpoint's role check (then it gets the larger share of inputs). */
const admitido = (ep: Endpoint, quem: Quem) =>
  ep.roles === 'public' || (quem !== 'anonimo' && (ep.roles as readonly string[]).includes(quem));

// Inputs per admitted role, so that the whole run reaches TOTAL: every refused role gets one.
const admitidos = ENDPOINTS.reduce((n, ep) => n + QUEM.filter((q) => admitido(ep, q)).length, 0);
const recusados = ENDPOINTS.length * QUEM.length - admitidos;
const POR_PAPEL = Math.max(1, Math.ceil((TOTAL - recusados) / admitidos));
/** Time per endpoint: generous per input (a PDF takes a while), so a large FUZZ_RUNS does not time out. */
const LIMITE_MS = 30_000 + POR_PAPEL * QUEM.length * 100;

/**
 * Tables a refused request may still write, as bookkeeping of the refusal itself: a failed login
 * is counted (login_tentativas, ADR 002) and audited; a wrong code counts against the code, which
 * locks after 5 (codigos_verificacao, spec 1 §5). Anything else written by a 4xx answer is a
 * partial write the fuzz reports.
 */
const ESCRITAS_EM_RECUSA = new Set(['login_tentativas', 'auditoria', 'codigos_verificacao']);

let t: AppDeTeste;
const estatisticas = {
  entradas: 0,
  endpoints: new Set<string>(),
  papeis: new Set<Quem>(),
  porStatus: new Map<number, number>(),
};
let inicio = 0;

beforeAll(async () => {
  inicio = Date.now();
  t = await criarAppDeTeste();
  // Every row written by any statement is counted per table, so a refused request that wrote
  // something is caught whatever table it touched (the tables of later migrations included).
  await t.deps.db.execute(sql`create table fuzz_escritas (tabela text primary key, n integer not null)`);
  await t.deps.db.execute(sql`
    create function fuzz_contar() returns trigger language plpgsql as $$
    begin
      insert into fuzz_escritas values (TG_TABLE_NAME, 1)
        on conflict (tabela) do update set n = fuzz_escritas.n + 1;
      return null;
    end $$`);
  await t.deps.db.execute(sql`
    do $$ declare t text; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'fuzz_escritas' loop
        execute format('create trigger fuzz_contar after insert or update or delete on %I
          for each row execute function fuzz_contar()', t);
      end loop;
    end $$`);
});

afterAll(async () => {
  const segundos = ((Date.now() - inicio) / 1000).toFixed(1);
  const status = [...estatisticas.porStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  console.log(
    `fuzz: ${estatisticas.entradas} entradas, ${estatisticas.endpoints.size} endpoints, ` +
      `${estatisticas.papeis.size} papéis (com anônimo), semente ${SEMENTE}, ${segundos} s; ${status.join(', ')}`,
  );
  await t?.fechar();
});

/** The tables written since the last call, and forgets them. */
async function escritas(): Promise<string[]> {
  const r = await t.deps.db.execute<{ tabela: string }>(sql`delete from fuzz_escritas returning tabela`);
  return r.rows.map((l) => l.tabela).sort();
}

let sequencia = 0;

/**
 * A fresh user of each role with a session (a row in tokens, no login round trip), so that what
 * the fuzz did to an earlier endpoint's users (logout, a reset password, a deactivation) does not
 * shut later endpoints. Answers the Authorization header of each caller and the ids worth trying.
 */
async function chamadores(): Promise<{ headers: Record<Quem, Record<string, string>>; ids: number[] }> {
  const headers = { anonimo: {} } as Record<Quem, Record<string, string>>;
  const ids: number[] = [];
  const n = ++sequencia;
  for (const tipo of TIPOS) {
    const { user, perfilId } = await criarUsuario(t.deps, { tipo, email: `fuzz-${tipo}-${n}@teste.com` });
    const token = novoToken();
    const agora = t.relogio.agora();
    await t.deps.db.insert(tokens).values({
      user_id: user.id,
      token_hash: sha256(token),
      expires_at: new Date(agora.getTime() + 86_400_000),
      last_used_at: agora,
      ip: '127.0.0.1',
      user_agent: 'fuzz',
    });
    headers[tipo] = { authorization: `Bearer ${token}` };
    ids.push(user.id, ...(perfilId ? [perfilId] : []));
  }
  return { headers, ids };
}

/** The seed of one endpoint and caller: FUZZ_SEED mixed with its name, whatever runs before it. */
function semente(nome: string, i: number): number {
  let h = SEMENTE + i;
  for (const c of nome) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** What a failure prints: the request and the answer. */
const descrever = (p: PedidoFuzz, status: number, corpo: string, extra = '') =>
  `${p.method} ${p.url} ${JSON.stringify(p.payload?.toString().slice(0, 500))} → ${status} ${corpo.slice(0, 500)}${extra}`;

describe.each(ENDPOINTS.map((ep) => [operationIdDe(ep) ?? ep.path, ep] as const))('fuzz %s', (nome, ep) => {
  it(
    'nenhuma resposta 500, e recusas não gravam nada',
    async () => {
      const { headers, ids } = await chamadores();
      await escritas();
      for (const [i, quem] of QUEM.entries()) {
        await fc.assert(
          fc.asyncProperty(pedidoDe(ep, headers[quem], ids), async (p) => {
            const r = await t.app.inject({
              method: p.method,
              url: p.url,
              headers: p.headers,
              ...(p.payload === undefined ? {} : { payload: p.payload }),
            });
            const gravadas = await escritas();
            estatisticas.entradas++;
            estatisticas.porStatus.set(r.statusCode, (estatisticas.porStatus.get(r.statusCode) ?? 0) + 1);
            expect(r.statusCode, descrever(p, r.statusCode, r.body)).toBeLessThan(500);
            if (r.statusCode >= 400) {
              expect(r.json(), descrever(p, r.statusCode, r.body)).toMatchObject({
                status: 2,
                msg: expect.any(String),
              });
              const indevidas = gravadas.filter((g) => !ESCRITAS_EM_RECUSA.has(g));
              expect(
                indevidas,
                descrever(p, r.statusCode, r.body, ` gravou ${indevidas.join(', ')}`),
              ).toEqual([]);
            }
          }),
          { numRuns: admitido(ep, quem) ? POR_PAPEL : 1, seed: semente(nome, i) },
        );
        estatisticas.papeis.add(quem);
      }
      estatisticas.endpoints.add(nome);
    },
    LIMITE_MS,
  );
});
