import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, NOTIFICACAO_TIPO } from '@rodada/contracts';
import { notificacoes } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
const URL = '/api/notificacoes/contagem';

beforeAll(async () => {
  t = await criarAppDeTeste();
  const ids: Record<string, number> = {};
  for (const tipo of ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const) {
    const { user } = await criarUsuario(t.deps, { tipo, email: `${tipo}@n.test` });
    ids[tipo] = user.id;
  }
  const { user: outro } = await criarUsuario(t.deps, { tipo: 'cliente', email: 'outro@n.test' });
  const agora = t.relogio.agora();
  const aviso = (user_id: number, extra: Partial<typeof notificacoes.$inferInsert> = {}) => ({
    user_id,
    tipo: NOTIFICACAO_TIPO.aviso,
    mensagem: 'A rodada começou!',
    remetente_tipo: 'administrador',
    remetente_nome: 'Organização',
    ...extra,
  });
  await t.deps.db.insert(notificacoes).values([
    // fornecedor: two unread (one an unanswered expired-product question), one read, one answered.
    aviso(ids.fornecedor!),
    aviso(ids.fornecedor!, { tipo: NOTIFICACAO_TIPO.produtoVencido, mensagem: 'Ainda vende?' }),
    aviso(ids.fornecedor!, { lida_em: agora }),
    aviso(ids.fornecedor!, {
      tipo: NOTIFICACAO_TIPO.produtoVencido,
      mensagem: 'Ainda vende?',
      resposta: 1,
      respondida_em: agora,
    }),
    // cliente: one unread; another client's three never count for it.
    aviso(ids.cliente!),
    aviso(outro.id),
    aviso(outro.id),
    aviso(outro.id),
    // master: one read only.
    aviso(ids.master!, { lida_em: agora }),
  ]);
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/notificacoes/contagem (selo do menu, spec 1 §3 "contagem")', () => {
  it('sem login: 401', async () => {
    const r = await t.app.inject({ url: URL });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('conta só as não lidas e não respondidas cujo destinatário é o próprio usuário', async () => {
    const r = await t.app.inject({ url: URL, headers: bearer(await entrar(t.app, 'fornecedor@n.test')) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, contagem: 2 });
  });

  it('as notificações de outro usuário não entram na contagem', async () => {
    const cliente = await t.app.inject({ url: URL, headers: bearer(await entrar(t.app, 'cliente@n.test')) });
    expect(cliente.json()).toEqual({ status: 1, contagem: 1 });
    const outro = await t.app.inject({ url: URL, headers: bearer(await entrar(t.app, 'outro@n.test')) });
    expect(outro.json()).toEqual({ status: 1, contagem: 3 });
  });

  it.each([
    ['master', 0],
    ['administrador', 0],
    ['representante', 0],
  ])('%s também consulta a sua contagem (todos os papéis): %i', async (tipo, esperado) => {
    const r = await t.app.inject({ url: URL, headers: bearer(await entrar(t.app, `${tipo}@n.test`)) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, contagem: esperado });
  });
});
