import { writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import type { Database } from '../apps/api/src/db/client.js';
import {
  buscaPeloIndiceDeTexto,
  buscarProdutosDaVitrine,
  consultasDaBusca,
  type FiltrosBusca,
} from '../apps/api/src/modules/vitrine/index.js';
import { produtos as contrato } from '@rodada/contracts';
import { createTestDatabase } from '../apps/api/src/test/db.js';
import { gerarCatalogo } from './dados-produtos.js';

// The shop search over 100 000 products (issue 12 §10): the repository's own query
// (modules/vitrine buscar: the page and its capped count), per case p50/p95 on PGlite and on
// PostgreSQL. PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// in a temporary database of its own, dropped at the end; BENCH_BUSCA_PG=0 skips it. Aim: p95 ≤ 25 ms.
// The table is printed and, with BENCH_BUSCA_SAIDA=<file>, written as Markdown.

const N = Number(process.env.BENCH_BUSCA_N ?? 100_000);
const REPETICOES = Number(process.env.BENCH_BUSCA_REPETICOES ?? 60);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Caso = { nome: string; filtros: FiltrosBusca; page?: number };

function casos(fornecedorId: number, categoriaIds: number[]): Caso[] {
  const o = (ordenacao: FiltrosBusca['ordenacao']) => ({ ordenacao });
  return [
    { nome: 'sem filtro, 1 Mais Novos', filtros: o(1) },
    { nome: 'sem filtro, 2 Mais Vendidos', filtros: o(2) },
    { nome: 'sem filtro, 3 Maior Preço', filtros: o(3) },
    { nome: 'sem filtro, 4 Menor Preço', filtros: o(4) },
    { nome: 'sem filtro, página 50', filtros: o(1), page: 50 },
    { nome: "busca 'camisa' (comum), 1", filtros: { ...o(1), busca: 'camisa' } },
    { nome: "busca 'algodao' (sem acento), 2", filtros: { ...o(2), busca: 'algodao' } },
    { nome: "busca 'calça jeans' (2 palavras), 4", filtros: { ...o(4), busca: 'calça jeans' } },
    {
      nome: "busca 'acafrao seda modelo 42' (4 palavras), 3",
      filtros: { ...o(3), busca: 'acafrao seda modelo 42' },
    },
    { nome: "busca código 'PRD-042421'", filtros: { ...o(1), busca: 'PRD-042421' } },
    { nome: "busca fornecedor 'têxtil ipê'", filtros: { ...o(1), busca: 'têxtil ipê' } },
    { nome: "busca curta 'az' (2 letras), 1", filtros: { ...o(1), busca: 'az' } },
    { nome: "busca sem resultado 'xyzwq'", filtros: { ...o(1), busca: 'xyzwq' } },
    { nome: 'fornecedor, 1', filtros: { ...o(1), fornecedor: fornecedorId } },
    { nome: 'fornecedor, 4', filtros: { ...o(4), fornecedor: fornecedorId } },
    {
      nome: '3 categorias + R$ 50–150, 3',
      filtros: { ...o(3), categorias: categoriaIds, valorMinimo: 5000, valorMaximo: 15000 },
    },
    { nome: 'faixa estreita R$ 100–101, 2', filtros: { ...o(2), valorMinimo: 10000, valorMaximo: 10100 } },
    {
      nome: "busca 'vestido' + categoria + R$ 0–500, 2",
      filtros: {
        ...o(2),
        busca: 'vestido',
        categorias: categoriaIds.slice(0, 1),
        valorMinimo: 0,
        valorMaximo: 50000,
      },
    },
  ];
}

interface Medida {
  caso: string;
  p50: number;
  p95: number;
  /** The database's own time (EXPLAIN ANALYZE Execution Time of the keys plus the page), p50. */
  banco: number;
  total: number;
}

interface Cliente {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** node-postgres' pool: one connection of it (PGlite is one connection already). */
  connect?(): Promise<Cliente>;
  release?(): void;
}

/** Execution Time (ms) of EXPLAIN ANALYZE of one query, on the engine's own client. */
async function tempoNoBanco(cliente: Cliente, q: { sql: string; params: unknown[] }): Promise<number> {
  const { rows } = await cliente.query(`explain (analyze, format json) ${q.sql}`, q.params);
  const bruto = Object.values(rows[0]!)[0];
  const plano = (typeof bruto === 'string' ? JSON.parse(bruto) : bruto) as { 'Execution Time': number }[];
  return plano[0]!['Execution Time'];
}

/** The plan of the page query (text), to read when a case is slow. */
export async function plano(database: Database, c: Caso): Promise<string> {
  const cliente = (database.db as unknown as { $client: Cliente }).$client;
  const q = consultasDaBusca(database.db, c.filtros, c.page ?? 1, 18).pagina.toSQL();
  const { rows } = await cliente.query(`explain (analyze, buffers) ${q.sql}`, q.params);
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;

async function medir(database: Database, lista: Caso[]): Promise<Medida[]> {
  const medidas: Medida[] = [];
  for (const c of lista) {
    const rodar = () => buscarProdutosDaVitrine(database.db, c.filtros, c.page ?? 1, 18);
    let total = 0;
    for (let i = 0; i < 5; i++) total = (await rodar()).total;
    const tempos: number[] = [];
    for (let i = 0; i < REPETICOES; i++) {
      const t0 = performance.now();
      await rodar();
      tempos.push(performance.now() - t0);
    }
    tempos.sort((a, b) => a - b);
    const cliente = (database.db as unknown as { $client: Cliente }).$client;
    const limite = contrato.limiteDaContagem(c.page ?? 1, 18);
    // The queries the repository runs for this result: the matches' keys up to the limit, then the
    // page by its sort's index when they reached it, or by id (in-memory sort) when they did not.
    const { pagina, chaves } = consultasDaBusca(database.db, c.filtros, c.page ?? 1, 18);
    const qChaves = chaves.toSQL();
    const ids = (await rodar()).data.map((p) => p.id);
    const qPagina =
      total >= limite
        ? pagina.toSQL()
        : { sql: 'select * from produtos where id = any($1::int[])', params: [ids] };
    // The keys under the repository's setting (sequential scans off for a text search), on one
    // connection of the pool.
    const conexao = cliente.connect ? await cliente.connect() : cliente;
    const indice = buscaPeloIndiceDeTexto(c.filtros);
    const noBanco: number[] = [];
    try {
      for (let i = 0; i < 9; i++) {
        const tPagina = ids.length ? await tempoNoBanco(conexao, qPagina) : 0;
        if (indice) await conexao.query('set enable_seqscan = off');
        const tChaves = await tempoNoBanco(conexao, qChaves);
        if (indice) await conexao.query('reset enable_seqscan');
        noBanco.push(tPagina + tChaves);
      }
    } finally {
      conexao.release?.();
    }
    noBanco.sort((a, b) => a - b);
    medidas.push({
      caso: c.nome,
      p50: percentil(tempos, 50),
      p95: percentil(tempos, 95),
      banco: percentil(noBanco, 50),
      total,
    });
  }
  return medidas;
}

const motores: { nome: string; database: Database; lista: Caso[] }[] = [];
const resultados: Record<string, Medida[]> = {};

async function preparar(nome: string, database: Database) {
  const t0 = performance.now();
  const { fornecedorId, categoriaIds } = await gerarCatalogo(database.db, N);
  console.log(`${nome}: ${N} produtos gerados em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const lista = casos(fornecedorId, categoriaIds);
  motores.push({ nome, database, lista });
  resultados[nome] = await medir(database, lista);
}

function tabela(): string {
  const nomes = Object.keys(resultados);
  const linhas = [
    `| caso | ${nomes.map((n) => `${n} p50 | ${n} p95 | ${n} no banco`).join(' | ')} | total |`,
    `| --- | ${nomes.map(() => '---: | ---: | ---:').join(' | ')} | ---: |`,
  ];
  const casosMedidos = resultados[nomes[0]!] ?? [];
  casosMedidos.forEach((m, i) => {
    const cel = nomes.map((n) => {
      const r = resultados[n]![i]!;
      return `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}${r.p95 > 25 ? ' ⚠' : ''} | ${r.banco.toFixed(1)}`;
    });
    linhas.push(`| ${m.caso} | ${cel.join(' | ')} | ${m.total} |`);
  });
  return linhas.join('\n');
}

beforeAll(async () => {
  await preparar('PGlite', await createTestDatabase('pglite'));
  if (process.env.BENCH_BUSCA_PG !== '0') {
    const anterior = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = PG_URL;
    try {
      await preparar('PostgreSQL', await createTestDatabase('postgres'));
    } finally {
      if (anterior === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = anterior;
    }
  }
  const texto = tabela();
  console.log(`\nBusca da loja, ${N} produtos, ${REPETICOES} repetições por caso (ms):\n${texto}\n`);
  if (process.env.BENCH_BUSCA_SAIDA) writeFileSync(process.env.BENCH_BUSCA_SAIDA, `${texto}\n`);
}, 900_000);

afterAll(async () => {
  for (const m of motores) await m.database.close();
});

describe(`busca da loja (${N} produtos)`, () => {
  bench(
    'GET /api/produtos/buscar: busca + filtros (PGlite)',
    async () => {
      const m = motores[0]!;
      await buscarProdutosDaVitrine(m.database.db, m.lista[17]!.filtros, 1, 18);
    },
    { iterations: 20, time: 0 },
  );
});
