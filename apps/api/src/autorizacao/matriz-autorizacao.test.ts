import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, TIPOS_COM_CADASTRO_A_CONCLUIR, montarCaminho, type Endpoint } from '@rodada/contracts';
import { criarAppDeTeste, type AppDeTeste } from '../test/app.js';
import { objetoDe, type ObjetoAlvo } from './alvos.js';
import { CHAMADAS, parametroDoAlvo, type Chamada, type Pedido } from './chamadas.js';
import { MATRIZ } from './matriz-autorizacao.dados.js';
import { criarMundo, prepararBase, type Mundo } from './mundo.js';
import { QUEM, type Alvo, type Entrada, type Esperado, type Quem, type TipoIncompleto } from './tipos.js';

/**
 * The authorization matrix (issue 10 §1): every endpoint of the contracts × every caller (the five
 * roles, an anonymous one, an account not completed yet) × the caller's own object, another
 * owner's and, where it applies, a neighbour (tipos.ts, Alvo); each cell checked against the
 * answer written as data in matriz-autorizacao.dados.ts. Also: a denied cell never answers 2xx,
 * answers the error envelope, and writes no row of any table (an audit row of the refusal aside).
 * Each endpoint that may write gets a fresh world (mundo.ts; the reads share one), and its denied
 * cells run before its permitted ones, so a permitted write never hides a refusal.
 * MATRIZ_DETALHE=1 prints every cell's answer.
 */

const chave = (ep: Endpoint) => `${ep.method} ${ep.path}`;

/** Tables a refused request may write: the audit of the refusal itself (ADR 003). */
const ESCRITAS_EM_RECUSA = new Set(['auditoria']);

/** Answers that count as 'ok' besides 2xx: refused on the merits, after authorization (tipos.ts). */
const RECUSAS_DE_MERITO = new Set([409, 422]);

let t: AppDeTeste;
const estatistica = { celulas: 0, divergencias: 0, endpoints: 0, msMundos: 0, msPedidos: 0 };
let inicio = 0;

beforeAll(async () => {
  inicio = Date.now();
  t = await criarAppDeTeste();
  await prepararBase(t);
  // Every row written by any statement is counted per table (as the fuzz does, ADR 009), so a
  // refused request that wrote something is caught whatever table it touched.
  await t.deps.db.execute(sql`create table matriz_escritas (tabela text primary key, n integer not null)`);
  await t.deps.db.execute(sql`
    create function matriz_contar() returns trigger language plpgsql as $$
    begin
      insert into matriz_escritas values (TG_TABLE_NAME, 1)
        on conflict (tabela) do update set n = matriz_escritas.n + 1;
      return null;
    end $$`);
  await t.deps.db.execute(sql`
    do $$ declare t text; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'matriz_escritas' loop
        execute format('create trigger matriz_contar after insert or update or delete on %I
          for each row execute function matriz_contar()', t);
      end loop;
    end $$`);
});

afterAll(async () => {
  const segundos = ((Date.now() - inicio) / 1000).toFixed(1);
  console.log(
    `Matriz de autorização: ${estatistica.celulas} células, ${estatistica.endpoints} endpoints, ` +
      `${estatistica.divergencias} divergências conhecidas, ${segundos} s ` +
      `(mundos ${(estatistica.msMundos / 1000).toFixed(1)} s, pedidos ${(estatistica.msPedidos / 1000).toFixed(1)} s)`,
  );
  await t?.fechar();
});

/** The tables written since the last call, and forgets them. */
async function escritas(): Promise<string[]> {
  const r = await t.deps.db.execute<{ tabela: string }>(sql`delete from matriz_escritas returning tabela`);
  return r.rows.map((l) => l.tabela).sort();
}

let mundoDeLeitura: Promise<Mundo> | null = null;

/**
 * The world of an endpoint: a fresh one for each that may change data (any method but GET), so
 * that a permitted write (a deactivation, a deleted link) never changes another row's answers;
 * the reads share one (a print sent to the island only adds to its queue).
 */
function mundoPara(ep: Endpoint): Promise<Mundo> {
  if (ep.method !== 'GET') return criarMundo(t);
  return (mundoDeLeitura ??= criarMundo(t));
}

/** The role of the held account that calls the endpoint: the first of its roles that can be held. */
function papelIncompleto(ep: Endpoint): TipoIncompleto {
  const papel =
    ep.roles === 'public' ? undefined : ep.roles.find((r) => TIPOS_COM_CADASTRO_A_CONCLUIR.includes(r));
  return (papel ?? 'cliente') as TipoIncompleto;
}

interface Celula {
  quem: Quem;
  alvo: Alvo | null;
  esperado: Esperado;
}

/** A cell ready to send: the held account's role and the object in the world. */
interface CelulaNoMundo extends Celula {
  inc: TipoIncompleto;
  objeto: ObjetoAlvo | null;
}

/** The cells of a row: denied ones first, so that no permitted write runs before a refusal. */
function celulasDe(entrada: Entrada): Celula[] {
  type Par = readonly [Alvo | null, readonly Esperado[]];
  const linhas: readonly Par[] =
    entrada.objeto === 'sem objeto'
      ? [[null, entrada.todos]]
      : [
          ['proprio', entrada.proprio],
          ['outro', entrada.outro],
          ...(entrada.vizinho ? [['vizinho', entrada.vizinho] as const] : []),
        ];
  const celulas = linhas.flatMap(([alvo, linha]) =>
    QUEM.map((quem, i) => ({ quem, alvo, esperado: linha[i]! })),
  );
  return [...celulas.filter((c) => c.esperado !== 'ok'), ...celulas.filter((c) => c.esperado === 'ok')];
}

/** Sends one cell's request. */
async function enviar(ep: Endpoint, m: Mundo, c: CelulaNoMundo, pedido: Pedido, n: number) {
  const nomes = [...ep.path.matchAll(/:([a-zA-Z_]+)/g)].map((p) => p[1]!);
  const params = {
    ...Object.fromEntries(
      nomes.filter((p) => !pedido.params?.[p]).map((p) => [p, parametroDoAlvo(p, c.objeto)]),
    ),
    ...pedido.params,
  };
  const query = pedido.query
    ? `?${new URLSearchParams(Object.entries(pedido.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const sessao =
    c.quem === 'anonimo' ? {} : c.quem === 'incompleto' ? m.headers.incompleto[c.inc] : m.headers[c.quem];
  const corpo = pedido.bruto
    ? { headers: { 'content-type': pedido.bruto.tipo }, payload: pedido.bruto.conteudo }
    : pedido.body === undefined
      ? { headers: {} }
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(pedido.body) };
  return t.app.inject({
    method: ep.method,
    url: montarCaminho(ep.path, params) + query,
    headers: { ...sessao, ...corpo.headers },
    // One address per cell: the per-IP limits of sign-up, login and CEP never count across cells.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(corpo.payload === undefined ? {} : { payload: corpo.payload }),
  });
}
let enderecos = 0;

const ehSucesso = (status: number) => status >= 200 && status < 300;

/** What is wrong with one cell's answer, or null when it is the expected one. */
function julgar(
  entrada: Entrada,
  c: CelulaNoMundo,
  r: { statusCode: number; body: string },
  gravadas: string[],
): string | null {
  const nome = `${c.quem}${c.alvo ? `/${c.alvo}` : ''}`;
  const divergencia = entrada.divergencias?.[c.alvo ? (`${c.quem}/${c.alvo}` as const) : c.quem];
  if (divergencia) {
    estatistica.divergencias++;
    if (r.statusCode === divergencia.hoje) return null;
    return `${nome}: a divergência conhecida (${divergencia.porque}) respondeu ${r.statusCode}, não ${divergencia.hoje}: se foi corrigida, tire a marca`;
  }
  const descricao = `${nome}: esperado ${c.esperado}, veio ${r.statusCode} ${r.body.slice(0, 200)}`;
  if (c.esperado === 'ok') {
    return ehSucesso(r.statusCode) || RECUSAS_DE_MERITO.has(r.statusCode) ? null : descricao;
  }
  if (ehSucesso(r.statusCode)) return `${descricao} (célula negada respondeu 2xx)`;
  if (r.statusCode !== c.esperado) return descricao;
  if ((JSON.parse(r.body) as { status?: unknown }).status !== 2)
    return `${descricao} (fora do envelope de erro)`;
  if (gravadas.length > 0) return `${nome}: a recusa gravou ${gravadas.join(', ')}`;
  return null;
}

describe('matriz de autorização', () => {
  it('toda linha nomeia um endpoint dos contratos, e toda chamada também', () => {
    const existentes = new Set(ENDPOINTS.map(chave));
    expect(Object.keys(MATRIZ).filter((k) => !existentes.has(k))).toEqual([]);
    expect(Object.keys(CHAMADAS).filter((k) => !existentes.has(k))).toEqual([]);
  });

  it.each(ENDPOINTS.map((ep) => [chave(ep), ep] as const))('%s', async (k, ep) => {
    const entrada = MATRIZ[k];
    expect(
      entrada,
      `${k} não tem linha na matriz (autorizacao/dados/*.ts): toda rota nova ganha a sua`,
    ).toBeDefined();
    if (!entrada) return;
    const antesDoMundo = performance.now();
    const m = await mundoPara(ep);
    estatistica.msMundos += performance.now() - antesDoMundo;
    const inc = papelIncompleto(ep);
    const falhas: string[] = [];
    for (const celula of celulasDe(entrada)) {
      const objeto =
        celula.alvo && entrada.objeto !== 'sem objeto'
          ? objetoDe(m, entrada.objeto, celula.quem, celula.alvo, inc)
          : null;
      const c: CelulaNoMundo = { ...celula, inc, objeto };
      const chamada: Chamada = CHAMADAS[k] ?? (() => ({}));
      const pedido = await chamada({ t, m, quem: c.quem, inc, alvo: objeto });
      const negada = c.esperado !== 'ok';
      if (negada) await escritas();
      const antes = performance.now();
      const r = await enviar(ep, m, c, pedido, ++enderecos);
      estatistica.msPedidos += performance.now() - antes;
      const gravadas = negada ? (await escritas()).filter((g) => !ESCRITAS_EM_RECUSA.has(g)) : [];
      estatistica.celulas++;
      if (process.env.MATRIZ_DETALHE)
        console.log(
          `CEL ${k} ${c.quem}/${c.alvo} ${c.esperado} -> ${r.statusCode} ${r.statusCode >= 400 ? r.body.slice(0, 120) : ''}`,
        );
      const falha = julgar(entrada, c, r, gravadas);
      if (falha) falhas.push(falha);
    }
    estatistica.endpoints++;
    expect(falhas, k).toEqual([]);
  });
});
