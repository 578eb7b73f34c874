import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, MSG_PRODUTOS, NOTIFICACAO_TIPO } from '@rodada/contracts';
import { categorias, erros_homologacao, notificacoes, produtos } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import { vencerProdutos } from './vencimento.service.js';

// spec 3 §4 "Product status", §7 Products (homologacao, homologar, possiveiserros, renovar-vencido).

const DIA = 24 * 60 * 60 * 1000;
let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let master: string;
let forn: { token: string; id: number; userId: number };
let outro: { token: string; id: number; userId: number };
let cliente: string;
let categoriaId: number;
let erroIds: number[];
let seq = 0;

async function produto(fornecedorId: number, extra: Partial<typeof produtos.$inferInsert> = {}) {
  seq++;
  const [p] = await t.deps.db
    .insert(produtos)
    .values({
      fornecedor_id: fornecedorId,
      codigo: `P${seq}`,
      descricao: `Produto ${seq}`,
      valor: '10.00',
      categoria_id: categoriaId,
      ...extra,
    })
    .returning({ id: produtos.id });
  return p!.id;
}

const statusDe = async (id: number) =>
  (await t.deps.db.select().from(produtos).where(eq(produtos.id, id)))[0];

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@h.test', nome: 'Mestre' });
  master = await entrar(t.app, 'master@h.test');
  forn = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'f1@h.test' });
  outro = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'f2@h.test' });
  cliente = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'c@h.test' })).token;
  const [c] = await t.deps.db.insert(categorias).values({ nome: 'Blusas' }).returning();
  categoriaId = c!.id;
  const erros = await t.deps.db
    .insert(erros_homologacao)
    .values([
      { nome: 'Foto ruim', descricao: 'As fotos estão escuras' },
      { nome: 'Descrição incompleta', descricao: null },
    ])
    .returning({ id: erros_homologacao.id });
  erroIds = erros.map((e) => e.id);
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso', () => {
  it('sem login: 401 em todas', async () => {
    const id = await produto(forn.id);
    for (const [m, url] of [
      ['GET', `/api/produtos/homologacao?produto_id=${id}`],
      ['GET', '/api/produtos/possiveiserros'],
      ['POST', `/api/produtos/${id}/homologar`],
      ['POST', `/api/produtos/${id}/renovar-vencido`],
    ] as const) {
      const r = await chamar(m, url, undefined, m === 'POST' ? { status: 1, resposta: 1 } : undefined);
      expect(r.statusCode, url).toBe(401);
      expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
    }
  });

  it('papel errado: 403 (cliente na homologação, fornecedor homologando ou nos motivos)', async () => {
    const id = await produto(forn.id);
    expect((await chamar('GET', `/api/produtos/homologacao?produto_id=${id}`, cliente)).statusCode).toBe(403);
    expect(
      (await chamar('POST', `/api/produtos/${id}/homologar`, forn.token, { status: 1 })).statusCode,
    ).toBe(403);
    expect((await chamar('GET', '/api/produtos/possiveiserros', forn.token)).statusCode).toBe(403);
    expect((await statusDe(id))!.status).toBe(0);
  });

  it('produto inexistente: 404', async () => {
    expect((await chamar('POST', '/api/produtos/999999/homologar', master, { status: 1 })).statusCode).toBe(
      404,
    );
    expect((await chamar('GET', '/api/produtos/homologacao?produto_id=999999', master)).statusCode).toBe(404);
  });
});

describe('GET /api/produtos/possiveiserros', () => {
  it('lista os motivos por nome', async () => {
    const r = await chamar('GET', '/api/produtos/possiveiserros', master);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      erros_homologacao: [
        { id: erroIds[1], nome: 'Descrição incompleta', descricao: null },
        { id: erroIds[0], nome: 'Foto ruim', descricao: 'As fotos estão escuras' },
      ],
    });
  });
});

describe('POST /api/produtos/{id}/homologar', () => {
  it('aprovar: status 1, homologado_em agora e vence_em em 180 dias', async () => {
    const id = await produto(forn.id);
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 1 });
    expect(r.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoAprovado });
    const p = (await statusDe(id))!;
    const agora = t.relogio.agora().getTime();
    expect(p.status).toBe(1);
    expect(Math.abs(p.homologado_em!.getTime() - agora)).toBeLessThan(5000);
    expect(Math.abs(p.vence_em!.getTime() - (agora + 180 * DIA))).toBeLessThan(5000);
  });

  it('reprovar sem motivo: 400 com a mensagem em erros', async () => {
    const id = await produto(forn.id);
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 2, erros: [] });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ erros: MSG_PRODUTOS.motivoObrigatorio });
    const r2 = await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 2 });
    expect(r2.statusCode).toBe(400);
    expect((await statusDe(id))!.status).toBe(0);
  });

  it('status fora de 1 e 2, motivo livre vazio: 400', async () => {
    const id = await produto(forn.id);
    expect((await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 3 })).statusCode).toBe(
      400,
    );
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, {
      status: 2,
      erros: [{ descricao: '   ' }],
    });
    expect(r.statusCode).toBe(400);
  });

  it('motivo da lista inexistente: 422', async () => {
    const id = await produto(forn.id);
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, {
      status: 2,
      erros: [{ id: 999999 }],
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ erros: MSG_PRODUTOS.motivoInexistente });
  });

  it('reprovar com motivo da lista e livre; o fornecedor vê os motivos, outro fornecedor não (404)', async () => {
    const id = await produto(forn.id);
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, {
      status: 2,
      erros: [{ id: erroIds[0] }, { id: erroIds[1] }, { descricao: ' Preço errado ' }],
    });
    expect(r.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoReprovado });
    expect((await statusDe(id))!.status).toBe(2);

    const h = await chamar('GET', `/api/produtos/homologacao?produto_id=${id}`, forn.token);
    expect(h.statusCode).toBe(200);
    const { homologacao } = h.json();
    expect(homologacao).toMatchObject({ produto_id: id, status: 2, vence_em: null });
    expect(homologacao.motivos).toEqual([
      { erro_id: erroIds[0], nome: 'Foto ruim', descricao: 'As fotos estão escuras' },
      { erro_id: erroIds[1], nome: 'Descrição incompleta', descricao: 'Descrição incompleta' },
      { erro_id: null, nome: null, descricao: 'Preço errado' },
    ]);
    expect(homologacao.decisoes).toHaveLength(1);
    expect(homologacao.decisoes[0]).toMatchObject({ status: 2, usuario_nome: 'Mestre' });
    expect(homologacao.acoes).toMatchObject({ homologar: false, editar: true, renovar: false });

    expect((await chamar('GET', `/api/produtos/homologacao?produto_id=${id}`, outro.token)).statusCode).toBe(
      404,
    );
    const m = await chamar('GET', `/api/produtos/homologacao?produto_id=${id}`, master);
    expect(m.json().homologacao.acoes.homologar).toBe(true);
  });

  it('master não homologa produto vencido: 403 com a mensagem', async () => {
    const id = await produto(forn.id, { status: 3 });
    const r = await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json().msg).toBe(MSG_PRODUTOS.jaVencido);
    expect((await statusDe(id))!.status).toBe(3);
  });
});

describe('vencimento e POST /api/produtos/{id}/renovar-vencido', () => {
  it('a varredura com o relógio avançado vence o produto e cria uma só notificação tipo 4', async () => {
    const id = await produto(forn.id);
    await chamar('POST', `/api/produtos/${id}/homologar`, master, { status: 1 });
    expect(await vencerProdutos(t.deps)).toBe(0);
    t.relogio.avancar(181 * DIA);
    expect(await vencerProdutos(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await vencerProdutos(t.deps)).toBe(0);
    expect((await statusDe(id))!.status).toBe(3);
    const ns = await t.deps.db.select().from(notificacoes).where(eq(notificacoes.produto_id, id));
    expect(ns).toHaveLength(1);
    expect(ns[0]).toMatchObject({
      user_id: forn.userId,
      tipo: NOTIFICACAO_TIPO.produtoVencido,
      mensagem: MSG_PRODUTOS.notificacaoVencido(`P${seq}`, `Produto ${seq}`),
      resposta: null,
    });
    const h = await chamar('GET', `/api/produtos/homologacao?produto_id=${id}`, forn.token);
    expect(h.json().homologacao.decisoes[0]).toMatchObject({ status: 3, usuario_nome: null });
    expect(h.json().homologacao.acoes.renovar).toBe(true);
  });

  it('varre em lotes: mais produtos que um lote vencem todos numa execução', async () => {
    const ontem = new Date(t.relogio.agora().getTime() - DIA);
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await produto(outro.id, { status: 1, vence_em: ontem }));
    expect(await vencerProdutos(t.deps, 2)).toBe(5);
    for (const id of ids) expect((await statusDe(id))!.status).toBe(3);
  });

  it('outro fornecedor: 404; master: 403; produto não vencido: 403', async () => {
    const id = await produto(forn.id, { status: 3 });
    expect(
      (await chamar('POST', `/api/produtos/${id}/renovar-vencido`, outro.token, { resposta: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await chamar('POST', `/api/produtos/${id}/renovar-vencido`, master, { resposta: 1 })).statusCode,
    ).toBe(403);
    const ativo = await produto(forn.id);
    const r = await chamar('POST', `/api/produtos/${ativo}/renovar-vencido`, forn.token, { resposta: 1 });
    expect(r.statusCode).toBe(403);
    expect(r.json().msg).toBe(MSG_PRODUTOS.naoVencido);
    expect(
      (await chamar('POST', `/api/produtos/${id}/renovar-vencido`, forn.token, { resposta: 3 })).statusCode,
    ).toBe(400);
  });

  it('Sim (1) renova: status 1, novo vence_em, a notificação pendente é respondida', async () => {
    const id = await produto(forn.id, { status: 1, vence_em: new Date(t.relogio.agora().getTime() - 1000) });
    await vencerProdutos(t.deps);
    const r = await chamar('POST', `/api/produtos/${id}/renovar-vencido`, forn.token, { resposta: 1 });
    expect(r.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoRenovado, desfecho: 'renovado' });
    const p = (await statusDe(id))!;
    expect(p.status).toBe(1);
    expect(p.vence_em!.getTime()).toBeGreaterThan(t.relogio.agora().getTime() + 179 * DIA);
    const [n] = await t.deps.db.select().from(notificacoes).where(eq(notificacoes.produto_id, id));
    expect(n).toMatchObject({ resposta: 1 });
    expect(n!.respondida_em).not.toBeNull();
  });

  it('Não (2) sem pedidos: o produto é excluído com a sua notificação', async () => {
    const id = await produto(forn.id, { status: 1, vence_em: new Date(t.relogio.agora().getTime() - 1000) });
    await vencerProdutos(t.deps);
    const r = await chamar('POST', `/api/produtos/${id}/renovar-vencido`, forn.token, { resposta: 2 });
    expect(r.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoRecusado, desfecho: 'excluido' });
    expect(await statusDe(id)).toBeUndefined();
    expect(await t.deps.db.select().from(notificacoes).where(eq(notificacoes.produto_id, id))).toEqual([]);
  });
});
