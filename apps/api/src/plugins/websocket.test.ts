import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { users } from '../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';
import { origemPermitida } from './websocket.js';

let t: AppDeTeste;
let base: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
});
afterAll(async () => {
  await t.fechar();
});

/**
 * Opens /ws with a bearer token or the session cookie, and an Origin when given; answers the first
 * message, the close code, or the HTTP status of a refused upgrade.
 */
function conectar(
  token?: string,
  opcoes: { origem?: string; cookie?: boolean; host?: string } = {},
): Promise<{ mensagem?: unknown; fechou?: number; recusado?: number }> {
  return new Promise((ok, falha) => {
    const headers: Record<string, string> = {};
    if (token) {
      if (opcoes.cookie) headers.cookie = `api_token=${token}`;
      else headers.authorization = `Bearer ${token}`;
    }
    if (opcoes.host) headers.host = opcoes.host;
    const ws = new WebSocket(base, {
      headers,
      ...(opcoes.origem !== undefined ? { origin: opcoes.origem } : {}),
    });
    ws.once('unexpected-response', (_req, res) => {
      ok({ recusado: res.statusCode ?? 0 });
      ws.terminate();
    });
    ws.once('message', (dados: Buffer) => {
      ok({ mensagem: JSON.parse(dados.toString('utf8')) });
      ws.close();
    });
    ws.once('close', (codigo) => ok({ fechou: codigo }));
    ws.once('error', falha);
  });
}

describe('WebSocket /ws', () => {
  it('sem sessão: fecha com 4401', async () => {
    expect(await conectar()).toEqual({ fechou: 4401 });
  });

  it('com sessão: conecta e diz quem é', async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email: 'ws@teste.rodada' });
    const token = await entrar(t.app, 'ws@teste.rodada');
    expect(await conectar(token)).toEqual({ mensagem: { tipo: 'conectado', user_id: user.id } });
  });

  it('cadastro incompleto (spec 1 §2.1): fecha com 4403', async () => {
    await criarUsuario(t.deps, { tipo: 'cliente', email: 'ws-nv@teste.rodada', verificado: false });
    const token = await entrar(t.app, 'ws-nv@teste.rodada');
    expect(await conectar(token)).toEqual({ fechou: 4403 });
  });

  it('com senha temporária (spec D1): fecha com 4403 até trocar a senha', async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'ws-temp@teste.rodada' });
    const token = await entrar(t.app, 'ws-temp@teste.rodada');
    await t.deps.db.update(users).set({ trocar_senha: true }).where(eq(users.id, user.id));
    expect(await conectar(token)).toEqual({ fechou: 4403 });
  });
});

describe('WebSocket /ws: só da origem do próprio app (ADR 008)', () => {
  let token: string;
  let userId: number;
  let host: string;
  beforeAll(async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'ws-origem@teste.rodada' });
    userId = user.id;
    token = await entrar(t.app, 'ws-origem@teste.rodada');
    host = new URL(base).host;
  });

  it('outra origem, com o cookie de sessão: recusa o upgrade com 403', async () => {
    expect(await conectar(token, { cookie: true, origem: 'https://site-malicioso.example' })).toEqual({
      recusado: 403,
    });
    expect(await conectar(token, { cookie: true, origem: 'null' })).toEqual({ recusado: 403 });
    // The same host name on another port is another origin.
    expect(await conectar(token, { cookie: true, origem: `http://127.0.0.1:1` })).toEqual({ recusado: 403 });
  });

  it('a mesma origem do pedido: conecta', async () => {
    expect(await conectar(token, { cookie: true, origem: `http://${host}` })).toEqual({
      mensagem: { tipo: 'conectado', user_id: userId },
    });
  });

  it('sem Origin (um programa, não uma página): vale o token', async () => {
    expect(await conectar(token)).toEqual({ mensagem: { tipo: 'conectado', user_id: userId } });
  });
});

describe('origemPermitida', () => {
  it.each([
    [undefined, 'rodada.local:3000', undefined, true],
    ['http://rodada.local:3000', 'rodada.local:3000', undefined, true],
    ['http://RODADA.local:3000', 'rodada.local:3000', undefined, true],
    ['http://rodada.local:3001', 'rodada.local:3000', undefined, false],
    ['https://outro.example', 'rodada.local:3000', undefined, false],
    ['null', 'rodada.local:3000', undefined, false],
    ['lixo', 'rodada.local:3000', undefined, false],
    // Behind a proxy the request's host may be the internal one; PUBLIC_URL names the public origin.
    ['https://feira.example.com', '10.0.0.5:3000', 'https://feira.example.com', true],
    ['https://feira.example.com', '10.0.0.5:3000', 'https://feira.example.com/app', true],
    ['http://feira.example.com', '10.0.0.5:3000', 'https://feira.example.com', false],
    ['https://outro.example', '10.0.0.5:3000', 'https://feira.example.com', false],
  ] as const)('Origin %s, host %s, PUBLIC_URL %s → %s', (origem, host, publicUrl, esperado) => {
    expect(origemPermitida(origem, host, publicUrl)).toBe(esperado);
  });
});
