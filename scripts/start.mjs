#!/usr/bin/env node
// `npm start`: builds what is missing or stale (TypeScript incrementally, the SPA when its sources
// changed), then starts the one server (API, WebSocket, SPA).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const raiz = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: raiz, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

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

console.log('Rodada: compilando o servidor…');
run('npx', ['tsc', '-b', 'packages/contracts', 'packages/domain', 'apps/api']);

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
if (!existsSync(indice) || statSync(indice).mtimeMs < fontes) {
  console.log('Rodada: gerando a interface (vite build)…');
  run('npm', ['run', 'build', '-w', '@rodada/web']);
}

await import(path.join(raiz, 'apps/api/dist/server.js'));
