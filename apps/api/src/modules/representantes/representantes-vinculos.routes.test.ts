import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { representantes as contrato } from '@rodada/contracts';
import {
  auditoria,
  cliente_representante,
  clientes,
  enderecos,
  representantes,
} from '../../db/schema/index.js';
import {
  CIDADE_TESTE,
  chamadorJson,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { textoDoPdf } from '../../test/pdf.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';

const { MSG_REPRESENTANTES: MSG } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);

/** The client under test and another one, whose links must never change. */
const c1 = { token: '', id: 0 };
const c2 = { token: '', id: 0 };
/** Representatives: Alfa (logs in), Beta, Gama (pending with c1), Inativo (login deactivated). */
const alfa = { token: '', id: 0 };
let beta = 0;
let gama = 0;
let inativo = 0;
let tokenAdm = '';
let tokenFornecedor = '';

/** The link status as stored: 0, 1, or 2 without a row. */
async function statusNoBanco(clienteId: number, representanteId: number) {
  const [l] = await t.deps.db
    .select({ status: cliente_representante.status })
    .from(cliente_representante)
    .where(
      and(
        eq(cliente_representante.cliente_id, clienteId),
        eq(cliente_representante.representante_id, representanteId),
      ),
    );
  return l?.status ?? 2;
}

async function principal(clienteId: number) {
  const [c] = await t.deps.db
    .select({ r: clientes.representante_id })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  return c?.r ?? null;
}

const relacionar = (token: string, clienteId: number, corpo: object) =>
  chamar('POST', `/api/clientes/${clienteId}/representante/relacionar`, token, corpo);

type Linha = {
  id: number;
  nome: string;
  status: number;
  cidade: string | null;
  acoes: { vincular: boolean; desvincular: boolean };
};
async function lista(token: string, clienteId: number, qs = '') {
  const r = await chamar('GET', `/api/clientes/${clienteId}/representantes${qs}`, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ representantes: { data: Linha[]; total: number } }>().representantes;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  Object.assign(c1, await criarUsuarioLogado(t, { tipo: 'cliente', email: 'c1@vinc.test' }));
  Object.assign(c2, await criarUsuarioLogado(t, { tipo: 'cliente', email: 'c2@vinc.test' }));
  Object.assign(
    alfa,
    await criarUsuarioLogado(t, {
      tipo: 'representante',
      email: 'alfa@vinc.test',
      nome: 'Alfa Representações',
    }),
  );
  beta = (await criarUsuario(t.deps, { tipo: 'representante', email: 'beta@vinc.test', nome: 'Beta Vendas' }))
    .perfilId!;
  gama = (await criarUsuario(t.deps, { tipo: 'representante', email: 'gama@vinc.test', nome: 'Gama Rep' }))
    .perfilId!;
  inativo = (
    await criarUsuario(t.deps, {
      tipo: 'representante',
      email: 'inativo@vinc.test',
      nome: 'Inativo Rep',
      ativo: false,
    })
  ).perfilId!;
  // Beta lives in São Paulo.
  const [end] = await t.deps.db
    .insert(enderecos)
    .values({
      rua: 'Rua A',
      numero: '1',
      bairro: 'Centro',
      cep: '01001000',
      local: 'São Paulo/SP',
      ...CIDADE_TESTE,
    })
    .returning({ id: enderecos.id });
  await t.deps.db.update(representantes).set({ endereco_id: end!.id }).where(eq(representantes.id, beta));
  await t.deps.db.insert(cliente_representante).values([
    { cliente_id: c1.id, representante_id: gama, status: 0 },
    { cliente_id: c2.id, representante_id: beta, status: 1 },
  ]);
  tokenAdm = (await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@vinc.test' })).token;
  tokenFornecedor = (await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@vinc.test' })).token;
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso', () => {
  it('sem sessão: 401; papel errado: 403', async () => {
    const rotas: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/clientes/${c1.id}/representantes`],
      ['POST', `/api/clientes/${c1.id}/representante/relacionar`, { representante: beta, acao: 1 }],
      ['POST', `/api/representantes/${alfa.id}/clientes/${c1.id}/desvincular`],
    ];
    for (const [metodo, url, corpo] of rotas) {
      expect((await chamar(metodo, url, undefined, corpo)).statusCode, url).toBe(401);
      expect((await chamar(metodo, url, tokenAdm, corpo)).statusCode, url).toBe(403);
      expect((await chamar(metodo, url, tokenFornecedor, corpo)).statusCode, url).toBe(403);
    }
    // The client calls are the client's; the representative's call is the representative's.
    expect((await chamar('GET', `/api/clientes/${c1.id}/representantes`, alfa.token)).statusCode).toBe(403);
    expect(
      (await chamar('POST', `/api/representantes/${alfa.id}/clientes/${c1.id}/desvincular`, c1.token))
        .statusCode,
    ).toBe(403);
  });

  it('o cliente de outro: 404, e nada muda', async () => {
    expect((await chamar('GET', `/api/clientes/${c2.id}/representantes`, c1.token)).statusCode).toBe(404);
    const r = await relacionar(c1.token, c2.id, { representante: beta, acao: 0 });
    expect(r.statusCode).toBe(404);
    expect(await statusNoBanco(c2.id, beta)).toBe(1);
  });

  it('o representante desvinculando por outro representante: 404', async () => {
    const r = await chamar('POST', `/api/representantes/${beta}/clientes/${c2.id}/desvincular`, alfa.token);
    expect(r.statusCode).toBe(404);
    expect(await statusNoBanco(c2.id, beta)).toBe(1);
  });
});

describe('lista do cliente (Minhas Representações)', () => {
  it('todos os representantes ativos com o status do vínculo; os vínculos primeiro', async () => {
    const { data, total } = await lista(c1.token, c1.id);
    expect(data.map((r) => [r.nome, r.status])).toEqual([
      ['Gama Rep', 0],
      ['Alfa Representações', 2],
      ['Beta Vendas', 2],
    ]);
    expect(total).toBe(3);
    expect(data.find((r) => r.nome === 'Beta Vendas')).toMatchObject({
      cidade: 'São Paulo',
      local: 'São Paulo/SP',
    });
    // Each row offers what the link's status allows (acoes, ADR 013): pending offers nothing.
    expect(data.map((r) => [r.nome, r.acoes])).toEqual([
      ['Gama Rep', { vincular: false, desvincular: false }],
      ['Alfa Representações', { vincular: true, desvincular: false }],
      ['Beta Vendas', { vincular: true, desvincular: false }],
    ]);
    // The other client's view has its own statuses.
    expect((await lista(c2.token, c2.id)).data.find((r) => r.nome === 'Beta Vendas')?.acoes).toEqual({
      vincular: false,
      desvincular: true,
    });
    expect((await lista(c2.token, c2.id)).data.map((r) => [r.nome, r.status])).toEqual([
      ['Beta Vendas', 1],
      ['Alfa Representações', 2],
      ['Gama Rep', 2],
    ]);
  });

  it('busca (espaços à esquerda ignorados) e paginação; o email de login não é buscável', async () => {
    expect((await lista(c1.token, c1.id, '?busca=%20%20beta')).data.map((r) => r.nome)).toEqual([
      'Beta Vendas',
    ]);
    expect((await lista(c1.token, c1.id, '?busca=paulo')).data.map((r) => r.nome)).toEqual(['Beta Vendas']);
    expect((await lista(c1.token, c1.id, '?busca=beta%40vinc')).total).toBe(0);
    const pag = await lista(c1.token, c1.id, '?paginacao=2&page=2');
    expect(pag.data.map((r) => r.nome)).toEqual(['Beta Vendas']);
    expect((await chamar('GET', `/api/clientes/${c1.id}/representantes?page=0`, c1.token)).statusCode).toBe(
      400,
    );
  });
});

describe('Vincular e Desvincular (spec 2 §6)', () => {
  it('corpo inválido: 400; representante desconhecido ou inativo: 404', async () => {
    const r = await relacionar(c1.token, c1.id, { representante: 'x', acao: 2 });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual(['acao', 'representante']);
    expect((await relacionar(c1.token, c1.id, { representante: 999999, acao: 1 })).statusCode).toBe(404);
    expect((await relacionar(c1.token, c1.id, { representante: inativo, acao: 1 })).statusCode).toBe(404);
    expect(await statusNoBanco(c1.id, inativo)).toBe(2);
  });

  it('Vincular no status 2 confirma na hora e define o representante principal', async () => {
    expect(await principal(c1.id)).toBeNull();
    const r = await relacionar(c1.token, c1.id, { representante: beta, acao: 1 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      msg: MSG.vinculado,
      vinculo: 1,
      acoes: { vincular: false, desvincular: true },
    });
    expect(await statusNoBanco(c1.id, beta)).toBe(1);
    expect(await principal(c1.id)).toBe(beta);
    expect((await lista(c1.token, c1.id)).data[0]).toMatchObject({ nome: 'Beta Vendas', status: 1 });
    const audit = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'cliente_representante'), eq(auditoria.acao, 'vincular')));
    expect(audit.map((a) => a.entidade_id)).toContain(`${c1.id}:${beta}`);
  });

  it('um segundo vínculo não troca o principal', async () => {
    expect((await relacionar(c1.token, c1.id, { representante: alfa.id, acao: 1 })).statusCode).toBe(200);
    expect(await principal(c1.id)).toBe(beta);
  });

  it('transições recusadas: 409 com o motivo, e nada muda', async () => {
    const jaVinculado = await relacionar(c1.token, c1.id, { representante: beta, acao: 1 });
    expect(jaVinculado.statusCode).toBe(409);
    expect(jaVinculado.json().msg).toBe(MSG.jaVinculado);
    for (const acao of [0, 1]) {
      const pendente = await relacionar(c1.token, c1.id, { representante: gama, acao });
      expect(pendente.statusCode).toBe(409);
      expect(pendente.json().msg).toBe(MSG.vinculoPendente);
    }
    expect(await statusNoBanco(c1.id, gama)).toBe(0);
    const naoVinculado = await relacionar(c2.token, c2.id, { representante: alfa.id, acao: 0 });
    expect(naoVinculado.statusCode).toBe(409);
    expect(naoVinculado.json().msg).toBe(MSG.naoVinculado);
  });

  it('Desvincular no status 1; o principal passa ao vínculo confirmado mais antigo', async () => {
    const r = await relacionar(c1.token, c1.id, { representante: beta, acao: 0 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      msg: MSG.desvinculado,
      vinculo: 2,
      acoes: { vincular: true, desvincular: false },
    });
    expect(await statusNoBanco(c1.id, beta)).toBe(2);
    expect(await principal(c1.id)).toBe(alfa.id);
    // The other client's link with the same representative is untouched.
    expect(await statusNoBanco(c2.id, beta)).toBe(1);
  });

  it('o cliente ainda vê (e desvincula) um representante inativo a que está vinculado', async () => {
    await t.deps.db
      .insert(cliente_representante)
      .values({ cliente_id: c2.id, representante_id: inativo, status: 1 });
    expect((await lista(c2.token, c2.id)).data.map((r) => r.nome)).toContain('Inativo Rep');
    expect((await relacionar(c2.token, c2.id, { representante: inativo, acao: 0 })).statusCode).toBe(200);
    expect((await lista(c2.token, c2.id)).data.map((r) => r.nome)).not.toContain('Inativo Rep');
  });
});

describe('o representante desfaz o vínculo', () => {
  it('pendente ou confirmado; limpa o principal; sem vínculo: 404', async () => {
    // Alfa is c1's main representative (confirmed above).
    const url = `/api/representantes/${alfa.id}/clientes/${c1.id}/desvincular`;
    const r = await chamar('POST', url, alfa.token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG.clienteDesvinculado });
    expect(await statusNoBanco(c1.id, alfa.id)).toBe(2);
    expect(await principal(c1.id)).toBeNull();
    expect((await chamar('POST', url, alfa.token)).statusCode).toBe(404);
    expect(
      (await chamar('POST', `/api/representantes/${alfa.id}/clientes/999999/desvincular`, alfa.token))
        .statusCode,
    ).toBe(404);

    // A pending link (a request) is dropped too.
    await t.deps.db
      .insert(cliente_representante)
      .values({ cliente_id: c2.id, representante_id: alfa.id, status: 0 });
    expect(
      (await chamar('POST', `/api/representantes/${alfa.id}/clientes/${c2.id}/desvincular`, alfa.token))
        .statusCode,
    ).toBe(200);
    expect(await statusNoBanco(c2.id, alfa.id)).toBe(2);
  });

  it('principal sem linha de vínculo também é desfeito', async () => {
    await t.deps.db.update(clientes).set({ representante_id: alfa.id }).where(eq(clientes.id, c1.id));
    const r = await chamar(
      'POST',
      `/api/representantes/${alfa.id}/clientes/${c1.id}/desvincular`,
      alfa.token,
    );
    expect(r.statusCode).toBe(200);
    expect(await principal(c1.id)).toBeNull();
  });
});

describe('impressão de Minhas Representações', () => {
  it('o PDF do próprio cliente, com o vínculo de cada representante', async () => {
    const r = await chamar('GET', '/api/impressoes/representantes/listar', c2.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    expect(texto).toContain('Minhas Representações');
    expect(texto).toMatch(/Beta Vendas\s+São Paulo\/SP\s+Confirmado/);
    expect(texto).toContain('Gama Rep');
    // c1's pending link is c1's: not on c2's sheet.
    expect(texto).not.toContain('Pendente');
  });
});
