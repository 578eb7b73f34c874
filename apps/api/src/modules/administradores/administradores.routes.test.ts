import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MSG, clientes as contratosClientes } from '@rodada/contracts';
import { administradores, auditoria, enderecos, users } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { CIDADE_TESTE, criarUsuarioLogado, garantirCidadeDeTeste } from '../../test/fabricas.js';

const { MSG_CONTA } = contratosClientes;
const LISTAR = '/api/administradores/config/listar';
const SALVAR = '/api/administradores/config/salvar';

let t: AppDeTeste;
let admin: { token: string; id: number; userId: number };
let outro: { token: string; id: number };

/** A complete payload (spec 2 §5 "Administrator account"); `mudar` overrides parts of it. */
function conta(mudar: Record<string, unknown> = {}, endereco: Record<string, unknown> = {}) {
  return {
    administrador: {
      nome: 'Adriana Menezes',
      cnpj: '12.ABC.345/01DE-35',
      user: { email: 'adm@a.test' },
      endereco: {
        rua: 'Rua Ludovico Cavinato',
        numero: '1431',
        complemento: '',
        bairro: 'Nossa Senhora de Lourdes',
        estado_id: CIDADE_TESTE.estado_id,
        cidade_id: CIDADE_TESTE.cidade_id,
        cep: '01310-200',
        telefone: '(11) 3222-1100',
        celular: '(11) 99999-1100',
        ...endereco,
      },
      ...mudar,
    },
  };
}

const salvar = (token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: SALVAR, headers: bearer(token), payload: payload as object });

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  for (const tipo of ['master', 'fornecedor', 'representante', 'cliente'] as const) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@a.test` });
  }
  admin = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@a.test', nome: 'Adm' });
  const { token, id } = await criarUsuarioLogado(t, {
    tipo: 'administrador',
    email: 'adm2@a.test',
    nome: 'Outro Adm',
  });
  outro = { token, id };
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso à conta do administrador (só o próprio)', () => {
  it('sem login: 401', async () => {
    expect((await t.app.inject({ url: LISTAR })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: SALVAR, payload: conta() })).statusCode).toBe(401);
  });

  it.each(['master', 'fornecedor', 'representante', 'cliente'])('%s: 403', async (tipo) => {
    const token = await entrar(t.app, `${tipo}@a.test`);
    expect((await t.app.inject({ url: LISTAR, headers: bearer(token) })).statusCode).toBe(403);
    const r = await salvar(token, conta());
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ status: 2, msg: MSG.semPermissao });
  });

  it('a conta de outro administrador nunca é lida nem gravada: 404 e nada muda', async () => {
    const lida = await t.app.inject({ url: `${LISTAR}?id=${outro.id}`, headers: bearer(admin.token) });
    expect(lida.statusCode).toBe(404);
    expect(lida.body).not.toContain('adm2@a.test');
    const gravada = await salvar(admin.token, conta({ id: outro.id, nome: 'Invasor' }));
    expect(gravada.statusCode).toBe(404);
    const [o] = await t.deps.db.select().from(administradores).where(eq(administradores.id, outro.id));
    expect(o).toMatchObject({ nome: 'Outro Adm', cnpj: null, endereco_id: null });
  });

  it('carrega a própria conta', async () => {
    const r = await t.app.inject({ url: `${LISTAR}?id=${admin.id}`, headers: bearer(admin.token) });
    expect(r.statusCode).toBe(200);
    expect(r.json().administrador).toEqual({
      id: admin.id,
      nome: 'Adm',
      cnpj: null,
      novo_cadastro: false,
      user: { email: 'adm@a.test' },
      endereco: null,
      acoes: { editar: true, alterar_logo: false },
    });
  });
});

describe('POST /api/administradores/config/salvar: validação (spec 2 §5 "Administrator account")', () => {
  async function erros(payload: unknown) {
    const r = await salvar(admin.token, payload);
    expect(r.statusCode).toBe(400);
    return r.json().errors as Record<string, string>;
  }

  it("tudo obrigatório menos o complemento: 'Obrigatório'", async () => {
    const e = await erros(
      conta(
        { nome: '', cnpj: '', user: { email: '' } },
        {
          rua: '',
          numero: '',
          complemento: '',
          bairro: '',
          estado_id: null,
          cidade_id: null,
          cep: '',
          telefone: '',
          celular: '',
        },
      ),
    );
    const campos = ['nome', 'cnpj', 'user.email'].concat(
      ['rua', 'numero', 'bairro', 'estado_id', 'cidade_id', 'cep', 'telefone', 'celular'].map(
        (c) => `endereco.${c}`,
      ),
    );
    expect(e).toEqual(Object.fromEntries(campos.map((c) => [`administrador.${c}`, 'Obrigatório'])));
  });

  it("CNPJ com dígito errado: 'CNPJ Inválido'; email inválido: 'E-mail inválido'; CEP: 'CEP inválido'", async () => {
    const e = await erros(conta({ cnpj: '12.ABC.345/01DE-36', user: { email: 'adm@' } }, { cep: '013' }));
    expect(e).toEqual({
      'administrador.cnpj': 'CNPJ Inválido',
      'administrador.user.email': 'E-mail inválido',
      'administrador.endereco.cep': 'CEP inválido',
    });
  });

  it('CNPJ com caracteres repetidos é inválido', async () => {
    expect((await erros(conta({ cnpj: '11.111.111/1111-11' })))['administrador.cnpj']).toBe('CNPJ Inválido');
  });

  it('email de outro usuário: 400 no email', async () => {
    expect(await erros(conta({ user: { email: 'ADM2@a.test' } }))).toEqual({
      'administrador.user.email': MSG_CONTA.emailEmUso,
    });
  });
});

describe('POST /api/administradores/config/salvar: gravação', () => {
  it('grava nome, CNPJ e endereço (com o email de login), conclui a conta e responde o usuário', async () => {
    await t.deps.db.update(users).set({ verificado: false }).where(eq(users.id, admin.userId));
    const r = await salvar(admin.token, conta());
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe('Dados da conta salvos com sucesso');
    expect(r.json().user).toMatchObject({
      id: admin.userId,
      tipo: 'administrador',
      verificado: true,
      administrador_id: admin.id,
      administrador_nome: 'Adriana Menezes',
    });
    const [a] = await t.deps.db.select().from(administradores).where(eq(administradores.id, admin.id));
    expect(a).toMatchObject({ nome: 'Adriana Menezes', cnpj: '12ABC34501DE35' });
    const [end] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, a!.endereco_id!));
    expect(end).toMatchObject({
      cep: '01310200',
      complemento: null,
      telefone: '1132221100',
      celular: '11999991100',
      email: 'adm@a.test',
      local: 'São Paulo/SP',
    });
    const [registro] = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'administradores'), eq(auditoria.entidade_id, String(admin.id))));
    expect(registro).toMatchObject({ user_id: admin.userId, acao: 'atualizar_conta' });
  });

  it('o segundo salvamento atualiza o mesmo endereço', async () => {
    const [antes] = await t.deps.db.select().from(administradores).where(eq(administradores.id, admin.id));
    const r = await salvar(admin.token, conta({ nome: 'Adriana M.' }, { numero: '1500' }));
    expect(r.statusCode).toBe(200);
    const [depois] = await t.deps.db.select().from(administradores).where(eq(administradores.id, admin.id));
    expect(depois).toMatchObject({ nome: 'Adriana M.', endereco_id: antes!.endereco_id });
    const { administrador } = (await t.app.inject({ url: LISTAR, headers: bearer(admin.token) })).json();
    expect(administrador.endereco).toMatchObject({ numero: '1500', cidade: 'São Paulo', estado: 'SP' });
  });

  it('telefone colado com +55 é gravado sem o código do país (ADR 012)', async () => {
    const r = await salvar(
      admin.token,
      conta({}, { telefone: '+55 (11) 3222-1100', celular: '+55 81 99999-8888' }),
    );
    expect(r.statusCode).toBe(200);
    const [a] = await t.deps.db.select().from(administradores).where(eq(administradores.id, admin.id));
    const [end] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, a!.endereco_id!));
    expect(end).toMatchObject({ telefone: '1132221100', celular: '81999998888' });
  });

  it('novo email vira o login: o antigo não entra mais, o novo entra', async () => {
    const r = await salvar(admin.token, conta({ user: { email: 'Adriana@A.test' } }));
    expect(r.json().user.email).toBe('adriana@a.test');
    const velho = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: 'adm@a.test', password: 'segredo123' },
    });
    expect(velho.statusCode).toBe(401);
    expect(await entrar(t.app, 'adriana@a.test')).toBeTruthy();
  });
});
