#!/usr/bin/env node
// `npm run bench:http`: the cost of one request over real HTTP (issue 10 §4, ADR 013). Starts the
// built server (apps/api/dist/server.js, `npm run build` first) on PGlite and on PostgreSQL with the
// demo data, logs in as the demo master and loads four routes with N keep-alive connections:
//   health (a bare contract), a public lookup, an authenticated count and a list.
// Prints requests/s and p50/p99 per route. The load generator is built in (raw sockets, one request
// in flight per connection, like autocannon without pipelining) so it needs no dependency.
//
//   npm run bench:http                               both databases, 50 connections, 10 s per route
//   npm run bench:http -- --banco=pglite --duracao=5 one database, shorter
//   npm run bench:http -- --perfil=/tmp/perfis       also writes the server's --cpu-prof there
//   npm run bench:http -- --json=/tmp/r.json         also writes the figures as JSON
//   npm run bench:http -- --ambiente=RESPOSTAS_VALIDADAS=1   extra env for the server (repeatable)
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must reach a
// server where a fresh database `bench_http` may be dropped and created; skipped when unreachable.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const servidor = path.join(raiz, 'apps/api/dist/server.js');

// --- options ---------------------------------------------------------------------------------
const opcoes = { banco: 'ambos', duracao: 10, conexoes: 50, aquecimento: 2, perfil: '', json: '', rotas: '' };
const ambienteExtra = {};
for (const arg of process.argv.slice(2)) {
  const m = /^--([a-z]+)=(.*)$/.exec(arg);
  if (!m) throw new Error(`opção desconhecida: ${arg}`);
  if (m[1] === 'ambiente') {
    const [k, ...v] = m[2].split('=');
    ambienteExtra[k] = v.join('=');
  } else if (m[1] in opcoes) {
    opcoes[m[1]] = typeof opcoes[m[1]] === 'number' ? Number(m[2]) : m[2];
  } else throw new Error(`opção desconhecida: ${arg}`);
}
const URL_PG = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BANCO_PG = 'bench_http';

/** The routes measured: a bare contract, a public lookup, an authenticated count and a list. */
const ROTAS = [
  { nome: 'health', url: '/api/health', autenticada: false },
  { nome: 'estados (pública)', url: '/api/estados', autenticada: false },
  { nome: 'notificações/contagem', url: '/api/notificacoes/contagem', autenticada: true },
  { nome: 'clientes/listar', url: '/api/clientes/listar', autenticada: true },
].filter((r) => !opcoes.rotas || opcoes.rotas.split(',').some((f) => r.url.includes(f)));

// --- the load generator ----------------------------------------------------------------------
const FIM_DOS_CABECALHOS = Buffer.from('\r\n\r\n');
const FIM_CHUNKED = Buffer.from('0\r\n\r\n');
const TEMPO_LIMITE_MS = 10_000;

/**
 * One keep-alive connection sending the same request again as soon as the answer is complete.
 * Calls `registrar(ms, status)` per answer; a request unanswered in 10 s counts as a timeout and
 * the connection is replaced (autocannon's default).
 */
function conexao(porta, pedido, registrar, ativo) {
  return new Promise((terminou) => {
    let socket;
    let inicio = 0;
    let acumulado = Buffer.alloc(0);
    let relogio;
    const abrir = () => {
      const este = net.connect({ port: porta, host: '127.0.0.1', noDelay: true });
      socket = este;
      este.on('connect', enviar);
      este.on('data', receber);
      este.on('error', () => undefined);
      este.on('close', () => {
        if (este.trocado) return;
        clearTimeout(relogio);
        if (ativo()) {
          registrar(performance.now() - inicio, 'erro');
          abrir();
        } else terminou();
      });
    };
    const enviar = () => {
      if (!ativo()) {
        socket.end();
        return;
      }
      acumulado = Buffer.alloc(0);
      inicio = performance.now();
      relogio = setTimeout(() => {
        registrar(TEMPO_LIMITE_MS, 'timeout');
        socket.trocado = true;
        socket.destroy();
        if (ativo()) abrir();
        else terminou();
      }, TEMPO_LIMITE_MS);
      socket.write(pedido);
    };
    const receber = (pedaco) => {
      acumulado = acumulado.length ? Buffer.concat([acumulado, pedaco]) : pedaco;
      const fim = acumulado.indexOf(FIM_DOS_CABECALHOS);
      if (fim < 0) return;
      const cabecalhos = acumulado.subarray(0, fim).toString('latin1');
      const tamanho = /\r\ncontent-length:\s*(\d+)/i.exec(cabecalhos);
      const completo = tamanho
        ? acumulado.length >= fim + 4 + Number(tamanho[1])
        : acumulado.subarray(acumulado.length - 5).equals(FIM_CHUNKED);
      if (!completo) return;
      clearTimeout(relogio);
      registrar(performance.now() - inicio, cabecalhos.slice(9, 12));
      enviar();
    };
    abrir();
  });
}

/** Loads `url` with `conexoes` connections for `segundos`; answers the figures. */
async function carregar(porta, url, token, segundos) {
  const pedido = Buffer.from(
    `GET ${url} HTTP/1.1\r\nHost: 127.0.0.1:${porta}\r\nAccept: application/json\r\n` +
      (token ? `Authorization: Bearer ${token}\r\n` : '') +
      '\r\n',
  );
  const latencias = [];
  const status = {};
  let ligado = true;
  const registrar = (ms, codigo) => {
    latencias.push(ms);
    status[codigo] = (status[codigo] ?? 0) + 1;
  };
  const inicio = performance.now();
  const todas = Array.from({ length: opcoes.conexoes }, () =>
    conexao(porta, pedido, registrar, () => ligado),
  );
  await new Promise((ok) => setTimeout(ok, segundos * 1000));
  ligado = false;
  const decorrido = (performance.now() - inicio) / 1000;
  await Promise.race([Promise.all(todas), new Promise((ok) => setTimeout(ok, TEMPO_LIMITE_MS + 1000))]);
  latencias.sort((a, b) => a - b);
  const pct = (p) => latencias[Math.min(latencias.length - 1, Math.floor((p / 100) * latencias.length))] ?? 0;
  const ok = status['200'] ?? 0;
  return {
    reqPorS: Math.round(ok / decorrido),
    p50: pct(50),
    p99: pct(99),
    max: latencias[latencias.length - 1] ?? 0,
    respostas: latencias.length,
    naoOk: latencias.length - ok,
    timeouts: status.timeout ?? 0,
    status,
  };
}

// --- the server ------------------------------------------------------------------------------
function portaLivre() {
  return new Promise((ok, falha) => {
    const s = net.createServer();
    s.on('error', falha);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

/** Starts the built server; answers once it printed "Servidor no ar". */
async function iniciarServidor(rotulo, env) {
  const porta = await portaLivre();
  const args = [];
  if (opcoes.perfil) args.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(opcoes.perfil, rotulo)}`);
  const filho = spawn(process.execPath, [...args, servidor], {
    cwd: raiz,
    env: { ...process.env, PORT: String(porta), HOST: '127.0.0.1', SEED: 'demo', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const saida = [];
  await new Promise((ok, falha) => {
    const ler = (pedaco) => {
      saida.push(pedaco.toString());
      if (saida.join('').includes('Servidor no ar')) ok();
    };
    filho.stdout.on('data', ler);
    filho.stderr.on('data', ler);
    filho.on('exit', (codigo) => falha(new Error(`o servidor saiu (${codigo}):\n${saida.join('')}`)));
  });
  return {
    porta,
    parar: () =>
      new Promise((ok) => {
        filho.removeAllListeners('exit');
        filho.on('exit', ok);
        filho.kill('SIGTERM');
      }),
  };
}

async function entrar(porta) {
  const resposta = await fetch(`http://127.0.0.1:${porta}/api/logar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'master@rodada.test', password: 'rodada123' }),
  });
  const corpo = await resposta.json();
  if (!corpo.api_token) throw new Error(`login falhou: ${JSON.stringify(corpo)}`);
  return corpo.api_token;
}

/** Drops and creates the bench database; answers its URL, or null when PostgreSQL is unreachable. */
async function bancoPostgres() {
  const cliente = new pg.Client({ connectionString: URL_PG });
  try {
    await cliente.connect();
  } catch (err) {
    console.log(`PostgreSQL indisponível em ${URL_PG} (${err.message}): pulado.`);
    return null;
  }
  await cliente.query(`drop database if exists ${BANCO_PG} with (force)`);
  await cliente.query(`create database ${BANCO_PG}`);
  await cliente.end();
  const url = new URL(URL_PG);
  url.pathname = `/${BANCO_PG}`;
  return url.toString();
}

// --- the run ---------------------------------------------------------------------------------
const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1)).padStart(7);

async function medir(rotulo, env) {
  const servidorNoAr = await iniciarServidor(rotulo, env);
  const resultados = [];
  try {
    const token = await entrar(servidorNoAr.porta);
    console.log(`\n${rotulo}: ${opcoes.conexoes} conexões, ${opcoes.duracao} s por rota`);
    console.log(
      `  ${'rota'.padEnd(24)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  erros`,
    );
    for (const rota of ROTAS) {
      const t = rota.autenticada ? token : null;
      if (opcoes.aquecimento > 0) await carregar(servidorNoAr.porta, rota.url, t, opcoes.aquecimento);
      const r = await carregar(servidorNoAr.porta, rota.url, t, opcoes.duracao);
      const erros = r.naoOk ? `${r.naoOk} (${JSON.stringify(r.status)})` : '0';
      console.log(
        `  ${rota.nome.padEnd(24)} ${String(r.reqPorS).padStart(7)} ${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)}  ${erros}`,
      );
      resultados.push({ banco: rotulo, rota: rota.url, ...r });
    }
  } finally {
    await servidorNoAr.parar();
  }
  return resultados;
}

if (!existsSync(servidor)) {
  console.error(`${path.relative(raiz, servidor)} não existe: rode \`npm run build\` antes.`);
  process.exit(1);
}
const todos = [];
if (opcoes.banco === 'ambos' || opcoes.banco === 'pglite') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rodada-bench-'));
  try {
    todos.push(...(await medir('pglite', { DATA_DIR: dir, DATABASE_URL: '', ...ambienteExtra })));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (opcoes.banco === 'ambos' || opcoes.banco === 'postgres') {
  const url = await bancoPostgres();
  if (url) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rodada-bench-'));
    try {
      todos.push(...(await medir('postgres', { DATABASE_URL: url, DATA_DIR: dir, ...ambienteExtra })));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}
if (opcoes.json) writeFileSync(opcoes.json, JSON.stringify(todos, null, 2));
