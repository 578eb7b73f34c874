import { afterAll, beforeAll, bench, describe } from 'vitest';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../apps/api/src/test/app.js';
import { gerarUsuarios } from './dados.js';

// The foundation's hot paths: login (argon2id dominates by design) and a paginated, searched list
// over a realistic number of users. Run with `npm run bench`; compare runs on the same machine.
let t: AppDeTeste;
let token: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@bench.rodada' });
  await gerarUsuarios(t.deps, 5000);
  token = await entrar(t.app, 'master@bench.rodada');
}, 120_000);

afterAll(async () => {
  await t.fechar();
});

describe('autenticação', () => {
  let ip = 0;
  bench(
    'POST /api/logar (argon2id)',
    async () => {
      // A new IP per call keeps the rate limits out of the measurement.
      ip++;
      await t.app.inject({
        method: 'POST',
        url: '/api/logar',
        payload: { email: 'master@bench.rodada', password: 'segredo123' },
        remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      });
    },
    { iterations: 30 },
  );
  bench('GET /api/usuarios/logado (resolver a sessão)', async () => {
    await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) });
  });
});

describe('listas (5 000 usuários)', () => {
  bench('GET /api/usuarios/listar página 1 de 30', async () => {
    await t.app.inject({ url: '/api/usuarios/listar', headers: bearer(token) });
  });
  bench('GET /api/usuarios/listar página 100', async () => {
    await t.app.inject({ url: '/api/usuarios/listar?page=100&paginacao=30', headers: bearer(token) });
  });
  bench('GET /api/usuarios/listar com busca', async () => {
    await t.app.inject({ url: '/api/usuarios/listar?busca=carga 42', headers: bearer(token) });
  });
});
