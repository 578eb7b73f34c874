import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG, rodadas as contratos } from '@rodada/contracts';
import { arquivos, fornecedores, rodadas, stands } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarRodadas, criarUsuarioLogado } from '../../test/fabricas.js';

const { MSG_RODADAS } = contratos;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let admin: { token: string; id: number };
let outroAdmin: { token: string; id: number };
let master: string;
let fornecedor: string;
let fornecedorId: number;
let aberta: number;
let encerrada: number;
let deOutro: number;
let comPlanta: number;
let plantaId: number;

const mapa = (id: number) => `/api/stands/${id}`;

async function standsDe(rodadaId: number) {
  return t.deps.db
    .select({ codigo: stands.codigo, nome: stands.nome, valor: stands.valor })
    .from(stands)
    .where(eq(stands.rodada_id, rodadaId));
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  admin = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@mapa.test' });
  outroAdmin = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'outro@mapa.test' });
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@mapa.test' });
  master = await entrar(t.app, 'master@mapa.test');
  const doFornecedor = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@mapa.test' });
  fornecedor = doFornecedor.token;
  fornecedorId = doFornecedor.id;
  [aberta, encerrada, comPlanta] = (await criarRodadas(t.deps, admin.id, [
    { nome: 'Moda Norte', data_inicio: '2020-01-01', data_fim: '2099-12-31' },
    { nome: 'Encerrada', data_inicio: '2020-01-01', data_fim: '2020-01-03' },
    { nome: 'Com planta', data_inicio: '2020-01-01', data_fim: '2099-12-31' },
  ])) as [number, number, number];
  [deOutro] = (await criarRodadas(t.deps, outroAdmin.id, [
    { nome: 'De outro', data_inicio: '2020-01-01', data_fim: '2099-12-31' },
  ])) as [number];
  await t.deps.db.insert(stands).values([
    {
      rodada_id: aberta,
      codigo: 'A10',
      nome: 'DEZ',
      valor: '3600.00',
      proprietario_tipo: 'fornecedor',
      proprietario_id: fornecedorId,
    },
    {
      rodada_id: aberta,
      codigo: 'A2',
      nome: null,
      valor: '4800.00',
      proprietario_tipo: 'cliente',
      proprietario_id: 9191,
    },
    { rodada_id: aberta, codigo: 'a1', nome: 'UM', valor: '100.00', avulso_nome: 'LOJA DO JOÃO' },
    {
      rodada_id: aberta,
      codigo: 'A3',
      nome: 'REP',
      valor: '1.00',
      proprietario_tipo: 'representante',
      proprietario_id: 9292,
    },
    { rodada_id: aberta, codigo: null, nome: 'SEM CÓDIGO', valor: '50.00' },
    { rodada_id: encerrada, codigo: 'E1', nome: 'VELHO', valor: '10.00' },
  ]);
  const [arquivo] = await t.deps.db
    .insert(arquivos)
    .values({
      chave: `rodadas/${comPlanta}/planta.svg`,
      mime: 'image/svg+xml',
      bytes: 10,
      sha256: 'a'.repeat(64),
    })
    .returning({ id: arquivos.id });
  plantaId = arquivo!.id;
  await t.deps.db.update(rodadas).set({ planta_arquivo_id: plantaId }).where(eq(rodadas.id, comPlanta));
});

afterAll(async () => {
  await t.fechar();
});

describe('GET /api/stands/:id (mapa de stands, público; spec 1 §2.10)', () => {
  it('sem login: o cabeçalho da rodada e os stands com código, em ordem natural, sem valor; só o dono fornecedor (issue 13 §7)', async () => {
    const res = await chamar('GET', mapa(aberta));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      rodada: {
        id: aberta,
        nome: 'Moda Norte',
        local: 'Expo Center Norte',
        data_inicio: '2020-01-01',
        data_fim: '2099-12-31',
        cidade_nome: 'São Paulo',
        estado_nome: 'São Paulo',
        estado_sigla: 'SP',
        planta_nome: null,
      },
      stands: [
        { codigo: 'a1', nome: 'UM', fornecedor_id: null },
        { codigo: 'A2', nome: null, fornecedor_id: null },
        { codigo: 'A3', nome: 'REP', fornecedor_id: null },
        { codigo: 'A10', nome: 'DEZ', fornecedor_id: fornecedorId },
      ],
      pode_renomear: false,
    });
    // Never the value, a client's or representative's id, nor a free-text owner.
    expect(res.body).not.toContain('3600');
    expect(res.body).not.toContain('9191');
    expect(res.body).not.toContain('9292');
    expect(res.body).not.toContain('JOÃO');
  });

  it('um fornecedor inativo não ganha o link para a loja (a loja não o mostra)', async () => {
    await t.deps.db.update(fornecedores).set({ ativo: false }).where(eq(fornecedores.id, fornecedorId));
    try {
      const stands = (await chamar('GET', mapa(aberta))).json<{
        stands: { fornecedor_id: number | null }[];
      }>().stands;
      expect(stands.map((s) => s.fornecedor_id)).toEqual([null, null, null, null]);
    } finally {
      await t.deps.db.update(fornecedores).set({ ativo: true }).where(eq(fornecedores.id, fornecedorId));
    }
  });

  it('a planta é o endereço servido pela rota da planta, com a versão do arquivo', async () => {
    const res = await chamar('GET', mapa(comPlanta));
    expect(res.json().rodada.planta_nome).toBe(`/api/rodadas/${comPlanta}/planta?v=${plantaId}`);
  });

  it('revalida sempre (no-cache) com ETag: 304 quando nada mudou, 200 depois de uma mudança', async () => {
    const primeira = await chamar('GET', mapa(aberta));
    expect(primeira.headers['cache-control']).toBe('private, no-cache');
    const marca = primeira.headers.etag as string;
    expect(marca).toMatch(/^W\/"/);
    const igual = await t.app.inject({ url: mapa(aberta), headers: { 'if-none-match': marca } });
    expect(igual.statusCode).toBe(304);
    expect(igual.body).toBe('');
    await t.deps.db.update(stands).set({ nome: 'DEZ NOVO' }).where(eq(stands.codigo, 'A10'));
    const mudou = await t.app.inject({ url: mapa(aberta), headers: { 'if-none-match': marca } });
    expect(mudou.statusCode).toBe(200);
    expect(mudou.headers.etag).not.toBe(marca);
    await t.deps.db.update(stands).set({ nome: 'DEZ' }).where(eq(stands.codigo, 'A10'));
  });

  it('rodada que não existe: 404 em português', async () => {
    const res = await chamar('GET', mapa(999_999));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 2, msg: MSG_RODADAS.rodadaNaoEncontrada });
  });

  it('pode_renomear: o administrador da rodada e o master com a rodada aberta; mais ninguém', async () => {
    const pode = async (id: number, token?: string) =>
      (await chamar('GET', mapa(id), token)).json().pode_renomear;
    expect(await pode(aberta, admin.token)).toBe(true);
    expect(await pode(aberta, master)).toBe(true);
    expect(await pode(deOutro, master)).toBe(true);
    expect(await pode(aberta, outroAdmin.token)).toBe(false);
    expect(await pode(aberta, fornecedor)).toBe(false);
    expect(await pode(encerrada, admin.token)).toBe(false);
    // A stale or forged token is just a visitor: the map stays public.
    const falso = await chamar('GET', mapa(aberta), 'token-que-nao-existe');
    expect(falso.statusCode).toBe(200);
    expect(falso.json().pode_renomear).toBe(false);
  });

  it('o cookie de login também conta', async () => {
    const res = await t.app.inject({ url: mapa(aberta), cookies: { api_token: admin.token } });
    expect(res.json().pode_renomear).toBe(true);
  });
});

describe('POST /api/stands/:id (nome do stand pelo mapa)', () => {
  const salvar = (id: number, token: string | undefined, body: object) =>
    chamar('POST', mapa(id), token, body);

  it('sem login: 401', async () => {
    const res = await salvar(aberta, undefined, { codigo: 'A2', nome: 'X', valor: 0 });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBe(MSG.sessaoExpirada);
  });

  it('fornecedor: 403', async () => {
    expect((await salvar(aberta, fornecedor, { codigo: 'A2', nome: 'X', valor: 0 })).statusCode).toBe(403);
  });

  it('rodada de outro administrador: 404, e nada muda', async () => {
    const res = await salvar(deOutro, admin.token, { codigo: 'Z1', nome: 'INVASOR', valor: 0 });
    expect(res.statusCode).toBe(404);
    expect(await standsDe(deOutro)).toEqual([]);
  });

  it('rodada encerrada: 422 com a mensagem', async () => {
    const res = await salvar(encerrada, admin.token, { codigo: 'E1', nome: 'NOVO', valor: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
    expect((await standsDe(encerrada))[0]?.nome).toBe('VELHO');
  });

  it('nome com 19 caracteres: 400 com a mensagem no campo', async () => {
    const res = await salvar(aberta, admin.token, { codigo: 'A2', nome: 'X'.repeat(19), valor: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ nome: MSG_RODADAS.nomeStandLongo });
  });

  it('código fora do padrão de um id (espaço, <, aspas): 400', async () => {
    for (const codigo of ['A 1', '<x>', 'a"b', '']) {
      const res = await salvar(aberta, admin.token, { codigo, nome: 'X', valor: 0 });
      expect(res.statusCode, codigo).toBe(400);
    }
  });

  it('stand existente: só o nome muda, em maiúsculas e sem espaços nas pontas; o valor fica', async () => {
    const res = await salvar(aberta, admin.token, { codigo: 'A2', nome: '  confecções maria ', valor: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Stand salvo com sucesso' });
    const a2 = (await standsDe(aberta)).find((s) => s.codigo === 'A2');
    expect(a2).toEqual({ codigo: 'A2', nome: 'CONFECÇÕES MARIA', valor: '4800.00' });
  });

  it('código novo: cria o stand com valor 0 (spec 1 §3), e o mapa o mostra', async () => {
    const res = await salvar(aberta, master, { codigo: 'B7', nome: 'Nova Loja' });
    expect(res.statusCode).toBe(200);
    expect((await standsDe(aberta)).find((s) => s.codigo === 'B7')).toEqual({
      codigo: 'B7',
      nome: 'NOVA LOJA',
      valor: '0.00',
    });
    const lido = (await chamar('GET', mapa(aberta))).json().stands as { codigo: string }[];
    expect(lido.map((s) => s.codigo)).toEqual(
      ['a1', 'A2', 'A3', 'B7', 'A10'].sort((a, b) =>
        a.localeCompare(b, 'pt-BR', { numeric: true, sensitivity: 'base' }),
      ),
    );
  });

  it('nome vazio apaga o nome', async () => {
    await salvar(aberta, admin.token, { codigo: 'A10', nome: '   ', valor: 0 });
    expect((await standsDe(aberta)).find((s) => s.codigo === 'A10')?.nome).toBeNull();
  });

  it('um valor diferente de 0 é recusado: o mapa nunca muda o valor', async () => {
    const res = await salvar(aberta, admin.token, { codigo: 'A2', nome: 'X', valor: 10 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ valor: MSG_RODADAS.valorMapaZero });
  });

  it('pelo cookie, sem o cabeçalho X-Requested-With: 403 (CSRF, ADR 008)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: mapa(aberta),
      cookies: { api_token: admin.token },
      payload: { codigo: 'A2', nome: 'CSRF' },
    });
    expect(res.statusCode).toBe(403);
    const comCabecalho = await t.app.inject({
      method: 'POST',
      url: mapa(aberta),
      cookies: { api_token: admin.token },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { codigo: 'A2', nome: 'COOKIE' },
    });
    expect(comCabecalho.statusCode).toBe(200);
  });

  it('bearer do outro administrador na própria rodada dele funciona', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: mapa(deOutro),
      headers: bearer(outroAdmin.token),
      payload: { codigo: 'Z1', nome: 'DELE' },
    });
    expect(res.statusCode).toBe(200);
  });
});
