import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';
import { OPCOES_HELMET, cabecalhosDoHelmet } from './seguranca.js';

// The security headers are computed once at start (ADR 014): every answer must still carry exactly
// what @fastify/helmet sets per request (ADR 008), whatever its status.
let t: AppDeTeste;
let esperados: Record<string, string>;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@seguranca.test' });
  token = await entrar(t.app, 'master@seguranca.test');
  // What @fastify/helmet itself answers with, on its own app.
  const referencia = Fastify({ logger: false });
  await referencia.register(helmet, OPCOES_HELMET);
  referencia.get('/', () => '');
  const r = await referencia.inject({ url: '/' });
  await referencia.close();
  esperados = Object.fromEntries(
    Object.entries(r.headers)
      .filter(([nome]) => !['content-type', 'content-length', 'date', 'connection'].includes(nome))
      .map(([nome, valor]) => [nome, String(valor)]),
  );
});
afterAll(async () => {
  await t.fechar();
});

describe('cabeçalhos de segurança calculados uma vez', () => {
  it('são os do helmet com as opções da aplicação', async () => {
    const calculados = Object.fromEntries(await cabecalhosDoHelmet(OPCOES_HELMET));
    expect(calculados).toEqual(esperados);
    expect(calculados['content-security-policy']).toContain("default-src 'self'");
    expect(calculados['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    expect(calculados['x-content-type-options']).toBe('nosniff');
    expect(calculados['strict-transport-security']).toBeDefined();
  });

  it.each([
    ['pública', '/api/health', undefined, 200],
    ['protegida', '/api/notificacoes/contagem', 'token', 200],
    ['sem login', '/api/notificacoes/contagem', undefined, 401],
    ['inexistente', '/api/nao-existe', undefined, 404],
    ['inválida', '/api/cidades?estado=xx', undefined, 400],
  ])('toda resposta os leva (%s)', async (_caso, url, comToken, status) => {
    const r = await t.app.inject({ url, headers: comToken ? bearer(token) : {} });
    expect(r.statusCode).toBe(status);
    for (const [nome, valor] of Object.entries(esperados)) expect(r.headers[nome], nome).toBe(valor);
  });

  it('a documentação da API mantém a sua própria CSP', async () => {
    const r = await t.app.inject({ url: '/api/docs/static/index.html' });
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toBeDefined();
  });
});
