import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { representantes as contrato } from '@rodada/contracts';
import { auditoria, bancos, enderecos, representantes, users } from '../../db/schema/index.js';
import {
  CIDADE_TESTE,
  chamadorJson,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { criarAppDeTeste, entrar, type AppDeTeste } from '../../test/app.js';

const { MSG_REPRESENTANTES: MSG } = contrato;

let t: AppDeTeste;
/** The representative under test: not yet verified, as after sign-up. */
const r1 = { email: 'rep1@r.test', token: '', id: 0, userId: 0 };
/** Another representative, whose data must never change. */
const r2 = { email: 'rep2@r.test', token: '', id: 0 };
let tokenFornecedor = '';

/** One JSON call with a bearer token when given. */
const chamar = chamadorJson(() => t.app);

/** A complete, valid account, as the form sends it (masks included). */
function contaValida(mudancas: Record<string, unknown> = {}) {
  return {
    razao_social: 'Sul Representações Ltda',
    nome_fantasia: 'Sul Representações',
    cnpj: '12.ABC.345/01DE-35',
    ie: '556677',
    banco: '001',
    agencia: '1234-5',
    conta: '98765-0',
    conta_tipo: 'Conta Corrente',
    endereco: {
      rua: 'Avenida Paulista',
      numero: '1000',
      complemento: '',
      bairro: 'Bela Vista',
      estado_id: CIDADE_TESTE.estado_id,
      cidade_id: CIDADE_TESTE.cidade_id,
      cep: '01310-100',
      telefone: '(11) 3333-4444',
      celular: '(11) 98888-7777',
    },
    user: { email: r1.email },
    ...mudancas,
  };
}

const salvar = (token: string, representante: object) =>
  chamar('POST', contrato.salvarConta.path, token, { representante });

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  await t.deps.db.insert(bancos).values([
    { codigo: '001', nome: 'Banco do Brasil S.A.' },
    { codigo: '341', nome: 'Itaú Unibanco S.A.' },
  ]);
  Object.assign(
    r1,
    await criarUsuarioLogado(t, { tipo: 'representante', email: r1.email, verificado: false }),
  );
  const { id, token } = await criarUsuarioLogado(t, { tipo: 'representante', email: r2.email });
  Object.assign(r2, { id, token });
  tokenFornecedor = (await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@r.test' })).token;
});
afterAll(async () => {
  await t.fechar();
});

describe('acesso (spec 2 §6: conta do representante)', () => {
  it('sem sessão: 401; outro papel: 403', async () => {
    expect((await chamar('GET', contrato.buscarConta.path)).statusCode).toBe(401);
    expect((await salvar('', contaValida())).statusCode).toBe(401);
    expect((await chamar('GET', contrato.buscarConta.path, tokenFornecedor)).statusCode).toBe(403);
    expect((await salvar(tokenFornecedor, {})).statusCode).toBe(403);
  });
});

describe('GET /api/representantes/conta', () => {
  it('devolve a própria conta, ainda não verificada', async () => {
    const r = await chamar('GET', contrato.buscarConta.path, r1.token);
    expect(r.statusCode).toBe(200);
    expect(r.json().representante).toMatchObject({
      id: r1.id,
      verificado: false,
      banco: null,
      conta_tipo: null,
      user: { email: r1.email },
      endereco: { rua: null, cep: null },
      acoes: { editar: true, alterar_logo: false },
    });
  });
});

describe('POST /api/representantes/conta/salvar (spec 2 §5 "Representative account")', () => {
  it('tudo é obrigatório: 400 em cada campo', async () => {
    const r = await salvar(r1.token, { endereco: {}, user: {} });
    expect(r.statusCode).toBe(400);
    const { errors } = r.json();
    for (const campo of [
      'razao_social',
      'nome_fantasia',
      'cnpj',
      'ie',
      'banco',
      'agencia',
      'conta',
      'conta_tipo',
      'endereco.rua',
      'endereco.numero',
      'endereco.bairro',
      'endereco.estado_id',
      'endereco.cidade_id',
      'endereco.cep',
      'endereco.telefone',
      'endereco.celular',
      'user.email',
    ]) {
      expect(errors[`representante.${campo}`], campo).toBe('Campo obrigatório');
    }
  });

  it('CNPJ inválido e tipo de conta fora da lista: 400 por campo', async () => {
    const r = await salvar(
      r1.token,
      contaValida({ cnpj: '12.ABC.345/01DE-36', conta_tipo: 'Conta Salário' }),
    );
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({
      'representante.cnpj': 'CNPJ Inválido',
      'representante.conta_tipo': MSG.contaTipoInvalido,
    });
  });

  it('banco fora da lista: 400 no banco, nada gravado', async () => {
    const formato = await salvar(r1.token, contaValida({ banco: '12' }));
    expect(formato.json().errors).toEqual({ 'representante.banco': MSG.bancoInvalido });
    const inexistente = await salvar(r1.token, contaValida({ banco: '999' }));
    expect(inexistente.statusCode).toBe(400);
    expect(inexistente.json().errors).toEqual({ 'representante.banco': MSG.bancoInvalido });
    const [r] = await t.deps.db.select().from(representantes).where(eq(representantes.id, r1.id));
    expect(r!.banco).toBeNull();
  });

  it('email de outro login (em outra caixa): 400 no email', async () => {
    const r = await salvar(r1.token, contaValida({ user: { email: 'REP2@r.test' } }));
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ 'representante.user.email': MSG.emailEmUso });
  });

  it('gravação válida: verifica a conta, grava banco e endereço e devolve o usuário', async () => {
    const r = await salvar(r1.token, contaValida({ user: { email: 'Sul@R.test' } }));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      msg: 'Dados da conta salvos com sucesso',
      user: {
        id: r1.userId,
        tipo: 'representante',
        email: 'sul@r.test',
        verificado: true,
        representante_id: r1.id,
        representante_nome: 'Sul Representações',
      },
    });
    const [rep] = await t.deps.db.select().from(representantes).where(eq(representantes.id, r1.id));
    expect(rep).toMatchObject({
      cnpj: '12ABC34501DE35',
      banco: '001',
      agencia: '1234-5',
      conta: '98765-0',
      conta_tipo: 'Conta Corrente',
    });
    const [e] = await t.deps.db.select().from(enderecos).where(eq(enderecos.id, rep!.endereco_id!));
    expect(e).toMatchObject({
      cep: '01310100',
      email: 'sul@r.test',
      local: 'São Paulo/SP',
      complemento: null,
    });
    const [u] = await t.deps.db.select().from(users).where(eq(users.id, r1.userId));
    expect(u).toMatchObject({ email: 'sul@r.test', verificado: true, nome: 'Sul Representações' });
    const trilha = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'representantes'), eq(auditoria.entidade_id, String(r1.id))));
    expect(trilha).toHaveLength(1);
    // The login changed, the password did not (spec 2 §4).
    expect(await entrar(t.app, 'sul@r.test')).toBeTruthy();
  });

  it('depois, os dados bancários mudam e o outro representante fica como estava', async () => {
    const r = await salvar(
      r1.token,
      contaValida({ user: { email: 'sul@r.test' }, banco: '341', conta_tipo: 'Conta Poupança' }),
    );
    expect(r.statusCode).toBe(200);
    const lido = (await chamar('GET', contrato.buscarConta.path, r1.token)).json().representante;
    expect(lido).toMatchObject({ banco: '341', conta_tipo: 'Conta Poupança', verificado: true });
    const [outro] = await t.deps.db.select().from(representantes).where(eq(representantes.id, r2.id));
    expect(outro).toMatchObject({ banco: null, cnpj: null, endereco_id: null });
  });
});
