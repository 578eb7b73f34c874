import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const raiz = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      // Listed first: the first matching alias wins, and '@rodada/contracts' also matches its subpaths.
      '@rodada/contracts/leve': raiz('./packages/contracts/src/leve.ts'),
      '@rodada/contracts': raiz('./packages/contracts/src/index.ts'),
      '@rodada/domain': raiz('./packages/domain/src/index.ts'),
    },
  },
  test: {
    // Playwright specs (*.spec.ts under e2e/) are never run by Vitest.
    include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/web/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['apps/api/src/test/global-setup.ts'],
  },
});
