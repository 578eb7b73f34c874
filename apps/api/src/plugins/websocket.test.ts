import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { users } from '../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';

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

/** Opens /ws with a bearer token and answers the first message or the close code. */
function conectar(token?: string): Promise<{ mensagem?: unknown; fechou?: number }> {
  return new Promise((ok, falha) => {
    const ws = new WebSocket(base, token ? { headers: { authorization: `Bearer ${token}` } } : {});
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

  it('com senha temporária (decisão 1): fecha com 4403 até trocar a senha', async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'ws-temp@teste.rodada' });
    const token = await entrar(t.app, 'ws-temp@teste.rodada');
    await t.deps.db.update(users).set({ trocar_senha: true }).where(eq(users.id, user.id));
    expect(await conectar(token)).toEqual({ fechou: 4403 });
  });
});
