import { afterAll, describe, expect, it } from 'vitest';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';

// ADR 008: the session cookies are Secure whenever the public address is https, named by PUBLIC_URL
// or seen through a trusted proxy (TRUST_PROXY=1 with X-Forwarded-Proto: https).

const abertos: AppDeTeste[] = [];
afterAll(async () => {
  for (const t of abertos) await t.fechar();
});

/** Logs in on an app built with `env`, sending `headers`; answers the two session cookies' Secure flags. */
async function cookiesDoLogin(env: NodeJS.ProcessEnv, headers: Record<string, string> = {}) {
  const t = await criarAppDeTeste(env);
  abertos.push(t);
  await criarUsuario(t.deps, { tipo: 'cliente', email: 'cookie@teste.rodada' });
  const r = await t.app.inject({
    method: 'POST',
    url: '/api/logar',
    headers,
    payload: { email: 'cookie@teste.rodada', password: 'segredo123' },
  });
  expect(r.statusCode).toBe(200);
  const token = r.cookies.find((c) => c.name === 'api_token');
  const sinal = r.cookies.find((c) => c.name === 'rodada_sessao');
  const sair = await t.app.inject({
    method: 'POST',
    url: '/api/logout',
    headers: { ...headers, authorization: `Bearer ${r.json<{ api_token: string }>().api_token}` },
  });
  const apagado = sair.cookies.find((c) => c.name === 'api_token');
  return { token: token?.secure === true, sinal: sinal?.secure === true, apagado: apagado?.secure === true };
}

const todos = (v: boolean) => ({ token: v, sinal: v, apagado: v });

describe('cookie de sessão Secure (ADR 008)', () => {
  it('http sem PUBLIC_URL: sem Secure (o Wi-Fi da feira sem TLS continua entrando)', async () => {
    expect(await cookiesDoLogin({})).toEqual(todos(false));
  });

  it('PUBLIC_URL https: Secure', async () => {
    expect(await cookiesDoLogin({ PUBLIC_URL: 'https://rodada.example.com' })).toEqual(todos(true));
  });

  it('atrás de um proxy confiável (TRUST_PROXY=1) com X-Forwarded-Proto: https: Secure', async () => {
    expect(await cookiesDoLogin({ TRUST_PROXY: '1' }, { 'x-forwarded-proto': 'https' })).toEqual(todos(true));
  });

  it('X-Forwarded-Proto sem TRUST_PROXY não conta (qualquer um poderia enviá-lo)', async () => {
    expect(await cookiesDoLogin({}, { 'x-forwarded-proto': 'https' })).toEqual(todos(false));
  });
});
