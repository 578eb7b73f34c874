import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG_PRODUTOS } from '@rodada/contracts';
import { cores, produtos, tamanhos } from '../../db/schema/index.js';
import { CATEGORIAS, CORES_COMPARTILHADAS } from '../../db/seed/referencia-catalogo.js';
import { criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { chamadoresDoCatalogo, compartilhado, produtoComGrade } from '../../test/catalogo.js';
import { chamadorJson } from '../../test/fabricas.js';

// Colours, the grid dialog's lists and the categories (spec 3 §2 "Colours catalogue", §3, §5, §7
// "Colours", "Products" categorias; spec 1 §7; POLITICAS.cor).

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const tk = { master: '', a: '', b: '', rep: '' };
const forn = { a: 0, b: 0 };
const COM_ACAO = { editar: true, excluir: true };
const SEM_ACAO = { editar: false, excluir: false };

async function propria(fornecedor_id: number, nome: string) {
  const [r] = await t.deps.db
    .insert(cores)
    .values({ nome, tipo: 0, fornecedor_id })
    .returning({ id: cores.id });
  return r!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  const c = await chamadoresDoCatalogo(t, 'cores.test');
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
  await t.deps.db.delete(cores).where(eq(cores.tipo, 0));
  await t.deps.db.delete(tamanhos).where(eq(tamanhos.tipo, 0));
});

describe('GET /api/cores', () => {
  it('401 sem login, 403 representante; o fornecedor vê compartilhadas e as suas; o master todas', async () => {
    expect((await chamar('GET', '/api/cores')).statusCode).toBe(401);
    expect((await chamar('GET', '/api/cores', tk.rep)).statusCode).toBe(403);
    await propria(forn.a, 'CORAL');
    await propria(forn.b, 'LIMA');
    const a = (await chamar('GET', '/api/cores', tk.a)).json().cores as { nome: string; acoes: object }[];
    expect(a).toHaveLength(CORES_COMPARTILHADAS.length + 1);
    expect(a.find((c) => c.nome === 'PRETO')?.acoes).toEqual(SEM_ACAO);
    expect(a.find((c) => c.nome === 'CORAL')).toMatchObject({
      tipo: 0,
      fornecedor_nome: 'Malha A',
      acoes: COM_ACAO,
    });
    expect(a.some((c) => c.nome === 'LIMA')).toBe(false);
    const m = (await chamar('GET', '/api/cores', tk.master)).json().cores as {
      nome: string;
      acoes: object;
    }[];
    expect(m).toHaveLength(CORES_COMPARTILHADAS.length + 2);
    expect(m.find((c) => c.nome === 'PRETO')?.acoes).toEqual(COM_ACAO);
    expect(m.find((c) => c.nome === 'LIMA')?.acoes).toEqual(SEM_ACAO);
  });
});

describe('POST /api/cores/salvar, /:id/atualizar, /:id/excluir', () => {
  it("entrada inválida: 400 'Campo obrigatório'; maiúsculas; duplicada 409", async () => {
    const vazio = await chamar('POST', '/api/cores/salvar', tk.a, { nome: '' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().errors).toEqual({ nome: MSG_PRODUTOS.campoObrigatorio });
    expect((await chamar('POST', '/api/cores/salvar', tk.a, {})).json().errors).toEqual({
      nome: MSG_PRODUTOS.campoObrigatorio,
    });
    expect((await chamar('POST', '/api/cores/salvar', tk.a, { nome: 'X'.repeat(51) })).statusCode).toBe(400);
    const ok = await chamar('POST', '/api/cores/salvar', tk.a, { nome: ' azul piscina ' });
    expect(ok.json()).toMatchObject({
      status: 1,
      msg: MSG_PRODUTOS.corSalva,
      cor: { nome: 'AZUL PISCINA', tipo: 0, fornecedor_id: forn.a, acoes: COM_ACAO },
    });
    for (const nome of ['Azul Piscina', 'preto']) {
      const r = await chamar('POST', '/api/cores/salvar', tk.a, { nome });
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({
        msg: MSG_PRODUTOS.corJaExiste,
        errors: { nome: MSG_PRODUTOS.corJaExiste },
      });
    }
    expect((await chamar('POST', '/api/cores/salvar', tk.rep, { nome: 'X' })).statusCode).toBe(403);
    expect((await chamar('POST', '/api/cores/salvar', undefined, { nome: 'X' })).statusCode).toBe(401);
  });

  it('o master cria uma compartilhada (tipo 1), que o fornecedor vê sem poder editar', async () => {
    const m = await chamar('POST', '/api/cores/salvar', tk.master, { nome: 'lilás' });
    const id = m.json().cor.id as number;
    expect(m.json().cor).toMatchObject({ nome: 'LILÁS', tipo: 1, fornecedor_id: null });
    expect((await chamar('POST', `/api/cores/${id}/atualizar`, tk.a, { nome: 'ROXO' })).statusCode).toBe(403);
    expect((await chamar('POST', `/api/cores/${id}/excluir`, tk.a)).statusCode).toBe(403);
    expect((await chamar('POST', `/api/cores/${id}/excluir`, tk.master)).json().msg).toBe(
      MSG_PRODUTOS.corExcluida,
    );
  });

  it('atualizar e excluir: dono ok, outro fornecedor 404, em uso 409', async () => {
    const coral = await propria(forn.a, 'CORAL');
    const lima = await propria(forn.a, 'LIMA');
    const r = await chamar('POST', `/api/cores/${coral}/atualizar`, tk.a, { nome: 'coral claro' });
    expect(r.json()).toMatchObject({ msg: MSG_PRODUTOS.corAtualizada, cor: { nome: 'CORAL CLARO' } });
    expect((await chamar('POST', `/api/cores/${coral}/atualizar`, tk.a, { nome: 'LIMA' })).statusCode).toBe(
      409,
    );
    expect((await chamar('POST', `/api/cores/${coral}/atualizar`, tk.a, { nome: ' ' })).statusCode).toBe(400);
    expect((await chamar('POST', `/api/cores/${coral}/atualizar`, tk.b, { nome: 'X' })).statusCode).toBe(404);
    expect((await chamar('POST', `/api/cores/${coral}/excluir`, tk.b)).statusCode).toBe(404);
    expect((await chamar('POST', `/api/cores/${coral}/atualizar`, tk.master, { nome: 'X' })).statusCode).toBe(
      403,
    );
    await produtoComGrade(t, forn.a, 'C-1', [coral], []);
    const usado = await chamar('POST', `/api/cores/${coral}/excluir`, tk.a);
    expect(usado.statusCode).toBe(409);
    expect(usado.json()).toMatchObject({ status: 2, msg: MSG_PRODUTOS.corEmUso });
    expect((await chamar('POST', `/api/cores/${lima}/excluir`, tk.a)).json()).toEqual({
      status: 1,
      msg: MSG_PRODUTOS.corExcluida,
    });
    expect((await chamar('POST', '/api/cores/999999/excluir', tk.a)).statusCode).toBe(404);
  });
});

describe('as cores e os tamanhos de um produto e do catálogo (diálogo de grade)', () => {
  it('GET /api/cores/:id e /api/produtos/corestamanhos/:id: na ordem do produto; outro fornecedor 404', async () => {
    const coral = await propria(forn.a, 'CORAL');
    const preto = await compartilhado(t, 'cores', 'PRETO');
    const m = await compartilhado(t, 'tamanhos', 'M');
    const p = await compartilhado(t, 'tamanhos', 'P');
    const id = await produtoComGrade(t, forn.a, 'G-1', [coral, preto], [m, p]);
    const c = await chamar('GET', `/api/cores/${id}`, tk.a);
    expect(c.json().cores.map((x: { nome: string }) => x.nome)).toEqual(['CORAL', 'PRETO']);
    const ct = (await chamar('GET', `/api/produtos/corestamanhos/${id}`, tk.master)).json();
    expect(ct.cores.map((x: { id: number }) => x.id)).toEqual([coral, preto]);
    expect(ct.tamanhos.map((x: { tamanho: string }) => x.tamanho)).toEqual(['M', 'P']);
    for (const url of [`/api/cores/${id}`, `/api/produtos/corestamanhos/${id}`]) {
      expect((await chamar('GET', url, tk.b)).statusCode).toBe(404);
      expect((await chamar('GET', url, tk.rep)).statusCode).toBe(403);
      expect((await chamar('GET', url)).statusCode).toBe(401);
    }
    expect((await chamar('GET', '/api/produtos/corestamanhos/999999', tk.a)).statusCode).toBe(404);
  });

  it('GET /api/corestamanhos: o catálogo de quem chama', async () => {
    await propria(forn.b, 'LIMA');
    const r = (await chamar('GET', '/api/corestamanhos', tk.a)).json();
    expect(r.cores).toHaveLength(CORES_COMPARTILHADAS.length);
    expect(r.tamanhos.at(-1)).toMatchObject({ tamanho: 'ÚNICO', especial: true });
    expect((await chamar('GET', '/api/corestamanhos', tk.rep)).statusCode).toBe(403);
  });
});

describe('categorias', () => {
  it('GET /api/produtos/categorias: fornecedor e master, por nome; representante 403', async () => {
    const r = await chamar('GET', '/api/produtos/categorias', tk.a);
    const nomes = (r.json().categorias as { nome: string }[]).map((c) => c.nome);
    expect(nomes).toHaveLength(CATEGORIAS.length);
    expect(nomes).toEqual([...nomes].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    expect((await chamar('GET', '/api/produtos/categorias', tk.master)).statusCode).toBe(200);
    expect((await chamar('GET', '/api/produtos/categorias', tk.rep)).statusCode).toBe(403);
    expect((await chamar('GET', '/api/produtos/categorias')).statusCode).toBe(401);
  });

  it('GET /api/categorias: público (chips da loja)', async () => {
    const r = await chamar('GET', '/api/categorias');
    expect(r.statusCode).toBe(200);
    expect(r.json().categorias[0]).toEqual({ id: expect.any(Number), nome: expect.any(String) });
  });
});
