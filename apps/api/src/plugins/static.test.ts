import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, type AppDeTeste } from '../test/app.js';

// The web build writes .br and .gz beside each asset (apps/web/vite.config.ts); the API sends them to
// a browser that accepts them (issue 13 §8: a fast first load), the plain file to one that does not.
const JS = 'export const x = 1;'.repeat(50);
let t: AppDeTeste;
let web: string;

beforeAll(async () => {
  web = mkdtempSync(path.join(tmpdir(), 'rodada-web-'));
  mkdirSync(path.join(web, 'assets'));
  writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Rodada</title>');
  const arquivo = path.join(web, 'assets', 'index-abc123.js');
  writeFileSync(arquivo, JS);
  writeFileSync(`${arquivo}.br`, brotliCompressSync(JS));
  writeFileSync(`${arquivo}.gz`, gzipSync(JS));
  t = await criarAppDeTeste({ WEB_DIST: web });
});
afterAll(async () => {
  await t.fechar();
  rmSync(web, { recursive: true, force: true });
});

describe('the web assets, precompressed', () => {
  it.each([
    ['br', 'gzip, deflate, br'],
    ['gzip', 'gzip, deflate'],
  ])('%s when the browser accepts it, cached for a year', async (codificacao, aceita) => {
    const r = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': aceita } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe(codificacao);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.rawPayload.length).toBeLessThan(JS.length / 5);
  });

  it('the plain file otherwise', async () => {
    const r = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(JS);
  });
});
