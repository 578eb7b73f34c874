import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, MSG_PRODUTOS, NOTIFICACAO_TIPO, notificacoes as contrato } from '@rodada/contracts';
import { categorias, notificacoes, produtos } from '../../db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import { vencerProdutos } from '../homologacao/index.js';

// spec 1 §2.7 (the notifications screen), §7 Notifications: GET /api/notificacoes/listar and
// POST /api/notificacoes/{id}/responder.

const { MSG_NOTIFICACOES } = contrato;
let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let forn: { token: string; id: number; userId: number };
let cliente: { token: string; id: number; userId: number };
let categoriaId: number;

async function vencido(codigo: string) {
  const [p] = await t.deps.db
    .insert(produtos)
    .values({
      fornecedor_id: forn.id,
      codigo,
      descricao: `Blusa ${codigo}`,
      valor: '10.00',
      categoria_id: categoriaId,
      status: 1,
      vence_em: new Date(t.relogio.agora().getTime() - 1000),
    })
    .returning({ id: produtos.id });
  await vencerProdutos(t.deps);
  const [n] = await t.deps.db.select().from(notificacoes).where(eq(notificacoes.produto_id, p!.id));
  return { produtoId: p!.id, notificacaoId: n!.id };
}

const contagem = async (token: string) =>
  (await chamar('GET', '/api/notificacoes/contagem', token)).json().contagem as number;

beforeAll(async () => {
  t = await criarAppDeTeste();
  forn = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'f@nr.test' });
  cliente = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'c@nr.test' });
  const [c] = await t.deps.db.insert(categorias).values({ nome: 'Blusas' }).returning();
  categoriaId = c!.id;
  await t.deps.db.insert(notificacoes).values([
    {
      user_id: cliente.userId,
      tipo: NOTIFICACAO_TIPO.aviso,
      mensagem: 'Aviso do cliente',
      remetente_nome: 'Org',
    },
    {
      user_id: cliente.userId,
      tipo: NOTIFICACAO_TIPO.aviso,
      mensagem: 'Já lida',
      lida_em: t.relogio.agora(),
    },
  ]);
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/notificacoes/listar', () => {
  it('sem login: 401', async () => {
    const r = await chamar('GET', '/api/notificacoes/listar');
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('só as pendentes do próprio usuário, com o produto da pergunta tipo 4', async () => {
    const { produtoId } = await vencido('LST1');
    const f = (await chamar('GET', '/api/notificacoes/listar', forn.token)).json();
    expect(f.notificacoes.total).toBe(1);
    expect(f.notificacoes.data[0]).toMatchObject({
      tipo: 4,
      produto_id: produtoId,
      produto: { id: produtoId, codigo: 'LST1', descricao: 'Blusa LST1' },
      resposta: null,
      mensagem: MSG_PRODUTOS.notificacaoVencido('LST1', 'Blusa LST1'),
    });
    const c = (await chamar('GET', '/api/notificacoes/listar', cliente.token)).json();
    expect(c.notificacoes.data.map((n: { mensagem: string }) => n.mensagem)).toEqual(['Aviso do cliente']);
    expect(c.notificacoes.data[0]).toMatchObject({ produto: null, remetente_nome: 'Org' });
  });
});

describe('POST /api/notificacoes/{id}/responder', () => {
  it('sem login 401; notificação de outro usuário 404', async () => {
    const { notificacaoId } = await vencido('RSP0');
    expect(
      (await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, undefined, { resposta: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, cliente.token, { resposta: 1 }))
        .statusCode,
    ).toBe(404);
  });

  it('tipo 4 sem resposta: 400 em resposta', async () => {
    const { notificacaoId } = await vencido('RSP1');
    const r = await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, forn.token, {});
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ resposta: MSG_NOTIFICACOES.respostaObrigatoria });
  });

  it('Sim (1): renova o produto, sai da lista e a contagem cai; responder de novo: 409', async () => {
    const { produtoId, notificacaoId } = await vencido('RSP2');
    const antes = await contagem(forn.token);
    const r = await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, forn.token, {
      resposta: 1,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_NOTIFICACOES.respondida, contagem: antes - 1 });
    expect(await contagem(forn.token)).toBe(antes - 1);
    const [p] = await t.deps.db.select().from(produtos).where(eq(produtos.id, produtoId));
    expect(p!.status).toBe(1);
    const lista = (await chamar('GET', '/api/notificacoes/listar', forn.token)).json();
    expect(lista.notificacoes.data.map((n: { id: number }) => n.id)).not.toContain(notificacaoId);
    const de_novo = await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, forn.token, {
      resposta: 1,
    });
    expect(de_novo.statusCode).toBe(409);
  });

  it('Não (2): o produto sai do catálogo', async () => {
    const { produtoId, notificacaoId } = await vencido('RSP3');
    const r = await chamar('POST', `/api/notificacoes/${notificacaoId}/responder`, forn.token, {
      resposta: 2,
    });
    expect(r.statusCode).toBe(200);
    expect(await t.deps.db.select().from(produtos).where(eq(produtos.id, produtoId))).toEqual([]);
  });

  it('outro tipo: marcada como lida, a contagem cai', async () => {
    const [n] = await t.deps.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.mensagem, 'Aviso do cliente'));
    expect(await contagem(cliente.token)).toBe(1);
    const r = await chamar('POST', `/api/notificacoes/${n!.id}/responder`, cliente.token, {});
    expect(r.json()).toEqual({ status: 1, msg: MSG_NOTIFICACOES.lida, contagem: 0 });
    expect((await chamar('GET', '/api/notificacoes/listar', cliente.token)).json().notificacoes.total).toBe(
      0,
    );
  });
});
