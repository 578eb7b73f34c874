#!/usr/bin/env node
// `npm test`: every tier, in order of cost — types, lint, unit + API (Vitest), browser (Playwright).
// API tests use PostgreSQL when TEST_DATABASE_URL is set, embedded PGlite otherwise.
import { spawnSync } from 'node:child_process';

const etapas = [
  ['Tipos (tsc -b)', 'npx', ['tsc', '-b']],
  ['Lint (ESLint + Prettier)', 'npm', ['run', 'lint', '--silent']],
  // The PDF tests read PDFs back with poppler-utils: installed first when missing (or a clear stop).
  ['Unidade e API (Vitest)', 'sh', ['-c', 'node scripts/ensure-poppler.mjs && npx vitest run']],
  ['Navegador (Playwright + Chromium)', 'node', ['scripts/e2e.mjs']],
];
const pular = new Set((process.env.SKIP_TIERS ?? '').split(',').filter(Boolean));

for (const [nome, cmd, args] of etapas) {
  if (pular.has(nome.split(' ')[0].toLowerCase())) {
    console.log(`\n=== ${nome}: pulado (SKIP_TIERS) ===`);
    continue;
  }
  console.log(`\n=== ${nome} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\nFalhou: ${nome}`);
    process.exit(r.status ?? 1);
  }
}
console.log('\nTodas as etapas passaram.');
