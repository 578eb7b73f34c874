#!/usr/bin/env node
// `npm run fuzz`: the API fuzz (apps/api/src/fuzz, ADR 009) with more inputs than `npm test` runs.
// FUZZ_RUNS (total inputs, 20 000 here unless set) and FUZZ_SEED (a number) pass through.
import { spawnSync } from 'node:child_process';

const env = { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20000' };
const r = spawnSync('npx', ['vitest', 'run', 'apps/api/src/fuzz'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);
