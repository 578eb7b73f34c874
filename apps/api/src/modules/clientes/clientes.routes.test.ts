import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, clientes as contratos } from '@rodada/contracts';
import { auditoria, cidades, clientes, enderecos, estados, lojas, users } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { CIDADE_TESTE, criarUsuarioLogado, garantirCidadeDeTeste } from '../../test/fabricas.js';

const { MSG_CONTA } = contratos;
const LISTAR = '/api/clientes/config/listar';
const SALVAR = '/api/clientes/config/salvar';

let t: AppDeTeste;
/** The customer who has not completed the account yet (verificado false). */
let novo: { token: string; clienteId: number; userId: number };
/** Another customer, whose data nobody else may read or change. */
let outro: { token: string; clienteId: number };

/** A complete first-save payload (spec 2 §5 "Customer account"); `mudar` overrides parts of it. */
function conta(mudar: Record<string, unknown> = {}, endereco: Record<string, unknown> = {}) {
  return {
    cliente: {
      razao_social: 'Loja Nova Confecções Ltda',
      nome_fantasia: 'Loja Nova',
      cnpj: '12.ABC.345/01DE-35',
      ie: '123456789',
      responsavel_nome: 'Joana Prado',
      responsavel_cpf: '529.982.247-25',
      user: { email: 'novo@c.test' },
      endereco: {
        rua: 'Avenida Paulista',
        numero: '1578',
        complemento: '12º andar',
        bairro: 'Bela Vista',
        estado_id: CIDADE_TESTE.estado_id,
        cidade_id: CIDADE_TESTE.cidade_id,
        cep: '01310-200',
        telefone: '(11) 3222-1100',
        celular: '',
        ...endereco,
      },
      ...mudar,
    },
  };
}

const salvar = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: SALVAR, headers: bearer(token), payload: payload as object });

const lojasDo = (clienteId: number) => t.deps.db.select().from(lojas).where(eq(lojas.cliente_id, clienteId));

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  // A second state and city, to refuse a city that is not of the chosen state.
  await t.deps.db.insert(estados).values({ id: 33, sigla: 'RJ', nome: 'Rio de Janeiro', regiao: 'Sudeste' });
  await t.deps.db.insert(cidades).values({ id: 3304557, nome: 'Rio de Janeiro', estado_id: 33 });
  for (const tipo of ['master', 'administrador', 'fornecedor', 'representante'] as const) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@c.test` });
  }
  const n = await criarUsuarioLogado(t, {
    tipo: 'cliente',
    email: 'novo@c.test',
    nome: 'Loja Nova',
    verificado: false,
  });
  novo = { token: n.token, clienteId: n.id, userId: n.userId };
  const o = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'outro@c.test', nome: 'Outra Loja' });
  outro = { token: o.token, clienteId: o.id };
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso à conta do cliente (só o próprio cliente)', () => {
  it('sem login: 401 ao carregar e ao salvar', async () => {
    expect((await t.app.inject({ url: LISTAR })).statusCode).toBe(401);
    const r = await t.app.inject({ method: 'POST', url: SALVAR, payload: conta() });
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it.each(['master', 'administrador', 'fornecedor', 'representante'])('%s: 403', async (tipo) => {
    const token = await entrar(t.app, `${tipo}@c.test`);
    expect((await t.app.inject({ url: LISTAR, headers: bearer(token) })).statusCode).toBe(403);
    const r = await salvar(token, conta());
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ status: 2, msg: MSG.semPermissao });
  });

  it('o id de outro cliente nunca é lido: 404, sem os dados dele', async () => {
    const r = await t.app.inject({ url: `${LISTAR}?id=${outro.clienteId}`, headers: bearer(novo.token) });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('outro@c.test');
    const proprio = await t.app.inject({
      url: `${LISTAR}?id=${novo.clienteId}`,
      headers: bearer(novo.token),
    });
    expect(proprio.statusCode).toBe(200);
    expect(proprio.json().cliente.id).toBe(novo.clienteId);
  });

  it('o id de outro cliente nunca é gravado: 404 e nada muda', async () => {
    const r = await salvar(novo.token, conta({ id: outro.clienteId, nome: 'Invasor' }));
    expect(r.statusCode).toBe(404);
    const [o] = await t.deps.db.select().from(clientes).where(eq(clientes.id, outro.clienteId));
    expect(o).toMatchObject({ nome: 'Outra Loja', cnpj: null });
    expect(await lojasDo(outro.clienteId)).toEqual([]);
    expect(await lojasDo(novo.clienteId)).toEqual([]);
  });
});

describe('GET /api/clientes/config/listar (spec 2 §7)', () => {
  it('cadastro novo: sem loja, com o email de login e novo_cadastro', async () => {
    const r = await t.app.inject({ url: LISTAR, headers: bearer(novo.token) });
    expect(r.statusCode).toBe(200);
    expect(r.json().cliente).toEqual({
      id: novo.clienteId,
      nome: 'Loja Nova',
      razao_social: null,
      nome_fantasia: null,
      cnpj: null,
      ie: null,
      responsavel_nome: null,
      responsavel_cpf: null,
      novo_cadastro: true,
      user: { email: 'novo@c.test' },
      endereco: null,
      loja: null,
      acoes: { editar: true, alterar_logo: false },
    });
  });
});

describe('POST /api/clientes/config/salvar: validação (spec 2 §5 "Customer account")', () => {
  /** Posts the payload as the new customer and answers the `errors` of the 400. */
  async function erros(payload: unknown) {
    const r = await salvar(novo.token, payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG.dadosInvalidos });
    return r.json().errors as Record<string, string>;
  }

  it("CNPJ com dígito errado: 'CNPJ Inválido' (spec D5)", async () => {
    expect((await erros(conta({ cnpj: '12.ABC.345/01DE-36' })))['cliente.cnpj']).toBe('CNPJ Inválido');
  });

  it("CPF do responsável com dígitos repetidos: 'CPF Inválido'", async () => {
    const e = await erros(conta({ responsavel_cpf: '111.111.111-11' }));
    expect(e['cliente.responsavel_cpf']).toBe('CPF Inválido');
  });

  it('sem telefone e sem celular: a mensagem nos dois campos', async () => {
    const e = await erros(conta({}, { telefone: '', celular: null }));
    expect(e).toEqual({
      'cliente.endereco.telefone': MSG_CONTA.telefoneOuCelular,
      'cliente.endereco.celular': MSG_CONTA.telefoneOuCelular,
    });
  });

  it("CEP incompleto: 'CEP inválido'; email inválido: 'Email Inválido'", async () => {
    const e = await erros(conta({ user: { email: 'novo@' } }, { cep: '0131' }));
    expect(e).toEqual({ 'cliente.endereco.cep': 'CEP inválido', 'cliente.user.email': 'Email Inválido' });
  });

  it("campos obrigatórios vazios: 'Campo obrigatório' em cada um", async () => {
    const e = await erros(
      conta(
        { razao_social: '  ', nome_fantasia: '', cnpj: '', responsavel_nome: '', user: { email: '' } },
        { rua: '', numero: '', bairro: '', estado_id: null, cidade_id: null, cep: '' },
      ),
    );
    for (const campo of [
      'razao_social',
      'nome_fantasia',
      'cnpj',
      'responsavel_nome',
      'user.email',
      'endereco.rua',
      'endereco.numero',
      'endereco.bairro',
      'endereco.estado_id',
      'endereco.cidade_id',
      'endereco.cep',
    ]) {
      expect(e[`cliente.${campo}`], campo).toBe('Campo obrigatório');
    }
  });

  it('primeiro salvamento sem os dados da loja: cada campo da loja é obrigatório', async () => {
    const { razao_social: _r, nome_fantasia: _n, cnpj: _c, endereco: _e, ...sem } = conta().cliente;
    const e = await erros({ cliente: sem });
    expect(e).toMatchObject({
      'cliente.razao_social': 'Campo obrigatório',
      'cliente.nome_fantasia': 'Campo obrigatório',
      'cliente.cnpj': 'Campo obrigatório',
      'cliente.endereco.rua': 'Campo obrigatório',
      'cliente.endereco.cep': 'Campo obrigatório',
      'cliente.endereco.telefone': MSG_CONTA.telefoneOuCelular,
    });
  });

  it('cidade de outro estado é recusada', async () => {
    const e = await erros(conta({}, { cidade_id: 3304557 }));
    expect(e).toEqual({ 'cliente.endereco.cidade_id': MSG_CONTA.cidadeForaDoEstado });
  });

  it('email de outro usuário (maiúsculas ou não): 400 no email', async () => {
    const e = await erros(conta({ user: { email: 'OUTRO@c.test' } }));
    expect(e).toEqual({ 'cliente.user.email': MSG_CONTA.emailEmUso });
  });

  it('nada foi gravado pelos salvamentos recusados', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, novo.userId));
    expect(u).toMatchObject({ verificado: false, email: 'novo@c.test' });
    expect(await lojasDo(novo.clienteId)).toEqual([]);
  });
});

describe('POST /api/clientes/config/salvar: gravação (spec 2 §4 "Account verification")', () => {
  it('primeiro salvamento cria a loja padrão com endereço, conclui o cadastro e responde o usuário', async () => {
    const r = await salvar(novo.token, conta());
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo.msg).toBe('Dados da conta salvos com sucesso');
    expect(corpo.user).toMatchObject({
      id: novo.userId,
      tipo: 'cliente',
      email: 'novo@c.test',
      verificado: true,
      cliente_id: novo.clienteId,
      cliente_nome: 'Loja Nova',
    });
    expect(corpo.user).not.toHaveProperty('api_token');

    const criadas = await lojasDo(novo.clienteId);
    expect(criadas).toHaveLength(1);
    expect(criadas[0]).toMatchObject({
      padrao: true,
      razao_social: 'Loja Nova Confecções Ltda',
      nome_fantasia: 'Loja Nova',
      cnpj: '12ABC34501DE35',
      ie: '123456789',
      responsavel_id: novo.userId,
    });
    const [end] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, criadas[0]!.endereco_id!));
    expect(end).toMatchObject({
      rua: 'Avenida Paulista',
      cep: '01310200',
      telefone: '1132221100',
      celular: null,
      email: 'novo@c.test',
      local: 'São Paulo/SP',
    });
    const [cli] = await t.deps.db.select().from(clientes).where(eq(clientes.id, novo.clienteId));
    expect(cli).toMatchObject({
      razao_social: 'Loja Nova Confecções Ltda',
      nome_fantasia: 'Loja Nova',
      cnpj: '12ABC34501DE35',
      responsavel_nome: 'Joana Prado',
      responsavel_cpf: '52998224725',
    });
    // The profile's address is its own row, not the store's.
    expect(cli!.endereco_id).not.toBeNull();
    expect(cli!.endereco_id).not.toBe(criadas[0]!.endereco_id);
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, novo.userId));
    expect(u!.verificado).toBe(true);

    const [registro] = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'concluir_cadastro'), eq(auditoria.entidade_id, String(novo.clienteId))));
    expect(registro).toMatchObject({ user_id: novo.userId, entidade: 'clientes' });
  });

  it('a conta carregada mostra a loja padrão e o endereço', async () => {
    const { cliente } = (await t.app.inject({ url: LISTAR, headers: bearer(novo.token) })).json();
    expect(cliente.novo_cadastro).toBe(false);
    expect(cliente.loja).toMatchObject({ cnpj: '12ABC34501DE35', nome_fantasia: 'Loja Nova' });
    expect(cliente.loja.endereco).toMatchObject({ cidade: 'São Paulo', estado: 'SP', cep: '01310200' });
    expect(cliente.endereco).toMatchObject({ rua: 'Avenida Paulista', numero: '1578' });
  });

  it('segundo salvamento atualiza a mesma loja, sem criar outra', async () => {
    const antes = await lojasDo(novo.clienteId);
    const r = await salvar(
      novo.token,
      conta({ nome_fantasia: 'Loja Nova Centro' }, { celular: '(11) 98888-7766' }),
    );
    expect(r.statusCode).toBe(200);
    const depois = await lojasDo(novo.clienteId);
    expect(depois).toHaveLength(1);
    expect(depois[0]).toMatchObject({ id: antes[0]!.id, nome_fantasia: 'Loja Nova Centro', padrao: true });
    const [end] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, depois[0]!.endereco_id!));
    expect(end!.celular).toBe('11988887766');
  });

  it('conta completa sem os dados da loja: muda nome e responsável, a loja fica como está', async () => {
    const r = await salvar(novo.token, {
      cliente: {
        nome: 'Loja Nova Matriz',
        responsavel_nome: 'Carla Prado',
        responsavel_cpf: '52998224725',
        user: { email: 'novo@c.test' },
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().user.cliente_nome).toBe('Loja Nova Matriz');
    const [cli] = await t.deps.db.select().from(clientes).where(eq(clientes.id, novo.clienteId));
    expect(cli).toMatchObject({ nome: 'Loja Nova Matriz', responsavel_nome: 'Carla Prado' });
    expect((await lojasDo(novo.clienteId))[0]).toMatchObject({ nome_fantasia: 'Loja Nova Centro' });
  });

  it('dados da loja enviados pela metade são recusados mesmo com a conta completa', async () => {
    const r = await salvar(novo.token, {
      cliente: { ...conta().cliente, endereco: undefined, cnpj: undefined },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      'cliente.cnpj': 'Campo obrigatório',
      'cliente.endereco.rua': 'Campo obrigatório',
    });
  });

  it('novo email vira o login: o antigo não entra mais, o novo entra com a mesma senha', async () => {
    const r = await salvar(novo.token, conta({ user: { email: 'Loja.Nova@C.test' } }));
    expect(r.statusCode).toBe(200);
    expect(r.json().user.email).toBe('loja.nova@c.test');
    const velho = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: 'novo@c.test', password: 'segredo123' },
    });
    expect(velho.statusCode).toBe(401);
    const token = await entrar(t.app, 'loja.nova@c.test');
    const { cliente } = (await t.app.inject({ url: LISTAR, headers: bearer(token) })).json();
    expect(cliente.user.email).toBe('loja.nova@c.test');
    // The store address follows the login e-mail it copies.
    expect(cliente.loja.endereco.email).toBe('loja.nova@c.test');
  });

  it('o outro cliente não foi tocado por nada disso', async () => {
    const { cliente } = (await t.app.inject({ url: LISTAR, headers: bearer(outro.token) })).json();
    expect(cliente).toMatchObject({
      nome: 'Outra Loja',
      cnpj: null,
      loja: null,
      user: { email: 'outro@c.test' },
    });
  });
});

describe('um CNPJ pertence a um só cliente (issue 9 §6)', () => {
  it('a conta não fica com o CNPJ de outro cliente: 409 no campo, sem dizer de quem, nada gravado', async () => {
    const dono = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'dono@c.test', nome: 'Dono' });
    await t.deps.db.update(clientes).set({ cnpj: '11444777000161' }).where(eq(clientes.id, dono.id));
    const n = await criarUsuarioLogado(t, {
      tipo: 'cliente',
      email: 'sem-cnpj@c.test',
      nome: 'Sem CNPJ',
      verificado: false,
    });
    const r = await salvar(
      n.token,
      conta({ cnpj: '11.444.777/0001-61', user: { email: 'sem-cnpj@c.test' } }),
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      status: 2,
      msg: contratos.MSG_CLIENTES.cnpjDeOutroCliente,
      errors: { 'cliente.cnpj': contratos.MSG_CLIENTES.cnpjDeOutroCliente },
    });
    expect(r.body).not.toContain('dono@c.test');
    expect(await lojasDo(n.id)).toHaveLength(0);
    const [u] = await t.deps.db.select({ v: users.verificado }).from(users).where(eq(users.id, n.userId));
    expect(u?.v).toBe(false);
    // Its own new CNPJ is free.
    const ok = await salvar(
      n.token,
      conta({ cnpj: '45.997.418/0001-53', user: { email: 'sem-cnpj@c.test' } }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // Saving again with the CNPJ it holds (profile and default store) is fine.
    const denovo = await salvar(
      n.token,
      conta({ cnpj: '45.997.418/0001-53', user: { email: 'sem-cnpj@c.test' } }),
    );
    expect(denovo.statusCode, denovo.body).toBe(200);
  });
});
