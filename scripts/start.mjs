#!/usr/bin/env node
// `npm start`: builds what is missing or stale, then starts the one server (API, WebSocket, SPA).
// The first start compiles everything; each step prints a line with the time since the start, so a
// newcomer never waits in silence. The server compiles without type checking (`tsc -b --noCheck`,
// half the work; `npm test` and `npm run typecheck` check the types) while the SPA builds beside it
// (vite reads the packages' sources, not their build).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Seconds since the process started, pt-BR style ("12,3 s"); server.ts prints its steps alike. */
const decorrido = () => `${(performance.now() / 1000).toFixed(1).replace('.', ',')} s`;
/** One progress line: "[12,3 s] texto". */
const passo = (texto) => console.log(`[${decorrido().padStart(7)}] ${texto}`);

/** A tool that printed nothing worth a line for this long gets a "still working" line. */
const SILENCIO_MS = 15_000;

/**
 * Runs a Node CLI of node_modules. `mostrar` picks which output lines are progress worth a line
 * (answering the text to print, or nothing); everything is printed if the tool fails.
 */
function rodar(rotulo, cli, args, mostrar, cwd = raiz) {
  const inicio = performance.now();
  return new Promise((ok, falha) => {
    const filho = spawn(process.execPath, [path.join(raiz, 'node_modules', cli), ...args], { cwd });
    const saida = [];
    let resto = '';
    let ultimo = { texto: '', em: performance.now() };
    const mostrarLinha = (texto) => {
      passo(`  ${rotulo}: ${texto}`);
      ultimo = { texto, em: performance.now() };
    };
    // tsc says nothing while it compiles one project (the first takes the longest).
    const pulso = setInterval(() => {
      if (performance.now() - ultimo.em < SILENCIO_MS) return;
      passo(`  ${rotulo}: ainda trabalhando${ultimo.texto ? ` (${ultimo.texto})` : ''}…`);
      ultimo.em = performance.now();
    }, 1000);
    const ler = (pedaco) => {
      const linhas = (resto + pedaco.toString()).split('\n');
      resto = linhas.pop() ?? '';
      for (const linha of linhas) {
        saida.push(linha);
        const texto = mostrar(linha);
        if (texto) mostrarLinha(texto);
      }
    };
    filho.stdout.on('data', ler);
    filho.stderr.on('data', ler);
    filho.on('error', falha);
    filho.on('close', (codigo) => {
      clearInterval(pulso);
      if (resto) saida.push(resto);
      if (codigo === 0) return ok(((performance.now() - inicio) / 1000).toFixed(1).replace('.', ','));
      console.error(saida.join('\n'));
      falha(new Error(`${rotulo} falhou (código ${codigo})`));
    });
  });
}

/** Newest modification time under the given paths. */
function maisRecente(...caminhos) {
  let t = 0;
  for (const c of caminhos) {
    if (!existsSync(c)) continue;
    const s = statSync(c);
    if (s.isDirectory()) {
      for (const e of readdirSync(c)) {
        if (e === 'node_modules' || e === 'dist') continue;
        t = Math.max(t, maisRecente(path.join(c, e)));
      }
    } else t = Math.max(t, s.mtimeMs);
  }
  return t;
}

/** Compiles contracts, domain and api; tsc -b skips the projects already up to date. */
async function compilarServidor() {
  passo('Compilando o servidor (TypeScript, sem checar tipos)…');
  let compilou = false;
  const segundos = await rodar(
    'tsc',
    'typescript/bin/tsc',
    ['-b', '--noCheck', '--verbose', 'packages/contracts', 'packages/domain', 'apps/api'],
    (linha) => {
      const projeto = /Building project '(.+)\/tsconfig\.json'/.exec(linha)?.[1];
      if (!projeto) return undefined;
      compilou = true;
      return path.relative(raiz, projeto);
    },
  );
  passo(compilou ? `Servidor compilado em ${segundos} s` : 'Servidor já estava compilado');
}

/** Builds the SPA when its sources (or the packages it uses) changed since the last build. */
async function gerarInterface() {
  const web = path.join(raiz, 'apps/web');
  const indice = path.join(web, 'dist/index.html');
  const fontes = maisRecente(
    path.join(web, 'src'),
    path.join(web, 'index.html'),
    path.join(web, 'public'),
    path.join(web, 'vite.config.ts'),
    path.join(raiz, 'packages/contracts/src'),
    path.join(raiz, 'packages/domain/src'),
  );
  if (existsSync(indice) && statSync(indice).mtimeMs >= fontes) {
    passo('Interface já estava gerada');
    return;
  }
  passo('Gerando a interface (vite build)…');
  // Vite's own milestones, without the list of a hundred chunks.
  const segundos = await rodar(
    'vite',
    'vite/bin/vite.js',
    ['build'],
    (linha) =>
      /^(transforming|rendering chunks|✓ \d+ modules)/.test(linha.trim()) ? linha.trim() : undefined,
    web,
  );
  passo(`Interface gerada em ${segundos} s`);
}

try {
  await Promise.all([compilarServidor(), gerarInterface()]);
} catch (erro) {
  console.error(`Rodada: ${erro instanceof Error ? erro.message : String(erro)}`);
  process.exit(1);
}
passo('Iniciando o servidor…');
// The tests check every answer against its contract; the server people use writes answers through
// the compiled projection only, unless asked otherwise (README "Configuração", ADR 014).
process.env.VALIDAR_RESPOSTAS ??= '0';
await import(path.join(raiz, 'apps/api/dist/server.js'));
