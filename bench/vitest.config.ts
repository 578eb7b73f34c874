import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const raiz = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Benchmarks (`npm run bench`): never part of `npm test`, never timed assertions. */
export default defineConfig({
  resolve: {
    alias: {
      // Listed first: the first matching alias wins, and '@rodada/contracts' also matches its subpaths.
      '@rodada/contracts/leve': raiz('../packages/contracts/src/leve.ts'),
      '@rodada/contracts': raiz('../packages/contracts/src/index.ts'),
      '@rodada/domain': raiz('../packages/domain/src/index.ts'),
    },
  },
  test: {
    root: raiz('..'),
    include: [],
    benchmark: { include: ['bench/**/*.bench.ts'] },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    pool: 'forks',
  },
});
