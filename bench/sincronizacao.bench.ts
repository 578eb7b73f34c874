import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, bench, describe } from 'vitest';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../apps/api/src/test/app.js';
import { clienteDoFornecedor, inserirLoja } from '../apps/api/src/test/pedidos.js';
import { inserirCategoria, inserirGrade, inserirProduto } from '../apps/api/src/test/vitrine.js';
import { limpar } from '../apps/web/src/lib/banco-local.js';
import { hashDoCorpo } from '../apps/web/src/lib/pedido-chave.js';
import {
  concluirPedidoOffline,
  guardarPedidoOffline,
  listarPedidosOffline,
  listarSincronizados,
  recusarPedidoOffline,
  registrarTentativa,
  type CorpoPedidoOffline,
} from '../apps/web/src/lib/pedidos-offline.js';
import { apiSincronizacao } from '../apps/web/src/lib/sincronizacao-api.js';
import { criarSincronizador, type FimDaExecucao } from '../apps/web/src/lib/sincronizacao.js';

// Issue 15 §8: N (500) offline orders queued on the device (the web's own queue, over
// fake-indexeddb) synced by the web's sync engine and API client (lib/sincronizacao,
// lib/sincronizacao-api, lib/api `chamar`) against the real app listening on a local port (PGlite),
// through Node's fetch: the total time (aim ≤ 30 s) and the server holding exactly N. A second round
// drops every 10th answer of POST salvar after the server committed it (the response is read and
// thrown away: what a dead Wi-Fi does), runs the engine until the queue is empty and checks the
// server again holds exactly N new orders. Each order: 3 lines × 12 cells.

const N = Number(process.env.BENCH_SINC_N ?? 500);
const CORES = ['AZUL', 'PRETO', 'BRANCO'];
const TAMANHOS = ['P', 'M', 'G', 'GG'];

// One process: no other tab to tell (and an open BroadcastChannel would keep Node alive).
Reflect.deleteProperty(globalThis, 'BroadcastChannel');

interface Cenario {
  t: AppDeTeste;
  usuarioId: number;
  fornecedorId: number;
  base: string;
  token: string;
  corpo: () => Omit<CorpoPedidoOffline, 'hash'>;
}

let cenario: Cenario;
const linhasDoRelatorio: string[] = [];

async function montar(): Promise<Cenario> {
  const t = await criarAppDeTeste();
  const forn = await criarUsuario(t.deps, {
    tipo: 'fornecedor',
    email: 'f@bench.sinc',
    nome: 'Malharia Sinc',
  });
  const c = await criarUsuario(t.deps, { tipo: 'cliente', email: 'c@bench.sinc', nome: 'Cliente Sinc' });
  const loja = await inserirLoja(t.deps, c.perfilId!, 'Boutique Sinc', true);
  await clienteDoFornecedor(t.deps, forn.perfilId!, c.perfilId!);
  const cat = await inserirCategoria(t.deps, 'Roupas');
  const linhas: { produto_id: number; quantidade: number; grade: object[]; observacoes: null }[] = [];
  for (let i = 0; i < 3; i++) {
    const produto = await inserirProduto(t.deps, {
      fornecedor_id: forn.perfilId!,
      categoria_id: cat,
      codigo: `SINC-${i}`,
      valor: `${29 + i}.90`,
    });
    const g = await inserirGrade(t.deps, produto, CORES, TAMANHOS);
    const grade = g.cores.flatMap((cor_id) =>
      g.tamanhos.map((tamanho_id) => ({ cor_id, tamanho_id, quantidade: 1 })),
    );
    linhas.push({ produto_id: produto, quantidade: grade.length, grade, observacoes: null });
  }
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const token = await entrar(t.app, 'f@bench.sinc');
  const entrega = hojeEmSaoPaulo(new Date());
  return {
    t,
    usuarioId: forn.user.id,
    fornecedorId: forn.perfilId!,
    base: `http://127.0.0.1:${port}`,
    token,
    corpo: () => ({
      uuid: randomUUID(),
      rodada_id: null,
      cliente_id: c.perfilId!,
      cliente_loja_id: loja,
      entrega,
      forma_pagamento: 'PIX',
      prazo: '30/60',
      transportadora: null,
      transportadora_telefone: null,
      vendedor: 'Bench',
      observacoes: null,
      produtos: linhas,
    }),
  };
}

/** The page's fetch in Node: relative URLs on the local server, the session as a Bearer token. */
function instalarFetch(c: Cenario, derrubar: (url: string, n: number) => boolean) {
  const real = globalThis.fetch;
  let salvos = 0;
  globalThis.fetch = async (entrada, init) => {
    const url = String(entrada);
    const headers = { ...(init?.headers as Record<string, string>), Authorization: `Bearer ${c.token}` };
    const r = await real(`${c.base}${url}`, { ...init, headers });
    if (init?.method === 'POST' && url === '/api/pedidos/salvar' && derrubar(url, ++salvos)) {
      await r.text(); // the server answered (it committed); the answer never reaches the page
      throw new TypeError('fetch failed');
    }
    return r;
  };
  return () => {
    globalThis.fetch = real;
  };
}

async function enfileirar(c: Cenario, n: number) {
  for (let i = 0; i < n; i++) {
    const corpo = c.corpo();
    await guardarPedidoOffline({
      uuid: corpo.uuid,
      id: null,
      rodada_id: null,
      usuario_id: c.usuarioId,
      origem: 'formulario',
      corpo: { ...corpo, hash: await hashDoCorpo(corpo) },
      form: null,
      resumo: {
        cliente: 'Boutique Sinc',
        fornecedor: 'Malharia Sinc',
        quantidade: 36,
        valor_liquido: 0,
        data: '',
      },
    });
  }
}

const noServidor = async (c: Cenario) =>
  Number(
    (
      await c.t.deps.db.execute<{ n: string }>(
        sql`select count(*)::text as n from pedidos where fornecedor_id = ${c.fornecedorId}`,
      )
    ).rows[0]!.n,
  );

/** Runs the engine until the queue is empty (each failure: the next run, as 10 s later). */
async function sincronizarTudo(c: Cenario) {
  const s = criarSincronizador({
    api: apiSincronizacao,
    fila: {
      listar: () => listarPedidosOffline(c.usuarioId),
      concluir: concluirPedidoOffline,
      recusar: recusarPedidoOffline,
      tentativa: registrarTentativa,
    },
  });
  const fins: FimDaExecucao[] = [];
  const t0 = performance.now();
  for (let i = 0; i < 1000; i++) {
    const fim = await s.executar();
    fins.push(fim);
    if (fim === 'concluida' || fim === 'vazia') break;
  }
  return { ms: performance.now() - t0, execucoes: fins.length, fins };
}

async function rodada(c: Cenario, nome: string, derrubar: (url: string, n: number) => boolean) {
  await limpar('pedidos');
  const antes = await noServidor(c);
  const t0 = performance.now();
  await enfileirar(c, N);
  const msFila = performance.now() - t0;
  const desfazer = instalarFetch(c, derrubar);
  let r;
  try {
    r = await sincronizarTudo(c);
  } finally {
    desfazer();
  }
  const novos = (await noServidor(c)) - antes;
  const restantes = (await listarPedidosOffline(c.usuarioId)).length;
  const recusados = (await listarPedidosOffline(c.usuarioId)).filter((p) => p.estado === 'recusado').length;
  const linha =
    `| ${nome} | ${N} | ${(msFila / 1000).toFixed(1)} s | ${(r.ms / 1000).toFixed(1)} s | ` +
    `${(r.ms / N).toFixed(1)} ms | ${r.execucoes} | ${novos} | ${restantes} | ${recusados} |`;
  linhasDoRelatorio.push(linha);
  if (novos !== N || restantes !== 0)
    throw new Error(`${nome}: servidor com ${novos} novos, ${restantes} na fila`);
}

beforeAll(async () => {
  cenario = await montar();
  await rodada(cenario, 'fila de 500, rede boa', () => false);
  await rodada(cenario, 'fila de 500, 1 em 10 respostas perdidas depois do commit', (_u, n) => n % 10 === 0);
  const sinc = await listarSincronizados(cenario.usuarioId);
  const carga = loadavg()
    .map((v) => v.toFixed(1))
    .join(' ');
  console.log(
    `\nSincronização (PGlite, carga ${carga}; meta ≤ 30 s; últimos sincronizados guardados: ${sinc.length}):\n` +
      '| caso | pedidos | enfileirar | sincronizar | por pedido | execuções | novos no servidor | na fila | recusados |\n' +
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n' +
      `${linhasDoRelatorio.join('\n')}\n`,
  );
}, 600_000);

afterAll(async () => {
  await cenario?.t.fechar();
});

describe(`sincronização (${N} pedidos offline)`, () => {
  bench(
    'GET por uuid (404) e POST salvar de um pedido da fila',
    async () => {
      const corpo = cenario.corpo();
      await guardarPedidoOffline({
        uuid: corpo.uuid,
        id: null,
        rodada_id: null,
        usuario_id: cenario.usuarioId,
        origem: 'formulario',
        corpo: { ...corpo, hash: await hashDoCorpo(corpo) },
        form: null,
        resumo: { cliente: '', fornecedor: '', quantidade: 0, valor_liquido: 0, data: '' },
      });
      const desfazer = instalarFetch(cenario, () => false);
      try {
        await sincronizarTudo(cenario);
      } finally {
        desfazer();
      }
    },
    { iterations: 10, time: 0 },
  );
});
