import { afterAll, beforeAll, bench, describe } from 'vitest';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../apps/api/src/test/app.js';
import { gerarPessoas } from './dados.js';

// Issue 5's lists over realistic sizes: every list is paginated and searched on the server, and a
// representative's list is scoped to their customers. Run with `npm run bench`.
let t: AppDeTeste;
let master: string;
let representante: string;
let representanteId: number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@bench.rodada' });
  const rep = await criarUsuario(t.deps, { tipo: 'representante', email: 'rep@bench.rodada' });
  representanteId = rep.perfilId!;
  await gerarPessoas(t.deps, 10_000, representanteId);
  master = await entrar(t.app, 'master@bench.rodada');
  representante = await entrar(t.app, 'rep@bench.rodada');
}, 300_000);

afterAll(async () => {
  await t.fechar();
});

describe('clientes (10 000)', () => {
  bench('GET /api/clientes/listar (master) página 1', async () => {
    await t.app.inject({ url: '/api/clientes/listar', headers: bearer(master) });
  });
  bench('GET /api/clientes/listar (master) com busca', async () => {
    await t.app.inject({ url: '/api/clientes/listar?busca=carga 4242', headers: bearer(master) });
  });
  bench('GET /api/representantes/{id}/clientes (os do representante)', async () => {
    await t.app.inject({
      url: `/api/representantes/${representanteId}/clientes?page=20`,
      headers: bearer(representante),
    });
  });
});

describe('fornecedores (5 000) e representantes (1 000)', () => {
  bench('GET /api/fornecedores/listar (master) com busca', async () => {
    await t.app.inject({ url: '/api/fornecedores/listar?busca=carga 123', headers: bearer(master) });
  });
  bench('GET /api/fornecedores/listar (representante) página 10', async () => {
    await t.app.inject({ url: '/api/fornecedores/listar?page=10', headers: bearer(representante) });
  });
  bench('GET /api/representantes/listar (master) com busca', async () => {
    await t.app.inject({ url: '/api/representantes/listar?busca=carga 77', headers: bearer(master) });
  });
});
