/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import {
  LIMITE_INICIAL_KB,
  LIMITE_ROTA_KB,
  avaliarOrcamento,
  descreverRelatorio,
  type Pedaco,
} from './orcamento';

const pedaco = (arquivo: string, kbGzip: number, extra: Partial<Pedaco> = {}): Pedaco => ({
  arquivo,
  isEntry: false,
  isDynamicEntry: false,
  imports: [],
  gzip: kbGzip * 1024,
  ...extra,
});

describe('avaliarOrcamento (issue 13 §8)', () => {
  it('counts the entry and its static imports, transitively, as the first load', () => {
    const r = avaliarOrcamento([
      pedaco('index.js', 100, { isEntry: true, imports: ['react.js'] }),
      pedaco('react.js', 60, { imports: ['mui.js'] }),
      pedaco('mui.js', 15),
      pedaco('loja.js', 20, { isDynamicEntry: true, imports: ['zod.js'] }),
      pedaco('zod.js', 70),
    ]);
    expect(r.inicial.map((p) => p.arquivo)).toEqual(['index.js', 'react.js', 'mui.js']);
    expect(r.totalInicial).toBe(175 * 1024);
    expect(r.rotas.map((p) => p.arquivo)).toEqual(['loja.js']);
    expect(r.compartilhados.map((p) => p.arquivo)).toEqual(['zod.js']);
    expect(r.falhas).toHaveLength(1);
    expect(r.falhas[0]).toMatch(/Carga inicial de \/ com 175\.0 KB gzip, acima de 170 KB/);
    expect(r.falhas[0]).toContain('index.js 100.0 KB');
  });

  it('names a route chunk over its budget, and passes when both budgets hold', () => {
    const grande = avaliarOrcamento([
      pedaco('index.js', 150, { isEntry: true }),
      pedaco('produtos-page.js', 61, { isDynamicEntry: true }),
      pedaco('ajuda-page.js', 59, { isDynamicEntry: true }),
    ]);
    expect(grande.falhas).toEqual([
      'Pedaço de rota produtos-page.js com 61.0 KB gzip, acima de 60 KB ' +
        '(route chunk produtos-page.js is 61.0 KB gzip, over 60 KB)',
    ]);
    expect(avaliarOrcamento([pedaco('index.js', 170, { isEntry: true })]).falhas).toEqual([]);
  });

  it('refuses a build without an entry', () => {
    expect(avaliarOrcamento([pedaco('a.js', 1)]).falhas).toHaveLength(1);
  });
});

describe('the web build', () => {
  it(`loads at most ${LIMITE_INICIAL_KB} KB gzip first for / and at most ${LIMITE_ROTA_KB} KB per route`, async () => {
    // Built in memory with the app's own config, as `npm run build` does: nothing is written, dist/
    // is left alone. Vitest sets NODE_ENV=test, which would select React's development builds.
    const ambiente = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const saida = (await build({
      configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
      root: fileURLToPath(new URL('../..', import.meta.url)),
      mode: 'production',
      logLevel: 'warn',
      build: { write: false },
    }).finally(() => {
      process.env.NODE_ENV = ambiente;
    })) as Rolldown.RolldownOutput;
    const pedacos: Pedaco[] = saida.output
      .filter((s): s is Rolldown.OutputChunk => s.type === 'chunk')
      .map((c) => ({
        arquivo: c.fileName,
        isEntry: c.isEntry,
        isDynamicEntry: c.isDynamicEntry,
        imports: c.imports,
        gzip: gzipSync(c.code).length,
      }));
    const relatorio = avaliarOrcamento(pedacos);
    console.log(descreverRelatorio(relatorio));
    expect(relatorio.falhas, relatorio.falhas.join('\n')).toEqual([]);
  }, 120_000);
});
