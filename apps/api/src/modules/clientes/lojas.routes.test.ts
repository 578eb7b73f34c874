import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, clientes as contratos } from '@rodada/contracts';
import { auditoria, clientes, enderecos, lojas, pedidos } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { CIDADE_TESTE, criarUsuarioLogado, garantirCidadeDeTeste } from '../../test/fabricas.js';

const { MSG_CLIENTES } = contratos;
/** The CNPJ of the other customer's store (spec D5: stored without the mask). */
const CNPJ_DO_OUTRO = '33000167000101';

let t: AppDeTeste;
/** The customer whose stores are managed. */
let eu: { token: string; clienteId: number; userId: number };
/** Another customer, whose stores nobody else may read or change. */
let outro: { token: string; clienteId: number };
/** Tokens of every role that is not cliente. */
const outrosPapeis: Record<string, string> = {};
let padraoId: number;
let lojaDoOutroId: number;

const listar = (clienteId: number) => `/api/clientes/${clienteId}/lojas/listar`;
const salvarUrl = (clienteId: number) => `/api/clientes/${clienteId}/lojas/salvar`;
const editarUrl = (clienteId: number, lojaId: number) => `/api/clientes/${clienteId}/lojas/${lojaId}/editar`;
const atualizarUrl = (clienteId: number, lojaId: number) =>
  `/api/clientes/${clienteId}/lojas/${lojaId}/atualizar`;
const excluirUrl = (clienteId: number, lojaId: number) =>
  `/api/clientes/${clienteId}/lojas/${lojaId}/excluir`;

/** A complete store (spec 2 §5 "Company form"); `mudar` and `endereco` override parts of it. */
function loja(mudar: Record<string, unknown> = {}, endereco: Record<string, unknown> = {}) {
  return {
    razao_social: 'Filial Centro Confecções Ltda',
    nome_fantasia: 'Filial Centro',
    cnpj: '12.ABC.345/01DE-35',
    ie: '123456789',
    endereco: {
      rua: 'Rua Augusta',
      numero: '900',
      complemento: 'Loja 2',
      bairro: 'Consolação',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01304-001',
      telefone: '(11) 3222-1100',
      celular: '(11) 98888-7777',
      email: 'Filial@Loja.test',
      ...endereco,
    },
    ...mudar,
  };
}

const post = (url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token: string | null) =>
  t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });

const lojasDo = (clienteId: number) => t.deps.db.select().from(lojas).where(eq(lojas.cliente_id, clienteId));

/** Inserts a store directly (the default one comes from the account's first save). */
async function inserirLoja(clienteId: number, dados: { nome: string; padrao: boolean; cnpj?: string }) {
  const [e] = await t.deps.db
    .insert(enderecos)
    .values({ rua: 'Rua A', numero: '1', bairro: 'Centro', ...CIDADE_TESTE, cep: '01310200' })
    .returning({ id: enderecos.id });
  const [l] = await t.deps.db
    .insert(lojas)
    .values({
      cliente_id: clienteId,
      razao_social: `${dados.nome} Ltda`,
      nome_fantasia: dados.nome,
      cnpj: dados.cnpj ?? '11222333000181',
      padrao: dados.padrao,
      endereco_id: e!.id,
    })
    .returning({ id: lojas.id });
  return l!.id;
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  for (const tipo of ['master', 'administrador', 'fornecedor', 'representante'] as const) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@l.test` });
    outrosPapeis[tipo] = await entrar(t.app, `${tipo}@l.test`);
  }
  const e = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'eu@l.test', nome: 'Minha Loja' });
  eu = { token: e.token, clienteId: e.id, userId: e.userId };
  const o = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'outro@l.test', nome: 'Outra Loja' });
  outro = { token: o.token, clienteId: o.id };
  padraoId = await inserirLoja(eu.clienteId, { nome: 'Matriz', padrao: true });
  lojaDoOutroId = await inserirLoja(outro.clienteId, {
    nome: 'Loja do Outro',
    padrao: true,
    cnpj: CNPJ_DO_OUTRO,
  });
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso às empresas (só o próprio cliente)', () => {
  it('sem login: 401 em todos', async () => {
    for (const r of [
      await get(listar(eu.clienteId), null),
      await get(editarUrl(eu.clienteId, padraoId), null),
      await post(salvarUrl(eu.clienteId), null, loja()),
      await post(atualizarUrl(eu.clienteId, padraoId), null, loja()),
      await post(excluirUrl(eu.clienteId, padraoId), null),
    ]) {
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
    }
  });

  it('os outros papéis sem vínculo com o cliente: 404 (o master só lê), nada muda', async () => {
    for (const [tipo, token] of Object.entries(outrosPapeis)) {
      const leituras = [
        await get(listar(eu.clienteId), token),
        await get(editarUrl(eu.clienteId, padraoId), token),
      ];
      // The master sees and edits every customer (cliente.policy); its writes are in
      // clientes-manutencao.routes.test.ts. Here it only reads.
      if (tipo === 'master') {
        for (const r of leituras) expect(r.statusCode, tipo).toBe(200);
        continue;
      }
      const escritas = [
        await post(salvarUrl(eu.clienteId), token, loja()),
        await post(atualizarUrl(eu.clienteId, padraoId), token, loja({ nome_fantasia: 'Mudou' })),
        await post(excluirUrl(eu.clienteId, padraoId), token),
      ];
      for (const r of [...leituras, ...escritas]) expect(r.statusCode, tipo).toBe(404);
    }
    const depois = await lojasDo(eu.clienteId);
    expect(depois).toHaveLength(1);
    expect(depois[0]?.nome_fantasia).toBe('Matriz');
  });

  it('o id de outro cliente: 404 e nada muda', async () => {
    const antes = await lojasDo(outro.clienteId);
    const respostas = [
      await get(listar(outro.clienteId), eu.token),
      await get(editarUrl(outro.clienteId, lojaDoOutroId), eu.token),
      await post(salvarUrl(outro.clienteId), eu.token, loja()),
      await post(atualizarUrl(outro.clienteId, lojaDoOutroId), eu.token, loja()),
      await post(excluirUrl(outro.clienteId, lojaDoOutroId), eu.token),
      // The store of another customer under one's own id is not found either.
      await get(editarUrl(eu.clienteId, lojaDoOutroId), eu.token),
      await post(atualizarUrl(eu.clienteId, lojaDoOutroId), eu.token, loja()),
      await post(excluirUrl(eu.clienteId, lojaDoOutroId), eu.token),
    ];
    for (const r of respostas) expect(r.statusCode).toBe(404);
    expect(await lojasDo(outro.clienteId)).toEqual(antes);
    expect(await lojasDo(eu.clienteId)).toHaveLength(1);
  });
});

describe('validação do formulário de empresa (spec 2 §5)', () => {
  const recusa = async (payload: unknown, erros: Record<string, string>) => {
    const r = await post(salvarUrl(eu.clienteId), eu.token, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: Record<string, string> }>().errors).toMatchObject(erros);
  };

  it("CNPJ alfanumérico com dígito errado: 'CNPJ inválido'", async () => {
    await recusa(loja({ cnpj: '12.ABC.345/01DE-36' }), { cnpj: 'CNPJ inválido' });
  });

  it('campos obrigatórios ausentes', async () => {
    await recusa(
      loja(
        { razao_social: '', nome_fantasia: '  ', cnpj: '' },
        { rua: '', numero: '', bairro: '', estado_id: '', cidade_id: '', cep: '' },
      ),
      {
        razao_social: 'Campo obrigatório',
        nome_fantasia: 'Campo obrigatório',
        cnpj: 'Campo obrigatório',
        'endereco.rua': 'Campo obrigatório',
        'endereco.numero': 'Campo obrigatório',
        'endereco.bairro': 'Campo obrigatório',
        'endereco.estado_id': 'Campo obrigatório',
        'endereco.cidade_id': 'Campo obrigatório',
        'endereco.cep': 'Campo obrigatório',
      },
    );
  });

  it('o próprio cliente (Company form, spec 3 §5) também precisa de telefone e email', async () => {
    await recusa(loja({}, { telefone: '', email: '' }), {
      'endereco.telefone': 'Campo obrigatório',
      'endereco.email': 'Campo obrigatório',
    });
    await recusa(loja({}, { telefone: undefined, email: null }), {
      'endereco.telefone': 'Campo obrigatório',
      'endereco.email': 'Campo obrigatório',
    });
  });

  it("CEP curto: 'CEP inválido'; e-mail ruim: 'E-mail inválido'", async () => {
    await recusa(loja({}, { cep: '0131-20', email: 'sem-arroba' }), {
      'endereco.cep': 'CEP inválido',
      'endereco.email': 'E-mail inválido',
    });
  });

  it('nada foi gravado pelas recusas', async () => {
    expect(await lojasDo(eu.clienteId)).toHaveLength(1);
  });
});

describe('empresas do cliente: listar, cadastrar, editar, excluir', () => {
  let novaId: number;

  it("cadastra (CNPJ alfanumérico aceito): 'Empresa salva com sucesso'", async () => {
    const r = await post(salvarUrl(eu.clienteId), eu.token, loja());
    expect(r.statusCode).toBe(200);
    const corpo = r.json<{ msg: string; loja: contratos.LojaLida }>();
    expect(corpo.msg).toBe(MSG_CLIENTES.salva);
    expect(corpo.loja).toMatchObject({
      razao_social: 'Filial Centro Confecções Ltda',
      cnpj: '12ABC34501DE35',
      padrao: false,
      endereco: { cep: '01304001', telefone: '1132221100', email: 'filial@loja.test', estado: 'SP' },
    });
    novaId = corpo.loja.id;
    const [registro] = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'lojas'), eq(auditoria.acao, 'criar')));
    expect(registro?.user_id).toBe(eu.userId);
  });

  it('lista as empresas, a padrão primeiro', async () => {
    const r = await get(listar(eu.clienteId), eu.token);
    expect(r.statusCode).toBe(200);
    const { lojas: lista } = r.json<{ lojas: contratos.LojaLida[] }>();
    expect(lista.map((l) => [l.id, l.padrao])).toEqual([
      [padraoId, true],
      [novaId, false],
    ]);
    // Each row says what the customer may do with it: the default one is never deleted (ADR 013).
    expect(lista.map((l) => l.acoes)).toEqual([
      { editar: true, excluir: false },
      { editar: true, excluir: true },
    ]);
  });

  it('carrega uma empresa para o formulário', async () => {
    const r = await get(editarUrl(eu.clienteId, novaId), eu.token);
    expect(r.statusCode).toBe(200);
    expect(r.json<{ loja: contratos.LojaLida }>().loja.nome_fantasia).toBe('Filial Centro');
  });

  it("edita: 'Empresa atualizada com sucesso'; o CEP é obrigatório (spec 3 §5)", async () => {
    const semCep = await post(
      atualizarUrl(eu.clienteId, novaId),
      eu.token,
      loja({ nome_fantasia: 'Filial Paulista', cnpj: '11.222.333/0001-81' }, { cep: '' }),
    );
    expect(semCep.statusCode).toBe(400);
    expect(semCep.json().errors).toMatchObject({ 'endereco.cep': 'Campo obrigatório' });

    const r = await post(
      atualizarUrl(eu.clienteId, novaId),
      eu.token,
      loja({ nome_fantasia: 'Filial Paulista', cnpj: '11.222.333/0001-81' }, { cep: '01304-001' }),
    );
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      msg: MSG_CLIENTES.atualizada,
      loja: { nome_fantasia: 'Filial Paulista', cnpj: '11222333000181', endereco: { cep: '01304001' } },
    });
  });

  it('a empresa padrão não pode ser excluída (409)', async () => {
    const r = await post(excluirUrl(eu.clienteId, padraoId), eu.token);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG_CLIENTES.padraoNaoExclui });
    expect(await lojasDo(eu.clienteId)).toHaveLength(2);
  });

  it("exclui a outra: 'Empresa excluída com sucesso', com o endereço", async () => {
    const [antes] = await t.deps.db.select().from(lojas).where(eq(lojas.id, novaId));
    const r = await post(excluirUrl(eu.clienteId, novaId), eu.token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CLIENTES.excluida });
    expect((await lojasDo(eu.clienteId)).map((l) => l.id)).toEqual([padraoId]);
    const endereco = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, antes!.endereco_id!));
    expect(endereco).toHaveLength(0);
    expect((await get(editarUrl(eu.clienteId, novaId), eu.token)).statusCode).toBe(404);
  });
});

describe('uma empresa usada em pedidos', () => {
  it('não pode ser excluída (409) e continua lá', async () => {
    const lojaId = await inserirLoja(eu.clienteId, { nome: 'Com Pedidos', padrao: false });
    const { perfilId: fornecedorId } = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'f2@l.test' });
    await t.deps.db.insert(pedidos).values({
      uuid: randomUUID(),
      user_id: eu.userId,
      fornecedor_id: fornecedorId!,
      cliente_id: eu.clienteId,
      cliente_loja_id: lojaId,
      data: '2026-03-10',
    });
    const r = await post(excluirUrl(eu.clienteId, lojaId), eu.token);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG_CLIENTES.usadaEmPedidos });
    expect((await lojasDo(eu.clienteId)).map((l) => l.id)).toContain(lojaId);
  });
});

describe('um CNPJ pertence a um só cliente (issue 9 §6)', () => {
  /** A third customer whose profile holds a CNPJ but has no store with it. */
  let dono: { clienteId: number; cnpj: string };
  beforeAll(async () => {
    const d = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'dono@l.test', nome: 'Dono do CNPJ' });
    dono = { clienteId: d.id, cnpj: '11444777000161' };
    await t.deps.db.update(clientes).set({ cnpj: dono.cnpj }).where(eq(clientes.id, d.id));
  });

  it('cadastrar uma empresa com o CNPJ de outro cliente (do perfil ou de uma loja): 409 sem dizer de quem', async () => {
    const antes = (await lojasDo(eu.clienteId)).length;
    for (const cnpj of [dono.cnpj, CNPJ_DO_OUTRO]) {
      const r = await post(salvarUrl(eu.clienteId), eu.token, loja({ cnpj }));
      expect(r.statusCode, cnpj).toBe(409);
      expect(r.json()).toEqual({
        status: 2,
        msg: MSG_CLIENTES.cnpjDeOutroCliente,
        errors: { cnpj: MSG_CLIENTES.cnpjDeOutroCliente },
      });
      expect(r.body).not.toContain('Dono do CNPJ');
      expect(r.body).not.toContain('dono@l.test');
      expect(r.body).not.toContain('Loja do Outro');
    }
    expect(await lojasDo(eu.clienteId)).toHaveLength(antes);
  });

  it('editar uma empresa para o CNPJ de outro cliente: 409 e nada muda', async () => {
    const r = await post(atualizarUrl(eu.clienteId, padraoId), eu.token, loja({ cnpj: dono.cnpj }));
    expect(r.statusCode).toBe(409);
    expect(r.json().errors).toEqual({ cnpj: MSG_CLIENTES.cnpjDeOutroCliente });
    const [padrao] = await t.deps.db.select().from(lojas).where(eq(lojas.id, padraoId));
    expect(padrao?.cnpj).not.toBe(dono.cnpj);
  });

  it('o próprio CNPJ segue livre: o do perfil numa filial e o da loja padrão ao editá-la', async () => {
    await t.deps.db.update(clientes).set({ cnpj: '45997418000153' }).where(eq(clientes.id, eu.clienteId));
    const filial = await post(salvarUrl(eu.clienteId), eu.token, loja({ cnpj: '45.997.418/0001-53' }));
    expect(filial.statusCode, filial.body).toBe(200);
    const [padrao] = await t.deps.db.select().from(lojas).where(eq(lojas.id, padraoId));
    const mesma = await post(atualizarUrl(eu.clienteId, padraoId), eu.token, loja({ cnpj: padrao!.cnpj }));
    expect(mesma.statusCode, mesma.body).toBe(200);
    // And now that it is the customer's, nobody else takes it.
    const r = await post(salvarUrl(outro.clienteId), outro.token, loja({ cnpj: '45.997.418/0001-53' }));
    expect(r.statusCode).toBe(409);
  });

  it('dois clientes disputando um CNPJ novo ao mesmo tempo: um fica com ele, o outro recebe 409', async () => {
    const cnpj = '60.701.190/0001-04';
    const [a, b] = await Promise.all([
      post(salvarUrl(eu.clienteId), eu.token, loja({ cnpj })),
      post(salvarUrl(outro.clienteId), outro.token, loja({ cnpj })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const donos = await t.deps.db
      .select({ cliente: lojas.cliente_id })
      .from(lojas)
      .where(eq(lojas.cnpj, '60701190000104'));
    expect(new Set(donos.map((d) => d.cliente)).size).toBe(1);
  });
});
