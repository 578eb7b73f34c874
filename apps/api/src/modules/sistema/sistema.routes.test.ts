import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, MSG } from '@rodada/contracts';
import { criarAppDeTeste, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('núcleo da API', () => {
  it('GET /api/health → {status: 1}', async () => {
    const r = await t.app.inject({ url: '/api/health' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1 });
  });

  it('caminho desconhecido da API: 404 no envelope', async () => {
    const r = await t.app.inject({ url: '/api/nao-existe' });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ status: 2, msg: MSG.rotaNaoEncontrada });
  });

  it('OpenAPI em /api/docs/json lista os endpoints dos contratos', async () => {
    const r = await t.app.inject({ url: '/api/docs/json' });
    expect(r.statusCode).toBe(200);
    const doc = r.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/logar', '/login', '/api/logout', '/api/usuarios/listar', '/api/health']),
    );
    expect(doc.paths['/api/usuarios/listar'].get.security).toBeDefined();
    // Every contract is registered and documented (OpenAPI writes `:id` as `{id}`).
    for (const ep of ENDPOINTS) {
      const caminho = ep.path.replace(/:([a-zA-Z_]+)/g, '{$1}');
      expect(doc.paths[caminho]?.[ep.method.toLowerCase()], `${ep.method} ${ep.path}`).toBeDefined();
    }
  });

  it('cabeçalhos de segurança', async () => {
    const r = await t.app.inject({ url: '/api/health' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("default-src 'self'");
    expect(r.headers['x-frame-options']).toBeDefined();
  });
});
