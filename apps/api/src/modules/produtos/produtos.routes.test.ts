import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, MSG_PRODUTOS } from '@rodada/contracts';
import { arquivos, auditoria, pedido_itens, produto_midias, produtos } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import {
  inserirCategoria,
  inserirCor,
  inserirProduto,
  inserirTamanho,
  pedidoComProduto,
  reprovarProduto,
} from '../../test/fabrica-produtos.js';

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);

const tk = { master: '', forn: '', outro: '', admin: '', rep: '', cli: '' };
const f = { forn: 0, outro: 0 };
const cat = { roupas: 0, calcados: 0 };
const c = { azul: 0, minha: 0, deOutro: 0 };
const tam = { p: 0, m: 0, deOutro: 0 };

const corpo = (extra: Record<string, unknown> = {}) => ({
  codigo: '  --ab c/1.2-x',
  descricao: 'Camisa Polo',
  valor: '89.90',
  categoria_id: cat.roupas,
  quantidade_minima: 6,
  multiplo: 3,
  detalhes: 'Algodão',
  cores: [c.minha, c.azul],
  tamanhos: [tam.m, tam.p],
  ...extra,
});

const produto = (d: Partial<Parameters<typeof inserirProduto>[1]> = {}) =>
  inserirProduto(t.deps, {
    fornecedor_id: f.forn,
    categoria_id: cat.roupas,
    cores: [c.azul],
    tamanhos: [tam.p],
    ...d,
  });

const lido = async (id: number) => (await t.deps.db.select().from(produtos).where(eq(produtos.id, id)))[0];

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@produtos.test' });
  tk.master = await entrar(t.app, 'master@produtos.test');
  const forn = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: 'forn@produtos.test',
    nome: 'Malharia Bela',
  });
  const outro = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: 'outro@produtos.test',
    nome: 'Outra Confecção',
  });
  [tk.forn, f.forn, tk.outro, f.outro] = [forn.token, forn.id, outro.token, outro.id];
  tk.admin = (await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@produtos.test' })).token;
  tk.rep = (await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@produtos.test' })).token;
  tk.cli = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@produtos.test' })).token;
  cat.roupas = await inserirCategoria(t.deps, 'Roupas');
  cat.calcados = await inserirCategoria(t.deps, 'Calçados');
  c.azul = await inserirCor(t.deps, 'AZUL');
  c.minha = await inserirCor(t.deps, 'VINHO DA CASA', f.forn);
  c.deOutro = await inserirCor(t.deps, 'VERDE', f.outro);
  tam.p = await inserirTamanho(t.deps, 'P');
  tam.m = await inserirTamanho(t.deps, 'M');
  tam.deOutro = await inserirTamanho(t.deps, 'GG', f.outro);
});
afterAll(async () => {
  await t.fechar();
});
beforeEach(async () => {
  await t.deps.db.delete(pedido_itens);
  await t.deps.db.delete(produtos);
});

/** Each role but the allowed ones answers 403; no session 401. */
async function papeisRecusados(metodo: 'GET' | 'POST', url: string, recusados: string[], body?: object) {
  expect((await chamar(metodo, url, undefined, body)).statusCode).toBe(401);
  for (const papel of recusados) {
    const r = await chamar(metodo, url, tk[papel as keyof typeof tk], body);
    expect(r.statusCode, papel).toBe(403);
    expect(r.json().status).toBe(2);
  }
}

describe('POST /api/produtos/salvar (spec 3 §5)', () => {
  it('401, papéis errados 403, e o master não cadastra (403 com a mensagem)', async () => {
    await papeisRecusados('POST', '/api/produtos/salvar', ['admin', 'rep', 'cli'], corpo());
    const m = await chamar('POST', '/api/produtos/salvar', tk.master, corpo());
    expect(m.statusCode).toBe(403);
    expect(m.json().msg).toBe(MSG_PRODUTOS.soFornecedorCadastra);
  });

  it('cadastra para o próprio fornecedor, com código normalizado, em homologação, com grade e auditoria', async () => {
    const r = await chamar('POST', '/api/produtos/salvar', tk.forn, corpo({ fornecedor_id: f.outro }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, msg: MSG_PRODUTOS.produtoSalvo });
    const p = await lido(r.json().id);
    expect(p).toMatchObject({
      fornecedor_id: f.forn,
      codigo: 'ABC/1.2-X',
      valor: '89.90',
      status: 0,
      ativo: true,
      quantidade_minima: 6,
      multiplo: 3,
    });
    const e = await chamar('GET', `/api/produtos/${p!.id}/editar`, tk.forn);
    expect(e.statusCode).toBe(200);
    expect(e.json().produto).toMatchObject({
      codigo: 'ABC/1.2-X',
      categoria_nome: 'Roupas',
      fornecedor_nome: 'Malharia Bela',
      foto: null,
      produto_detalhes: [],
      cores: [
        { id: c.minha, nome: 'VINHO DA CASA' },
        { id: c.azul, nome: 'AZUL' },
      ],
      tamanhos: [
        { id: tam.m, tamanho: 'M', especial: false },
        { id: tam.p, tamanho: 'P', especial: false },
      ],
      acoes: { editar: true, excluir: true, ativar: true, homologar: false, renovar: false },
    });
    const [a] = await t.deps.db.select().from(auditoria).where(eq(auditoria.entidade, 'produtos'));
    expect(a).toMatchObject({ acao: 'cadastrar', entidade_id: String(p!.id) });
    expect(a!.dados).toMatchObject({ codigo_produto: 'ABC/1.2-X' });
  });

  it('código já cadastrado pelo mesmo fornecedor: 409 no campo; outro fornecedor pode repetir', async () => {
    await produto({ codigo: 'ABC/1.2-X' });
    const r = await chamar('POST', '/api/produtos/salvar', tk.forn, corpo({ codigo: 'abc/1.2-x' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      status: 2,
      msg: MSG_PRODUTOS.codigoJaCadastrado,
      errors: { codigo: MSG_PRODUTOS.codigoJaCadastrado },
    });
    const o = await chamar(
      'POST',
      '/api/produtos/salvar',
      tk.outro,
      corpo({ cores: [c.azul], tamanhos: [tam.p] }),
    );
    expect(o.statusCode).toBe(200);
  });

  it('entrada inválida: 400 com a mensagem de cada campo', async () => {
    const r = await chamar('POST', '/api/produtos/salvar', tk.forn, {
      codigo: '  ',
      valor: '0',
      quantidade_minima: -1,
      cores: [],
      tamanhos: [],
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      codigo: MSG_PRODUTOS.campoObrigatorio,
      descricao: MSG_PRODUTOS.campoObrigatorio,
      valor: MSG_PRODUTOS.valorPositivo,
      categoria_id: MSG_PRODUTOS.campoObrigatorio,
      quantidade_minima: 'O valor não pode ser negativo',
      detalhes: MSG_PRODUTOS.campoObrigatorio,
      cores: MSG_PRODUTOS.gradeVazia,
      tamanhos: MSG_PRODUTOS.gradeVazia,
    });
    const longo = await chamar(
      'POST',
      '/api/produtos/salvar',
      tk.forn,
      corpo({ descricao: 'x'.repeat(256) }),
    );
    expect(longo.json().errors).toEqual({ descricao: 'No máximo 255 caracteres' });
  });

  it('categoria inexistente, cor ou tamanho de outro fornecedor: 400 no campo', async () => {
    const r = await chamar(
      'POST',
      '/api/produtos/salvar',
      tk.forn,
      corpo({ categoria_id: 999_999, cores: [c.deOutro], tamanhos: [tam.p, tam.deOutro] }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({
      categoria_id: MSG_PRODUTOS.categoriaInexistente,
      cores: MSG_PRODUTOS.corInexistente,
      tamanhos: MSG_PRODUTOS.tamanhoInexistente,
    });
  });
});

describe('GET /api/produtos/:id/editar e POST /atualizar', () => {
  it('401, papéis errados 403, produto de outro fornecedor 404, inexistente 404', async () => {
    const id = await produto();
    await papeisRecusados('GET', `/api/produtos/${id}/editar`, ['admin', 'rep', 'cli']);
    await papeisRecusados('POST', `/api/produtos/${id}/atualizar`, ['admin', 'rep', 'cli'], corpo());
    expect((await chamar('GET', `/api/produtos/${id}/editar`, tk.outro)).statusCode).toBe(404);
    expect((await chamar('POST', `/api/produtos/${id}/atualizar`, tk.outro, corpo())).statusCode).toBe(404);
    expect((await chamar('GET', '/api/produtos/999999/editar', tk.forn)).statusCode).toBe(404);
  });

  it('o produto homologado e ativo de outro fornecedor é visível (loja), mas não editável: 403', async () => {
    const id = await produto({ status: 1 });
    const r = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.outro, corpo());
    expect(r.statusCode).toBe(403);
  });

  it('reprovado editado pelo fornecedor volta a Em homologação; mostra os motivos antes', async () => {
    const id = await produto();
    await reprovarProduto(t.deps, id, ['Foto escura', 'Descrição incompleta']);
    const e = await chamar('GET', `/api/produtos/${id}/editar`, tk.forn);
    expect(e.json().produto).toMatchObject({
      status: 2,
      produto_detalhes: [
        { nome: '', descricao: 'Foto escura' },
        { nome: '', descricao: 'Descrição incompleta' },
      ],
    });
    const r = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.forn, corpo());
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ msg: MSG_PRODUTOS.produtoAtualizado, produto_status: 0 });
    expect(await lido(id)).toMatchObject({ status: 0, codigo: 'ABC/1.2-X', valor: '89.90' });
  });

  it('homologado: muda só o preço e a grade, continua homologado; muda a descrição, volta à homologação', async () => {
    const id = await produto({
      status: 1,
      codigo: 'ABC/1.2-X',
      descricao: 'Camisa Polo',
      detalhes: 'Algodão',
    });
    const preco = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.forn, corpo({ valor: '99.00' }));
    expect(preco.json().produto_status).toBe(1);
    const desc = await chamar(
      'POST',
      `/api/produtos/${id}/atualizar`,
      tk.forn,
      corpo({ descricao: 'Outra' }),
    );
    expect(desc.json().produto_status).toBe(0);
  });

  it('o master edita produto de qualquer fornecedor sem mudar o status; cores do dono do produto', async () => {
    const id = await produto({ fornecedor_id: f.outro, status: 2, cores: [], tamanhos: [] });
    const recusa = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.master, corpo());
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().errors).toEqual({ cores: MSG_PRODUTOS.corInexistente });
    const r = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.master, corpo({ cores: [c.deOutro] }));
    expect(r.statusCode).toBe(200);
    expect(await lido(id)).toMatchObject({ status: 2, fornecedor_id: f.outro, codigo: 'ABC/1.2-X' });
    const e = await chamar('GET', `/api/produtos/${id}/editar`, tk.master);
    expect(e.json().produto.acoes).toEqual({
      editar: true,
      excluir: true,
      ativar: false,
      homologar: true,
      renovar: false,
    });
  });

  it('código de outro produto do mesmo fornecedor: 409; o próprio código não conflita', async () => {
    await produto({ codigo: 'OUTRO-1' });
    const id = await produto({ codigo: 'ABC/1.2-X' });
    expect((await chamar('POST', `/api/produtos/${id}/atualizar`, tk.forn, corpo())).statusCode).toBe(200);
    const r = await chamar('POST', `/api/produtos/${id}/atualizar`, tk.forn, corpo({ codigo: 'outro-1' }));
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual({ codigo: MSG_PRODUTOS.codigoJaCadastrado });
  });
});

describe('POST /api/produtos/:id/excluir', () => {
  it('401, papéis errados 403, de outro fornecedor 404', async () => {
    const id = await produto();
    await papeisRecusados('POST', `/api/produtos/${id}/excluir`, ['admin', 'rep', 'cli']);
    expect((await chamar('POST', `/api/produtos/${id}/excluir`, tk.outro)).statusCode).toBe(404);
    expect(await lido(id)).toBeDefined();
  });

  it('produto em pedido: 409 com a mensagem, e fica', async () => {
    const id = await produto();
    await pedidoComProduto(t.deps, f.forn, id);
    const r = await chamar('POST', `/api/produtos/${id}/excluir`, tk.forn);
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe(MSG_PRODUTOS.produtoEmPedido);
    expect(await lido(id)).toBeDefined();
  });

  it('exclui com a galeria: linhas de arquivos e os arquivos de cada largura', async () => {
    const id = await produto();
    const chave = `produtos/${id}/0011223344556677-2048.jpg`;
    const variante = `produtos/${id}/0011223344556677-320.webp`;
    await t.deps.storage.salvar(chave, Buffer.from('jpg'));
    await t.deps.storage.salvar(variante, Buffer.from('webp'));
    const [a] = await t.deps.db
      .insert(arquivos)
      .values({ chave, mime: 'image/jpeg', bytes: 3, sha256: 'a'.repeat(64) })
      .returning();
    await t.deps.db.insert(produto_midias).values({ produto_id: id, tipo: 'foto', arquivo_id: a!.id });
    const lista = await chamar('GET', '/api/produtos/listar', tk.forn);
    expect(lista.json().produtos.data[0].foto).toMatchObject({
      id: a!.id,
      url: `/arquivos/produtos/${id}/0011223344556677-640.jpg`,
    });
    const r = await chamar('POST', `/api/produtos/${id}/excluir`, tk.forn);
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG_PRODUTOS.produtoExcluido);
    expect(await lido(id)).toBeUndefined();
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.id, a!.id))).toEqual([]);
    expect(await t.deps.storage.existe(chave)).toBe(false);
    expect(await t.deps.storage.existe(variante)).toBe(false);
  });

  it('o master exclui produto de qualquer fornecedor', async () => {
    const id = await produto({ fornecedor_id: f.outro });
    expect((await chamar('POST', `/api/produtos/${id}/excluir`, tk.master)).statusCode).toBe(200);
  });
});

describe('POST /api/produtos/:id/ativar e /desativar (spec 3 §4)', () => {
  it('só o fornecedor dono: master 403, outro fornecedor 404', async () => {
    const id = await produto();
    for (const acao of ['ativar', 'desativar']) {
      await papeisRecusados('POST', `/api/produtos/${id}/${acao}`, ['master', 'admin', 'rep', 'cli']);
      expect((await chamar('POST', `/api/produtos/${id}/${acao}`, tk.outro)).statusCode).toBe(404);
    }
  });

  it('desativa e ativa direto, com a mensagem', async () => {
    const id = await produto();
    const d = await chamar('POST', `/api/produtos/${id}/desativar`, tk.forn);
    expect(d.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoDesativado });
    expect((await lido(id))!.ativo).toBe(false);
    const a = await chamar('POST', `/api/produtos/${id}/ativar`, tk.forn);
    expect(a.json()).toEqual({ status: 1, msg: MSG_PRODUTOS.produtoAtivado });
    expect((await lido(id))!.ativo).toBe(true);
  });
});

describe('GET /api/produtos/listar (spec 3 §2, §9)', () => {
  it('401 e papéis errados 403', async () => {
    await papeisRecusados('GET', '/api/produtos/listar', ['admin', 'rep', 'cli']);
  });

  it('fornecedor: só os seus, todos os status, ativos por padrão, mais novos primeiro', async () => {
    const a = await produto({ status: 0, codigo: 'A' });
    const b = await produto({ status: 1, codigo: 'B' });
    const cc = await produto({ status: 2, codigo: 'C' });
    await produto({ status: 3, codigo: 'D', ativo: false });
    await produto({ fornecedor_id: f.outro, codigo: 'X' });
    const r = await chamar('GET', '/api/produtos/listar', tk.forn);
    expect(r.statusCode).toBe(200);
    expect(r.json().filtros).toEqual({ filtro: '1', status: 'todos', ativo: '1', busca: null });
    expect(r.json().produtos).toMatchObject({ total: 3, current_page: 1, per_page: 30, last_page: 1 });
    expect(r.json().produtos.data.map((p: { id: number }) => p.id)).toEqual([cc, b, a]);
    expect(r.json().produtos.data[0]).toMatchObject({
      fornecedor_nome: 'Malharia Bela',
      categoria_nome: 'Roupas',
      valor: '10.00',
      acoes: { editar: true, excluir: true, ativar: true, homologar: false, renovar: false },
    });
  });

  it('filtros: status, ativo=0, ativo=todos, filtro=0 e busca sem acento', async () => {
    await produto({ status: 1, codigo: 'POLO-1', descricao: 'Camisa Pólo Verão' });
    await produto({ status: 1, codigo: 'SAIA-2', descricao: 'Saia longa', ativo: false });
    await produto({ status: 3, codigo: 'BLUSA-3', descricao: 'Blusa', ativo: false });
    const codigos = async (q: string) =>
      (await chamar('GET', `/api/produtos/listar?${q}`, tk.forn))
        .json()
        .produtos.data.map((p: { codigo: string }) => p.codigo);
    expect(await codigos('status=1')).toEqual(['POLO-1']);
    expect(await codigos('status=1&ativo=0')).toEqual(['SAIA-2']);
    expect(await codigos('status=1&ativo=todos')).toEqual(['SAIA-2', 'POLO-1']);
    expect(await codigos('status=3&ativo=0')).toEqual(['BLUSA-3']);
    expect(await codigos('filtro=0&status=2&ativo=1')).toEqual(['BLUSA-3', 'SAIA-2', 'POLO-1']);
    expect(await codigos('busca=polo%20inverno')).toEqual([]);
    expect(await codigos('busca=pólo%20VERAO')).toEqual(['POLO-1']);
    expect(await codigos('busca=saia&ativo=todos')).toEqual(['SAIA-2']);
    expect(await codigos('busca=100%25')).toEqual([]);
    expect((await chamar('GET', '/api/produtos/listar?status=7', tk.forn)).statusCode).toBe(400);
  });

  it('master: todos os fornecedores, Em homologação por padrão, com o fornecedor e homologar', async () => {
    await produto({ status: 0, codigo: 'M1' });
    await produto({ status: 0, codigo: 'M2', fornecedor_id: f.outro });
    await produto({ status: 1, codigo: 'M3' });
    const r = await chamar('GET', '/api/produtos/listar', tk.master);
    expect(r.json().filtros.status).toBe('0');
    const data = r.json().produtos.data as { codigo: string; fornecedor_nome: string; acoes: object }[];
    expect(data.map((p) => [p.codigo, p.fornecedor_nome])).toEqual([
      ['M2', 'Outra Confecção'],
      ['M1', 'Malharia Bela'],
    ]);
    expect(data[0]!.acoes).toMatchObject({ editar: true, homologar: true, ativar: false });
    const todos = await chamar('GET', '/api/produtos/listar?status=todos', tk.master);
    expect(todos.json().produtos.total).toBe(3);
  });

  it('pagina no servidor', async () => {
    for (let i = 0; i < 5; i++) await produto();
    const r = await chamar('GET', '/api/produtos/listar?paginacao=2&page=3', tk.forn);
    expect(r.json().produtos).toMatchObject({ total: 5, current_page: 3, last_page: 3, per_page: 2 });
    expect(r.json().produtos.data).toHaveLength(1);
  });
});

describe('GET /api/impressoes/produtos/listar', () => {
  it('só o fornecedor (o master não imprime): 401 e 403', async () => {
    await papeisRecusados('GET', '/api/impressoes/produtos/listar', ['master', 'admin', 'rep', 'cli']);
  });

  it('imprime os seus produtos filtrados em PDF', async () => {
    await produto({ codigo: 'POLO-1', descricao: 'Camisa Pólo', valor: '1234.50', status: 1 });
    await produto({ codigo: 'SAIA-2', descricao: 'Saia', status: 2 });
    await produto({ codigo: 'DE-OUTRO', fornecedor_id: f.outro });
    const { textoDoPdf } = await import('../../test/pdf.js');
    const r = await chamar('GET', '/api/impressoes/produtos/listar', tk.forn);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    expect(texto).toContain('Produtos');
    expect(texto).toContain('POLO-1');
    expect(texto).toContain('Camisa Pólo');
    expect(texto).toContain('R$ 1.234,50');
    expect(texto).toContain('Homologado');
    expect(texto).toContain('Reprovado');
    expect(texto).not.toContain('DE-OUTRO');
    const filtrado = textoDoPdf(
      (await chamar('GET', '/api/impressoes/produtos/listar?status=2', tk.forn)).rawPayload,
    );
    expect(filtrado).toContain('SAIA-2');
    expect(filtrado).not.toContain('POLO-1');
    expect(filtrado).toContain('Status: Reprovados');
  });
});

describe('mensagens genéricas', () => {
  it('usa o texto padrão de permissão nos papéis errados', async () => {
    const r = await chamar('GET', '/api/produtos/listar', tk.cli);
    expect(r.json().msg).toBe(MSG.semPermissao);
  });
});
