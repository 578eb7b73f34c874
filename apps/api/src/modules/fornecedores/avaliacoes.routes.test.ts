import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fornecedores as contrato } from '@rodada/contracts';
import { auditoria, avaliacoes, fornecedores } from '../../db/schema/index.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

const { MSG_FORNECEDORES: MSG } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let master: string;
let admin: string;
let fornecedorLogado: { token: string; id: number };
let cliente: string;
let rep: { token: string; id: number };
let rep2: { token: string; id: number };
/** An active supplier nobody carries, and a deactivated one. */
let ativo: number;
let desativado: number;

interface AvaliacaoJson {
  id: number;
  rating: number;
  comentario: string;
  representante_id: number;
  fornecedor_id: number;
  created_at: string;
  representante: { nome_fantasia: string };
  acoes: { excluir: boolean };
}

/** Saves a rating as `token`; answers the raw answer. */
const avaliar = (token: string | undefined, body: object) =>
  chamar('POST', '/api/fornecedores/salvar-avaliacao-representante', token, body);

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@aval.test' });
  master = await entrar(t.app, 'master@aval.test');
  admin = (await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@aval.test' })).token;
  fornecedorLogado = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@aval.test' });
  cliente = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@aval.test' })).token;
  rep = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@aval.test', nome: 'Rep Avaliador' });
  rep2 = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep2@aval.test', nome: 'Outro Rep' });
  ativo = (await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'ativo@aval.test' })).perfilId!;
  desativado = (
    await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'desativado@aval.test', fornecedor_ativo: false })
  ).perfilId!;
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso', () => {
  it.each([
    ['GET', '/api/fornecedores/1/listar-avaliacoes'],
    ['POST', '/api/fornecedores/salvar-avaliacao-representante'],
    ['POST', '/api/fornecedores/excluir-avaliacao-representante/1'],
  ] as const)('%s %s sem sessão: 401', async (metodo, url) => {
    expect((await chamar(metodo, url, undefined, metodo === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  it('listar: fornecedor e cliente 403; salvar e excluir: só representante', async () => {
    for (const token of [fornecedorLogado.token, cliente]) {
      expect((await chamar('GET', `/api/fornecedores/${ativo}/listar-avaliacoes`, token)).statusCode).toBe(
        403,
      );
    }
    for (const token of [master, admin, fornecedorLogado.token, cliente]) {
      const body = { rating: 4, comentario: 'Bom', fornecedor_id: ativo };
      expect((await avaliar(token, body)).statusCode).toBe(403);
      expect(
        (await chamar('POST', '/api/fornecedores/excluir-avaliacao-representante/1', token)).statusCode,
      ).toBe(403);
    }
  });
});

describe('validação (spec 2 §5 "Rating")', () => {
  it.each([
    [
      'sem nota nem comentário',
      { fornecedor_id: 0 },
      { rating: 'Campo Obrigatório', comentario: 'Campo Obrigatório' },
    ],
    ['nota nula (nenhuma estrela)', { rating: null, comentario: 'x' }, { rating: 'Campo Obrigatório' }],
    ['nota zero', { rating: 0, comentario: 'x' }, { rating: 'Campo Obrigatório' }],
    ['comentário em branco', { rating: 3, comentario: '   ' }, { comentario: 'Campo Obrigatório' }],
    ['nota fora dos meios pontos', { rating: 3.3, comentario: 'x' }, { rating: MSG.notaInvalida }],
    ['nota acima de 5', { rating: 5.5, comentario: 'x' }, { rating: MSG.notaInvalida }],
    ['nota negativa', { rating: -1, comentario: 'x' }, { rating: MSG.notaInvalida }],
  ])('%s: 400', async (_nome, extra, erros) => {
    const r = await avaliar(rep.token, { fornecedor_id: ativo, ...extra });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject(erros);
  });

  it('nada é gravado numa avaliação recusada', async () => {
    await avaliar(rep.token, { fornecedor_id: ativo, rating: 7, comentario: 'x' });
    expect(await t.deps.db.select().from(avaliacoes).where(eq(avaliacoes.comentario, 'x'))).toHaveLength(0);
  });
});

describe('fluxo do representante', () => {
  it('salva meia estrela, lista (a mais nova primeiro, com o nome do autor) e exclui a própria', async () => {
    const r = await avaliar(rep.token, {
      rating: 3.5,
      comentario: '  Entrega no prazo  ',
      fornecedor_id: ativo,
      representante_id: rep.id,
    });
    expect(r.statusCode, r.body).toBe(200);
    const { msg, avaliacao } = r.json<{ msg: string; avaliacao: AvaliacaoJson }>();
    expect(msg).toBe(MSG.avaliacaoSalva);
    expect(avaliacao).toMatchObject({
      rating: 3.5,
      comentario: 'Entrega no prazo',
      representante_id: rep.id,
      fornecedor_id: ativo,
      representante: { nome_fantasia: 'Rep Avaliador' },
      acoes: { excluir: true },
    });
    expect(new Date(avaliacao.created_at).toString()).not.toBe('Invalid Date');

    t.relogio.avancar(1000);
    const depois = await avaliar(rep2.token, { rating: '5', comentario: 'Excelente', fornecedor_id: ativo });
    expect(depois.statusCode).toBe(200);

    const lista = await chamar('GET', `/api/fornecedores/${ativo}/listar-avaliacoes`, rep.token);
    expect(lista.statusCode).toBe(200);
    const corpo = lista.json<{ avaliacoes: AvaliacaoJson[]; ativo: boolean }>();
    expect(corpo.avaliacoes.map((a) => [a.comentario, a.rating, a.representante.nome_fantasia])).toEqual([
      ['Excelente', 5, 'Outro Rep'],
      ['Entrega no prazo', 3.5, 'Rep Avaliador'],
    ]);
    // Only the author may delete a rating (spec 2 §6): the list says so per row (ADR 013).
    expect(corpo.avaliacoes.map((a) => a.acoes)).toEqual([{ excluir: false }, { excluir: true }]);
    // ativo: the representante does not carry this supplier.
    expect(corpo.ativo).toBe(false);
    // Administrador and master see the ratings too; ativo is then the supplier's.
    const doAdmin = (await chamar('GET', `/api/fornecedores/${ativo}/listar-avaliacoes`, admin)).json();
    expect(doAdmin).toMatchObject({ ativo: true });
    expect(doAdmin.avaliacoes).toHaveLength(2);
    expect(doAdmin.avaliacoes.map((a: AvaliacaoJson) => a.acoes.excluir)).toEqual([false, false]);

    // Another representante's rating: 403, nothing deleted.
    const alheia = corpo.avaliacoes[0]!.id;
    const recusada = await chamar(
      'POST',
      `/api/fornecedores/excluir-avaliacao-representante/${alheia}`,
      rep.token,
    );
    expect(recusada.statusCode).toBe(403);
    expect(recusada.json().msg).toBe(MSG.avaliacaoDeOutro);
    expect(await t.deps.db.select().from(avaliacoes).where(eq(avaliacoes.id, alheia))).toHaveLength(1);

    const ok = await chamar(
      'POST',
      `/api/fornecedores/excluir-avaliacao-representante/${avaliacao.id}`,
      rep.token,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().msg).toBe(MSG.avaliacaoExcluida);
    expect(await t.deps.db.select().from(avaliacoes).where(eq(avaliacoes.id, avaliacao.id))).toHaveLength(0);
    expect(
      (await chamar('POST', `/api/fornecedores/excluir-avaliacao-representante/${avaliacao.id}`, rep.token))
        .statusCode,
    ).toBe(404);
    const audit = await t.deps.db.select().from(auditoria).where(eq(auditoria.entidade, 'avaliacoes'));
    expect(audit.map((a) => a.acao).sort()).toEqual(['avaliar', 'avaliar', 'excluir']);
  });

  it('avaliar em nome de outro representante: 403', async () => {
    const r = await avaliar(rep.token, {
      rating: 4,
      comentario: 'Bom',
      fornecedor_id: ativo,
      representante_id: rep2.id,
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().msg).toBe(MSG.avaliarEmNomeDeOutro);
  });

  it('fornecedor desativado que não representa ou inexistente: 404 ao listar e ao avaliar', async () => {
    expect(
      (await chamar('GET', `/api/fornecedores/${desativado}/listar-avaliacoes`, rep.token)).statusCode,
    ).toBe(404);
    expect(
      (await avaliar(rep.token, { rating: 4, comentario: 'Bom', fornecedor_id: desativado })).statusCode,
    ).toBe(404);
    expect(
      (await avaliar(rep.token, { rating: 4, comentario: 'Bom', fornecedor_id: 999999 })).statusCode,
    ).toBe(404);
    // The administrador still sees it.
    expect(
      (await chamar('GET', `/api/fornecedores/${desativado}/listar-avaliacoes`, admin)).json().ativo,
    ).toBe(false);
  });

  it('ativo da lista acompanha a ativação do próprio representante', async () => {
    await chamar('POST', `/api/representantes/${rep.id}/fornecedor/${ativo}/ativacao`, rep.token, {
      status: 1,
    });
    expect(
      (await chamar('GET', `/api/fornecedores/${ativo}/listar-avaliacoes`, rep.token)).json().ativo,
    ).toBe(true);
    expect(
      (await chamar('GET', `/api/fornecedores/${ativo}/listar-avaliacoes`, rep2.token)).json().ativo,
    ).toBe(false);
  });

  it('excluir o fornecedor leva as avaliações dele junto', async () => {
    const alvo = (await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'excluido@aval.test' })).perfilId!;
    expect(
      (await avaliar(rep.token, { rating: 2, comentario: 'Some', fornecedor_id: alvo })).statusCode,
    ).toBe(200);
    // The master: this supplier signed up alone and is in no round, so no administrador maintains it (ADR 007).
    expect((await chamar('POST', `/api/fornecedores/${alvo}/excluir`, master)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(avaliacoes).where(eq(avaliacoes.fornecedor_id, alvo))).toHaveLength(
      0,
    );
    expect(await t.deps.db.select().from(fornecedores).where(eq(fornecedores.id, alvo))).toHaveLength(0);
  });
});
