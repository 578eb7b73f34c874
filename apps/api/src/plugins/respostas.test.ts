import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, endpoint, sucesso, z } from '@rodada/contracts';
import { lerConfig } from '../lib/config.js';
import { criarAppDeTeste, type AppDeTeste } from '../test/app.js';
import { registrarErros } from './errors.js';
import { registrar } from './registrar.js';
import { compilarProjetor, criarSerializador } from './respostas.js';

// ADR 014: `npm test` checks every answer against its contract with zod and proves the compiled
// projection writes the same JSON; `npm start` writes answers through the projection alone.

const pessoa = z.object({ id: z.number(), nome: z.string(), email: z.string().nullable() });
const resposta = z.object({
  pessoas: z.array(pessoa),
  chefe: pessoa.nullable(),
  situacao: z.union([z.literal('ativo'), z.literal('inativo')]),
  extra: z.union([z.object({ a: z.number() }), z.object({ b: z.string() })]),
});

describe('compilarProjetor', () => {
  const projetar = compilarProjetor(resposta);
  const dados = {
    pessoas: [
      { id: 1, nome: 'Ana', email: null, senha: 'segredo' },
      { nome: 'Bia', id: 2, email: 'bia@x.test', token: 't' },
    ],
    chefe: { id: 3, nome: 'Caio', email: null, hash: 'h' },
    situacao: 'ativo',
    extra: { a: 1, escondido: true },
    interno: { qualquer: 1 },
  };

  it('deixa de fora toda chave que o contrato não declara, em qualquer nível', () => {
    expect(projetar(dados)).toEqual({
      pessoas: [
        { id: 1, nome: 'Ana', email: null },
        { id: 2, nome: 'Bia', email: 'bia@x.test' },
      ],
      chefe: { id: 3, nome: 'Caio', email: null },
      situacao: 'ativo',
      extra: { a: 1 },
    });
  });

  it('escreve o mesmo JSON que o zod, na ordem do contrato', () => {
    expect(JSON.stringify(projetar(dados))).toBe(JSON.stringify(z.encode(resposta, dados as never)));
    expect(JSON.stringify(projetar({ ...dados, chefe: null }))).toBe(
      JSON.stringify(z.encode(resposta, { ...dados, chefe: null } as never)),
    );
  });

  it('um objeto estrito ou solto fica com o zod', () => {
    const solto = z.looseObject({ id: z.number() });
    expect(compilarProjetor(solto)({ id: 1, outro: 2 })).toEqual({ id: 1, outro: 2 });
    expect(() => compilarProjetor(z.strictObject({ id: z.number() }))({ id: 1, outro: 2 })).toThrow();
  });

  it('compila a resposta de todo endpoint dos contratos', () => {
    for (const ep of ENDPOINTS) expect(() => compilarProjetor(sucesso(ep.response))).not.toThrow();
  });
});

describe('VALIDAR_RESPOSTAS', () => {
  it('vale 1 por padrão; 0 desliga; outro valor é erro', () => {
    expect(lerConfig({}).validarRespostas).toBe(true);
    expect(lerConfig({ VALIDAR_RESPOSTAS: '0' }).validarRespostas).toBe(false);
    expect(() => lerConfig({ VALIDAR_RESPOSTAS: 'talvez' })).toThrow(/VALIDAR_RESPOSTAS/);
  });
});

/** A public endpoint of this test only: it answers what the test puts in `devolver`. */
const devolverTeste = endpoint({
  method: 'GET',
  path: '/teste/resposta',
  summary: 'Resposta de teste',
  tag: 'Teste',
  roles: 'public',
  response: z.object({ nome: z.string(), itens: z.array(z.object({ id: z.number() })) }),
});
let devolver: unknown;

let t: AppDeTeste;
const apps: Record<'validando' | 'projetando', FastifyInstance> = {} as never;

beforeAll(async () => {
  t = await criarAppDeTeste();
  for (const [modo, validar] of [
    ['validando', true],
    ['projetando', false],
  ] as const) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(criarSerializador(validar));
    registrarErros(app);
    registrar(app, t.deps, devolverTeste, () => Promise.resolve(devolver as never));
    await app.ready();
    apps[modo] = app;
  }
});
afterAll(async () => {
  for (const app of Object.values(apps)) await app.close();
  await t.fechar();
});

describe('a resposta de um contrato', () => {
  it.each(['validando', 'projetando'] as const)('%s: só leva o que o contrato declara', async (modo) => {
    devolver = { nome: 'Ana', senha: 'segredo', itens: [{ id: 1, dono: 9 }] };
    const r = await apps[modo].inject({ url: '/teste/resposta' });
    expect(r.statusCode).toBe(200);
    expect(r.body).toBe('{"nome":"Ana","itens":[{"id":1}],"status":1}');
  });

  it('validando (npm test): uma resposta fora do contrato é um 500', async () => {
    devolver = { nome: 42, itens: [] };
    const r = await apps.validando.inject({ url: '/teste/resposta' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ status: 2 });
  });

  it('o app dos testes valida as respostas', () => {
    expect(t.deps.config.validarRespostas).toBe(true);
  });
});
