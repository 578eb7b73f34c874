#!/usr/bin/env node
// `npm run bench:http`: the cost of one request over real HTTP (issue 10 §4, ADR 014). Starts the
// built app (bench/servidor.mjs over apps/api/dist: `npm run build` first) on PGlite and on
// PostgreSQL with the demo data, logs in as the demo master and loads, with N keep-alive
// connections, health (a contract doing `select 1`), a public lookup (sent with the session cookie,
// as a logged-in browser does), an authenticated count and a list, plus the bare twins of the first
// two (the same query without the contract pipeline). Prints requests/s, p50/p99/max and the
// server's CPU time per request (robust to other load on the machine) per route.
// The load generator is built in (raw sockets, one request in flight per connection, like
// autocannon without pipelining), so it needs no dependency.
//
//   npm run bench:http                                 both databases, 50 connections, 10 s per route
//   npm run bench:http -- --banco=pglite --duracao=5   one database, shorter
//   npm run bench:http -- --repeticoes=3               the median of 3 rounds (a busy machine)
//   npm run bench:http -- --rotas=health,nua           only the routes whose path has these words
//   npm run bench:http -- --comparar=<dir>             also loads another build (e.g. main's)
//   npm run bench:http -- --build=<dir>                the build measured (default apps/api/dist)
//   npm run bench:http -- --ambiente=LOG_LEVEL=info    extra server env (repeatable)
//   npm run bench:http -- --perfil=/tmp/perfis         the servers' --cpu-prof go there
//   npm run bench:http -- --json=/tmp/r.json --serie=1 figures as JSON; answers per second
// PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) must reach a
// server where the databases bench_http and bench_http_2 may be dropped and created; skipped when
// unreachable.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

// --- options ---------------------------------------------------------------------------------
const opcoes = {
  banco: 'ambos',
  duracao: 10,
  conexoes: 50,
  aquecimento: 2,
  repeticoes: 1,
  rotas: '',
  build: 'apps/api/dist',
  comparar: '',
  perfil: '',
  json: '',
  serie: '',
};
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

/** The builds loaded: this one, and the one to compare with, if any. */
const BUILDS = [
  { rotulo: opcoes.comparar ? 'depois' : '', dist: opcoes.build },
  ...(opcoes.comparar ? [{ rotulo: 'antes', dist: opcoes.comparar }] : []),
];

/**
 * The routes measured. `sessao`: how the session travels ('bearer', 'cookie' as a logged-in
 * browser sends it to every call, or none).
 */
const ROTAS = [
  { nome: 'health', url: '/api/health', sessao: null },
  { nome: '  nua (select 1)', url: '/bench/nua', sessao: null },
  { nome: 'estados (pública)', url: '/api/estados', sessao: 'cookie' },
  { nome: '  nua/estados', url: '/bench/nua/estados', sessao: 'cookie' },
  { nome: 'notificacoes/contagem', url: '/api/notificacoes/contagem', sessao: 'bearer' },
  { nome: 'clientes/listar', url: '/api/clientes/listar', sessao: 'bearer' },
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

/** The server's CPU time so far, in µs (bench/servidor.mjs). */
async function cpu(porta) {
  const r = await fetch(`http://127.0.0.1:${porta}/bench/cpu`);
  return (await r.json()).us;
}

/** Loads `url` with `conexoes` connections for `segundos`; answers the figures. */
async function carregar(porta, rota, token, segundos) {
  const sessao =
    rota.sessao === 'bearer'
      ? `Authorization: Bearer ${token}\r\n`
      : rota.sessao === 'cookie'
        ? `Cookie: api_token=${token}\r\n`
        : '';
  const pedido = Buffer.from(
    `GET ${rota.url} HTTP/1.1\r\nHost: 127.0.0.1:${porta}\r\nAccept: application/json\r\n${sessao}\r\n`,
  );
  const latencias = [];
  const status = {};
  let ligado = true;
  const serie = [];
  const registrar = (ms, codigo) => {
    latencias.push(ms);
    if (opcoes.serie) {
      const s = Math.floor((performance.now() - inicio) / 1000);
      serie[s] ??= { n: 0, max: 0 };
      serie[s].n++;
      serie[s].max = Math.max(serie[s].max, ms);
    }
    status[codigo] = (status[codigo] ?? 0) + 1;
  };
  const cpuAntes = await cpu(porta);
  const inicio = performance.now();
  const todas = Array.from({ length: opcoes.conexoes }, () =>
    conexao(porta, pedido, registrar, () => ligado),
  );
  await new Promise((ok) => setTimeout(ok, segundos * 1000));
  ligado = false;
  const decorrido = (performance.now() - inicio) / 1000;
  await Promise.race([Promise.all(todas), new Promise((ok) => setTimeout(ok, TEMPO_LIMITE_MS + 1000))]);
  if (opcoes.serie) {
    console.log(`    por segundo: ${serie.map((x) => (x ? `${x.n}/${x.max.toFixed(0)}ms` : '0')).join(' ')}`);
  }
  const cpuGasto = (await cpu(porta)) - cpuAntes;
  latencias.sort((a, b) => a - b);
  const pct = (p) => latencias[Math.min(latencias.length - 1, Math.floor((p / 100) * latencias.length))] ?? 0;
  const ok = status['200'] ?? 0;
  return {
    reqPorS: Math.round(ok / decorrido),
    p50: pct(50),
    p99: pct(99),
    max: latencias[latencias.length - 1] ?? 0,
    cpuUsPorReq: latencias.length ? Math.round(cpuGasto / latencias.length) : 0,
    respostas: latencias.length,
    naoOk: latencias.length - ok,
    timeouts: status.timeout ?? 0,
    status,
  };
}

// --- the servers -----------------------------------------------------------------------------
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

/** Starts bench/servidor.mjs over one build; answers once it printed "Servidor no ar". */
async function iniciarServidor(rotulo, dist, env) {
  const porta = await portaLivre();
  const args = [];
  if (opcoes.perfil) args.push('--cpu-prof', `--cpu-prof-dir=${path.resolve(opcoes.perfil, rotulo)}`);
  const filho = spawn(process.execPath, [...args, path.join(raiz, 'bench/servidor.mjs')], {
    cwd: raiz,
    env: {
      ...process.env,
      BENCH_DIST: dist,
      PORT: String(porta),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      ...env,
      ...ambienteExtra,
    },
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
  const token = await entrar(porta);
  return {
    porta,
    token,
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

/** Drops and creates a bench database; answers its URL, or null when PostgreSQL is unreachable. */
async function bancoPostgres(nome) {
  const cliente = new pg.Client({ connectionString: URL_PG });
  try {
    await cliente.connect();
  } catch (err) {
    console.log(`PostgreSQL indisponível em ${URL_PG} (${err.message}): pulado.`);
    return null;
  }
  await cliente.query(`drop database if exists ${nome} with (force)`);
  await cliente.query(`create database ${nome}`);
  await cliente.end();
  const url = new URL(URL_PG);
  url.pathname = `/${nome}`;
  return url.toString();
}

// --- the run ---------------------------------------------------------------------------------
const ms = (v) => (v >= 100 ? v.toFixed(0) : v.toFixed(1)).padStart(7);

const mediana = (xs) => [...xs].sort((x, y) => x - y)[Math.floor((xs.length - 1) / 2)];

/**
 * Loads every route on every build of one database, build after build for each route, `repeticoes`
 * rounds; prints the median of each figure over the rounds (max: the worst), errors summed.
 */
async function medir(banco, servidores) {
  const resultados = [];
  const rodadas = Math.max(1, opcoes.repeticoes);
  console.log(
    `\n${banco}: ${opcoes.conexoes} conexões, ${opcoes.duracao} s por rota` +
      (rodadas > 1 ? `, mediana de ${rodadas} rodadas` : ''),
  );
  console.log(
    `  ${'rota'.padEnd(24)} ${'build'.padEnd(7)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ` +
      `${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)} ${'CPU µs/req'.padStart(10)}  erros`,
  );
  for (const rota of ROTAS) {
    const medidas = servidores.map(() => []);
    for (let i = 0; i < rodadas; i++) {
      for (const [k, s] of servidores.entries()) {
        if (opcoes.aquecimento > 0) await carregar(s.porta, rota, s.token, opcoes.aquecimento);
        medidas[k].push(await carregar(s.porta, rota, s.token, opcoes.duracao));
      }
    }
    for (const [k, s] of servidores.entries()) {
      const m = medidas[k];
      const r = {
        reqPorS: mediana(m.map((x) => x.reqPorS)),
        p50: mediana(m.map((x) => x.p50)),
        p99: mediana(m.map((x) => x.p99)),
        max: Math.max(...m.map((x) => x.max)),
        cpuUsPorReq: mediana(m.map((x) => x.cpuUsPorReq)),
        naoOk: m.reduce((t, x) => t + x.naoOk, 0),
        timeouts: m.reduce((t, x) => t + x.timeouts, 0),
        rodadas: m,
      };
      const erros = r.naoOk ? `${r.naoOk} (${r.timeouts} timeouts)` : '0';
      console.log(
        `  ${rota.nome.padEnd(24)} ${s.rotulo.padEnd(7)} ${String(r.reqPorS).padStart(7)} ` +
          `${ms(r.p50)} ${ms(r.p99)} ${ms(r.max)} ${String(r.cpuUsPorReq).padStart(10)}  ${erros}`,
      );
      resultados.push({ banco, build: s.rotulo, rota: rota.url, ...r });
    }
  }
  return resultados;
}

/** Starts one server per build on fresh databases (`criar` answers each one's env), measures, stops. */
async function emCadaBuild(banco, criar) {
  const servidores = [];
  const limpezas = [];
  try {
    for (const [i, b] of BUILDS.entries()) {
      const { env, limpar } = await criar(i);
      limpezas.push(limpar);
      const s = await iniciarServidor(`${banco}${b.rotulo ? `-${b.rotulo}` : ''}`, b.dist, env);
      servidores.push({ ...s, rotulo: b.rotulo });
    }
    return await medir(banco, servidores);
  } finally {
    for (const s of servidores) await s.parar();
    for (const limpar of limpezas) limpar();
  }
}

for (const b of BUILDS) {
  if (!existsSync(path.resolve(raiz, b.dist, 'app.js'))) {
    console.error(`${b.dist}/app.js não existe: rode \`npm run build\` antes.`);
    process.exit(1);
  }
}
const todos = [];
if (opcoes.banco === 'ambos' || opcoes.banco === 'pglite') {
  const pglite = async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rodada-bench-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      limpar: () => rmSync(dir, { recursive: true, force: true }),
    };
  };
  todos.push(...(await emCadaBuild('pglite', pglite)));
}
if (opcoes.banco === 'ambos' || opcoes.banco === 'postgres') {
  if (await bancoPostgres('bench_http')) {
    const postgres = async (i) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'rodada-bench-'));
      const url = await bancoPostgres(i === 0 ? 'bench_http' : 'bench_http_2');
      return {
        env: { DATABASE_URL: url, DATA_DIR: dir },
        limpar: () => rmSync(dir, { recursive: true, force: true }),
      };
    };
    todos.push(...(await emCadaBuild('postgres', postgres)));
  }
}
if (opcoes.json) writeFileSync(opcoes.json, JSON.stringify(todos, null, 2));
