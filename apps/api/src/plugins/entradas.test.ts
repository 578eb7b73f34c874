import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rodada/contracts';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';

/**
 * Bad input never answers 500 (issue 9 §4): characters PostgreSQL or the audit trail cannot store,
 * and Fastify's own refusals, all leave as `{status: 2, msg}` in Portuguese with a 4xx.
 */
let t: AppDeTeste;
let token: string;
beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'representante', email: 'rep-entradas@teste.com' });
  token = await entrar(t.app, 'rep-entradas@teste.com');
});
afterAll(() => t.fechar());

const recusa = { status: 2, msg: MSG.caractereInvalido };

describe('caracteres que o banco não guarda (NUL, metade de um par UTF-16)', () => {
  it('NUL no corpo de uma rota pública: 400, não 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: 'x\u0000@teste.com', password: 'segredo123' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject(recusa);
    expect(r.json().errors).toEqual({ email: MSG.caractereInvalido });
  });

  it('NUL na query string', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/fornecedores/listar?busca=%00',
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ ...recusa, errors: { busca: MSG.caractereInvalido } });
  });

  it('NUL num parâmetro do caminho', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: '/api/representantes/1%00/editar',
      headers: bearer(token),
    });
    expect(r.statusCode).toBeLessThan(500);
    expect(r.json().status).toBe(2);
  });

  it('surrogate solitário num campo aninhado, e numa chave', async () => {
    for (const payload of [
      { email: 'a@teste.com', password: 'x\ud800y' },
      { email: 'a@teste.com', password: 'segredo123', ['\udc00']: 1 },
      { email: 'a@teste.com', password: 'segredo123', lista: [{ nome: 'ok' }, { nome: '\ud83d' }] },
    ]) {
      const r = await t.app.inject({ method: 'POST', url: '/api/logar', payload });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject(recusa);
      expect(JSON.stringify(r.json().errors)).not.toMatch(/\\u(0000|d[89a-f])/i);
    }
  });

  it('um par completo (emoji) continua aceito', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: 'ninguem@teste.com', password: 'senha 😀 ok' },
    });
    expect(r.statusCode).toBe(401);
  });
});

describe('erros do próprio Fastify, em português', () => {
  it('percent-encoding inválido no caminho: 400', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/representantes/%E0%A4%A/editar' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ status: 2, msg: MSG.enderecoInvalido });
  });

  it('parâmetro do caminho longo demais: 414', async () => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/representantes/${'1'.repeat(500)}/editar`,
      headers: bearer(token),
    });
    expect(r.statusCode).toBe(414);
    expect(r.json()).toEqual({ status: 2, msg: MSG.enderecoLongoDemais });
  });

  it.each([
    ['tipo de conteúdo errado', 'text/plain', 'email=a', 415, MSG.tipoConteudoInvalido],
    [
      'corpo grande demais',
      'application/json',
      `"${'a'.repeat(13 * 1024 * 1024)}"`,
      413,
      MSG.corpoGrandeDemais,
    ],
  ])('%s: %i', async (_nome, tipo, payload, status, msg) => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      headers: { 'content-type': tipo },
      payload,
    });
    expect(r.statusCode).toBe(status);
    expect(r.json()).toEqual({ status: 2, msg });
  });
});
