import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const raiz = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes a .br and a .gz beside every text file of the build: the API serves them precompressed
 * (apps/api/src/plugins/static.ts, `preCompressed`), so a phone downloads the first load of / at its
 * gzip size, the size the budget test measures (issue 13 §8, docs/desempenho-web.md).
 */
function comprimir(): Plugin {
  return {
    name: 'rodada-comprimir',
    apply: 'build',
    writeBundle(saida, pacote) {
      for (const nome of Object.keys(pacote)) {
        if (!/\.(js|css|html|svg|json)$/.test(nome)) continue;
        const arquivo = path.join(saida.dir ?? 'dist', nome);
        const conteudo = readFileSync(arquivo);
        writeFileSync(`${arquivo}.gz`, gzipSync(conteudo, { level: 9 }));
        writeFileSync(
          `${arquivo}.br`,
          brotliCompressSync(conteudo, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), comprimir()],
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
