import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MSG, cnpjComDigitos, formatarCnpj, clientes as contrato } from '@rodada/contracts';
import {
  auditoria,
  cliente_representante,
  clientes,
  enderecos,
  fornecedor_cliente,
  lojas,
  pedidos,
  rodada_clientes,
  rodada_fornecedores,
  users,
} from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import {
  chamadorJson,
  CIDADE_TESTE,
  criarRodadas,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { textoDoPdf } from '../../test/pdf.js';

const { MSG_CLIENTES, MSG_CONTA } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const del = (url: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

interface Logado {
  token: string;
  id: number;
  userId: number;
}
let master: string;
let adm: Logado;
let adm2: Logado;
let forn: Logado;
let forn2: Logado;
let rep: Logado;
let rep2: Logado;
let cli: Logado;
let rodadaAdm: number;
let rodadaAdm2: number;

let seq = 0;
const novoEmail = (prefixo: string) => `${prefixo}-${++seq}@cli.test`;

/** A complete customer form (spec 2 §5 "Customer form"); `mudar` and `endereco` override parts. */
function cliente(mudar: Record<string, unknown> = {}, endereco: Record<string, unknown> = {}) {
  return {
    razao_social: 'Boutique Aurora Comércio de Roupas Ltda',
    nome_fantasia: 'Boutique Aurora',
    cnpj: '12.ABC.345/01DE-35',
    ie: '110042490114',
    responsavel_nome: 'Aurora Lima',
    responsavel_cpf: '529.982.247-25',
    user: { email: novoEmail('aurora') },
    endereco: {
      rua: 'Rua Oscar Freire',
      numero: '1200',
      complemento: 'Loja 3',
      bairro: 'Jardins',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01426-001',
      telefone: '(11) 3061-2200',
      celular: '(11) 99876-5432',
      ...endereco,
    },
    ...mudar,
  };
}

/** CNPJs valid and unused, one per call (numeric, from a counter). */
let raiz = 10_000_000;
async function cnpjNovo(): Promise<string> {
  return Promise.resolve(cnpjComDigitos(`${++raiz}0001`));
}

/** Registers a customer through the API as `token`; answers its id, e-mail and password. */
async function cadastrar(token: string, mudar: Record<string, unknown> = {}) {
  const email = novoEmail('cliente');
  const corpo = cliente({ cnpj: await cnpjNovo(), user: { email }, ...mudar });
  const r = await chamar('POST', '/api/clientes/salvar', token, corpo);
  expect(r.statusCode, r.body).toBe(200);
  const { id, senha } = r.json<{ id: number; senha: string }>();
  return { id, email, senha, cnpj: corpo.cnpj };
}

/** Ids of a list answer's rows. */
const idsDe = (r: { json: () => { clientes: { data: { id: number }[] } } }) =>
  r.json().clientes.data.map((c) => c.id);

/** An order (only what the list's round columns read). */
async function inserirPedido(d: {
  clienteId: number;
  fornecedorId: number;
  rodadaId: number | null;
  valor: string;
  status?: number;
}) {
  const [loja] = await t.deps.db
    .select({ id: lojas.id })
    .from(lojas)
    .where(eq(lojas.cliente_id, d.clienteId))
    .limit(1);
  await t.deps.db.insert(pedidos).values({
    uuid: randomUUID(),
    user_id: forn.userId,
    fornecedor_id: d.fornecedorId,
    cliente_id: d.clienteId,
    cliente_loja_id: loja!.id,
    rodada_id: d.rodadaId,
    data: '2030-01-10',
    valor_liquido: d.valor,
    valor_bruto: d.valor,
    status: d.status ?? 0,
  });
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@cli.test', nome: 'Mestre' });
  master = await entrar(t.app, 'master@cli.test');
  adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@cli.test', nome: 'Adm Um' });
  adm2 = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm2@cli.test', nome: 'Adm Dois' });
  forn = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@cli.test', nome: 'Malhas Sul' });
  forn2 = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn2@cli.test', nome: 'Jeans Norte' });
  rep = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@cli.test', nome: 'Rep Um' });
  rep2 = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep2@cli.test', nome: 'Rep Dois' });
  cli = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@cli.test', nome: 'Loja Própria' });
  [rodadaAdm = 0] = await criarRodadas(t.deps, adm.id, [
    { nome: 'Rodada Um', data_inicio: '2030-01-10', data_fim: '2030-01-12' },
  ]);
  [rodadaAdm2 = 0] = await criarRodadas(t.deps, adm2.id, [
    { nome: 'Rodada Dois', data_inicio: '2030-02-10', data_fim: '2030-02-12' },
  ]);
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso', () => {
  const ROTAS: ['GET' | 'POST' | 'DELETE', string, object?][] = [
    ['GET', '/api/clientes/listar'],
    ['GET', '/api/fornecedores/1/clientes'],
    ['GET', '/api/fornecedores/1/clientes/1'],
    ['GET', '/api/representantes/1/clientes'],
    ['GET', '/api/administradores/1/clientes'],
    ['POST', '/api/clientes/salvar', {}],
    ['GET', '/api/clientes/1/editar'],
    ['POST', '/api/clientes/1/atualizar', {}],
    ['DELETE', '/api/clientes/1/excluir'],
    ['POST', '/api/clientes/1/ativardesativar', {}],
  ];

  it.each(ROTAS)('%s %s sem sessão: 401', async (metodo, url, corpo) => {
    const r = metodo === 'DELETE' ? await del(url) : await chamar(metodo, url, undefined, corpo);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('papel errado: 403', async () => {
    const casos: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      [master, 'POST', '/api/clientes/salvar', cliente()],
      [cli.token, 'POST', '/api/clientes/salvar', cliente()],
      [cli.token, 'POST', '/api/clientes/1/atualizar', cliente()],
      [rep.token, 'DELETE', '/api/clientes/1/excluir'],
      [master, 'DELETE', '/api/clientes/1/excluir'],
      [forn.token, 'POST', '/api/clientes/1/ativardesativar', {}],
      [cli.token, 'POST', '/api/clientes/1/ativardesativar', {}],
      [rep.token, 'GET', `/api/fornecedores/${forn.id}/clientes`],
      [rep.token, 'GET', `/api/fornecedores/${forn.id}/clientes/${rodadaAdm}`],
      [forn.token, 'GET', `/api/representantes/${rep.id}/clientes`],
      [master, 'GET', `/api/administradores/${adm.id}/clientes`],
    ];
    for (const [token, metodo, url, corpo] of casos) {
      const r = metodo === 'DELETE' ? await del(url, token) : await chamar(metodo, url, token, corpo);
      expect(r.statusCode, `${metodo} ${url}`).toBe(403);
    }
    expect(await t.deps.db.select({ n: count() }).from(clientes)).toEqual([{ n: 1 }]);
  });

  it('a lista de outro fornecedor, representante ou administrador: 404', async () => {
    for (const [token, url] of [
      [forn.token, `/api/fornecedores/${forn2.id}/clientes`],
      [forn.token, `/api/fornecedores/${forn2.id}/clientes/${rodadaAdm}`],
      [rep.token, `/api/representantes/${rep2.id}/clientes`],
      [adm.token, `/api/administradores/${adm2.id}/clientes`],
    ] as const) {
      expect((await chamar('GET', url, token)).statusCode, url).toBe(404);
    }
  });
});

describe('cadastro (POST /api/clientes/salvar)', () => {
  const recusa = async (corpo: object, erros: Record<string, string>, token = rep.token) => {
    const r = await chamar('POST', '/api/clientes/salvar', token, corpo);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json<{ errors: Record<string, string> }>().errors).toMatchObject(erros);
  };

  it('campos obrigatórios, com as mensagens do spec 2 §5', async () => {
    await recusa(
      cliente(
        {
          razao_social: '',
          nome_fantasia: ' ',
          cnpj: '',
          responsavel_nome: '',
          responsavel_cpf: '',
          user: {},
        },
        { rua: '', numero: '', bairro: '', estado_id: '', cidade_id: '', cep: '', telefone: '', celular: '' },
      ),
      {
        razao_social: 'Campo obrigatório',
        nome_fantasia: 'Campo obrigatório',
        cnpj: 'Campo obrigatório',
        responsavel_nome: 'Campo obrigatório',
        responsavel_cpf: 'Campo obrigatório',
        'user.email': 'Campo obrigatório',
        'endereco.rua': 'Campo obrigatório',
        'endereco.cep': 'Campo obrigatório',
        'endereco.estado_id': 'Campo obrigatório',
        'endereco.telefone': MSG_CONTA.telefoneOuCelular,
        'endereco.celular': MSG_CONTA.telefoneOuCelular,
      },
    );
  });

  it("CNPJ alfanumérico com dígito errado (12.ABC.345/01DE-36): 'CNPJ Inválido'", async () => {
    await recusa(cliente({ cnpj: '12.ABC.345/01DE-36' }), { cnpj: 'CNPJ Inválido' });
  });

  it("CPF do responsável com dígitos repetidos: 'CPF Inválido'; email ruim: 'Email Inválido'", async () => {
    await recusa(cliente({ responsavel_cpf: '111.111.111-11', user: { email: 'sem-arroba' } }), {
      responsavel_cpf: 'CPF Inválido',
      'user.email': 'Email Inválido',
    });
  });

  it('cidade de outro estado: 400 em endereco.cidade_id', async () => {
    await recusa(cliente({}, { estado_id: 33 }), { 'endereco.cidade_id': MSG_CONTA.cidadeForaDoEstado });
  });

  it('nada foi gravado pelas recusas', async () => {
    expect(await t.deps.db.select({ n: count() }).from(clientes)).toEqual([{ n: 1 }]);
  });

  it('representante cadastra (CNPJ 12.ABC.345/01DE-35): login com senha temporária, loja padrão e vínculo', async () => {
    const email = novoEmail('Aurora').toUpperCase();
    const r = await chamar('POST', '/api/clientes/salvar', rep.token, cliente({ user: { email } }));
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json<{ status: number; msg: string; id: number; senha: string }>();
    expect(corpo).toMatchObject({ status: 1, msg: MSG_CLIENTES.salvo });
    expect(corpo.senha.length).toBeGreaterThanOrEqual(8);

    const [c] = await t.deps.db
      .select({
        cnpj: clientes.cnpj,
        cpf: clientes.responsavel_cpf,
        rep: clientes.representante_id,
        nome: clientes.nome,
        email: users.email,
        tipo: users.tipo,
        trocar: users.trocar_senha,
        verificado: users.verificado,
        enderecoId: clientes.endereco_id,
      })
      .from(clientes)
      .innerJoin(users, eq(users.id, clientes.user_id))
      .where(eq(clientes.id, corpo.id));
    expect(c).toMatchObject({
      cnpj: '12ABC34501DE35',
      cpf: '52998224725',
      rep: rep.id,
      nome: 'Boutique Aurora',
      email: email.toLowerCase(),
      tipo: 'cliente',
      trocar: true,
      verificado: true,
    });
    const [end] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, c!.enderecoId!));
    expect(end).toMatchObject({
      cep: '01426001',
      telefone: '1130612200',
      email: email.toLowerCase(),
      local: 'São Paulo/SP',
    });

    const lojasDoCliente = await t.deps.db.select().from(lojas).where(eq(lojas.cliente_id, corpo.id));
    expect(lojasDoCliente).toHaveLength(1);
    expect(lojasDoCliente[0]).toMatchObject({
      padrao: true,
      cnpj: '12ABC34501DE35',
      responsavel_id: rep.userId,
    });
    expect(lojasDoCliente[0]!.endereco_id).not.toBe(c!.enderecoId);

    const vinculo = await t.deps.db
      .select({ status: cliente_representante.status })
      .from(cliente_representante)
      .where(eq(cliente_representante.cliente_id, corpo.id));
    expect(vinculo).toEqual([{ status: 1 }]);

    // The new customer logs in with the temporary password and must change it (spec D1).
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: email.toLowerCase(), password: corpo.senha },
    });
    expect(login.statusCode).toBe(200);
    expect(JSON.stringify(login.json())).toContain('"trocar_senha":true');

    const audit = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'clientes'), eq(auditoria.acao, 'cadastrar')));
    expect(audit.some((a) => a.entidade_id === String(corpo.id))).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(corpo.senha);
  });

  it("CNPJ já cadastrado (com outra máscara): 409 'Cliente já cadastrado…' e nada é criado", async () => {
    const antes = await t.deps.db.select({ n: count() }).from(users);
    const r = await chamar('POST', '/api/clientes/salvar', rep2.token, cliente({ cnpj: '12abc34501de35' }));
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG_CLIENTES.jaCadastrado });
    expect(await t.deps.db.select({ n: count() }).from(users)).toEqual(antes);
  });

  it('o CNPJ de uma loja de outro cliente também conta como cadastrado', async () => {
    const cnpj = await cnpjNovo();
    const { id } = await cadastrar(rep.token);
    const filial = await chamar('POST', `/api/clientes/${id}/lojas/salvar`, rep.token, {
      razao_social: 'Filial',
      nome_fantasia: 'Filial',
      cnpj,
      endereco: cliente().endereco,
    });
    expect(filial.statusCode, filial.body).toBe(200);
    const r = await chamar('POST', '/api/clientes/salvar', rep.token, cliente({ cnpj }));
    expect(r.statusCode).toBe(409);
  });

  it('email de login já usado: 400 em user.email', async () => {
    await recusa(cliente({ cnpj: await cnpjNovo(), user: { email: 'REP2@cli.test' } }), {
      'user.email': MSG_CONTA.emailEmUso,
    });
  });

  it('representante não escolhe outro representante: 422', async () => {
    const r = await chamar(
      'POST',
      '/api/clientes/salvar',
      rep.token,
      cliente({ cnpj: await cnpjNovo(), representante_id: rep2.id }),
    );
    expect(r.statusCode).toBe(422);
    expect(r.json().msg).toBe(MSG_CLIENTES.representanteSoMaster);
    const proprio = await chamar(
      'POST',
      '/api/clientes/salvar',
      rep.token,
      cliente({ cnpj: await cnpjNovo(), representante_id: rep.id }),
    );
    expect(proprio.statusCode).toBe(200);
  });

  it('fornecedor cadastra: o cliente entra na lista dele, sem representante', async () => {
    const { id } = await cadastrar(forn.token);
    const fc = await t.deps.db.select().from(fornecedor_cliente).where(eq(fornecedor_cliente.cliente_id, id));
    expect(fc.map((f) => f.fornecedor_id)).toEqual([forn.id]);
    const [c] = await t.deps.db.select().from(clientes).where(eq(clientes.id, id));
    expect(c?.representante_id).toBeNull();
    expect(idsDe(await chamar('GET', `/api/fornecedores/${forn.id}/clientes`, forn.token))).toContain(id);
    expect(idsDe(await chamar('GET', '/api/clientes/listar', forn.token))).toContain(id);
    expect(idsDe(await chamar('GET', `/api/fornecedores/${forn2.id}/clientes`, forn2.token))).not.toContain(
      id,
    );
  });

  it('administrador cadastra numa rodada que organiza (obrigatória)', async () => {
    await recusa(
      cliente({ cnpj: await cnpjNovo() }),
      { rodada_id: MSG_CLIENTES.rodadaObrigatoria },
      adm.token,
    );
    await recusa(
      cliente({ cnpj: await cnpjNovo(), rodada_id: rodadaAdm2 }),
      { rodada_id: MSG_CLIENTES.rodadaInexistente },
      adm.token,
    );
    const { id } = await cadastrar(adm.token, { rodada_id: rodadaAdm });
    const rc = await t.deps.db.select().from(rodada_clientes).where(eq(rodada_clientes.cliente_id, id));
    expect(rc.map((r) => r.rodada_id)).toEqual([rodadaAdm]);
    expect(idsDe(await chamar('GET', `/api/administradores/${adm.id}/clientes`, adm.token))).toContain(id);
    expect(idsDe(await chamar('GET', '/api/clientes/listar', adm.token))).toContain(id);
    expect(idsDe(await chamar('GET', `/api/administradores/${adm2.id}/clientes`, adm2.token))).not.toContain(
      id,
    );
    // Another administrador's round is not its to see: 404 (rodada.ver), not an empty list.
    expect((await chamar('GET', `/api/clientes/listar?rodada_id=${rodadaAdm2}`, adm.token)).statusCode).toBe(
      404,
    );
  });
});

describe('listas', () => {
  let doRep: number;
  let doRep2: number;
  let vinculado: number;
  let pendente: number;

  beforeAll(async () => {
    doRep = (await cadastrar(rep.token, { nome_fantasia: 'Zeta Modas Listagem' })).id;
    doRep2 = (await cadastrar(rep2.token, { nome_fantasia: 'Ômega Listagem' })).id;
    vinculado = (await cadastrar(rep2.token, { nome_fantasia: 'Vinculada Listagem' })).id;
    pendente = (await cadastrar(rep2.token, { nome_fantasia: 'Pendente Listagem' })).id;
    await t.deps.db.insert(cliente_representante).values([
      { cliente_id: vinculado, representante_id: rep.id, status: 1 },
      { cliente_id: pendente, representante_id: rep.id, status: 0 },
    ]);
  });

  it('representante: os seus e os de vínculo confirmado; nunca os de outro nem os pendentes', async () => {
    const r = await chamar('GET', `/api/representantes/${rep.id}/clientes?paginacao=200`, rep.token);
    expect(r.statusCode).toBe(200);
    const ids = idsDe(r);
    expect(ids).toEqual(expect.arrayContaining([doRep, vinculado]));
    expect(ids).not.toContain(doRep2);
    expect(ids).not.toContain(pendente);
    expect(idsDe(await chamar('GET', '/api/clientes/listar?paginacao=200', rep.token))).toEqual(ids);
    const ids2 = idsDe(
      await chamar('GET', `/api/representantes/${rep2.id}/clientes?paginacao=200`, rep2.token),
    );
    expect(ids2).toEqual(expect.arrayContaining([doRep2, vinculado, pendente]));
    expect(ids2).not.toContain(doRep);
  });

  it('a linha traz o que as colunas pedem', async () => {
    const r = await chamar('GET', `/api/clientes/listar?busca=zeta`, master);
    expect(r.json().clientes.data).toEqual([
      {
        id: doRep,
        nome: 'Zeta Modas Listagem',
        razao_social: 'Boutique Aurora Comércio de Roupas Ltda',
        nome_fantasia: 'Zeta Modas Listagem',
        cnpj: expect.stringMatching(/^[0-9]{14}$/),
        responsavel_nome: 'Aurora Lima',
        representante_id: rep.id,
        representante_nome: 'Rep Um',
        cidade_estado: 'São Paulo/SP',
        telefone: '1130612200',
        celular: '11998765432',
        email: expect.stringContaining('@cli.test'),
        ativo: true,
        novo_cadastro: false,
        pedidos_rodada: null,
        valor_rodada: null,
        // The master edits every customer and changes its e-mail and representative; only a
        // fornecedor deletes; CNPJ and IE are stored, so fixed (ADR 013).
        acoes: {
          editar: true,
          excluir: false,
          ativar: true,
          imprimir: true,
          alterar_email: true,
          alterar_cnpj: false,
          alterar_ie: false,
          alterar_representante: true,
        },
      },
    ]);
  });

  it('busca por nome, razão social e CNPJ com ou sem máscara; curingas são literais', async () => {
    const porNome = await chamar(
      'GET',
      `/api/clientes/listar?busca=${encodeURIComponent('  ômega')}`,
      master,
    );
    expect(idsDe(porNome)).toEqual([doRep2]);
    const [c] = await t.deps.db.select({ cnpj: clientes.cnpj }).from(clientes).where(eq(clientes.id, doRep));
    const mascara = `${c!.cnpj!.slice(0, 2)}.${c!.cnpj!.slice(2, 5)}.${c!.cnpj!.slice(5, 8)}/${c!.cnpj!.slice(8, 12)}`;
    expect(
      idsDe(await chamar('GET', `/api/clientes/listar?busca=${encodeURIComponent(mascara)}`, master)),
    ).toEqual([doRep]);
    const alfa = await chamar(
      'GET',
      `/api/clientes/listar?busca=${encodeURIComponent('12.abc.345')}`,
      master,
    );
    expect(alfa.json().clientes.data.map((x: { cnpj: string }) => x.cnpj)).toEqual(['12ABC34501DE35']);
    expect((await chamar('GET', '/api/clientes/listar?busca=%25', master)).json().clientes.total).toBe(0);
  });

  it('master vê todos, paginados; o cliente só a si mesmo', async () => {
    const todos = (await chamar('GET', '/api/clientes/listar', master)).json().clientes;
    const [n] = await t.deps.db.select({ n: count() }).from(clientes);
    expect(todos).toMatchObject({ total: n!.n, current_page: 1, per_page: 30 });
    const pag = (await chamar('GET', '/api/clientes/listar?paginacao=2&page=2', master)).json().clientes;
    expect(pag).toMatchObject({ current_page: 2, per_page: 2, last_page: Math.ceil(n!.n / 2) });
    expect(pag.data).toHaveLength(2);
    expect(idsDe(await chamar('GET', '/api/clientes/listar', cli.token))).toEqual([cli.id]);
    expect((await chamar('GET', '/api/clientes/listar?paginacao=1000', master)).statusCode).toBe(400);
  });

  it('fornecedor numa rodada: quem comprou dele na rodada, e os seus que participam dela, com pedidos e total', async () => {
    const comprou = (await cadastrar(rep.token, { nome_fantasia: 'Comprou na Rodada' })).id;
    const participa = (await cadastrar(forn.token, { nome_fantasia: 'Participa da Rodada' })).id;
    const fora = (await cadastrar(forn.token, { nome_fantasia: 'Fora da Rodada' })).id;
    await t.deps.db.insert(rodada_clientes).values({ rodada_id: rodadaAdm, cliente_id: participa });
    // The supplier takes part in the round (rodada.ver: another round answers 404).
    await t.deps.db.insert(rodada_fornecedores).values({ rodada_id: rodadaAdm, fornecedor_id: forn.id });
    await inserirPedido({ clienteId: comprou, fornecedorId: forn.id, rodadaId: rodadaAdm, valor: '100.10' });
    await inserirPedido({ clienteId: comprou, fornecedorId: forn.id, rodadaId: rodadaAdm, valor: '0.20' });
    await inserirPedido({
      clienteId: comprou,
      fornecedorId: forn.id,
      rodadaId: rodadaAdm,
      valor: '50',
      status: 5,
    });
    await inserirPedido({ clienteId: comprou, fornecedorId: forn2.id, rodadaId: rodadaAdm, valor: '999' });

    const r = await chamar(
      'GET',
      `/api/fornecedores/${forn.id}/clientes/${rodadaAdm}?paginacao=200`,
      forn.token,
    );
    expect(r.statusCode).toBe(200);
    const linhas = r.json<{ clientes: { data: contrato.ClienteLista[] } }>().clientes.data;
    const porId = new Map(linhas.map((l) => [l.id, l]));
    expect(porId.get(comprou)).toMatchObject({ pedidos_rodada: 2, valor_rodada: '100.30' });
    expect(porId.get(participa)).toMatchObject({ pedidos_rodada: 0, valor_rodada: '0.00' });
    expect(porId.has(fora)).toBe(false);
    // The same through /api/clientes/listar?rodada_id, and the overall list has all three.
    expect(
      idsDe(
        await chamar('GET', `/api/clientes/listar?rodada_id=${rodadaAdm}&paginacao=200`, forn.token),
      ).sort(),
    ).toEqual([...porId.keys()].sort());
    const geral = idsDe(
      await chamar('GET', `/api/fornecedores/${forn.id}/clientes?paginacao=200`, forn.token),
    );
    expect(geral).toEqual(expect.arrayContaining([comprou, participa, fora]));
    // The other supplier sees the one who bought from it, not the rest.
    const doOutro = idsDe(
      await chamar('GET', `/api/fornecedores/${forn2.id}/clientes?paginacao=200`, forn2.token),
    );
    expect(doOutro).toContain(comprou);
    expect(doOutro).not.toContain(participa);
  });

  it('um filtro de rodada que quem chama não vê responde 404 (rodada.ver), na lista e na impressão', async () => {
    // forn takes part in no round of adm2; adm does not organise adm2's round.
    const naoVe: [string, string][] = [
      [forn.token, `/api/clientes/listar?rodada_id=${rodadaAdm2}`],
      [forn.token, `/api/fornecedores/${forn.id}/clientes/${rodadaAdm2}`],
      [forn.token, `/api/impressoes/clientes/listar?rodada_id=${rodadaAdm2}`],
      [adm.token, `/api/clientes/listar?rodada_id=${rodadaAdm2}`],
      [adm.token, `/api/clientes/listar?rodada_id=999999`],
    ];
    for (const [token, url] of naoVe) expect((await chamar('GET', url, token)).statusCode, url).toBe(404);
    // Its own round still narrows the administrador's list; a representante's list ignores the filter.
    expect((await chamar('GET', `/api/clientes/listar?rodada_id=${rodadaAdm}`, adm.token)).statusCode).toBe(
      200,
    );
    expect((await chamar('GET', `/api/clientes/listar?rodada_id=${rodadaAdm2}`, rep.token)).statusCode).toBe(
      200,
    );
  });
});

describe('editar e atualizar', () => {
  let alvo: { id: number; email: string; cnpj: string };

  beforeAll(async () => {
    alvo = await cadastrar(rep.token, { nome_fantasia: 'Para Editar', ie: null });
  });

  const atualizar = (token: string, corpo: object, id = alvo.id) =>
    chamar('POST', `/api/clientes/${id}/atualizar`, token, corpo);
  const formDoAlvo = (mudar: Record<string, unknown> = {}, endereco: Record<string, unknown> = {}) =>
    cliente({ cnpj: alvo.cnpj, ie: null, user: { email: alvo.email }, ...mudar }, endereco);

  it('carrega para quem pode ver; 404 para os outros e para id desconhecido', async () => {
    const r = await chamar('GET', `/api/clientes/${alvo.id}/editar`, rep.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().cliente).toMatchObject({
      id: alvo.id,
      nome_fantasia: 'Para Editar',
      cnpj: alvo.cnpj,
      ie: null,
      responsavel_cpf: '52998224725',
      representante_id: rep.id,
      representante_nome: 'Rep Um',
      ativo: true,
      novo_cadastro: false,
      user: { email: alvo.email },
      endereco: { cidade: 'São Paulo', estado: 'SP', cep: '01426001' },
    });
    expect(r.json().cliente.acoes).toEqual({
      editar: true,
      excluir: false,
      ativar: true,
      imprimir: true,
      alterar_email: false,
      alterar_cnpj: false,
      alterar_ie: true,
      alterar_representante: false,
    });
    const doMaster = await chamar('GET', `/api/clientes/${alvo.id}/editar`, master);
    expect(doMaster.statusCode).toBe(200);
    expect(doMaster.json().cliente.acoes).toMatchObject({
      alterar_email: true,
      alterar_representante: true,
      alterar_cnpj: false,
    });
    for (const token of [rep2.token, forn.token, adm.token, cli.token]) {
      expect((await chamar('GET', `/api/clientes/${alvo.id}/editar`, token)).statusCode).toBe(404);
    }
    const proprio = await chamar('GET', `/api/clientes/${cli.id}/editar`, cli.token);
    expect(proprio.statusCode).toBe(200);
    // The cliente sees itself but changes itself in its account (perfil), never on the customer form.
    expect(proprio.json().cliente.acoes).toMatchObject({
      editar: false,
      imprimir: true,
      alterar_email: false,
    });
    expect((await chamar('GET', '/api/clientes/999999/editar', master)).statusCode).toBe(404);
  });

  it("representante atualiza os dados: 'Cliente atualizado com sucesso'", async () => {
    const r = await atualizar(
      rep.token,
      formDoAlvo({ razao_social: 'Aurora Nova Ltda', ie: '123' }, { numero: '99' }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CLIENTES.atualizado });
    const lido = (await chamar('GET', `/api/clientes/${alvo.id}/editar`, rep.token)).json().cliente;
    // An IE still empty may be filled once.
    expect(lido).toMatchObject({ razao_social: 'Aurora Nova Ltda', ie: '123', endereco: { numero: '99' } });
  });

  it('CNPJ e IE não mudam (422); nada muda', async () => {
    const cnpj = await atualizar(
      rep.token,
      formDoAlvo({ cnpj: await cnpjNovo(), ie: '123', razao_social: 'X' }),
    );
    expect(cnpj.statusCode).toBe(422);
    expect(cnpj.json()).toMatchObject({
      msg: MSG_CLIENTES.cnpjFixo,
      errors: { cnpj: MSG_CLIENTES.cnpjFixo },
    });
    const ie = await atualizar(master, formDoAlvo({ ie: '999', razao_social: 'X' }));
    expect(ie.statusCode).toBe(422);
    expect(ie.json().msg).toBe(MSG_CLIENTES.ieFixa);
    const [c] = await t.deps.db.select().from(clientes).where(eq(clientes.id, alvo.id));
    expect(c).toMatchObject({ cnpj: alvo.cnpj, ie: '123', razao_social: 'Aurora Nova Ltda' });
    // Leaving them out keeps them.
    const sem = formDoAlvo({ razao_social: 'Aurora Nova Ltda' }) as Record<string, unknown>;
    delete sem.cnpj;
    delete sem.ie;
    expect((await atualizar(rep.token, sem)).statusCode).toBe(200);
  });

  it('só o master muda o email e o representante (422 para os outros)', async () => {
    const email = await atualizar(rep.token, formDoAlvo({ ie: '123', user: { email: novoEmail('outro') } }));
    expect(email.statusCode).toBe(422);
    expect(email.json().msg).toBe(MSG_CLIENTES.emailSoMaster);
    const representante = await atualizar(rep.token, formDoAlvo({ ie: '123', representante_id: rep2.id }));
    expect(representante.statusCode).toBe(422);
    expect(representante.json().msg).toBe(MSG_CLIENTES.representanteSoMaster);
    // The same e-mail typed in upper case is not a change.
    const igual = await atualizar(
      rep.token,
      formDoAlvo({ ie: '123', user: { email: alvo.email.toUpperCase() } }),
    );
    expect(igual.statusCode).toBe(200);
  });

  it('campos obrigatórios para quem não é master: 400 por campo', async () => {
    const r = await atualizar(
      rep.token,
      formDoAlvo({ ie: '123', razao_social: '', responsavel_cpf: '' }, { cep: '' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      razao_social: 'Campo obrigatório',
      responsavel_cpf: 'Campo obrigatório',
      'endereco.cep': 'Campo obrigatório',
    });
    const cpf = await atualizar(rep.token, formDoAlvo({ ie: '123', responsavel_cpf: '222.222.222-22' }));
    expect(cpf.statusCode).toBe(400);
    expect(cpf.json().errors).toEqual({ responsavel_cpf: 'CPF Inválido' });
  });

  it('o master muda email e representante, e pode deixar campos vazios', async () => {
    const novo = novoEmail('trocado');
    const r = await atualizar(
      master,
      formDoAlvo(
        { ie: '123', user: { email: novo }, representante_id: rep2.id, responsavel_nome: '' },
        {
          telefone: '',
          celular: '',
          complemento: '',
        },
      ),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [u] = await t.deps.db
      .select({ email: users.email, rep: clientes.representante_id, resp: clientes.responsavel_nome })
      .from(clientes)
      .innerJoin(users, eq(users.id, clientes.user_id))
      .where(eq(clientes.id, alvo.id));
    expect(u).toEqual({ email: novo, rep: rep2.id, resp: null });
    alvo.email = novo;
    // Now rep2 reaches it; rep reaches it still through the confirmed link made at registration.
    expect((await chamar('GET', `/api/clientes/${alvo.id}/editar`, rep2.token)).statusCode).toBe(200);
  });

  it('master: representante inexistente e email em uso dão 400', async () => {
    const r = await atualizar(master, formDoAlvo({ ie: '123', representante_id: 999999 }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ representante_id: MSG_CLIENTES.representanteInexistente });
    const e = await atualizar(master, formDoAlvo({ ie: '123', user: { email: 'forn@cli.test' } }));
    expect(e.statusCode).toBe(400);
    expect(e.json().errors).toEqual({ 'user.email': MSG_CONTA.emailEmUso });
  });

  it('o master não dá a um cliente sem CNPJ o CNPJ de outro cliente (409, issue 9 §6)', async () => {
    const semCnpj = await criarUsuarioLogado(t, { tipo: 'cliente', email: novoEmail('sem-cnpj') });
    const dono = await cadastrar(rep.token);
    const r = await atualizar(
      master,
      cliente({ cnpj: dono.cnpj, ie: null, user: { email: novoEmail('x') } }),
      semCnpj.id,
    );
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      msg: MSG_CLIENTES.cnpjDeOutroCliente,
      errors: { cnpj: MSG_CLIENTES.cnpjDeOutroCliente },
    });
    const [c] = await t.deps.db
      .select({ cnpj: clientes.cnpj })
      .from(clientes)
      .where(eq(clientes.id, semCnpj.id));
    expect(c?.cnpj).toBeNull();
  });

  it('quem não pode editar: 404 e nada muda', async () => {
    const outro = await cadastrar(rep2.token);
    for (const token of [rep.token, forn.token, adm.token]) {
      const r = await atualizar(
        token,
        formDoAlvo({ cnpj: outro.cnpj, user: { email: outro.email } }),
        outro.id,
      );
      expect(r.statusCode).toBe(404);
    }
    expect((await atualizar(master, formDoAlvo(), 999999)).statusCode).toBe(404);
  });

  describe('/api/representantes/config/* (a porta do representante para editar e atualizar)', () => {
    const ler = (token: string | undefined, id: number | string = alvo.id) =>
      chamar('GET', `/api/representantes/config/listar?id=${id}`, token);
    const salvar = (token: string | undefined, corpo: object) =>
      chamar('POST', '/api/representantes/config/salvar', token, corpo);

    it('401 sem login; 403 para os outros papéis', async () => {
      expect((await ler(undefined)).statusCode).toBe(401);
      expect((await salvar(undefined, { id: alvo.id, cliente: formDoAlvo() })).statusCode).toBe(401);
      for (const token of [master, adm.token, forn.token, cli.token]) {
        expect((await ler(token)).statusCode).toBe(403);
        expect((await salvar(token, { id: alvo.id, cliente: formDoAlvo() })).statusCode).toBe(403);
      }
    });

    it('lê e salva um cliente do representante, com as regras de atualizar', async () => {
      const lido = await ler(rep.token);
      expect(lido.statusCode, lido.body).toBe(200);
      expect(lido.json().cliente).toMatchObject({ id: alvo.id, cnpj: alvo.cnpj });
      const r = await salvar(rep.token, {
        id: alvo.id,
        cliente: formDoAlvo({ ie: '123', nome_fantasia: 'Pela Config' }),
      });
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ status: 1, msg: MSG_CLIENTES.atualizado });
      const [c] = await t.deps.db.select().from(clientes).where(eq(clientes.id, alvo.id));
      expect(c?.nome_fantasia).toBe('Pela Config');
      // The same rules as /atualizar: the CNPJ stays (422).
      const cnpj = await salvar(rep.token, {
        id: alvo.id,
        cliente: formDoAlvo({ ie: '123', cnpj: await cnpjNovo() }),
      });
      expect(cnpj.statusCode).toBe(422);
    });

    it('cliente de outro representante: 404 e nada muda; entrada inválida: 400', async () => {
      const deRep = await cadastrar(rep.token, { nome_fantasia: 'Só do Rep Um' });
      expect((await ler(rep2.token, deRep.id)).statusCode).toBe(404);
      const corpo = cliente({ cnpj: deRep.cnpj, user: { email: deRep.email }, nome_fantasia: 'Invasor' });
      expect((await salvar(rep2.token, { id: deRep.id, cliente: corpo })).statusCode).toBe(404);
      const [c] = await t.deps.db.select().from(clientes).where(eq(clientes.id, deRep.id));
      expect(c?.nome_fantasia).toBe('Só do Rep Um');
      expect((await ler(rep.token, 'abc')).statusCode).toBe(400);
      expect((await ler(rep.token, '99999999999')).statusCode).toBe(400);
      expect((await salvar(rep.token, { cliente: corpo })).statusCode).toBe(400);
      const cpf = await salvar(rep.token, {
        id: deRep.id,
        cliente: { ...corpo, nome_fantasia: 'Só do Rep Um', responsavel_cpf: '111.111.111-11' },
      });
      expect(cpf.statusCode).toBe(400);
    });
  });
});

describe('excluir (fornecedor)', () => {
  it("tira o cliente da lista do fornecedor: 'Cliente excluído com sucesso'; a conta fica", async () => {
    const { id } = await cadastrar(forn.token);
    // The supplier's row says it may delete (and edit), not activate (ADR 013).
    const linhas = await chamar('GET', `/api/fornecedores/${forn.id}/clientes?paginacao=200`, forn.token);
    const linha = linhas
      .json<{ clientes: { data: contrato.ClienteLista[] } }>()
      .clientes.data.find((c) => c.id === id);
    expect(linha?.acoes).toMatchObject({ editar: true, excluir: true, ativar: false, alterar_email: false });
    const r = await del(`/api/clientes/${id}/excluir`, forn.token);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CLIENTES.excluido });
    expect(
      idsDe(await chamar('GET', `/api/fornecedores/${forn.id}/clientes?paginacao=200`, forn.token)),
    ).not.toContain(id);
    expect(await t.deps.db.select().from(clientes).where(eq(clientes.id, id))).toHaveLength(1);
    expect((await del(`/api/clientes/${id}/excluir`, forn.token)).statusCode).toBe(404);
  });

  it('com pedidos entre eles: 409 e continua na lista', async () => {
    const { id } = await cadastrar(forn.token);
    await inserirPedido({ clienteId: id, fornecedorId: forn.id, rodadaId: null, valor: '10' });
    const r = await del(`/api/clientes/${id}/excluir`, forn.token);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG_CLIENTES.comPedidos });
    expect(
      await t.deps.db.select().from(fornecedor_cliente).where(eq(fornecedor_cliente.cliente_id, id)),
    ).toHaveLength(1);
  });

  it('cliente de outro fornecedor: 404', async () => {
    const { id } = await cadastrar(forn2.token);
    expect((await del(`/api/clientes/${id}/excluir`, forn.token)).statusCode).toBe(404);
    expect(
      await t.deps.db.select().from(fornecedor_cliente).where(eq(fornecedor_cliente.cliente_id, id)),
    ).toHaveLength(1);
  });
});

describe('ativar e desativar', () => {
  it('o representante desativa: o cliente não entra e perde a sessão; reativa e ele entra de novo', async () => {
    const c = await cadastrar(rep.token);
    const sessao = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: c.email, password: c.senha },
    });
    const tokenCliente = sessao.json<{ api_token: string }>().api_token;

    const r = await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, rep.token, { ativo: false });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CLIENTES.desativado, ativo: false });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: c.email, password: c.senha },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().msg).toBe(MSG.contaDesativada);
    expect((await chamar('GET', '/api/usuarios/logado', tokenCliente)).statusCode).toBe(401);
    const lista = (await chamar('GET', `/api/clientes/listar?busca=${c.cnpj}`, rep.token)).json().clientes
      .data;
    expect(lista[0]).toMatchObject({ id: c.id, ativo: false });

    // Without a body it toggles.
    const volta = await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, master);
    expect(volta.json()).toEqual({ status: 1, msg: MSG_CLIENTES.ativado, ativo: true });
    const deNovo = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: c.email, password: c.senha },
    });
    expect(deNovo.statusCode).toBe(200);
  });

  it('quem não alcança o cliente: 404; fornecedor: 403; corpo inválido: 400', async () => {
    const c = await cadastrar(rep.token);
    expect((await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, rep2.token, {})).statusCode).toBe(
      404,
    );
    expect((await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, adm.token, {})).statusCode).toBe(
      404,
    );
    expect((await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, forn.token, {})).statusCode).toBe(
      403,
    );
    const ruim = await chamar('POST', `/api/clientes/${c.id}/ativardesativar`, rep.token, {
      ativo: 'talvez',
    });
    expect(ruim.statusCode).toBe(400);
    const [linha] = await t.deps.db
      .select({ ativo: clientes.ativo })
      .from(clientes)
      .where(eq(clientes.id, c.id));
    expect(linha?.ativo).toBe(true);
  });
});

describe('lojas de um cliente pelos outros papéis (formulário de cliente)', () => {
  /** A store of the customer form's dialog (spec 2 §5 "Store": phone and email optional). */
  const loja = (mudar: Record<string, unknown> = {}) => ({
    razao_social: 'Aurora Filial Ltda',
    nome_fantasia: 'Aurora Filial',
    cnpj: '11.222.333/0001-81',
    ie: '',
    endereco: {
      rua: 'Rua Augusta',
      numero: '10',
      complemento: '',
      bairro: 'Consolação',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01304-001',
      telefone: '',
      celular: '',
      email: '',
    },
    ...mudar,
  });

  it('o representante do cliente lista, cadastra, edita e exclui; outro representante: 404', async () => {
    const c = await cadastrar(rep.token);
    const base = `/api/clientes/${c.id}/lojas`;
    const lista = await chamar('GET', `${base}/listar`, rep.token);
    expect(lista.statusCode).toBe(200);
    const [padrao] = lista.json<{ lojas: contrato.LojaLida[] }>().lojas;
    expect(padrao).toMatchObject({ padrao: true, cnpj: c.cnpj, acoes: { editar: true, excluir: false } });

    const nova = await chamar('POST', `${base}/salvar`, rep.token, loja());
    expect(nova.statusCode, nova.body).toBe(200);
    const lojaId = nova.json<{ loja: { id: number } }>().loja.id;
    expect(nova.json().loja.endereco).toMatchObject({ telefone: null, email: null });
    expect(nova.json().loja.acoes).toEqual({ editar: true, excluir: true });
    const [l] = await t.deps.db.select().from(lojas).where(eq(lojas.id, lojaId));
    expect(l?.responsavel_id).toBe(rep.userId);

    const semRua = await chamar(
      'POST',
      `${base}/salvar`,
      rep.token,
      loja({ endereco: { ...loja().endereco, rua: '' } }),
    );
    expect(semRua.statusCode).toBe(400);
    expect(semRua.json().errors).toEqual({ 'endereco.rua': 'Campo obrigatório' });

    const upd = await chamar(
      'POST',
      `${base}/${lojaId}/atualizar`,
      rep.token,
      loja({ nome_fantasia: 'Aurora Centro' }),
    );
    expect(upd.statusCode).toBe(200);
    expect((await chamar('POST', `${base}/${padrao!.id}/excluir`, rep.token)).statusCode).toBe(409);

    for (const token of [rep2.token, forn.token, adm.token, cli.token]) {
      expect((await chamar('GET', `${base}/listar`, token)).statusCode).toBe(404);
      expect((await chamar('POST', `${base}/salvar`, token, loja())).statusCode).toBe(404);
      expect((await chamar('POST', `${base}/${lojaId}/excluir`, token)).statusCode).toBe(404);
    }
    expect((await chamar('POST', `${base}/${lojaId}/excluir`, rep.token)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(lojas).where(eq(lojas.cliente_id, c.id))).toHaveLength(1);
  });

  it('o fornecedor (cliente da lista dele) e o administrador (cliente da rodada) alcançam as lojas', async () => {
    const doForn = await cadastrar(forn.token);
    expect((await chamar('GET', `/api/clientes/${doForn.id}/lojas/listar`, forn.token)).statusCode).toBe(200);
    // A branch with the customer's own CNPJ (another customer's would be refused, issue 9 §6).
    expect(
      (
        await chamar(
          'POST',
          `/api/clientes/${doForn.id}/lojas/salvar`,
          forn.token,
          loja({ cnpj: doForn.cnpj }),
        )
      ).statusCode,
    ).toBe(200);
    const daRodada = await cadastrar(adm.token, { rodada_id: rodadaAdm });
    expect((await chamar('GET', `/api/clientes/${daRodada.id}/lojas/listar`, adm.token)).statusCode).toBe(
      200,
    );
    expect((await chamar('GET', `/api/clientes/${daRodada.id}/lojas/listar`, adm2.token)).statusCode).toBe(
      404,
    );
    expect(
      (
        await chamar(
          'POST',
          `/api/clientes/${daRodada.id}/lojas/salvar`,
          master,
          loja({ cnpj: daRodada.cnpj }),
        )
      ).statusCode,
    ).toBe(200);
    // The CNPJ of the first customer's branch is not the second's to take, whoever asks.
    const tomada = await chamar(
      'POST',
      `/api/clientes/${daRodada.id}/lojas/salvar`,
      master,
      loja({ cnpj: doForn.cnpj }),
    );
    expect(tomada.statusCode).toBe(409);
    expect(tomada.json().errors).toEqual({ cnpj: MSG_CLIENTES.cnpjDeOutroCliente });
  });
});

describe('impressões (lista e ficha)', () => {
  it('sem sessão: 401; a ficha de quem não se alcança: 404', async () => {
    expect((await chamar('GET', '/api/impressoes/clientes/listar')).statusCode).toBe(401);
    expect((await chamar('GET', '/api/clientes/1/ficha')).statusCode).toBe(401);
    const c = await cadastrar(rep.token);
    expect((await chamar('GET', `/api/clientes/${c.id}/ficha`, rep2.token)).statusCode).toBe(404);
    expect((await chamar('GET', '/api/clientes/999999/ficha', master)).statusCode).toBe(404);
    const modo = await chamar('GET', '/api/impressoes/clientes/listar?impressao=papel', rep.token);
    expect(modo.statusCode).toBe(400);
  });

  it('a lista local é o PDF com o escopo e a busca de quem imprime', async () => {
    const meu = await cadastrar(rep.token, { nome_fantasia: 'Impressa Minha' });
    await cadastrar(rep2.token, { nome_fantasia: 'Impressa Alheia' });
    const r = await chamar('GET', `/api/impressoes/clientes/listar?busca=impressa`, rep.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    expect(texto).toContain('Clientes');
    expect(texto).toContain('Impressa Minha');
    expect(texto).toContain(formatarCnpj(meu.cnpj));
    expect(texto).not.toContain('Impressa Alheia');
    const doMaster = textoDoPdf(
      (await chamar('GET', `/api/impressoes/clientes/listar?busca=impressa`, master)).rawPayload,
    );
    expect(doMaster).toContain('Impressa Alheia');
  });

  it('a ficha traz os dados, o responsável e as lojas', async () => {
    const c = await cadastrar(rep.token, { nome_fantasia: 'Ficha Aurora' });
    const r = await chamar('GET', `/api/clientes/${c.id}/ficha`, rep.token);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    for (const trecho of [
      'Ficha do Cliente',
      'Ficha Aurora',
      'Aurora Lima',
      '529.982.247-25',
      'Lojas',
      'Rep Um',
    ]) {
      expect(texto).toContain(trecho);
    }
  });
});
