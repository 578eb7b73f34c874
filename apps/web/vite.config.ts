import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
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
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(nome)) continue;
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

/** Every file under `dir`, as paths relative to it with '/' separators. */
function arquivosDe(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Builds the service worker (src/sw/worker/service-worker.ts, issue 15) into dist/sw.js, unhashed
 * (browsers look for updates at one address; the API serves it with `cache-control: no-cache`). It is
 * bundled apart, as one classic script with no import at run time, after the app's files are known:
 * their list (the shell to precache: index.html, assets, public files) and a version id made of their
 * contents are injected. A new build with any change is a new version, which the app announces.
 */
function serviceWorker(): Plugin {
  let publico: string | false = false;
  return {
    name: 'rodada-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publico = config.publicDir || false;
    },
    async generateBundle(_saida, pacote) {
      const hash = createHash('sha256');
      const casca: string[] = [];
      for (const [nome, item] of Object.entries(pacote).sort(([a], [b]) => a.localeCompare(b))) {
        if (nome.endsWith('.map')) continue;
        casca.push(`/${nome}`);
        hash.update(nome).update(item.type === 'chunk' ? item.code : item.source);
      }
      for (const nome of publico ? arquivosDe(publico).sort() : []) {
        casca.push(`/${nome}`);
        hash.update(nome).update(readFileSync(path.join(publico as string, nome)));
      }
      const versao = hash.digest('hex').slice(0, 16);
      // index.html first: the navigations' fallback.
      casca.sort((a, b) => Number(b === '/index.html') - Number(a === '/index.html'));
      const saida = (await build({
        configFile: false,
        root: raiz('.'),
        publicDir: false,
        logLevel: 'warn',
        mode: 'production',
        define: {
          __RODADA_SW_VERSAO__: JSON.stringify(versao),
          __RODADA_SW_CASCA__: JSON.stringify(casca),
        },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          copyPublicDir: false,
          rolldownOptions: {
            input: raiz('src/sw/worker/service-worker.ts'),
            output: { format: 'iife', entryFileNames: 'sw.js' },
          },
        },
      })) as Rolldown.RolldownOutput;
      const [codigo] = saida.output.filter((s) => s.type === 'chunk');
      if (!codigo || saida.output.length !== 1) throw new Error('O service worker deve ser um arquivo só.');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: codigo.code });
    },
  };
}

export default defineConfig({
  plugins: [react(), serviceWorker(), comprimir()],
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
