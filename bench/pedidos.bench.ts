import { createHash, randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../apps/api/src/test/app.js';
import { clienteDoFornecedor, inserirLoja } from '../apps/api/src/test/pedidos.js';
import { inserirCategoria, inserirGrade, inserirProduto } from '../apps/api/src/test/vitrine.js';

// Issue 14 §8: saving a 20-line order with grids (POST /api/pedidos/salvar, and the same uuid with
// a new hash: the update of decision 11) and a supplier's orders list over 50 000 orders (first
// page, a filter, a search, a deep page), p50/p95 through the real app (app.inject: validation,
// authorization, SQL) on PGlite and on PostgreSQL. PostgreSQL: BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test), in a temporary database of its own (copied from the
// migrated template, dropped at the end); BENCH_PEDIDOS_PG=0 skips it. Aim: save p95 ≤ 60 ms.
// With the load average printed (os.loadavg) since the figures depend on it. The table is printed and, with BENCH_PEDIDOS_SAIDA=<file>, written as Markdown.

const N = Number(process.env.BENCH_PEDIDOS_N ?? 50_000);
const REPETICOES = Number(process.env.BENCH_PEDIDOS_REPETICOES ?? 60);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LINHAS = 20;
const CORES = ['AZUL', 'PRETO', 'BRANCO'];
const TAMANHOS = ['P', 'M', 'G', 'GG'];

interface Cenario {
  nome: string;
  t: AppDeTeste;
  token: string;
  corpo: () => Record<string, unknown>;
}

const percentil = (ordenados: number[], p: number) =>
  ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;
const hash = () => createHash('sha256').update(randomUUID()).digest('hex');

/** A supplier with 20 products (3 colours × 4 sizes each), a client with a store, logged in. */
async function montar(nome: string): Promise<Cenario> {
  const t = await criarAppDeTeste();
  const forn = await criarUsuario(t.deps, {
    tipo: 'fornecedor',
    email: 'f@bench.pedidos',
    nome: 'Malharia Bench',
  });
  const outro = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'o@bench.pedidos', nome: 'Outra' });
  const clientes: { id: number; loja: number }[] = [];
  for (let i = 0; i < 20; i++) {
    const c = await criarUsuario(t.deps, {
      tipo: 'cliente',
      email: `c${i}@bench.pedidos`,
      nome: `Cliente ${i}`,
    });
    clientes.push({ id: c.perfilId!, loja: await inserirLoja(t.deps, c.perfilId!, `Boutique ${i}`, true) });
  }
  await clienteDoFornecedor(t.deps, forn.perfilId!, clientes[0]!.id);
  const cat = await inserirCategoria(t.deps, 'Roupas');
  const linhas: { produto_id: number; quantidade: number; grade: object[] }[] = [];
  for (let i = 0; i < LINHAS; i++) {
    const produto = await inserirProduto(t.deps, {
      fornecedor_id: forn.perfilId!,
      categoria_id: cat,
      codigo: `BEN-${i}`,
      valor: `${19 + i}.90`,
    });
    const g = await inserirGrade(t.deps, produto, CORES, TAMANHOS);
    const grade = g.cores.flatMap((cor_id) =>
      g.tamanhos.map((tamanho_id) => ({ cor_id, tamanho_id, quantidade: 2 })),
    );
    linhas.push({ produto_id: produto, quantidade: grade.length * 2, grade });
  }
  const t0 = performance.now();
  await gerarPedidos(t, forn.perfilId!, outro.perfilId!, forn.user.id, clientes);
  console.log(`${nome}: ${N} pedidos gerados em ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const token = await entrar(t.app, 'f@bench.pedidos');
  const hoje = hojeEmSaoPaulo(new Date());
  return {
    nome,
    t,
    token,
    corpo: () => ({
      uuid: randomUUID(),
      hash: hash(),
      cliente_id: clientes[0]!.id,
      cliente_loja_id: clientes[0]!.loja,
      entrega: hoje,
      forma_pagamento: 'PIX',
      prazo: '30/60/90',
      vendedor: 'Bench',
      desconto_percentual: '5',
      produtos: linhas.map((l, i) => ({ ...l, observacoes: i % 5 === 0 ? 'Observação da linha' : null })),
    }),
  };
}

/** N orders of the supplier (and N / 5 of another) spread over 20 clients, 300 days and every status. */
async function gerarPedidos(
  t: AppDeTeste,
  fornecedorId: number,
  outroId: number,
  userId: number,
  clientes: { id: number; loja: number }[],
) {
  const ids = `array[${clientes.map((c) => c.id).join(',')}]`;
  const lojas = `array[${clientes.map((c) => c.loja).join(',')}]`;
  for (const [forn, n] of [
    [fornecedorId, N],
    [outroId, Math.floor(N / 5)],
  ] as const) {
    await t.deps.db.execute(
      sql.raw(`insert into pedidos (uuid, user_id, fornecedor_id, cliente_id, cliente_loja_id, data, entrega,
        status, quantidade, valor_bruto, valor_liquido, comissao_valor, pedido_loja)
      select gen_random_uuid(), ${userId}, ${forn}, (${ids})[1 + i % 20], (${lojas})[1 + i % 20],
        date '2025-03-01' + (i % 300), date '2025-03-01' + (i % 300) + 15,
        (array[0, 1, 3, 4, 5])[1 + i % 5], 10 + i % 50, (100 + i % 900)::numeric(14,2),
        (95 + i % 900)::numeric(14,2), ((95 + i % 900) * 0.05)::numeric(14,2), true
      from generate_series(1, ${n}) i`),
    );
  }
  await t.deps.db.execute(sql`analyze pedidos`);
}

async function medir(c: Cenario, nome: string, rodar: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < 5; i++) {
    const r = await rodar();
    if (r.statusCode !== 200) throw new Error(`${nome}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  }
  const tempos: number[] = [];
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < REPETICOES; i++) {
    const t0 = performance.now();
    const r = await rodar();
    tempos.push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`${nome}: ${r.statusCode} ${r.body.slice(0, 300)}`);
  }
  const cpu = process.cpuUsage(cpu0);
  tempos.sort((a, b) => a - b);
  // This process's CPU per call: with PGlite (in-process) the whole cost, database included; with
  // PostgreSQL the Node side only. The figure that suffers least from other processes on the machine.
  const cpuMs = (cpu.user + cpu.system) / 1000 / REPETICOES;
  return { caso: nome, p50: percentil(tempos, 50), p95: percentil(tempos, 95), cpu: cpuMs };
}

type Medida = Awaited<ReturnType<typeof medir>>;
const cenarios: Cenario[] = [];
const resultados: Record<string, Medida[]> = {};

async function casos(c: Cenario): Promise<Medida[]> {
  const post = (url: string, payload: object) =>
    c.t.app.inject({ method: 'POST', url, headers: bearer(c.token), payload });
  const get = (url: string) => c.t.app.inject({ url, headers: bearer(c.token) });
  const medidas = [
    await medir(c, 'salvar: pedido novo, 20 linhas × 12 células', () =>
      post('/api/pedidos/salvar', c.corpo()),
    ),
  ];
  const fixo = c.corpo();
  medidas.push(
    await medir(c, 'salvar: mesmo uuid, novo hash (atualiza)', () =>
      post('/api/pedidos/salvar', { ...fixo, hash: hash() }),
    ),
    await medir(c, 'salvar: repetição (mesmo uuid e hash)', () => post('/api/pedidos/salvar', fixo)),
    await medir(c, 'listar: página 1 (30)', () => get('/api/pedidos/listar')),
    await medir(c, 'filtrar: abertos + cadastro em 1 mês', () =>
      post('/api/pedidos/filtrar', {
        status: 'abertos',
        data_tipo: 'cadastro',
        data_inicial: '2025-06-01',
        data_final: '2025-06-30',
      }),
    ),
    await medir(c, 'filtrar: cliente + entrega em 3 meses', () =>
      post('/api/pedidos/filtrar', {
        cliente_id: (fixo.cliente_id as number) + 3,
        data_tipo: 'entrega',
        data_inicial: '2025-05-01',
        data_final: '2025-07-31',
      }),
    ),
    await medir(c, "listar: busca 'boutique 7'", () => get('/api/pedidos/listar?busca=boutique%207')),
    await medir(c, 'listar: página 500', () => get('/api/pedidos/listar?page=500')),
    await medir(c, 'editar: pedido de 20 linhas', () => get(`/api/pedidos/${fixo.uuid as string}/editar`)),
  );
  return medidas;
}

function tabela(): string {
  const nomes = Object.keys(resultados);
  const linhas = [
    `| caso | ${nomes.map((n) => `${n} p50 | ${n} p95 | ${n} CPU`).join(' | ')} |`,
    `| --- | ${nomes.map(() => '---: | ---: | ---:').join(' | ')} |`,
  ];
  (resultados[nomes[0]!] ?? []).forEach((m, i) => {
    const cel = nomes.map((n) => {
      const r = resultados[n]![i]!;
      return `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.cpu.toFixed(1)}`;
    });
    linhas.push(`| ${m.caso} | ${cel.join(' | ')} |`);
  });
  return linhas.join('\n');
}

async function preparar(nome: string) {
  const c = await montar(nome);
  cenarios.push(c);
  resultados[nome] = await casos(c);
}

beforeAll(async () => {
  await preparar('PGlite');
  if (process.env.BENCH_PEDIDOS_PG !== '0') {
    const anterior = process.env.TEST_DATABASE_URL;
    process.env.TEST_DATABASE_URL = PG_URL;
    try {
      await preparar('PostgreSQL');
    } finally {
      if (anterior === undefined) delete process.env.TEST_DATABASE_URL;
      else process.env.TEST_DATABASE_URL = anterior;
    }
  }
  const texto = tabela();
  const carga = loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
  console.log(
    `\nPedidos: ${N} pedidos do fornecedor, ${REPETICOES} repetições por caso (ms; carga ${carga}):\n${texto}\n`,
  );
  if (process.env.BENCH_PEDIDOS_SAIDA) writeFileSync(process.env.BENCH_PEDIDOS_SAIDA, `${texto}\n`);
}, 1_200_000);

afterAll(async () => {
  for (const c of cenarios) await c.t.fechar();
});

describe(`pedidos (${N})`, () => {
  bench(
    'POST /api/pedidos/salvar: 20 linhas com grade (PGlite)',
    async () => {
      const c = cenarios[0]!;
      await c.t.app.inject({
        method: 'POST',
        url: '/api/pedidos/salvar',
        headers: bearer(c.token),
        payload: c.corpo(),
      });
    },
    { iterations: 10, time: 0 },
  );
});
