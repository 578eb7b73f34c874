import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { cnpjComDigitos, fornecedores as contrato } from '@rodada/contracts';
import {
  auditoria,
  enderecos,
  fornecedores,
  impressoes,
  outbox_emails,
  representante_fornecedor,
  representantes,
  rodada_fornecedores,
  tokens,
  users,
} from '../../db/schema/index.js';
import {
  chamadorJson,
  CIDADE_TESTE,
  criarRodadas,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { textoDoPdf } from '../../test/pdf.js';

const { MSG_FORNECEDORES: MSG } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let seq = 0;
const tk: Record<
  'master' | 'administrador' | 'fornecedor' | 'representante' | 'representante2' | 'cliente',
  string
> = {} as never;
let rep: { id: number; token: string };
let rep2: { id: number; token: string };
let adminId: number;

/** A CNPJ nobody used yet in this file. */
const novoCnpj = () => cnpjComDigitos(String(300_000_000_000 + ++seq));

/** A valid 'Cadastro de Fornecedor' body (masks as the form sends them). */
function corpo(extra: Record<string, unknown> = {}) {
  const n = ++seq;
  const cnpj = novoCnpj();
  return {
    razao_social: `Malharia ${n} Ltda`,
    nome_fantasia: `Malharia ${n}`,
    cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    ie: '',
    nome_socio: 'Ana Sócia',
    cpf: '529.982.247-25',
    data_nascimento: '10/05/1980',
    endereco: {
      rua: 'Rua das Malhas',
      numero: '100',
      complemento: '',
      bairro: 'Brás',
      ...CIDADE_TESTE,
      cep: '03010-000',
      telefone: '(11) 3333-4444',
      celular: '',
      email: '',
      email2: '',
    },
    user: { email: `fornecedor-${n}@manut.test` },
    ...extra,
  };
}

/** Registers a supplier through the API; answers its id, login e-mail and temporary password. */
async function cadastrar(token: string, extra: Record<string, unknown> = {}) {
  const body = corpo(extra);
  const r = await chamar('POST', '/api/fornecedores/salvar', token, body);
  expect(r.statusCode, r.body).toBe(200);
  const { id, senha } = r.json<{ id: number; senha: string }>();
  return { id, senha, email: body.user.email, body };
}

/** Logs in with a password; answers the raw answer. */
const logar = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/logar', payload: { email, password } });

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@manut.test' });
  tk.master = await entrar(t.app, 'master@manut.test');
  const adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@manut.test' });
  tk.administrador = adm.token;
  adminId = adm.id;
  tk.fornecedor = (await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@manut.test' })).token;
  tk.cliente = (await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@manut.test' })).token;
  rep = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep@manut.test', nome: 'Rep Um' });
  rep2 = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep2@manut.test', nome: 'Rep Dois' });
  tk.representante = rep.token;
  tk.representante2 = rep2.token;
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso', () => {
  const ROTAS: ['GET' | 'POST', string, object?][] = [
    ['GET', '/api/fornecedores/listar'],
    ['POST', '/api/fornecedores/salvar', {}],
    ['GET', '/api/fornecedores/1/editar'],
    ['POST', '/api/fornecedores/1/atualizar', {}],
    ['GET', '/api/fornecedores/1/detalhar'],
    ['POST', '/api/fornecedores/1/excluir'],
    ['POST', '/api/fornecedores/1/resetar'],
    ['POST', '/api/fornecedores/1/bloquear'],
    ['GET', '/api/representantes/1/fornecedores'],
    ['POST', '/api/representantes/1/fornecedor/1/ativacao', { status: 1 }],
  ];

  it.each(ROTAS)('%s %s sem sessão: 401', async (metodo, url, body) => {
    expect((await chamar(metodo, url, undefined, body)).statusCode).toBe(401);
  });

  it.each([
    ['GET', '/api/fornecedores/listar', ['fornecedor', 'cliente']],
    ['POST', '/api/fornecedores/salvar', ['master', 'fornecedor', 'cliente']],
    ['GET', '/api/fornecedores/1/editar', ['fornecedor', 'cliente']],
    ['POST', '/api/fornecedores/1/atualizar', ['fornecedor', 'cliente']],
    ['GET', '/api/fornecedores/1/detalhar', ['fornecedor', 'cliente']],
    ['POST', '/api/fornecedores/1/excluir', ['representante', 'fornecedor', 'cliente']],
    ['POST', '/api/fornecedores/1/resetar', ['representante', 'fornecedor', 'cliente']],
    ['POST', '/api/fornecedores/1/bloquear', ['representante', 'fornecedor', 'cliente']],
    ['GET', '/api/representantes/1/fornecedores', ['master', 'administrador', 'fornecedor', 'cliente']],
    [
      'POST',
      '/api/representantes/1/fornecedor/1/ativacao',
      ['master', 'administrador', 'fornecedor', 'cliente'],
    ],
  ] as const)('%s %s com papel errado: 403', async (metodo, url, papeis) => {
    for (const papel of papeis) {
      const r = await chamar(metodo, url, tk[papel], metodo === 'POST' ? corpo({ status: 1 }) : undefined);
      expect(r.statusCode, `${papel}: ${r.body}`).toBe(403);
    }
  });

  it('GET /api/fornecedores/listar/loja é público e só traz fornecedores ativos', async () => {
    const ativo = await cadastrar(tk.administrador);
    const bloqueado = await cadastrar(tk.administrador);
    await chamar('POST', `/api/fornecedores/${bloqueado.id}/bloquear`, tk.administrador);
    const r = await chamar('GET', '/api/fornecedores/listar/loja');
    expect(r.statusCode).toBe(200);
    const lista = r.json<{ fornecedores: { id: number; nome_fantasia: string; logo: string | null }[] }>()
      .fornecedores;
    expect(lista).toContainEqual({ id: ativo.id, nome_fantasia: ativo.body.nome_fantasia, logo: null });
    expect(lista.map((f) => f.id)).not.toContain(bloqueado.id);
    expect(Object.keys(lista[0]!).sort()).toEqual(['id', 'logo', 'nome_fantasia']);
    // Ordered by trade name.
    const nomes = lista.map((f) => f.nome_fantasia.toLowerCase());
    expect([...nomes].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(nomes);
  });
});

describe('POST /api/fornecedores/salvar: validação (spec 2 §5 "Supplier registration")', () => {
  it('campos obrigatórios: 400 por campo, nada gravado', async () => {
    const r = await chamar('POST', '/api/fornecedores/salvar', tk.administrador, {
      razao_social: ' ',
      endereco: {},
      user: {},
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({
      razao_social: 'Campo obrigatório',
      nome_fantasia: 'Campo obrigatório',
      cnpj: 'Campo obrigatório',
      'endereco.rua': 'Campo obrigatório',
      'endereco.numero': 'Campo obrigatório',
      'endereco.bairro': 'Campo obrigatório',
      'endereco.estado_id': 'Campo obrigatório',
      'endereco.cidade_id': 'Campo obrigatório',
      'endereco.cep': 'Campo obrigatório',
      'endereco.telefone': 'Campo obrigatório',
      'user.email': 'Campo obrigatório',
    });
    // IE, partner, CPF, birth date, mobile and contact e-mails are optional.
    expect(Object.keys(r.json().errors)).not.toEqual(
      expect.arrayContaining(['ie', 'nome_socio', 'cpf', 'data_nascimento', 'endereco.celular']),
    );
  });

  it('CNPJ alfanumérico válido é aceito e guardado sem máscara (spec D5)', async () => {
    const r = await chamar(
      'POST',
      '/api/fornecedores/salvar',
      tk.administrador,
      corpo({ cnpj: '12.abc.345/01de-35' }),
    );
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await t.deps.db
      .select({ cnpj: fornecedores.cnpj })
      .from(fornecedores)
      .where(eq(fornecedores.id, r.json<{ id: number }>().id));
    expect(f?.cnpj).toBe('12ABC34501DE35');
  });

  it.each([
    ['CNPJ com dígito errado', { cnpj: '12.ABC.345/01DE-36' }, 'cnpj', 'CNPJ Inválido'],
    ['CNPJ de dígitos repetidos', { cnpj: '11.111.111/1111-11' }, 'cnpj', 'CNPJ Inválido'],
    ['CPF de dígitos repetidos', { cpf: '111.111.111-11' }, 'cpf', 'CPF Inválido'],
    ['CPF com dígito errado', { cpf: '529.982.247-26' }, 'cpf', 'CPF Inválido'],
    ['data inexistente', { data_nascimento: '31/02/1980' }, 'data_nascimento', MSG.dataInvalida],
    ['data futura', { data_nascimento: '01/01/2999' }, 'data_nascimento', MSG.dataFutura],
    ['email de login inválido', { user: { email: 'sem-arroba' } }, 'user.email', 'E-mail inválido'],
  ])('%s: 400 em %s', async (_nome, extra, campo, msg) => {
    const body = corpo(extra);
    const r = await chamar('POST', '/api/fornecedores/salvar', tk.administrador, body);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ [campo]: msg });
  });

  it('email de contato inválido e cidade de outro estado: 400', async () => {
    const base = corpo();
    const r = await chamar('POST', '/api/fornecedores/salvar', tk.administrador, {
      ...base,
      endereco: { ...base.endereco, email2: 'x@' },
    });
    expect(r.json().errors).toEqual({ 'endereco.email2': 'E-mail inválido' });
    const outroEstado = await chamar('POST', '/api/fornecedores/salvar', tk.administrador, {
      ...base,
      endereco: { ...base.endereco, estado_id: 33 },
    });
    expect(outroEstado.statusCode).toBe(400);
    expect(outroEstado.json().errors).toEqual({ 'endereco.cidade_id': MSG.cidadeForaDoEstado });
    expect(await t.deps.db.select().from(users).where(eq(users.email, base.user.email))).toHaveLength(0);
  });

  it('CNPJ de outro fornecedor e email de outro login: 400, nada gravado', async () => {
    const primeiro = await cadastrar(tk.administrador);
    const mesmoCnpj = await chamar(
      'POST',
      '/api/fornecedores/salvar',
      tk.representante,
      corpo({ cnpj: primeiro.body.cnpj }),
    );
    expect(mesmoCnpj.statusCode).toBe(400);
    expect(mesmoCnpj.json().errors).toEqual({ cnpj: MSG.cnpjEmUso });
    const mesmoEmail = await chamar(
      'POST',
      '/api/fornecedores/salvar',
      tk.administrador,
      corpo({ user: { email: 'REP@manut.test' } }),
    );
    expect(mesmoEmail.statusCode).toBe(400);
    expect(mesmoEmail.json().errors).toEqual({ 'user.email': MSG.emailEmUso });
    const total = await t.deps.db
      .select()
      .from(fornecedores)
      .where(eq(fornecedores.cnpj, primeiro.body.cnpj.replace(/\W/g, '')));
    expect(total).toHaveLength(1);
  });
});

describe('cadastro, senha temporária e edição', () => {
  it('administrador cadastra: senha temporária mostrada uma vez; o fornecedor entra e precisa trocá-la', async () => {
    const { id, senha, email } = await cadastrar(tk.administrador);
    expect(senha.length).toBeGreaterThanOrEqual(8);
    const [u] = await t.deps.db
      .select({ tipo: users.tipo, ts: users.trocar_senha, ver: users.verificado, ev: users.email_validado })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(eq(fornecedores.id, id));
    expect(u).toEqual({ tipo: 'fornecedor', ts: true, ver: false, ev: true });
    const login = await logar(email, senha);
    expect(login.statusCode).toBe(200);
    expect(JSON.stringify(login.json())).toContain('"trocar_senha":true');
    // The administrator carries nobody: no representante_fornecedor row.
    expect(
      await t.deps.db
        .select()
        .from(representante_fornecedor)
        .where(eq(representante_fornecedor.fornecedor_id, id)),
    ).toHaveLength(0);
    const audit = await t.deps.db
      .select({ dados: auditoria.dados })
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'fornecedores'),
          eq(auditoria.acao, 'cadastrar'),
          eq(auditoria.entidade_id, String(id)),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.dados)).not.toContain(senha);
  });

  it('representante cadastra: passa a representá-lo, ativo para ele', async () => {
    const { id } = await cadastrar(tk.representante);
    const [rf] = await t.deps.db
      .select({
        ativo: representante_fornecedor.ativo_representante,
        rep: representante_fornecedor.representante_id,
      })
      .from(representante_fornecedor)
      .where(eq(representante_fornecedor.fornecedor_id, id));
    expect(rf).toEqual({ ativo: true, rep: rep.id });
  });

  it('editar devolve o cadastro; representante só o que cadastrou e ainda não completou a conta (ADR 007)', async () => {
    const meu = await cadastrar(tk.representante);
    const r = await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.representante);
    expect(r.statusCode).toBe(200);
    expect(r.json().fornecedor).toMatchObject({
      id: meu.id,
      razao_social: meu.body.razao_social,
      nome_fantasia: meu.body.nome_fantasia,
      cnpj: meu.body.cnpj.replace(/\W/g, ''),
      ie: null,
      nome_socio: 'Ana Sócia',
      cpf: '52998224725',
      data_nascimento: '1980-05-10',
      ativo: true,
      verificado: false,
      endereco: {
        rua: 'Rua das Malhas',
        cep: '03010000',
        telefone: '1133334444',
        celular: null,
        ...CIDADE_TESTE,
      },
      user: { email: meu.email },
      // The form's locked fields come from here (ADR 013): the login e-mail only for the master.
      acoes: { editar: true, excluir: false, alterar_email: false, ativar_para_mim: true, avaliar: true },
    });
    const doMaster = await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.master);
    expect(doMaster.json().fornecedor.acoes).toMatchObject({
      editar: true,
      excluir: true,
      alterar_email: true,
    });
    expect((await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.representante2)).statusCode).toBe(
      404,
    );
    expect(
      (await chamar('POST', `/api/fornecedores/${meu.id}/atualizar`, tk.representante2, meu.body)).statusCode,
    ).toBe(404);
    // An administrador that neither registered it nor organises a round of it: 404 (ADR 007).
    expect((await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.administrador)).statusCode).toBe(
      404,
    );
    expect((await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.master)).statusCode).toBe(200);
    expect((await chamar('GET', '/api/fornecedores/999999/editar', tk.master)).statusCode).toBe(404);

    // Once the supplier completed its own account, the representante that registered it loses it.
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.email, meu.email));
    expect((await chamar('GET', `/api/fornecedores/${meu.id}/editar`, tk.representante)).statusCode).toBe(
      404,
    );
    expect(
      (await chamar('POST', `/api/fornecedores/${meu.id}/atualizar`, tk.representante, meu.body)).statusCode,
    ).toBe(404);
  });

  it('atualizar grava perfil, endereço e, pelo master, o email de login (ADR 007)', async () => {
    const { id, body } = await cadastrar(tk.administrador);
    const novoEmail = `trocado-${++seq}@manut.test`;
    const r = await chamar('POST', `/api/fornecedores/${id}/atualizar`, tk.master, {
      ...body,
      nome_fantasia: 'Nome Novo',
      ie: '123456',
      cpf: '',
      data_nascimento: '',
      endereco: { ...body.endereco, numero: '200', celular: '(11) 98888-7777' },
      user: { email: novoEmail.toUpperCase() },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().msg).toBe(MSG.atualizado);
    const depois = (await chamar('GET', `/api/fornecedores/${id}/editar`, tk.administrador)).json()
      .fornecedor;
    expect(depois).toMatchObject({
      nome_fantasia: 'Nome Novo',
      ie: '123456',
      cpf: null,
      data_nascimento: null,
      endereco: { numero: '200', celular: '11988887777' },
      user: { email: novoEmail },
    });
    const [u] = await t.deps.db.select({ nome: users.nome }).from(users).where(eq(users.email, novoEmail));
    expect(u?.nome).toBe('Nome Novo');

    // The master changes it even after the supplier completed its account (support: a lost mailbox).
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.email, novoEmail));
    const depoisDeVerificado = `verificado-${++seq}@manut.test`;
    const master = await chamar('POST', `/api/fornecedores/${id}/atualizar`, tk.master, {
      ...body,
      user: { email: depoisDeVerificado },
    });
    expect(master.statusCode, master.body).toBe(200);
    // The administrador that registered it edits everything else, never the login e-mail.
    const adm = await chamar('POST', `/api/fornecedores/${id}/atualizar`, tk.administrador, {
      ...body,
      user: { email: 'outro@manut.test' },
    });
    expect(adm.statusCode).toBe(422);
    expect(adm.json()).toMatchObject({
      msg: MSG.emailSoMaster,
      errors: { 'user.email': MSG.emailSoMaster },
    });
    const mesmo = await chamar('POST', `/api/fornecedores/${id}/atualizar`, tk.administrador, {
      ...body,
      user: { email: depoisDeVerificado.toUpperCase() },
    });
    expect(mesmo.statusCode).toBe(200);
    const [login] = await t.deps.db
      .select({ email: users.email })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(eq(fornecedores.id, id));
    expect(login?.email).toBe(depoisDeVerificado);
  });

  it('atualizar com CNPJ de outro fornecedor: 400; com o próprio CNPJ: 200', async () => {
    const a = await cadastrar(tk.administrador);
    const b = await cadastrar(tk.administrador);
    const r = await chamar('POST', `/api/fornecedores/${b.id}/atualizar`, tk.administrador, {
      ...b.body,
      cnpj: a.body.cnpj,
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ cnpj: MSG.cnpjEmUso });
    expect(
      (await chamar('POST', `/api/fornecedores/${b.id}/atualizar`, tk.administrador, b.body)).statusCode,
    ).toBe(200);
  });
});

describe('GET /api/fornecedores/listar: escopo, busca e paginação', () => {
  it('master e administrador veem todos, com ativo; representante vê os ativos e os seus, com ativo_representante', async () => {
    const prefixo = `Escopo${++seq}`;
    const doRep = await cadastrar(tk.representante, { nome_fantasia: `${prefixo} A do Rep` });
    const livre = await cadastrar(tk.administrador, { nome_fantasia: `${prefixo} B Livre` });
    const bloqueadoAlheio = await cadastrar(tk.administrador, { nome_fantasia: `${prefixo} C Bloqueado` });
    await chamar('POST', `/api/fornecedores/${bloqueadoAlheio.id}/bloquear`, tk.administrador);
    const bloqueadoDoRep = await cadastrar(tk.representante, {
      nome_fantasia: `${prefixo} D Bloqueado do Rep`,
    });
    await chamar('POST', `/api/fornecedores/${bloqueadoDoRep.id}/bloquear`, tk.master);

    const busca = `?busca=${encodeURIComponent(prefixo)}`;
    const admin = (await chamar('GET', `/api/fornecedores/listar${busca}`, tk.administrador)).json()
      .fornecedores;
    expect(admin.total).toBe(4);
    expect(admin.data.map((f: { id: number }) => f.id)).toEqual([
      doRep.id,
      livre.id,
      bloqueadoAlheio.id,
      bloqueadoDoRep.id,
    ]);
    expect(admin.data[2]).toEqual({
      id: bloqueadoAlheio.id,
      nome_fantasia: `${prefixo} C Bloqueado`,
      razao_social: bloqueadoAlheio.body.razao_social,
      cnpj: bloqueadoAlheio.body.cnpj.replace(/\W/g, ''),
      cidade: 'São Paulo',
      local: 'São Paulo/SP',
      ativo: false,
      ativo_representante: null,
      representa: null,
      // ADR 013: what the administrador may do with it (it registered it: ADR 007).
      acoes: {
        editar: true,
        excluir: true,
        resetar_senha: true,
        bloquear: true,
        ativar_para_mim: false,
        avaliar: false,
        alterar_email: false,
      },
    });
    const master = (await chamar('GET', `/api/fornecedores/listar${busca}`, tk.master)).json().fornecedores;
    expect(master.total).toBe(4);

    const doRepresentante = (await chamar('GET', `/api/fornecedores/listar${busca}`, tk.representante)).json()
      .fornecedores;
    expect(
      doRepresentante.data.map(
        (f: { id: number; ativo: boolean; ativo_representante: boolean; representa: boolean }) => [
          f.id,
          f.ativo,
          f.ativo_representante,
          f.representa,
        ],
      ),
    ).toEqual([
      [doRep.id, true, true, true],
      [livre.id, true, false, false],
      [bloqueadoDoRep.id, false, true, true],
    ]);
    const outroRep = (await chamar('GET', `/api/fornecedores/listar${busca}`, tk.representante2)).json()
      .fornecedores;
    expect(outroRep.data.map((f: { id: number }) => f.id)).toEqual([doRep.id, livre.id]);
  });

  it('busca por razão social, CNPJ com ou sem máscara e cidade; paginação', async () => {
    const marca = `Tecelagem Zeta ${++seq}`;
    const f = await cadastrar(tk.administrador, { razao_social: `${marca} Ltda` });
    const cnpj = f.body.cnpj;
    const ids = async (busca: string) =>
      (
        await chamar(
          'GET',
          `/api/fornecedores/listar?paginacao=200&busca=${encodeURIComponent(busca)}`,
          tk.administrador,
        )
      )
        .json()
        .fornecedores.data.map((x: { id: number }) => x.id);
    expect(await ids(`   ${marca.toLowerCase()}`)).toEqual([f.id]);
    expect(await ids(cnpj)).toEqual([f.id]);
    expect(await ids(cnpj.replace(/\W/g, '').slice(0, 10))).toContain(f.id);
    expect(await ids('são paulo/sp')).toContain(f.id);
    expect(await ids('%')).toEqual([]);

    const pag = (await chamar('GET', '/api/fornecedores/listar?paginacao=2&page=2', tk.administrador)).json()
      .fornecedores;
    expect(pag).toMatchObject({ current_page: 2, per_page: 2 });
    expect(pag.data).toHaveLength(2);
    expect(
      (await chamar('GET', '/api/fornecedores/listar?paginacao=1000', tk.administrador)).statusCode,
    ).toBe(400);
  });
});

describe('detalhar', () => {
  it('mostra os dados sem os pessoais do sócio; fornecedor desativado alheio: 404 para o representante', async () => {
    const f = await cadastrar(tk.administrador);
    const r = await chamar('GET', `/api/fornecedores/${f.id}/detalhar`, tk.representante);
    expect(r.statusCode).toBe(200);
    const d = r.json().fornecedor;
    expect(d).toMatchObject({
      id: f.id,
      nome_fantasia: f.body.nome_fantasia,
      ativo: true,
      ativo_representante: false,
      representa: false,
      logo: null,
      endereco: { cidade: 'São Paulo', estado: 'SP', cep: '03010000' },
      acoes: { editar: false, excluir: false, ativar_para_mim: true, avaliar: true },
    });
    expect(JSON.stringify(d)).not.toContain('52998224725');
    expect(d).not.toHaveProperty('cpf');
    // The facts the policies read stay on the server.
    expect(d).not.toHaveProperty('criado_por');
    expect(d).not.toHaveProperty('representante_ids');
    expect(d).not.toHaveProperty('user_id');
    const doAdmin = (await chamar('GET', `/api/fornecedores/${f.id}/detalhar`, tk.administrador)).json();
    expect(doAdmin.fornecedor.acoes).toMatchObject({ editar: true, bloquear: true, avaliar: false });
    await chamar('POST', `/api/fornecedores/${f.id}/bloquear`, tk.administrador);
    expect((await chamar('GET', `/api/fornecedores/${f.id}/detalhar`, tk.representante)).statusCode).toBe(
      404,
    );
    expect((await chamar('GET', `/api/fornecedores/${f.id}/detalhar`, tk.administrador)).statusCode).toBe(
      200,
    );
  });
});

describe('bloquear, resetar e excluir (administrador e master)', () => {
  it('bloquear alterna ativo com o login; desativado não entra e perde a sessão', async () => {
    const { id, email, senha } = await cadastrar(tk.administrador);
    const sessao = (await logar(email, senha)).json<{ api_token: string }>().api_token;
    const r = await chamar('POST', `/api/fornecedores/${id}/bloquear`, tk.administrador);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ msg: MSG.desativado, ativo: false });
    const [u] = await t.deps.db
      .select({ ativo: users.ativo, fativo: fornecedores.ativo })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(eq(fornecedores.id, id));
    expect(u).toEqual({ ativo: false, fativo: false });
    expect((await logar(email, senha)).statusCode).not.toBe(200);
    expect((await chamar('GET', '/api/notificacoes/contagem', sessao)).statusCode).toBe(401);

    const de = await chamar('POST', `/api/fornecedores/${id}/bloquear`, tk.master);
    expect(de.json()).toMatchObject({ msg: MSG.ativado, ativo: true });
    expect((await logar(email, senha)).statusCode).toBe(200);
    expect((await chamar('POST', '/api/fornecedores/999999/bloquear', tk.master)).statusCode).toBe(404);
  });

  it('resetar gera senha temporária, encerra as sessões e reativa o fornecedor (spec 2 §4)', async () => {
    const { id, email, senha } = await cadastrar(tk.administrador);
    const sessao = (await logar(email, senha)).json<{ api_token: string }>().api_token;
    await chamar('POST', `/api/fornecedores/${id}/bloquear`, tk.administrador);
    const r = await chamar('POST', `/api/fornecedores/${id}/resetar`, tk.administrador);
    expect(r.statusCode).toBe(200);
    const { msg, senha: nova } = r.json<{ msg: string; senha: string }>();
    expect(msg).toBe(`Senha resetada com sucesso. Nova senha: ${nova}`);
    expect(nova).not.toBe(senha);
    expect((await logar(email, senha)).statusCode).not.toBe(200);
    const login = await logar(email, nova);
    expect(login.statusCode).toBe(200);
    expect(JSON.stringify(login.json())).toContain('"trocar_senha":true');
    const [u] = await t.deps.db
      .select({ id: users.id })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(and(eq(fornecedores.id, id), eq(fornecedores.ativo, true), eq(users.ativo, true)));
    expect(u).toBeDefined();
    const [tok] = await t.deps.db
      .select({ revogado: tokens.revoked_at })
      .from(tokens)
      .where(eq(tokens.user_id, u!.id));
    expect(tok?.revogado).not.toBeNull();
    expect((await chamar('GET', '/api/notificacoes/contagem', sessao)).statusCode).toBe(401);
  });

  it('excluir remove fornecedor, login e endereço; com participação em rodada: 409 e nada muda', async () => {
    const livre = await cadastrar(tk.representante);
    const [antes] = await t.deps.db
      .select({ endereco_id: fornecedores.endereco_id, user_id: fornecedores.user_id })
      .from(fornecedores)
      .where(eq(fornecedores.id, livre.id));
    // The administrador did not register it and has no round with it: 404 (ADR 007); the master may.
    expect((await chamar('POST', `/api/fornecedores/${livre.id}/excluir`, tk.administrador)).statusCode).toBe(
      404,
    );
    const r = await chamar('POST', `/api/fornecedores/${livre.id}/excluir`, tk.master);
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG.excluido);
    expect(await t.deps.db.select().from(users).where(eq(users.id, antes!.user_id))).toHaveLength(0);
    expect(
      await t.deps.db.select().from(enderecos).where(eq(enderecos.id, antes!.endereco_id!)),
    ).toHaveLength(0);
    expect((await chamar('POST', `/api/fornecedores/${livre.id}/excluir`, tk.master)).statusCode).toBe(404);

    const ocupado = await cadastrar(tk.administrador);
    const [rodada] = await criarRodadas(t.deps, adminId, [
      { nome: 'Rodada F', data_inicio: '2030-01-10', data_fim: '2030-01-12' },
    ]);
    await t.deps.db.insert(rodada_fornecedores).values({ rodada_id: rodada!, fornecedor_id: ocupado.id });
    const recusado = await chamar('POST', `/api/fornecedores/${ocupado.id}/excluir`, tk.master);
    expect(recusado.statusCode).toBe(409);
    expect(recusado.json().msg).toBe(MSG.possuiRegistros);
    expect((await chamar('GET', `/api/fornecedores/${ocupado.id}/editar`, tk.master)).statusCode).toBe(200);
  });
});

describe('representante: os seus fornecedores e a ativação só para ele', () => {
  it('lista só os que representa, com o seu ativo_representante; outro id: 404', async () => {
    const meu = await cadastrar(tk.representante);
    const r = await chamar('GET', `/api/representantes/${rep.id}/fornecedores`, tk.representante);
    expect(r.statusCode).toBe(200);
    const lista = r.json().fornecedores;
    expect(lista.find((f: { id: number }) => f.id === meu.id)).toMatchObject({
      ativo: true,
      ativo_representante: true,
      representa: true,
    });
    for (const f of lista) expect(f.representa).toBe(true);
    expect(
      (await chamar('GET', `/api/representantes/${rep2.id}/fornecedores`, tk.representante)).statusCode,
    ).toBe(404);
  });

  it('ativação 0/1 muda só a linha do próprio representante; 1 num fornecedor novo passa a representá-lo', async () => {
    const f = await cadastrar(tk.representante);
    const url = (repId: number) => `/api/representantes/${repId}/fornecedor/${f.id}/ativacao`;
    // rep2 starts carrying it.
    const liga = await chamar('POST', url(rep2.id), tk.representante2, { status: 1 });
    expect(liga.statusCode).toBe(200);
    expect(liga.json()).toMatchObject({ msg: MSG.ativado, ativo_representante: true });

    const desliga = await chamar('POST', url(rep.id), tk.representante, { status: 0 });
    expect(desliga.json()).toMatchObject({ msg: MSG.desativado, ativo_representante: false });
    const linhas = await t.deps.db
      .select({
        rep: representante_fornecedor.representante_id,
        ativo: representante_fornecedor.ativo_representante,
      })
      .from(representante_fornecedor)
      .where(eq(representante_fornecedor.fornecedor_id, f.id));
    expect(linhas.sort((a, b) => a.rep - b.rep)).toEqual([
      { rep: rep.id, ativo: false },
      { rep: rep2.id, ativo: true },
    ]);
    // The supplier's own ativo does not move.
    const [forn] = await t.deps.db
      .select({ ativo: fornecedores.ativo })
      .from(fornecedores)
      .where(eq(fornecedores.id, f.id));
    expect(forn?.ativo).toBe(true);

    // Another representante's id: 404; bad status: 400; unknown supplier: 404.
    expect((await chamar('POST', url(rep2.id), tk.representante, { status: 1 })).statusCode).toBe(404);
    const ruim = await chamar('POST', url(rep.id), tk.representante, { status: 2 });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ status: 'Informe 0 ou 1' });
    expect(
      (
        await chamar('POST', `/api/representantes/${rep.id}/fornecedor/999999/ativacao`, tk.representante, {
          status: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('desativar um fornecedor que não representa não cria linha; fornecedor bloqueado alheio: 404', async () => {
    const f = await cadastrar(tk.administrador);
    const r = await chamar(
      'POST',
      `/api/representantes/${rep.id}/fornecedor/${f.id}/ativacao`,
      tk.representante,
      {
        status: 0,
      },
    );
    expect(r.statusCode).toBe(200);
    expect(
      await t.deps.db
        .select()
        .from(representante_fornecedor)
        .where(eq(representante_fornecedor.fornecedor_id, f.id)),
    ).toHaveLength(0);
    await chamar('POST', `/api/fornecedores/${f.id}/bloquear`, tk.administrador);
    const bloqueado = await chamar(
      'POST',
      `/api/representantes/${rep.id}/fornecedor/${f.id}/ativacao`,
      tk.representante,
      { status: 1 },
    );
    expect(bloqueado.statusCode).toBe(404);
  });
});

describe('GET /api/impressoes/fornecedores/listar', () => {
  const url = '/api/impressoes/fornecedores/listar';

  it('401 sem sessão; 403 para fornecedor e cliente', async () => {
    expect((await chamar('GET', url)).statusCode).toBe(401);
    expect((await chamar('GET', url, tk.fornecedor)).statusCode).toBe(403);
    expect((await chamar('GET', url, tk.cliente)).statusCode).toBe(403);
  });

  it('local: o PDF com o escopo e a busca de quem imprime', async () => {
    const prefixo = `Impresso${++seq}`;
    const livre = await cadastrar(tk.administrador, { nome_fantasia: `${prefixo} Livre` });
    const bloqueado = await cadastrar(tk.administrador, { nome_fantasia: `${prefixo} Bloqueado` });
    await chamar('POST', `/api/fornecedores/${bloqueado.id}/bloquear`, tk.administrador);

    const r = await chamar('GET', `${url}?busca=${encodeURIComponent(prefixo)}`, tk.administrador);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    const texto = textoDoPdf(r.rawPayload);
    expect(texto).toContain('Fornecedores');
    expect(texto).toContain(`${prefixo} Livre`);
    expect(texto).toContain(`${prefixo} Bloqueado`);
    expect(texto).toContain('Desativado');
    expect(texto).toContain(livre.body.cnpj);

    // The representante does not see a deactivated supplier it does not carry.
    const doRep = textoDoPdf(
      (await chamar('GET', `${url}?busca=${encodeURIComponent(prefixo)}`, tk.representante)).rawPayload,
    );
    expect(doRep).toContain(`${prefixo} Livre`);
    expect(doRep).not.toContain(`${prefixo} Bloqueado`);
  });

  it('remota sem rodada: 400; com a rodada: vai para a fila da Ilha', async () => {
    const semRodada = await chamar('GET', `${url}?impressao=remota`, tk.administrador);
    expect(semRodada.statusCode).toBe(400);
    expect(Object.keys(semRodada.json().errors)).toEqual(['rodada_id']);
    const [rodada] = await criarRodadas(t.deps, adminId, [
      { nome: 'Rodada Ilha', data_inicio: '2000-01-01', data_fim: '2099-12-31' },
    ]);
    const r = await chamar('GET', `${url}?impressao=remota&rodada_id=${rodada}`, tk.administrador);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().msg).toBe('Impressão encaminhada para a Ilha de Impressão com sucesso');
    const fila = await t.deps.db.select().from(impressoes).where(eq(impressoes.rodada_id, rodada!));
    expect(fila.map((i) => i.descricao)).toEqual(['Lista de fornecedores']);
  });
});

describe('ADR 007: representar um fornecedor não dá direito sobre a conta dele (issue 9 §1)', () => {
  /** The code mailed to an address (no SMTP in tests: outbox_emails). */
  async function codigoPara(email: string) {
    const [m] = await t.deps.db.select().from(outbox_emails).where(eq(outbox_emails.para, email));
    return /Código: ([A-Z0-9]{6})/.exec(m?.texto ?? '')?.[1] ?? '';
  }

  it('a cadeia inteira é recusada: ativar para si, editar, trocar o email de login e pedir a senha', async () => {
    // The supplier X: registered by an administrador, it completed its own account long ago.
    const x = await cadastrar(tk.administrador);
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.email, x.email));

    // 0. A representante signs up alone a minute ago (and even completes its account).
    const invasor = `invasor-${++seq}@manut.test`;
    const cadastro = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/salvar',
      remoteAddress: '198.51.100.7',
      payload: {
        tipo: 'representante',
        nome: 'Rep Sozinho',
        email: invasor,
        password: 'Feira-Recife-26',
        confirm_password: 'Feira-Recife-26',
        termos: true,
      },
    });
    expect(cadastro.statusCode, cadastro.body).toBe(200);
    const validado = await t.app.inject({
      method: 'POST',
      url: '/api/password/email/codigo-ativacao',
      payload: { email: invasor, codigo: await codigoPara(invasor) },
    });
    expect(validado.statusCode, validado.body).toBe(200);
    await t.deps.db.update(users).set({ verificado: true }).where(eq(users.email, invasor));
    const token = await entrar(t.app, invasor, 'Feira-Recife-26');
    const [perfil] = await t.deps.db
      .select({ id: representantes.id })
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .where(eq(users.email, invasor));

    // 1. Switching X on "for me" is its own preference: allowed, and nothing more.
    const ativacao = await chamar(
      'POST',
      `/api/representantes/${perfil!.id}/fornecedor/${x.id}/ativacao`,
      token,
      { status: 1 },
    );
    expect(ativacao.statusCode).toBe(200);
    const lista = (await chamar('GET', `/api/representantes/${perfil!.id}/fornecedores`, token)).json()
      .fornecedores as { id: number; representa: boolean; acoes: Record<string, boolean> }[];
    expect(lista.find((f) => f.id === x.id)).toMatchObject({
      representa: true,
      acoes: { editar: false, excluir: false, alterar_email: false, ativar_para_mim: true, avaliar: true },
    });

    // 2. The record with the partner's personal data and the login e-mail: 404.
    const editar = await chamar('GET', `/api/fornecedores/${x.id}/editar`, token);
    expect(editar.statusCode).toBe(404);
    expect(editar.body).not.toContain(x.email);
    expect(editar.body).not.toContain('52998224725');
    // The details it may open carry none of them.
    const detalhe = await chamar('GET', `/api/fornecedores/${x.id}/detalhar`, token);
    expect(detalhe.statusCode).toBe(200);
    expect(detalhe.body).not.toContain(x.email);
    expect(detalhe.body).not.toContain('52998224725');
    expect(detalhe.body).not.toContain('1980-05-10');
    expect(detalhe.json().fornecedor).not.toHaveProperty('user');

    // 3. A new login e-mail: 404, nothing changes.
    const atualizar = await chamar('POST', `/api/fornecedores/${x.id}/atualizar`, token, {
      ...x.body,
      user: { email: invasor.replace('invasor', 'caixa-do-invasor') },
    });
    expect(atualizar.statusCode).toBe(404);
    const [login] = await t.deps.db
      .select({ email: users.email, senha: users.password })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(eq(fornecedores.id, x.id));
    expect(login?.email).toBe(x.email);

    // 4. A password reset to the attacker's address reaches nobody; the supplier's login still works.
    const caixa = invasor.replace('invasor', 'caixa-do-invasor');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/password/email',
      payload: { email: caixa, reenviar: false },
    });
    expect(reset.statusCode).toBe(200);
    expect(await t.deps.db.select().from(outbox_emails).where(eq(outbox_emails.para, caixa))).toHaveLength(0);
    expect((await logar(x.email, x.senha)).statusCode).toBe(200);
  });

  it('nem o representante que cadastrou o fornecedor troca o email de login dele (só o master)', async () => {
    const meu = await cadastrar(tk.representante);
    const outro = `outro-${++seq}@manut.test`;
    const r = await chamar('POST', `/api/fornecedores/${meu.id}/atualizar`, tk.representante, {
      ...meu.body,
      user: { email: outro },
    });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({ 'user.email': MSG.emailSoMaster });
    expect(await t.deps.db.select().from(users).where(eq(users.email, outro))).toHaveLength(0);
    // The rest of the record it still edits while the supplier has not completed its account.
    const ok = await chamar('POST', `/api/fornecedores/${meu.id}/atualizar`, tk.representante, {
      ...meu.body,
      nome_fantasia: `${meu.body.nome_fantasia} Editada`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('ADR 007: o administrador mantém os fornecedores das suas rodadas e os que cadastrou (issue 9 §3)', () => {
  let outroAdmin: { token: string; id: number; userId: number };
  let x: { id: number; email: string };

  beforeAll(async () => {
    outroAdmin = await criarUsuarioLogado(t, { tipo: 'administrador', email: `adm-${++seq}@manut.test` });
    // X signed up alone and takes part in a round of adminId only.
    const email = `sozinho-${++seq}@manut.test`;
    const { perfilId } = await criarUsuario(t.deps, { tipo: 'fornecedor', email, nome: `Sozinho ${seq}` });
    x = { id: perfilId!, email };
    const [rodada] = await criarRodadas(t.deps, adminId, [
      { nome: `Rodada ${seq}`, data_inicio: '2030-03-10', data_fim: '2030-03-12' },
    ]);
    await t.deps.db.insert(rodada_fornecedores).values({ rodada_id: rodada!, fornecedor_id: x.id });
  });

  /** Each maintenance call on a supplier, with the body it needs. */
  const acoes = (id: number) =>
    [
      ['GET', `/api/fornecedores/${id}/editar`, undefined],
      ['POST', `/api/fornecedores/${id}/atualizar`, corpo()],
      ['POST', `/api/fornecedores/${id}/resetar`, undefined],
      ['POST', `/api/fornecedores/${id}/bloquear`, undefined],
      ['POST', `/api/fornecedores/${id}/excluir`, undefined],
    ] as const;

  it('o administrador de outra rodada recebe 404 em editar, atualizar, resetar, bloquear e excluir', async () => {
    for (const [metodo, url, body] of acoes(x.id)) {
      const r = await chamar(metodo, url, outroAdmin.token, body);
      expect(r.statusCode, `${metodo} ${url}`).toBe(404);
    }
    const [depois] = await t.deps.db
      .select({ ativo: fornecedores.ativo, trocar: users.trocar_senha, nome: fornecedores.nome_fantasia })
      .from(fornecedores)
      .innerJoin(users, eq(users.id, fornecedores.user_id))
      .where(eq(fornecedores.id, x.id));
    expect(depois).toMatchObject({ ativo: true, trocar: false });
    expect(depois?.nome).toMatch(/^Sozinho/);
    // Nor does it get a temporary password to log in with.
    expect(
      await t.deps.db
        .select()
        .from(auditoria)
        .where(and(eq(auditoria.user_id, outroAdmin.userId), eq(auditoria.acao, 'senha_temporaria'))),
    ).toHaveLength(0);
  });

  it('o administrador da rodada do fornecedor edita, reseta, bloqueia (excluir: 409 pela rodada)', async () => {
    const editar = await chamar('GET', `/api/fornecedores/${x.id}/editar`, tk.administrador);
    expect(editar.statusCode).toBe(200);
    const atual = editar.json().fornecedor;
    const body = {
      ...corpo(),
      nome_fantasia: atual.nome_fantasia,
      cnpj: novoCnpj(),
      user: { email: x.email },
    };
    expect(
      (await chamar('POST', `/api/fornecedores/${x.id}/atualizar`, tk.administrador, body)).statusCode,
    ).toBe(200);
    const reset = await chamar('POST', `/api/fornecedores/${x.id}/resetar`, tk.administrador);
    expect(reset.statusCode).toBe(200);
    expect((await logar(x.email, reset.json().senha)).statusCode).toBe(200);
    expect((await chamar('POST', `/api/fornecedores/${x.id}/bloquear`, tk.administrador)).json().ativo).toBe(
      false,
    );
    expect((await chamar('POST', `/api/fornecedores/${x.id}/bloquear`, tk.administrador)).json().ativo).toBe(
      true,
    );
    const excluir = await chamar('POST', `/api/fornecedores/${x.id}/excluir`, tk.administrador);
    expect(excluir.statusCode).toBe(409);
    expect(excluir.json().msg).toBe(MSG.possuiRegistros);
  });

  it('quem cadastrou mantém o que cadastrou; o master mantém todos', async () => {
    const dele = await cadastrar(outroAdmin.token);
    for (const [metodo, url] of acoes(dele.id).slice(0, 4)) {
      const body = url.endsWith('/atualizar') ? dele.body : undefined;
      expect((await chamar(metodo, url, outroAdmin.token, body)).statusCode, `${metodo} ${url}`).toBe(200);
      // The administrador of the other round does not reach it.
      expect((await chamar(metodo, url, tk.administrador, body)).statusCode, `${metodo} ${url}`).toBe(404);
    }
    expect((await chamar('POST', `/api/fornecedores/${dele.id}/excluir`, outroAdmin.token)).statusCode).toBe(
      200,
    );
    for (const [metodo, url] of acoes(x.id).slice(0, 4)) {
      const body = url.endsWith('/atualizar')
        ? { ...corpo(), cnpj: novoCnpj(), user: { email: x.email } }
        : undefined;
      expect((await chamar(metodo, url, tk.master, body)).statusCode, `${metodo} ${url}`).toBe(200);
    }
  });

  it('a lista diz, por linha, o que cada um pode (acoes)', async () => {
    const dele = await cadastrar(outroAdmin.token, { nome_fantasia: `Lista Editavel ${++seq}` });
    const busca = (nome: string) => `/api/fornecedores/listar?busca=${encodeURIComponent(nome)}`;
    const linha = async (token: string, id: number, nome: string) =>
      (await chamar('GET', busca(nome), token))
        .json()
        .fornecedores.data.find((f: { id: number }) => f.id === id) as
        { acoes: Record<string, boolean> } | undefined;
    const [nomeX] = await t.deps.db
      .select({ nome: fornecedores.nome_fantasia })
      .from(fornecedores)
      .where(eq(fornecedores.id, x.id));
    expect((await linha(tk.administrador, x.id, nomeX!.nome))?.acoes.editar).toBe(true);
    expect((await linha(outroAdmin.token, x.id, nomeX!.nome))?.acoes.editar).toBe(false);
    expect((await linha(tk.master, x.id, nomeX!.nome))?.acoes.editar).toBe(true);
    expect((await linha(outroAdmin.token, dele.id, dele.body.nome_fantasia))?.acoes.editar).toBe(true);
    expect((await linha(tk.administrador, dele.id, dele.body.nome_fantasia))?.acoes.editar).toBe(false);
    // A representante sees it (active) and may not edit what it did not register.
    expect((await linha(tk.representante, dele.id, dele.body.nome_fantasia))?.acoes.editar).toBe(false);
    const doRep = await cadastrar(tk.representante, { nome_fantasia: `Lista Editavel ${++seq}` });
    expect((await linha(tk.representante, doRep.id, doRep.body.nome_fantasia))?.acoes.editar).toBe(true);
    expect((await linha(tk.representante2, doRep.id, doRep.body.nome_fantasia))?.acoes.editar).toBe(false);
    // The maintenance actions follow podeGerirFornecedor: never a representante's, even its own registration.
    expect((await linha(tk.representante, doRep.id, doRep.body.nome_fantasia))?.acoes).toMatchObject({
      excluir: false,
      resetar_senha: false,
      bloquear: false,
      ativar_para_mim: true,
      avaliar: true,
      alterar_email: false,
    });
    expect((await linha(outroAdmin.token, x.id, nomeX!.nome))?.acoes).toMatchObject({
      excluir: false,
      bloquear: false,
    });
    expect((await linha(tk.master, x.id, nomeX!.nome))?.acoes).toMatchObject({
      excluir: true,
      alterar_email: true,
    });
  });
});
