import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditoria } from '../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../test/app.js';
import { auditar, semSegredos } from './auditoria.js';

let t: AppDeTeste;
beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('trilha de auditoria', () => {
  it('nunca grava senhas, tokens nem códigos, em qualquer profundidade', () => {
    expect(
      semSegredos({
        nome: 'Ana',
        password: 'x',
        user: { email: 'a@b', senha: 'y' },
        itens: [{ token: 't' }],
      }),
    ).toEqual({
      nome: 'Ana',
      password: '[omitido]',
      user: { email: 'a@b', senha: '[omitido]' },
      itens: [{ token: '[omitido]' }],
    });
  });

  it('grava quem, o quê, qual objeto e quando', async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'master', email: 'aud@teste.rodada' });
    await auditar(t.deps.db, {
      userId: user.id,
      acao: 'atualizar',
      entidade: 'produtos',
      entidadeId: 42,
      dados: { valor: '10.00', password: 'nunca' },
      ip: '10.1.1.1',
    });
    const [linha] = await t.deps.db.select().from(auditoria).where(eq(auditoria.entidade, 'produtos'));
    expect(linha).toMatchObject({
      user_id: user.id,
      acao: 'atualizar',
      entidade_id: '42',
      dados: { valor: '10.00', password: '[omitido]' },
      ip: '10.1.1.1',
    });
    expect(linha!.created_at).toBeInstanceOf(Date);
  });

  it('login e logout ficam registrados', async () => {
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email: 'trilha@teste.rodada' });
    const token = await entrar(t.app, 'trilha@teste.rodada');
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    const linhas = await t.deps.db.select().from(auditoria).where(eq(auditoria.user_id, user.id));
    expect(linhas.map((l) => l.acao).sort()).toEqual(['login', 'logout']);
  });
});
