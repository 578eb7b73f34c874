import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { representantes as contrato } from '@rodada/contracts';
import {
  auditoria,
  bancos,
  cliente_representante,
  clientes,
  enderecos,
  impressoes,
  representantes,
  users,
} from '../../db/schema/index.js';
import { textoDoPdf } from '../../test/pdf.js';
import {
  CIDADE_TESTE,
  chamadorJson,
  criarRodadas,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { rodada_representantes } from '../../db/schema/index.js';

const { MSG_REPRESENTANTES: MSG } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const tokens: Record<'master' | 'administrador' | 'fornecedor' | 'representante' | 'cliente', string> = {
  master: '',
  administrador: '',
  fornecedor: '',
  representante: '',
  cliente: '',
};
let administradorId = 0;
let seq = 0;
const novoEmail = () => `rep-${++seq}@manut.test`;

/** A valid form, as the web sends it (masks included). */
function formValido(mudancas: Record<string, unknown> = {}) {
  return {
    nome_fantasia: 'Norte Representações',
    razao_social: 'Norte Representações Comerciais Ltda',
    cnpj: '12.ABC.345/01DE-35',
    ie: '112233',
    banco: '341',
    agencia: '0001',
    conta: '12345-6',
    conta_tipo: 'Conta Corrente',
    endereco: {
      rua: 'Rua Augusta',
      numero: '500',
      complemento: 'Sala 3',
      bairro: 'Consolação',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01305-000',
      telefone: '(11) 3222-1100',
      celular: '',
      email: 'contato@norte.test',
    },
    user: { email: novoEmail() },
    ...mudancas,
  };
}

/** Creates a representative through the API (as the administrador); answers id, e-mail, password. */
async function criar(mudancas: Record<string, unknown> = {}) {
  const corpo = formValido(mudancas);
  const r = await chamar('POST', '/api/representantes/salvar', tokens.administrador, corpo);
  expect(r.statusCode, r.body).toBe(200);
  const { id, senha } = r.json<{ id: number; senha: string }>();
  return { id, senha, email: corpo.user.email };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  await t.deps.db.insert(bancos).values([
    { codigo: '001', nome: 'Banco do Brasil S.A.' },
    { codigo: '341', nome: 'Itaú Unibanco S.A.' },
  ]);
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@manut.test' });
  tokens.master = await entrar(t.app, 'master@manut.test');
  const adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@manut.test' });
  tokens.administrador = adm.token;
  administradorId = adm.id;
  for (const tipo of ['fornecedor', 'representante', 'cliente'] as const) {
    tokens[tipo] = (await criarUsuarioLogado(t, { tipo, email: `${tipo}@manut.test` })).token;
  }
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso (spec 2 §6)', () => {
  const ROTAS: [string, 'GET' | 'POST', string, readonly string[], object?][] = [
    ['listar', 'GET', '/api/representantes/listar', ['administrador', 'master']],
    ['lista curta', 'GET', '/api/representantes/listar/lista', ['administrador', 'master']],
    ['salvar', 'POST', '/api/representantes/salvar', ['administrador'], { nome_fantasia: 'X' }],
    ['editar', 'GET', '/api/representantes/1/editar', ['administrador', 'master']],
    ['atualizar', 'POST', '/api/representantes/1/atualizar', ['administrador', 'master'], {}],
    ['excluir', 'POST', '/api/representantes/1/excluir', ['administrador', 'master']],
    ['resetar', 'POST', '/api/representantes/1/resetar', ['administrador', 'master']],
    ['detalhar', 'GET', '/api/representante/1/detalhar', ['administrador', 'master', 'cliente']],
  ];
  it.each(ROTAS)('%s sem sessão: 401', async (_n, metodo, url, _papeis, corpo) => {
    expect((await chamar(metodo, url, undefined, corpo)).statusCode).toBe(401);
  });
  it.each(ROTAS)('%s com outro papel: 403', async (_n, metodo, url, papeis, corpo) => {
    for (const tipo of Object.keys(tokens) as (keyof typeof tokens)[]) {
      if (papeis.includes(tipo)) continue;
      const r = await chamar(metodo, url, tokens[tipo], corpo);
      expect(r.statusCode, `${tipo} ${url}`).toBe(403);
    }
  });
});

describe('cadastro (spec 2 §5 "Representative form")', () => {
  it('obrigatórios: 400 por campo, nada gravado', async () => {
    const antes = await t.deps.db.$count(representantes);
    const r = await chamar('POST', '/api/representantes/salvar', tokens.administrador, {
      nome_fantasia: ' ',
      endereco: {},
      user: {},
    });
    expect(r.statusCode).toBe(400);
    const errors = r.json<{ errors: Record<string, string> }>().errors;
    for (const campo of [
      'nome_fantasia',
      'cnpj',
      'endereco.rua',
      'endereco.numero',
      'endereco.bairro',
      'endereco.estado_id',
      'endereco.cidade_id',
      'endereco.cep',
      'user.email',
    ]) {
      expect(errors[campo], campo).toBe('Campo obrigatório');
    }
    // Optional ones are not demanded.
    for (const campo of ['razao_social', 'ie', 'banco', 'agencia', 'conta', 'conta_tipo', 'endereco.email']) {
      expect(errors[campo], campo).toBeUndefined();
    }
    expect(await t.deps.db.$count(representantes)).toBe(antes);
  });

  it('CNPJ alfanumérico: 12.ABC.345/01DE-35 aceito, 12.ABC.345/01DE-36 recusado', async () => {
    const ruim = await chamar(
      'POST',
      '/api/representantes/salvar',
      tokens.administrador,
      formValido({ cnpj: '12.ABC.345/01DE-36' }),
    );
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ cnpj: 'CNPJ Inválido' });
    const { id } = await criar({ cnpj: '12.abc.345/01de-35' });
    const [linha] = await t.deps.db
      .select({ cnpj: representantes.cnpj })
      .from(representantes)
      .where(eq(representantes.id, id));
    expect(linha?.cnpj).toBe('12ABC34501DE35');
  });

  it('email do endereço inválido, banco fora da lista, tipo de conta, cidade de outro estado: 400', async () => {
    const email = await chamar(
      'POST',
      '/api/representantes/salvar',
      tokens.administrador,
      formValido({ endereco: { ...formValido().endereco, email: 'x@' } }),
    );
    expect(email.json().errors).toEqual({ 'endereco.email': 'E-mail inválido' });
    const tipo = await chamar(
      'POST',
      '/api/representantes/salvar',
      tokens.administrador,
      formValido({ conta_tipo: 'Conta Salário' }),
    );
    expect(tipo.json().errors).toEqual({ conta_tipo: MSG.contaTipoInvalido });
    const banco = await chamar(
      'POST',
      '/api/representantes/salvar',
      tokens.administrador,
      formValido({ banco: '999', endereco: { ...formValido().endereco, cidade_id: 3304557 } }),
    );
    expect(banco.statusCode).toBe(400);
    expect(banco.json().errors).toEqual({
      banco: MSG.bancoInvalido,
      'endereco.cidade_id': MSG.cidadeForaDoEstado,
    });
  });

  it('login já usado (sem diferenciar maiúsculas): 400 em user.email', async () => {
    const r = await chamar(
      'POST',
      '/api/representantes/salvar',
      tokens.administrador,
      formValido({ user: { email: 'CLIENTE@manut.test' } }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'user.email': MSG.emailEmUso });
  });

  it('cadastra com senha temporária; o novo representante entra preso em trocar_senha e sem cadastro concluído', async () => {
    const { id, senha, email } = await criar({ banco: '', agencia: '', conta: '', conta_tipo: '' });
    expect(senha.length).toBeGreaterThanOrEqual(8);
    const [linha] = await t.deps.db
      .select({
        tipo: users.tipo,
        nome: users.nome,
        verificado: users.verificado,
        email_validado: users.email_validado,
        trocar_senha: users.trocar_senha,
        banco: representantes.banco,
        conta_tipo: representantes.conta_tipo,
        local: enderecos.local,
        end_email: enderecos.email,
      })
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .innerJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
      .where(eq(representantes.id, id));
    expect(linha).toEqual({
      tipo: 'representante',
      nome: 'Norte Representações',
      verificado: false,
      email_validado: true,
      trocar_senha: true,
      banco: null,
      conta_tipo: null,
      local: 'São Paulo/SP',
      end_email: 'contato@norte.test',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email, password: senha },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ api_token: string }>().api_token;
    expect((await chamar('GET', '/api/representantes/conta', token)).statusCode).toBe(403);
    const audit = await t.deps.db
      .select({ dados: auditoria.dados })
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'representantes'), eq(auditoria.acao, 'cadastrar')));
    expect(JSON.stringify(audit)).not.toContain(senha);
  });
});

describe('listas', () => {
  it('listar: paginada, por nome, com busca por nome, cidade, CNPJ e email', async () => {
    await criar({ nome_fantasia: 'Zeta Vendas', cnpj: '11.222.333/0001-81' });
    const todos = await chamar('GET', '/api/representantes/listar', tokens.master);
    expect(todos.statusCode).toBe(200);
    const lista = todos.json().representantes;
    expect(lista).toMatchObject({ current_page: 1, per_page: 30 });
    const zeta = lista.data.find((r: { nome: string }) => r.nome === 'Zeta Vendas');
    expect(zeta).toEqual({
      id: expect.any(Number),
      nome: 'Zeta Vendas',
      nome_fantasia: 'Zeta Vendas',
      razao_social: 'Norte Representações Comerciais Ltda',
      cnpj: '11222333000181',
      cidade: 'São Paulo',
      local: 'São Paulo/SP',
      email: expect.stringContaining('@manut.test'),
      acoes: { editar: true, excluir: true, resetar_senha: true, alterar_email: true },
    });
    const nomes = lista.data.map((r: { nome: string }) => r.nome);
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'en')));

    const buscar = async (busca: string) =>
      (
        await chamar(
          'GET',
          `/api/representantes/listar?busca=${encodeURIComponent(busca)}`,
          tokens.administrador,
        )
      )
        .json()
        .representantes.data.map((r: { nome: string }) => r.nome) as string[];
    expect(await buscar('   zeta')).toEqual(['Zeta Vendas']);
    expect(await buscar('11.222.333/0001')).toEqual(['Zeta Vendas']);
    expect(await buscar(zeta.email)).toEqual(['Zeta Vendas']);
    expect(await buscar('são paulo')).toContain('Zeta Vendas');
    expect(await buscar('%')).toEqual([]);

    const pag = (await chamar('GET', '/api/representantes/listar?paginacao=1&page=2', tokens.master)).json();
    expect(pag.representantes).toMatchObject({ current_page: 2, per_page: 1 });
    expect(pag.representantes.data).toHaveLength(1);
    const fora = await chamar('GET', '/api/representantes/listar?paginacao=1000', tokens.master);
    expect(fora.statusCode).toBe(400);
  });

  it('lista curta: id e nome fantasia, por nome', async () => {
    const r = await chamar('GET', '/api/representantes/listar/lista?busca=zeta', tokens.master);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      representantes: [{ id: expect.any(Number), nome_fantasia: 'Zeta Vendas' }],
      truncado: false,
    });
  });
});

describe('editar, detalhar, atualizar', () => {
  it('editar e detalhar devolvem os dados; id desconhecido: 404', async () => {
    const { id, email } = await criar({ nome_fantasia: 'Detalhe Rep' });
    const editar = await chamar('GET', `/api/representantes/${id}/editar`, tokens.master);
    expect(editar.statusCode).toBe(200);
    expect(editar.json().representante).toMatchObject({
      id,
      nome_fantasia: 'Detalhe Rep',
      cnpj: '12ABC34501DE35',
      banco: '341',
      conta_tipo: 'Conta Corrente',
      endereco: { cep: '01305000', cidade: 'São Paulo', estado: 'SP', telefone: '1132221100', celular: null },
      user: { email },
      acoes: { editar: true, excluir: true, resetar_senha: true, alterar_email: true },
    });
    // The administrador who registered it edits it, with the login e-mail locked (ADR 007).
    const doAdmin = await chamar('GET', `/api/representantes/${id}/editar`, tokens.administrador);
    expect(doAdmin.json().representante.acoes).toEqual({
      editar: true,
      excluir: true,
      resetar_senha: true,
      alterar_email: false,
    });
    // The client sees the details and may do nothing else with them.
    const doCliente = await chamar('GET', `/api/representante/${id}/detalhar`, tokens.cliente);
    expect(Object.values(doCliente.json().representante.acoes as Record<string, boolean>)).not.toContain(
      true,
    );
    for (const token of [tokens.cliente, tokens.administrador, tokens.master]) {
      const det = await chamar('GET', `/api/representante/${id}/detalhar`, token);
      expect(det.statusCode).toBe(200);
      expect(det.json().representante).toMatchObject({
        id,
        nome: 'Detalhe Rep',
        cnpj: '12ABC34501DE35',
        email: 'contato@norte.test',
        endereco: { rua: 'Rua Augusta', numero: '500', cidade: 'São Paulo', telefone: '1132221100' },
      });
      // Bank data is not for the client's eyes.
      expect(det.json().representante).not.toHaveProperty('conta');
    }
    for (const [metodo, url] of [
      ['GET', '/api/representantes/999999/editar'],
      ['GET', '/api/representante/999999/detalhar'],
      ['POST', '/api/representantes/999999/excluir'],
      ['POST', '/api/representantes/999999/resetar'],
    ] as const) {
      expect((await chamar(metodo, url, tokens.master)).statusCode, url).toBe(404);
    }
    const atualizar = await chamar(
      'POST',
      '/api/representantes/999999/atualizar',
      tokens.master,
      formValido(),
    );
    expect(atualizar.statusCode).toBe(404);
  });

  it('atualiza perfil, endereço e login; o login de outro: 400; nada muda num 400', async () => {
    const { id, senha } = await criar({ nome_fantasia: 'Antes Ltda' });
    const novo = novoEmail();
    const r = await chamar(
      'POST',
      `/api/representantes/${id}/atualizar`,
      tokens.master,
      formValido({
        nome_fantasia: 'Depois Ltda',
        cnpj: '11222333000181',
        banco: '001',
        conta_tipo: 'Conta Poupança',
        user: { email: novo.toUpperCase() },
        endereco: { ...formValido().endereco, numero: '77', email: '' },
      }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().msg).toBe(MSG.atualizado);
    const depois = (await chamar('GET', `/api/representantes/${id}/editar`, tokens.administrador)).json()
      .representante;
    expect(depois).toMatchObject({
      nome_fantasia: 'Depois Ltda',
      cnpj: '11222333000181',
      banco: '001',
      conta_tipo: 'Conta Poupança',
      endereco: { numero: '77', email: null },
      user: { email: novo },
    });
    // The password stays: the new login works with it.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: novo, password: senha },
    });
    expect(login.statusCode).toBe(200);
    const [u] = await t.deps.db.select({ nome: users.nome }).from(users).where(eq(users.email, novo));
    expect(u?.nome).toBe('Depois Ltda');
    // The details fall back to the login e-mail when the address has none.
    const det = await chamar('GET', `/api/representante/${id}/detalhar`, tokens.cliente);
    expect(det.json().representante.email).toBe(novo);

    const tomado = await chamar(
      'POST',
      `/api/representantes/${id}/atualizar`,
      tokens.master,
      formValido({ nome_fantasia: 'Não Salva', user: { email: 'fornecedor@manut.test' } }),
    );
    expect(tomado.statusCode).toBe(400);
    expect(tomado.json().errors).toEqual({ 'user.email': MSG.emailEmUso });
    const mesmo = (await chamar('GET', `/api/representantes/${id}/editar`, tokens.master)).json()
      .representante;
    expect(mesmo.nome_fantasia).toBe('Depois Ltda');
  });
});

describe('excluir e resetar', () => {
  it('exclui perfil, login e endereço; o excluído perde a sessão', async () => {
    const { id, email, senha } = await criar({ nome_fantasia: 'Para Excluir' });
    const token = await entrar(t.app, email, senha);
    const [rep] = await t.deps.db
      .select({ endereco_id: representantes.endereco_id })
      .from(representantes)
      .where(eq(representantes.id, id));
    const r = await chamar('POST', `/api/representantes/${id}/excluir`, tokens.administrador);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG.excluido });
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect(await t.deps.db.select().from(enderecos).where(eq(enderecos.id, rep!.endereco_id!))).toHaveLength(
      0,
    );
    expect((await chamar('GET', '/api/usuarios/logado', token)).statusCode).toBe(401);
    expect((await chamar('GET', `/api/representantes/${id}/editar`, tokens.master)).statusCode).toBe(404);
  });

  it('recusa quem tem clientes vinculados ou participa de rodadas: 409 com o motivo', async () => {
    const comCliente = await criar({ nome_fantasia: 'Com Cliente' });
    const { perfilId: clienteId } = await criarUsuario(t.deps, {
      tipo: 'cliente',
      email: 'cli-del@manut.test',
    });
    await t.deps.db
      .insert(cliente_representante)
      .values({ cliente_id: clienteId!, representante_id: comCliente.id, status: 1 });
    const r1 = await chamar('POST', `/api/representantes/${comCliente.id}/excluir`, tokens.master);
    expect(r1.statusCode).toBe(409);
    expect(r1.json()).toMatchObject({ status: 2, msg: MSG.comClientes });

    // Main representative of a client, without a link row: still a client.
    const principal = await criar({ nome_fantasia: 'Principal' });
    await t.deps.db
      .update(clientes)
      .set({ representante_id: principal.id })
      .where(eq(clientes.id, clienteId!));
    expect(
      (await chamar('POST', `/api/representantes/${principal.id}/excluir`, tokens.master)).statusCode,
    ).toBe(409);

    // A pending link alone does not keep it.
    const pendente = await criar({ nome_fantasia: 'Só Pendente' });
    await t.deps.db
      .insert(cliente_representante)
      .values({ cliente_id: clienteId!, representante_id: pendente.id, status: 0 });
    expect(
      (await chamar('POST', `/api/representantes/${pendente.id}/excluir`, tokens.master)).statusCode,
    ).toBe(200);

    const naRodada = await criar({ nome_fantasia: 'Na Rodada' });
    const [rodadaId] = await criarRodadas(t.deps, administradorId, [
      { nome: 'Rodada R', data_inicio: '2030-01-10', data_fim: '2030-01-12' },
    ]);
    await t.deps.db
      .insert(rodada_representantes)
      .values({ rodada_id: rodadaId!, representante_id: naRodada.id });
    const r2 = await chamar('POST', `/api/representantes/${naRodada.id}/excluir`, tokens.administrador);
    expect(r2.statusCode).toBe(409);
    expect(r2.json().msg).toBe(MSG.comRegistros);
    expect((await chamar('GET', `/api/representantes/${naRodada.id}/editar`, tokens.master)).statusCode).toBe(
      200,
    );
  });

  it('resetar: nova senha temporária mostrada uma vez; a antiga deixa de valer e as sessões caem', async () => {
    const { id, email, senha } = await criar({ nome_fantasia: 'Reset' });
    const token = await entrar(t.app, email, senha);
    const r = await chamar('POST', `/api/representantes/${id}/resetar`, tokens.administrador);
    expect(r.statusCode).toBe(200);
    const { msg, senha: nova } = r.json<{ msg: string; senha: string }>();
    expect(msg).toBe(`Senha resetada com sucesso. Nova senha: ${nova}`);
    expect(nova).not.toBe(senha);
    expect((await chamar('GET', '/api/usuarios/logado', token)).statusCode).toBe(401);
    const velha = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email, password: senha },
    });
    expect(velha.statusCode).not.toBe(200);
    expect(await entrar(t.app, email, nova)).toBeTruthy();
  });
});

describe('impressão da lista (GET /api/impressoes/representantes/listar)', () => {
  const url = '/api/impressoes/representantes/listar';

  it('sem sessão: 401; fornecedor e representante: 403', async () => {
    expect((await chamar('GET', url)).statusCode).toBe(401);
    expect((await chamar('GET', url, tokens.fornecedor)).statusCode).toBe(403);
    expect((await chamar('GET', url, tokens.representante)).statusCode).toBe(403);
  });

  it('local: o PDF da lista com a busca, CNPJ com máscara e telefones', async () => {
    await criar({ nome_fantasia: 'Impressa Representações', cnpj: '11.222.333/0001-81' });
    const r = await chamar('GET', `${url}?busca=${encodeURIComponent('impressa')}`, tokens.administrador);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    expect(texto).toContain('Representantes');
    expect(texto).toContain('Busca: "impressa"');
    expect(texto).toContain('Impressa Representações');
    expect(texto).toContain('11.222.333/0001-81');
    expect(texto).toContain('(11) 3222-1100');
    expect(texto).not.toContain('Zeta Vendas');
  });

  it('remota sem rodada: 400; com a rodada do administrador: vai para a fila', async () => {
    const semRodada = await chamar('GET', `${url}?impressao=remota`, tokens.administrador);
    expect(semRodada.statusCode).toBe(400);
    const [rodadaId] = await criarRodadas(t.deps, administradorId, [
      { nome: 'Rodada Impressão', data_inicio: '2000-01-01', data_fim: '2099-12-31' },
    ]);
    const r = await chamar('GET', `${url}?impressao=remota&rodada_id=${rodadaId}`, tokens.administrador);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      status: 1,
      msg: 'Impressão encaminhada para a Ilha de Impressão com sucesso',
    });
    const fila = await t.deps.db.select().from(impressoes).where(eq(impressoes.rodada_id, rodadaId!));
    expect(fila.map((i) => i.descricao)).toEqual(['Lista de representantes']);
  });
});

describe('ADR 007: o administrador mantém os representantes das suas rodadas e os que cadastrou', () => {
  let outroAdmin: { token: string; id: number; userId: number };
  let sozinho: { id: number; email: string };

  beforeAll(async () => {
    outroAdmin = await criarUsuarioLogado(t, { tipo: 'administrador', email: `adm-${++seq}@manut.test` });
    // A representative that signed up alone and takes part in a round of administradorId only.
    const email = novoEmail();
    const { perfilId } = await criarUsuario(t.deps, { tipo: 'representante', email, nome: `Sozinho ${seq}` });
    sozinho = { id: perfilId!, email };
    const [rodada] = await criarRodadas(t.deps, administradorId, [
      { nome: `Rodada R${seq}`, data_inicio: '2030-04-10', data_fim: '2030-04-12' },
    ]);
    await t.deps.db
      .insert(rodada_representantes)
      .values({ rodada_id: rodada!, representante_id: sozinho.id });
  });

  /** editar, atualizar (keeping the login e-mail), resetar and excluir of one representative. */
  const acoes = (id: number, email: string) =>
    [
      ['GET', `/api/representantes/${id}/editar`, undefined],
      ['POST', `/api/representantes/${id}/atualizar`, formValido({ user: { email } })],
      ['POST', `/api/representantes/${id}/resetar`, undefined],
      ['POST', `/api/representantes/${id}/excluir`, undefined],
    ] as const;

  it('o administrador de outra rodada recebe 404 em editar, atualizar, resetar e excluir', async () => {
    for (const [metodo, url, body] of acoes(sozinho.id, sozinho.email)) {
      expect((await chamar(metodo, url, outroAdmin.token, body)).statusCode, `${metodo} ${url}`).toBe(404);
    }
    const [r] = await t.deps.db
      .select({ nome: representantes.nome_fantasia, trocar: users.trocar_senha })
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .where(eq(representantes.id, sozinho.id));
    expect(r).toEqual({ nome: `Sozinho ${sozinho.email.match(/\d+/)![0]}`, trocar: false });
    // The list says so per row.
    const linha = (
      await chamar(
        'GET',
        `/api/representantes/listar?busca=${encodeURIComponent(sozinho.email)}`,
        outroAdmin.token,
      )
    ).json().representantes.data[0];
    expect(linha).toMatchObject({
      id: sozinho.id,
      acoes: { editar: false, excluir: false, resetar_senha: false, alterar_email: false },
    });
  });

  it('o administrador da rodada edita e reseta; excluir só é recusado pela rodada (409)', async () => {
    const [editar, atualizar, resetar, excluir] = acoes(sozinho.id, sozinho.email);
    expect((await chamar(editar[0], editar[1], tokens.administrador)).statusCode).toBe(200);
    expect((await chamar(atualizar[0], atualizar[1], tokens.administrador, atualizar[2])).statusCode).toBe(
      200,
    );
    const r = await chamar(resetar[0], resetar[1], tokens.administrador);
    expect(r.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: sozinho.email, password: r.json().senha },
    });
    expect(login.statusCode).toBe(200);
    const recusado = await chamar(excluir[0], excluir[1], tokens.administrador);
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().msg).toBe(MSG.comRegistros);
    const linha = (
      await chamar(
        'GET',
        `/api/representantes/listar?busca=${encodeURIComponent(sozinho.email)}`,
        tokens.administrador,
      )
    ).json().representantes.data[0];
    // The administrador maintains it but never changes its login e-mail (ADR 007).
    expect(linha).toMatchObject({
      id: sozinho.id,
      acoes: { editar: true, excluir: true, resetar_senha: true, alterar_email: false },
    });
  });

  it('quem cadastrou mantém o que cadastrou; o master mantém todos', async () => {
    const corpo = formValido();
    const criado = await chamar('POST', '/api/representantes/salvar', outroAdmin.token, corpo);
    expect(criado.statusCode, criado.body).toBe(200);
    const id = criado.json<{ id: number }>().id;
    for (const [metodo, url, body] of acoes(id, corpo.user.email)) {
      expect((await chamar(metodo, url, tokens.administrador, body)).statusCode, `${metodo} ${url}`).toBe(
        404,
      );
    }
    for (const [metodo, url, body] of acoes(id, corpo.user.email)) {
      expect((await chamar(metodo, url, outroAdmin.token, body)).statusCode, `${metodo} ${url}`).toBe(200);
    }
    for (const [metodo, url, body] of acoes(sozinho.id, sozinho.email).slice(0, 3)) {
      expect((await chamar(metodo, url, tokens.master, body)).statusCode, `${metodo} ${url}`).toBe(200);
    }
  });

  it('o email de login só muda pelo master (422 para o administrador, mesmo o da rodada)', async () => {
    const { id, email, senha } = await criar();
    const outro = novoEmail();
    const r = await chamar(
      'POST',
      `/api/representantes/${id}/atualizar`,
      tokens.administrador,
      formValido({ user: { email: outro } }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ msg: MSG.emailSoMaster, errors: { 'user.email': MSG.emailSoMaster } });
    expect(await t.deps.db.select().from(users).where(eq(users.email, outro))).toHaveLength(0);
    // Same e-mail in another case is no change.
    const mesmo = await chamar(
      'POST',
      `/api/representantes/${id}/atualizar`,
      tokens.administrador,
      formValido({ user: { email: email.toUpperCase() } }),
    );
    expect(mesmo.statusCode, mesmo.body).toBe(200);
    const master = await chamar(
      'POST',
      `/api/representantes/${id}/atualizar`,
      tokens.master,
      formValido({ user: { email: outro } }),
    );
    expect(master.statusCode, master.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: outro, password: senha },
    });
    expect(login.statusCode).toBe(200);
  });
});
