import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPOS, endpoint, z } from '@rodada/contracts';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';
import { registrarErros } from './errors.js';
import { registrar } from './registrar.js';
import { criarSerializador } from './respostas.js';

// ADR 014: a public contract never looks the session up (a logged-in browser sends its cookie to
// every call); a protected one still does.
const resposta = z.object({ logado: z.boolean() });
const publico = endpoint({
  method: 'GET',
  path: '/teste/publico',
  summary: 'Público de teste',
  tag: 'Teste',
  roles: 'public',
  response: resposta,
});
const protegido = endpoint({ ...publico, path: '/teste/protegido', summary: 'Protegido', roles: TIPOS });

let t: AppDeTeste;
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@registrar.test' });
  token = await entrar(t.app, 'master@registrar.test');
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(criarSerializador(true));
  registrarErros(app);
  await app.register(cookie);
  for (const ep of [publico, protegido]) {
    registrar(app, t.deps, ep, (_e, ctx) => Promise.resolve({ logado: ctx.sessao !== null }));
  }
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.fechar();
});

describe('a sessão e as rotas públicas', () => {
  it('uma rota pública não procura a sessão, nem com o token nem com o cookie', async () => {
    for (const headers of [bearer(token), { cookie: `api_token=${token}` }]) {
      const r = await app.inject({ url: '/teste/publico', headers });
      expect(r.json()).toEqual({ logado: false, status: 1 });
    }
  });

  it('uma rota protegida resolve a sessão; sem ela, 401', async () => {
    expect((await app.inject({ url: '/teste/protegido', headers: bearer(token) })).json()).toEqual({
      logado: true,
      status: 1,
    });
    expect((await app.inject({ url: '/teste/protegido' })).statusCode).toBe(401);
  });
});
