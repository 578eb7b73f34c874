import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { banners as contrato } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { arquivos, banners } from '../../db/schema/index.js';
import { chamadorJson } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { dataUrl, pngDeTeste } from '../../test/midias.js';

const { MSG_BANNERS } = contrato;
const NAO_MASTER = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;

let t: AppDeTeste;
let master: string;
let imagem: string;
const tokensDe: Record<string, string> = {};
const chamar = chamadorJson(() => t.app);

/** 'aaaa-mm-dd' `dias` after today in São Paulo (negative: before). */
function dia(dias: number): string {
  const [a, m, d] = hojeEmSaoPaulo(t.relogio.agora()).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(a, m - 1, d + dias)).toISOString().slice(0, 10);
}

const form = (extra: object = {}) => ({
  nome: 'Coleção de verão',
  data_inicio: dia(0),
  data_fim: dia(7),
  destinatarios: ['Clientes'],
  destino: '/?categorias=1',
  imagem,
  ...extra,
});

/** Creates a banner through the API; answers its id. */
async function criar(extra: object = {}): Promise<number> {
  const r = await chamar('POST', '/api/banners/salvar', master, form(extra));
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ id: number }>().id;
}

/** Publishes (or not) banner `id` keeping its fields. */
async function atualizar(id: number, extra: object = {}) {
  const { banner } = (await chamar('GET', `/api/banners/${id}/editar`, master)).json<{
    banner: contrato.Banner;
  }>();
  const { id: _i, acoes: _a, publicacao: _p, imagem: atual, ...campos } = banner;
  return chamar('POST', `/api/banners/${id}/atualizar`, master, {
    ...campos,
    imagem: atual?.url,
    ...extra,
  });
}

const ativos = async (destino?: string) => {
  const r = await chamar('GET', `/api/banners/ativos${destino ? `?destino=${destino}` : ''}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ banners: contrato.BannerAtivo[] }>().banners.map((b) => b.nome);
};

beforeAll(async () => {
  t = await criarAppDeTeste();
  imagem = dataUrl('image/png', await pngDeTeste(1200, 400));
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@banner.test', nome: 'Mestre' });
  for (const tipo of NAO_MASTER) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@banner.test`, nome: `Perfil ${tipo}` });
    tokensDe[tipo] = await entrar(t.app, `${tipo}@banner.test`);
  }
  master = await entrar(t.app, 'master@banner.test');
});
afterAll(async () => {
  await t.fechar();
});

const ROTAS: ['GET' | 'POST', string, object?][] = [
  ['GET', '/api/banners'],
  ['POST', '/api/banners/salvar', { nome: 'X', data_inicio: '2026-01-01', data_fim: '2026-01-02' }],
  ['GET', '/api/banners/1/editar'],
  [
    'POST',
    '/api/banners/1/atualizar',
    { nome: 'X', data_inicio: '2026-01-01', data_fim: '2026-01-02', status: 1 },
  ],
  ['POST', '/api/banners/1/excluir'],
];

describe('acesso (somente master; os ativos são públicos)', () => {
  it.each(ROTAS)('%s %s sem sessão: 401', async (metodo, url, corpo) => {
    expect((await chamar(metodo, url, undefined, corpo)).statusCode).toBe(401);
  });
  for (const tipo of NAO_MASTER) {
    it.each(ROTAS)(`%s %s como ${tipo}: 403`, async (metodo, url, corpo) => {
      expect((await chamar(metodo, url, tokensDe[tipo], corpo)).statusCode).toBe(403);
    });
  }
  it('GET /api/banners/ativos responde a qualquer um, com ou sem sessão', async () => {
    expect((await chamar('GET', '/api/banners/ativos')).statusCode).toBe(200);
    expect((await chamar('GET', '/api/banners/ativos', tokensDe.fornecedor)).statusCode).toBe(200);
  });
});

describe('validação (spec 3 §5 "Banner")', () => {
  it('nome, data_inicio e data_fim obrigatórios', async () => {
    const r = await chamar('POST', '/api/banners/salvar', master, { nome: ' ', data_inicio: '', imagem });
    expect(r.statusCode).toBe(400);
    const { errors } = r.json<{ errors: Record<string, string> }>();
    expect(errors).toMatchObject({
      nome: 'Obrigatório',
      data_inicio: 'Obrigatório',
      data_fim: 'Obrigatório',
    });
  });

  it('fim antes do início, data impossível, destino perigoso, público desconhecido: 400', async () => {
    const casos: [object, string, string][] = [
      [{ data_fim: dia(-1) }, 'data_fim', MSG_BANNERS.fimAntesDoInicio],
      [{ data_inicio: '2026-02-30' }, 'data_inicio', MSG_BANNERS.dataInvalida],
      [{ destino: 'javascript:alert(1)' }, 'destino', MSG_BANNERS.destinoInvalido],
      [{ destino: '//mal.example' }, 'destino', MSG_BANNERS.destinoInvalido],
      [{ destinatarios: ['Administradores'] }, 'destinatarios.0', 'Destinatário inválido'],
      [{ nome: 'x'.repeat(256) }, 'nome', 'No máximo 255 caracteres'],
    ];
    for (const [extra, campo, msg] of casos) {
      const r = await chamar('POST', '/api/banners/salvar', master, form(extra));
      expect(r.statusCode, JSON.stringify(extra)).toBe(400);
      expect(r.json<{ errors: Record<string, string> }>().errors[campo]).toBe(msg);
    }
  });

  it('a imagem é obrigatória ao cadastrar e deve ser uma imagem', async () => {
    const sem = await chamar('POST', '/api/banners/salvar', master, form({ imagem: undefined }));
    expect(sem.statusCode).toBe(400);
    expect(sem.json<{ errors: Record<string, string> }>().errors.imagem).toBe('Obrigatório');
    const texto = await chamar(
      'POST',
      '/api/banners/salvar',
      master,
      form({ imagem: dataUrl('text/plain', Buffer.from('oi')) }),
    );
    expect(texto.statusCode).toBe(400);
    expect(texto.json<{ errors: Record<string, string> }>().errors).toHaveProperty('imagem');
  });

  it('a publicação só se escolhe na edição: um banner novo nasce 2 Em análise', async () => {
    const id = await criar({ nome: 'Tenta publicar', status: 1 });
    const [linha] = await t.deps.db.select().from(banners).where(eq(banners.id, id));
    expect(linha).toMatchObject({ status: 2, publicacao: null });
    const r = await atualizar(id, { status: 3 });
    expect(r.statusCode).toBe(400);
  });

  it('um id inexistente: 404', async () => {
    expect((await chamar('GET', '/api/banners/999999/editar', master)).statusCode).toBe(404);
    expect((await chamar('POST', '/api/banners/999999/excluir', master)).statusCode).toBe(404);
  });
});

describe('cadastro, edição, publicação e exclusão', () => {
  it('cadastra com a imagem em todas as larguras, lista com acoes, publica e exclui', async () => {
    const r = await chamar(
      'POST',
      '/api/banners/salvar',
      master,
      form({ nome: 'Ciclo completo', destinatarios: ['Representantes', 'Clientes'] }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const { id, msg, banner } = r.json<{ id: number; msg: string; banner: contrato.Banner }>();
    expect(msg).toBe(MSG_BANNERS.salvo);
    expect(banner).toMatchObject({
      status: 2,
      destinatarios: ['Clientes', 'Representantes'],
      acoes: { editar: true, excluir: true },
    });
    expect(banner.imagem).toMatchObject({ largura: 1200, altura: 400 });
    expect(banner.imagem!.webp).toMatch(/^\/arquivos\/banners\/[0-9a-f]{16}-320\.webp 320w/);
    const chave = banner.imagem!.grande.replace('/arquivos/', '');
    expect(await t.deps.storage.existe(chave)).toBe(true);
    const arquivo = await t.app.inject({ method: 'GET', url: banner.imagem!.url });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['cache-control']).toContain('immutable');

    const lista = await chamar('GET', '/api/banners?busca=ciclo', master);
    expect(lista.json<{ banners: { data: contrato.Banner[] } }>().banners.data.map((b) => b.id)).toEqual([
      id,
    ]);

    const pub = await atualizar(id, { status: 1, nome: 'Ciclo publicado' });
    expect(pub.statusCode, pub.body).toBe(200);
    const publicado = pub.json<{ msg: string; banner: contrato.Banner }>();
    expect(publicado.msg).toBe(MSG_BANNERS.atualizado);
    expect(publicado.banner).toMatchObject({ status: 1, nome: 'Ciclo publicado' });
    expect(publicado.banner.publicacao).not.toBeNull();
    expect(publicado.banner.imagem!.url).toBe(banner.imagem!.url);

    const troca = await atualizar(id, { imagem: dataUrl('image/png', await pngDeTeste(800, 300)) });
    expect(troca.statusCode, troca.body).toBe(200);
    const trocado = troca.json<{ banner: contrato.Banner }>().banner;
    expect(trocado.imagem).toMatchObject({ largura: 800, altura: 300 });
    expect(await t.deps.storage.existe(chave)).toBe(false);

    const ex = await chamar('POST', `/api/banners/${id}/excluir`, master);
    expect(ex.statusCode).toBe(200);
    expect(ex.json<{ msg: string }>().msg).toBe(MSG_BANNERS.excluido);
    expect((await chamar('GET', `/api/banners/${id}/editar`, master)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(arquivos).where(eq(arquivos.id, trocado.imagem!.id))).toEqual([]);
    expect(await t.deps.storage.existe(trocado.imagem!.grande.replace('/arquivos/', ''))).toBe(false);
  });
});

describe('GET /api/banners/ativos (a loja)', () => {
  it('só os publicados, do público pedido, cujo período inclui hoje em São Paulo', async () => {
    const publicar = async (nome: string, extra: object) => {
      const id = await criar({ nome, ...extra });
      expect((await atualizar(id, { status: 1 })).statusCode).toBe(200);
      return id;
    };
    await publicar('A clientes hoje', { data_inicio: dia(0), data_fim: dia(0) });
    await publicar('B fornecedores', { destinatarios: ['Fornecedores'] });
    await publicar('C todos', {
      destinatarios: ['Clientes', 'Fornecedores', 'Representantes'],
      data_inicio: dia(-3),
    });
    await publicar('D acabou ontem', { data_inicio: dia(-5), data_fim: dia(-1) });
    await publicar('E começa amanhã', { data_inicio: dia(1), data_fim: dia(3) });
    await criar({ nome: 'F em análise' });
    const despublicado = await publicar('G despublicado', {});
    expect((await atualizar(despublicado, { status: 2 })).statusCode).toBe(200);

    expect(await ativos('Clientes')).toEqual(['A clientes hoje', 'C todos']);
    expect(await ativos()).toEqual(['A clientes hoje', 'C todos']);
    expect(await ativos('Fornecedores')).toEqual(['B fornecedores', 'C todos']);
    expect(await ativos('Representantes')).toEqual(['C todos']);

    const r = await chamar('GET', '/api/banners/ativos?destino=Todos');
    expect(r.statusCode).toBe(400);

    // Tomorrow (São Paulo): the one that ended today goes, the one starting tomorrow comes.
    t.relogio.avancar(86_400_000);
    expect(await ativos('Clientes')).toEqual(['E começa amanhã', 'C todos']);
    t.relogio.avancar(-86_400_000);
  });
});
