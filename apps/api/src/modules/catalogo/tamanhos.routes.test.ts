import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, MSG_PRODUTOS } from '@rodada/contracts';
import { produtos, tamanhos } from '../../db/schema/index.js';
import { criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { chamadoresDoCatalogo, compartilhado, produtoComGrade } from '../../test/catalogo.js';
import { chamadorJson } from '../../test/fabricas.js';

// Sizes (spec 3 §2 "Sizes dialog", §3 "Size", §5, §6, §7 "Sizes"; POLITICAS.tamanho).

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const tk = { master: '', a: '', b: '', rep: '' };
const forn = { a: 0, b: 0 };
const SEM_ACAO = { editar: false, excluir: false };
const COM_ACAO = { editar: true, excluir: true };

/** A supplier's own size (tipo 0) straight in the table. */
async function proprio(fornecedor_id: number, tamanho: string) {
  const [r] = await t.deps.db
    .insert(tamanhos)
    .values({ tamanho, tipo: 0, fornecedor_id, ordem: 50 })
    .returning({ id: tamanhos.id });
  return r!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const c = await chamadoresDoCatalogo(t, 'tamanhos.test');
  tk.master = c.master;
  tk.a = c.fornecedor.token;
  tk.b = c.outro.token;
  tk.rep = c.representante.token;
  forn.a = c.fornecedor.id;
  forn.b = c.outro.id;
});
afterAll(async () => {
  await t.fechar();
});
beforeEach(async () => {
  await t.deps.db.delete(produtos);
  await t.deps.db.delete(tamanhos).where(eq(tamanhos.tipo, 0));
});

describe('GET /api/tamanhos', () => {
  it('sem login 401; representante 403', async () => {
    expect((await chamar('GET', '/api/tamanhos')).statusCode).toBe(401);
    const r = await chamar('GET', '/api/tamanhos', tk.rep);
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG.semPermissao });
  });

  it('o fornecedor vê os compartilhados (na ordem, só leitura) e os seus (editáveis), nunca os de outro', async () => {
    await proprio(forn.a, 'G1');
    await proprio(forn.b, 'G9');
    const r = await chamar('GET', '/api/tamanhos', tk.a);
    expect(r.statusCode).toBe(200);
    const lista = r.json().tamanhos as { tamanho: string; tipo: number; especial: boolean; acoes: object }[];
    expect(lista.map((x) => x.tamanho)).toEqual([
      'PP',
      'P',
      'M',
      'G',
      'GG',
      'XG',
      '36',
      '38',
      '40',
      '42',
      '44',
      '46',
      'ÚNICO',
      'G1',
    ]);
    expect(lista[0]).toMatchObject({ tipo: 1, fornecedor_id: null, acoes: SEM_ACAO });
    expect(lista.find((x) => x.tamanho === 'ÚNICO')).toMatchObject({ especial: true });
    expect(lista.at(-1)).toMatchObject({
      tipo: 0,
      fornecedor_id: forn.a,
      fornecedor_nome: 'Malha A',
      acoes: COM_ACAO,
    });
  });

  it('o master vê todos; edita os compartilhados, não os dos fornecedores', async () => {
    await proprio(forn.a, 'G1');
    await proprio(forn.b, 'G9');
    const lista = (await chamar('GET', '/api/tamanhos', tk.master)).json().tamanhos as {
      tamanho: string;
      acoes: object;
    }[];
    expect(lista).toHaveLength(15);
    expect(lista.find((x) => x.tamanho === 'P')?.acoes).toEqual(COM_ACAO);
    expect(lista.find((x) => x.tamanho === 'G9')?.acoes).toEqual(SEM_ACAO);
  });
});

describe('GET /api/tamanhos/:produtoId', () => {
  it('os tamanhos do produto na ordem dele; de outro fornecedor 404; o master vê', async () => {
    const g = await compartilhado(t, 'tamanhos', 'G');
    const p = await compartilhado(t, 'tamanhos', 'P');
    const g1 = await proprio(forn.a, 'G1');
    const id = await produtoComGrade(t, forn.a, 'X-1', [], [g1, g, p]);
    const r = await chamar('GET', `/api/tamanhos/${id}`, tk.a);
    expect(r.statusCode).toBe(200);
    expect(r.json().tamanhos.map((x: { tamanho: string }) => x.tamanho)).toEqual(['G1', 'G', 'P']);
    expect((await chamar('GET', `/api/tamanhos/${id}`, tk.master)).statusCode).toBe(200);
    expect((await chamar('GET', `/api/tamanhos/${id}`, tk.b)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/tamanhos/999999', tk.a)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/tamanhos/abc', tk.a)).statusCode).toBe(400);
    expect((await chamar('GET', `/api/tamanhos/${id}`, tk.rep)).statusCode).toBe(403);
  });
});

describe('POST /api/tamanhos/salvar', () => {
  it('sem login 401; representante 403', async () => {
    expect((await chamar('POST', '/api/tamanhos/salvar', undefined, { tamanho: 'X' })).statusCode).toBe(401);
    expect((await chamar('POST', '/api/tamanhos/salvar', tk.rep, { tamanho: 'X' })).statusCode).toBe(403);
  });

  it("vazio: 400 'Campo Obrigatório'; mais de 20: 400", async () => {
    const vazio = await chamar('POST', '/api/tamanhos/salvar', tk.a, { tamanho: '  ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({ tamanho: MSG_PRODUTOS.campoObrigatorioTamanho });
    const longo = await chamar('POST', '/api/tamanhos/salvar', tk.a, { tamanho: 'X'.repeat(21) });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().errors).toEqual({ tamanho: 'No máximo 20 caracteres' });
  });

  it('o fornecedor cria um seu (tipo 0) em maiúsculas, no fim da ordem', async () => {
    const r = await chamar('POST', '/api/tamanhos/salvar', tk.a, { tamanho: ' g3 ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      msg: MSG_PRODUTOS.tamanhoSalvo,
      tamanho: { tamanho: 'G3', tipo: 0, especial: false, ordem: 14, fornecedor_id: forn.a, acoes: COM_ACAO },
    });
  });

  it('só o master marca especial (403 ao fornecedor); o master cria um compartilhado', async () => {
    const f = await chamar('POST', '/api/tamanhos/salvar', tk.a, { tamanho: 'KIT', especial: true });
    expect(f.statusCode).toBe(403);
    expect(f.json().msg).toBe(MSG_PRODUTOS.especialSoMaster);
    const m = await chamar('POST', '/api/tamanhos/salvar', tk.master, { tamanho: 'KIT', especial: true });
    expect(m.json().tamanho).toMatchObject({ tipo: 1, especial: true, fornecedor_id: null, acoes: COM_ACAO });
    await t.deps.db.delete(tamanhos).where(eq(tamanhos.tamanho, 'KIT'));
  });

  it('duplicado: 409 tamanhoJaExiste (seu ou compartilhado); outro fornecedor pode ter o mesmo nome', async () => {
    await proprio(forn.a, 'G1');
    for (const tamanho of ['g1', 'P']) {
      const r = await chamar('POST', '/api/tamanhos/salvar', tk.a, { tamanho });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({
        msg: MSG_PRODUTOS.tamanhoJaExiste,
        errors: { tamanho: MSG_PRODUTOS.tamanhoJaExiste },
      });
    }
    expect((await chamar('POST', '/api/tamanhos/salvar', tk.master, { tamanho: 'P' })).statusCode).toBe(409);
    expect((await chamar('POST', '/api/tamanhos/salvar', tk.b, { tamanho: 'G1' })).statusCode).toBe(200);
  });
});

describe('POST /api/tamanhos/:id/atualizar', () => {
  it('dono atualiza; compartilhado pelo fornecedor 403; de outro fornecedor 404; duplicado 409', async () => {
    const g1 = await proprio(forn.a, 'G1');
    await proprio(forn.a, 'G2');
    const r = await chamar('POST', `/api/tamanhos/${g1}/atualizar`, tk.a, { tamanho: 'g1x' });
    expect(r.json()).toMatchObject({
      status: 1,
      msg: MSG_PRODUTOS.tamanhoAtualizado,
      tamanho: { tamanho: 'G1X' },
    });
    const p = await compartilhado(t, 'tamanhos', 'P');
    expect((await chamar('POST', `/api/tamanhos/${p}/atualizar`, tk.a, { tamanho: 'PX' })).statusCode).toBe(
      403,
    );
    expect((await chamar('POST', `/api/tamanhos/${g1}/atualizar`, tk.b, { tamanho: 'Z' })).statusCode).toBe(
      404,
    );
    expect(
      (await chamar('POST', `/api/tamanhos/${g1}/atualizar`, tk.master, { tamanho: 'Z' })).statusCode,
    ).toBe(403);
    expect((await chamar('POST', `/api/tamanhos/${g1}/atualizar`, tk.a, { tamanho: 'G2' })).statusCode).toBe(
      409,
    );
    expect((await chamar('POST', `/api/tamanhos/${g1}/atualizar`, tk.a, { tamanho: '' })).statusCode).toBe(
      400,
    );
    expect((await chamar('POST', '/api/tamanhos/999999/atualizar', tk.a, { tamanho: 'Z' })).statusCode).toBe(
      404,
    );
  });

  it('o master renomeia um compartilhado e marca especial', async () => {
    const xg = await compartilhado(t, 'tamanhos', 'XG');
    const r = await chamar('POST', `/api/tamanhos/${xg}/atualizar`, tk.master, {
      tamanho: 'EXG',
      especial: true,
    });
    expect(r.json().tamanho).toMatchObject({ tamanho: 'EXG', especial: true });
    await chamar('POST', `/api/tamanhos/${xg}/atualizar`, tk.master, { tamanho: 'XG', especial: false });
  });
});

describe('POST /api/tamanhos/:id/excluir', () => {
  it('em uso em produto: 409 tamanhoEmUso; livre: excluído; 403/404 como editar', async () => {
    const g1 = await proprio(forn.a, 'G1');
    const g2 = await proprio(forn.a, 'G2');
    await produtoComGrade(t, forn.a, 'X-2', [], [g1]);
    const usado = await chamar('POST', `/api/tamanhos/${g1}/excluir`, tk.a);
    expect(usado.statusCode).toBe(409);
    expect(usado.json()).toMatchObject({ status: 2, msg: MSG_PRODUTOS.tamanhoEmUso });
    expect((await chamar('POST', `/api/tamanhos/${g2}/excluir`, tk.b)).statusCode).toBe(404);
    const p = await compartilhado(t, 'tamanhos', 'P');
    expect((await chamar('POST', `/api/tamanhos/${p}/excluir`, tk.a)).statusCode).toBe(403);
    expect((await chamar('POST', `/api/tamanhos/${g2}/excluir`)).statusCode).toBe(401);
    const ok = await chamar('POST', `/api/tamanhos/${g2}/excluir`, tk.a);
    expect(ok.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.tamanhoExcluido });
    const resto = await t.deps.db
      .select()
      .from(tamanhos)
      .where(and(eq(tamanhos.fornecedor_id, forn.a), eq(tamanhos.id, g2)));
    expect(resto).toHaveLength(0);
  });
});
