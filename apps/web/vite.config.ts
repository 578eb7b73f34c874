import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const raiz = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Use the workspace packages' sources directly (no build step needed for the web).
    alias: {
      // Listed first: the first matching alias wins, and '@rodada/contracts' also matches its subpaths.
      '@rodada/contracts/leve': raiz('../../packages/contracts/src/leve.ts'),
      '@rodada/contracts': raiz('../../packages/contracts/src/index.ts'),
      '@rodada/domain': raiz('../../packages/domain/src/index.ts'),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/ws': { target: 'ws://localhost:3000', ws: true } } },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 800 },
});
