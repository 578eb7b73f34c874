import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { MSG, MSG_CONTAS } from '@rodada/contracts';
import { buildApp } from '../../app.js';
import {
  auditoria,
  clientes,
  codigos_verificacao,
  fornecedores,
  outbox_emails,
  representantes,
  tokens,
  users,
} from '../../db/schema/index.js';
import { lerConfig } from '../../lib/config.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { createTestDatabase } from '../../test/db.js';
import { LIMITES_CONTAS } from './contas-limites.js';

let t: AppDeTeste;
let seq = 0;
const novoEmail = (p: string) => `${p}-${++seq}@contas.test`;
// Each sign-up comes from its own address unless a test is about the per-IP limit.
const novoIp = () => `10.20.${Math.floor(++seq / 250)}.${seq % 250}`;

const post = (url: string, payload: object, ip = '10.9.9.9') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
const cadastro = (dados: Record<string, unknown> = {}, ip = novoIp()) =>
  post(
    '/api/usuarios/salvar',
    {
      tipo: 'cliente',
      nome: 'Loja da Ana',
      email: novoEmail('cadastro'),
      password: 'Tecido#Azul7',
      confirm_password: 'Tecido#Azul7',
      termos: true,
      ...dados,
    },
    ip,
  );
const validar = (email: string, codigo: string) =>
  post('/api/password/email/codigo-ativacao', { email, codigo });
const reenviar = (email: string) => post('/api/password/email/codigo-ativacao-reenviar', { email });
const pedirReset = (email: string, reenviar = false) => post('/api/password/email', { email, reenviar });
const conferirReset = (email: string, codigo: string) =>
  post('/api/password/email/codigo-reset', { email, codigo });
const novaSenha = (email: string, codigo: string, nova_senha: string) =>
  post('/api/password/email/nova-senha-reset', { email, codigo, nova_senha });
const logar = (email: string, password: string) => post('/api/logar', { email, password });

/** The mails sent to an address, oldest first (no SMTP in tests: they land in outbox_emails). */
async function emailsPara(para: string) {
  return t.deps.db
    .select()
    .from(outbox_emails)
    .where(eq(outbox_emails.para, para))
    .orderBy(asc(outbox_emails.id));
}
/**
 * The mails sent to an address once there are `n` of them: 'Reenviar' sends without holding the
 * answer (issue 9 §6), so its mail may land just after the answer.
 */
async function esperarEmails(para: string, n: number) {
  return vi.waitFor(
    async () => {
      const emails = await emailsPara(para);
      if (emails.length < n) throw new Error(`${emails.length} de ${n} emails para ${para}`);
      return emails;
    },
    { timeout: 5000, interval: 20 },
  );
}
/** The code in the last mail to an address. */
async function ultimoCodigo(para: string): Promise<string> {
  const emails = await emailsPara(para);
  const codigo = /Código: ([A-Z0-9]{6})/.exec(emails.at(-1)?.texto ?? '')?.[1];
  if (!codigo) throw new Error(`nenhum código para ${para}`);
  return codigo;
}
/** A code guaranteed different from `codigo` (same alphabet and length). */
const outroCodigo = (codigo: string) => (codigo === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
async function codigosDe(email: string) {
  return t.deps.db
    .select({ c: codigos_verificacao })
    .from(codigos_verificacao)
    .innerJoin(users, eq(users.id, codigos_verificacao.user_id))
    .where(eq(users.email, email))
    .orderBy(asc(codigos_verificacao.id));
}

beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('POST /api/usuarios/salvar — cadastro (spec 1 §4, §5)', () => {
  it('cria o usuário e o perfil, envia o código; o login responde status 2 até validar e depois entra', async () => {
    const email = novoEmail('ana');
    const r = await cadastro({ email: `  ${email.toUpperCase()} `, nome: 'Loja da Ana' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CONTAS.contaCriada, email });

    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      tipo: 'cliente',
      nome: 'Loja da Ana',
      email_validado: false,
      verificado: false,
    });
    expect(user!.password).toMatch(/^\$argon2id\$/);
    const [perfil] = await t.deps.db.select().from(clientes).where(eq(clientes.user_id, user!.id));
    expect(perfil?.nome).toBe('Loja da Ana');

    const emails = await emailsPara(email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.assunto).toBe('Rodada: seu código de validação');
    expect(emails[0]!.html).toContain('Loja da Ana');
    const codigo = await ultimoCodigo(email);
    // Stored hashed, never in clear.
    const [guardado] = await codigosDe(email);
    expect(guardado!.c).toMatchObject({ finalidade: 'ativacao', tentativas: 0, used_at: null });
    expect(guardado!.c.codigo_hash).not.toContain(codigo);

    const antes = await logar(email, 'Tecido#Azul7');
    expect(antes.statusCode).toBe(403);
    expect(antes.json()).toEqual({ status: 2, msg: MSG.contaNaoValidada, motivo: 'conta_nao_validada' });

    const v = await validar(email, codigo.toLowerCase());
    expect(v.statusCode).toBe(200);
    expect(v.json()).toEqual({ status: 1, msg: MSG_CONTAS.contaValidada });

    const depois = await logar(email, 'Tecido#Azul7');
    expect(depois.statusCode).toBe(200);
    expect(depois.json()).toMatchObject({
      status: 1,
      tipo: 'cliente',
      verificado: false,
      cliente_nome: 'Loja da Ana',
    });
  });

  it.each([
    ['fornecedor', fornecedores],
    ['representante', representantes],
  ] as const)('%s: o nome vira o nome fantasia do perfil', async (tipo, tabela) => {
    const email = novoEmail(tipo);
    expect((await cadastro({ tipo, email, nome: 'Malhas do Vale' })).statusCode).toBe(200);
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user?.tipo).toBe(tipo);
    const [perfil] = await t.deps.db.select().from(tabela).where(eq(tabela.user_id, user!.id));
    expect(perfil?.nome_fantasia).toBe('Malhas do Vale');
  });

  it("email já cadastrado (em qualquer caixa): 400 com errors.email 'Este email já está cadastrado'", async () => {
    const email = novoEmail('repetido');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const r = await cadastro({ email: email.toUpperCase() });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 2,
      msg: MSG_CONTAS.erroCadastrar,
      errors: { email: MSG_CONTAS.emailJaCadastrado },
      motivo: 'email_cadastrado',
    });
    expect(await emailsPara(email)).toHaveLength(0);
  });

  it.each(['master', 'administrador', 'rei'])(
    'tipo %s é recusado: 400 e nenhuma conta criada',
    async (tipo) => {
      const email = novoEmail(tipo);
      const r = await cadastro({ tipo, email });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual({ tipo: MSG_CONTAS.tipoInvalido });
      expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    },
  );

  it.each([
    ['nome com menos de 3 caracteres', { nome: 'Al' }, { nome: MSG_CONTAS.nomeCurto }],
    ['nome em branco', { nome: '   ' }, { nome: MSG_CONTAS.campoObrigatorio }],
    ['email sem arroba', { email: 'ana.loja.com' }, { email: MSG_CONTAS.emailInvalido }],
    [
      'senhas diferentes',
      { confirm_password: 'outra123' },
      { confirm_password: MSG_CONTAS.senhasDiferentes },
    ],
    [
      'senha com menos de 6',
      { password: '12345', confirm_password: '12345' },
      { password: MSG_CONTAS.senhaCurta },
    ],
    ['termos não aceitos', { termos: false }, { termos: MSG_CONTAS.termosObrigatorios }],
    [
      'campos ausentes',
      {
        tipo: undefined,
        nome: undefined,
        email: undefined,
        password: undefined,
        confirm_password: undefined,
      },
      {
        tipo: MSG_CONTAS.campoObrigatorio,
        nome: MSG_CONTAS.campoObrigatorio,
        email: MSG_CONTAS.campoObrigatorio,
        password: MSG_CONTAS.campoObrigatorio,
        confirm_password: MSG_CONTAS.campoObrigatorio,
      },
    ],
  ])('%s: 400 com a mensagem do campo', async (_caso, dados, errors) => {
    const r = await cadastro(dados);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ status: 2, msg: MSG.dadosInvalidos, errors });
  });

  it('senhas diferentes aparecem junto com os outros erros do formulário', async () => {
    const r = await cadastro({ nome: 'Al', confirm_password: 'outra123' });
    expect(r.json().errors).toEqual({
      nome: MSG_CONTAS.nomeCurto,
      confirm_password: MSG_CONTAS.senhasDiferentes,
    });
  });

  it('limite por IP: o 11º cadastro na mesma hora recebe 429; outro IP segue; uma hora depois volta', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LIMITES_CONTAS.cadastrosPorIp; i++) {
      expect((await cadastro({}, ip)).statusCode).toBe(200);
    }
    const barrado = await cadastro({}, ip);
    expect(barrado.statusCode).toBe(429);
    expect(barrado.json()).toEqual({
      status: 2,
      msg: MSG_CONTAS.muitosCadastros,
      motivo: 'muitos_cadastros',
    });
    expect((await cadastro({}, '192.0.2.78')).statusCode).toBe(200);
    t.relogio.avancar(LIMITES_CONTAS.janelaMs + 1000);
    expect((await cadastro({}, ip)).statusCode).toBe(200);
  });

  it('logins criados pela equipe não contam no limite de cadastros do IP (só cadastros públicos)', async () => {
    // The venue desk: master registers administrators from the same address the public signs up from.
    const ip = '192.0.2.90';
    const masterEmail = novoEmail('master');
    await criarUsuario(t.deps, { tipo: 'master', email: masterEmail });
    const token = await entrar(t.app, masterEmail);
    for (let i = 0; i < LIMITES_CONTAS.cadastrosPorIp; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/cadastrar',
        headers: bearer(token),
        payload: { nome: `Admin ${i}`, email: novoEmail('admin-equipe') },
        remoteAddress: ip,
      });
      expect(r.statusCode).toBe(200);
    }
    for (let i = 0; i < LIMITES_CONTAS.cadastrosPorIp; i++) {
      expect((await cadastro({}, ip)).statusCode).toBe(200);
    }
    expect((await cadastro({}, ip)).statusCode).toBe(429);
  });
});

describe('código de validação (spec 1 §5, §8)', () => {
  /** Signs up and answers the email and the mailed code. */
  async function cadastrado() {
    const email = novoEmail('codigo');
    expect((await cadastro({ email })).statusCode).toBe(200);
    return { email, codigo: await ultimoCodigo(email) };
  }

  it('código errado: mensagem do servidor e a tentativa é contada', async () => {
    const { email, codigo } = await cadastrado();
    const r = await validar(email, outroCodigo(codigo));
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      status: 2,
      msg: MSG_CONTAS.codigoInvalido,
      errors: { codigo: MSG_CONTAS.codigoInvalido },
      motivo: 'codigo_invalido',
    });
    expect((await codigosDe(email))[0]!.c.tentativas).toBe(1);
    // A wrong try does not burn the code.
    expect((await validar(email, codigo)).statusCode).toBe(200);
  });

  it("código sem 6 caracteres: 400 'O código tem 6 caracteres'", async () => {
    const r = await validar('x@contas.test', 'ABC12');
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ codigo: MSG_CONTAS.codigoTamanho });
  });

  it('5 tentativas erradas bloqueiam o código: nem o certo vale até pedir um novo', async () => {
    const { email, codigo } = await cadastrado();
    for (let i = 1; i < LIMITES_CONTAS.tentativasPorCodigo; i++) {
      expect((await validar(email, outroCodigo(codigo))).statusCode).toBe(400);
    }
    const quinta = await validar(email, outroCodigo(codigo));
    expect(quinta.statusCode).toBe(429);
    expect(quinta.json()).toEqual({ status: 2, msg: MSG_CONTAS.codigoBloqueado, motivo: 'codigo_bloqueado' });
    expect((await validar(email, codigo)).statusCode).toBe(429);

    expect((await reenviar(email)).statusCode).toBe(200);
    await esperarEmails(email, 2);
    expect((await validar(email, await ultimoCodigo(email))).statusCode).toBe(200);
  });

  it('código expirado (30 minutos) é recusado', async () => {
    const { email, codigo } = await cadastrado();
    t.relogio.avancar(LIMITES_CONTAS.validadeCodigoMs + 1000);
    const r = await validar(email, codigo);
    expect(r.statusCode).toBe(400);
    expect(r.json().motivo).toBe('codigo_invalido');
  });

  it('conta já validada: o mesmo código responde como antes (outra aba); outro código, como um errado', async () => {
    const { email, codigo } = await cadastrado();
    expect((await validar(email, codigo)).statusCode).toBe(200);
    const r = await validar(email, codigo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CONTAS.contaValidada });
    const errado = await validar(email, outroCodigo(codigo));
    expect(errado.statusCode).toBe(400);
    expect(errado.json().motivo).toBe('codigo_invalido');
    // Reenviar answers as for anyone, and sends nothing.
    const reenvio = await reenviar(email);
    expect(reenvio.json()).toEqual({ status: 1, msg: MSG_CONTAS.codigoReenviado });
    expect(await emailsPara(email)).toHaveLength(1);
    // Past the code's lifetime, the used code is just a wrong one.
    t.relogio.avancar(LIMITES_CONTAS.validadeCodigoMs + 1000);
    expect((await validar(email, codigo)).statusCode).toBe(400);
  });

  it('Reenviar manda um código novo e o anterior deixa de valer', async () => {
    const { email, codigo: primeiro } = await cadastrado();
    const r = await reenviar(email);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CONTAS.codigoReenviado });
    expect(await esperarEmails(email, 2)).toHaveLength(2);
    const segundo = await ultimoCodigo(email);
    if (segundo !== primeiro) expect((await validar(email, primeiro)).statusCode).toBe(400);
    expect((await validar(email, segundo)).statusCode).toBe(200);
  });

  it('Reenviar para um email desconhecido responde igual e não envia nada', async () => {
    const email = novoEmail('fantasma');
    const r = await reenviar(email);
    expect(r.statusCode).toBe(200);
    expect(await emailsPara(email)).toHaveLength(0);
  });

  it('limite de envios: no máximo 5 pedidos de código por hora para um email, além do cadastro', async () => {
    const { email } = await cadastrado();
    for (let i = 0; i < LIMITES_CONTAS.enviosPorEmail; i++)
      expect((await reenviar(email)).statusCode).toBe(200);
    const barrado = await reenviar(email);
    expect(barrado.statusCode).toBe(429);
    expect(barrado.json()).toEqual({ status: 2, msg: MSG_CONTAS.muitosCodigos, motivo: 'muitos_codigos' });
    expect(await esperarEmails(email, LIMITES_CONTAS.enviosPorEmail + 1)).toHaveLength(
      LIMITES_CONTAS.enviosPorEmail + 1,
    );
    t.relogio.avancar(LIMITES_CONTAS.janelaMs + 1000);
    expect((await reenviar(email)).statusCode).toBe(200);
  });
});

describe('enumeração de contas: os códigos de ativação respondem igual para qualquer email (issue 9 §6)', () => {
  /** An account still to validate (with its live code), one already validated and an unknown email. */
  async function tresEmails() {
    const pendente = novoEmail('pendente');
    expect((await cadastro({ email: pendente })).statusCode).toBe(200);
    const codigoPendente = await ultimoCodigo(pendente);
    const validada = novoEmail('validada');
    expect((await cadastro({ email: validada })).statusCode).toBe(200);
    const codigoValidada = await ultimoCodigo(validada);
    expect((await validar(validada, codigoValidada)).statusCode).toBe(200);
    return [
      { email: pendente, errado: outroCodigo(codigoPendente) },
      { email: validada, errado: outroCodigo(codigoValidada) },
      { email: novoEmail('desconhecido'), errado: 'ZZZZZZ' },
    ];
  }
  /** Status and body of an answer, what a caller can compare. */
  const resposta = (r: { statusCode: number; json: () => unknown }) => [r.statusCode, r.json()];

  it('codigo-ativacao: a mesma sequência de respostas (400 e depois 429) para os três', async () => {
    const emails = await tresEmails();
    for (let i = 1; i <= LIMITES_CONTAS.tentativasPorCodigo + 1; i++) {
      const [a, b, c] = await Promise.all(emails.map((e) => validar(e.email, e.errado)));
      const esperado = i < LIMITES_CONTAS.tentativasPorCodigo ? 400 : 429;
      expect(a!.statusCode, `tentativa ${i}`).toBe(esperado);
      expect(resposta(b!), `tentativa ${i}`).toEqual(resposta(a!));
      expect(resposta(c!), `tentativa ${i}`).toEqual(resposta(a!));
    }
    // Asking for a new code unlocks all three alike.
    t.relogio.avancar(1000); // the request comes after the tries, as it would for a person
    for (const e of emails) expect((await reenviar(e.email)).statusCode).toBe(200);
    const depois = await Promise.all(emails.map((e) => validar(e.email, e.errado)));
    for (const r of depois) expect(resposta(r)).toEqual(resposta(depois[0]!));
    expect(depois[0]!.statusCode).toBe(400);
  });

  it('codigo-ativacao-reenviar: a mesma resposta para os três, também no limite; só a conta a validar recebe email', async () => {
    const emails = await tresEmails();
    for (let i = 1; i <= LIMITES_CONTAS.enviosPorEmail + 1; i++) {
      const [a, b, c] = await Promise.all(emails.map((e) => reenviar(e.email)));
      expect(a!.statusCode, `pedido ${i}`).toBe(i <= LIMITES_CONTAS.enviosPorEmail ? 200 : 429);
      expect(resposta(b!), `pedido ${i}`).toEqual(resposta(a!));
      expect(resposta(c!), `pedido ${i}`).toEqual(resposta(a!));
    }
    await esperarEmails(emails[0]!.email, LIMITES_CONTAS.enviosPorEmail + 1);
    expect(await emailsPara(emails[1]!.email)).toHaveLength(1);
    expect(await emailsPara(emails[2]!.email)).toHaveLength(0);
  });

  it('codigo-ativacao-reenviar responde sem esperar o email: um SMTP lento não denuncia a conta', async () => {
    const pendente = novoEmail('lento');
    expect((await cadastro({ email: pendente })).statusCode).toBe(200);
    // An SMTP server that holds every mail until the test lets it go.
    const original = t.deps.mailer.enviar.bind(t.deps.mailer);
    let liberar = () => {};
    const segura = new Promise<void>((ok) => (liberar = ok));
    t.deps.mailer.enviar = async (email) => {
      await segura;
      await original(email);
    };
    try {
      const conta = await reenviar(pendente);
      const desconhecido = await reenviar(novoEmail('lento-fantasma'));
      // Both answered while the account's mail is still held, and alike.
      expect(resposta(conta)).toEqual(resposta(desconhecido));
      expect(conta.statusCode).toBe(200);
      expect(await emailsPara(pendente)).toHaveLength(1);
    } finally {
      liberar();
      t.deps.mailer.enviar = original;
    }
    await esperarEmails(pendente, 2);
  });
});

describe('redefinição de senha (spec 1 §4, §7)', () => {
  it('email desconhecido: a mesma resposta de um conhecido e nenhum email enviado', async () => {
    const conhecido = novoEmail('conhecido');
    await criarUsuario(t.deps, { tipo: 'representante', email: conhecido });
    const desconhecido = novoEmail('desconhecido');
    const a = await pedirReset(conhecido);
    const b = await pedirReset(desconhecido);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json()).toEqual({ status: 1, msg: MSG_CONTAS.resetSolicitado });
    expect(await emailsPara(conhecido)).toHaveLength(1);
    expect((await emailsPara(conhecido))[0]!.assunto).toBe('Rodada: código para criar uma nova senha');
    expect(await emailsPara(desconhecido)).toHaveLength(0);
    // The second request and the code step answer alike too.
    expect((await pedirReset(conhecido)).json()).toEqual((await pedirReset(desconhecido)).json());
    for (let i = 1; i < LIMITES_CONTAS.tentativasPorCodigo; i++) {
      const x = await conferirReset(conhecido, 'ZZZZZZ');
      const y = await conferirReset(desconhecido, 'ZZZZZZ');
      expect([x.statusCode, x.json()]).toEqual([y.statusCode, y.json()]);
    }
    const x = await conferirReset(conhecido, 'ZZZZZZ');
    const y = await conferirReset(desconhecido, 'ZZZZZZ');
    expect([x.statusCode, x.json()]).toEqual([429, y.json()]);
    expect(y.statusCode).toBe(429);
  });

  it('código já enviado: 409 status 2 com motivo; reenviar true manda um novo e o anterior deixa de valer', async () => {
    const email = novoEmail('jaenviado');
    await criarUsuario(t.deps, { tipo: 'fornecedor', email });
    expect((await pedirReset(email)).statusCode).toBe(200);
    const primeiro = await ultimoCodigo(email);
    const r = await pedirReset(email);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({ status: 2, msg: MSG_CONTAS.codigoJaEnviado, motivo: 'codigo_ja_enviado' });
    expect(await emailsPara(email)).toHaveLength(1);

    expect((await pedirReset(email, true)).statusCode).toBe(200);
    expect(await emailsPara(email)).toHaveLength(2);
    const segundo = await ultimoCodigo(email);
    if (segundo !== primeiro) expect((await conferirReset(email, primeiro)).statusCode).toBe(400);
    expect((await conferirReset(email, segundo)).statusCode).toBe(200);

    // After the code's lifetime, a plain request sends again.
    t.relogio.avancar(LIMITES_CONTAS.validadeCodigoMs + 1000);
    expect((await pedirReset(email)).statusCode).toBe(200);
  });

  it("nova senha com menos de 6 caracteres: 400 'Precisa ter 6 ou mais caracteres' no campo", async () => {
    const r = await novaSenha('x@contas.test', 'ABCDEF', '12345');
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ nova_senha: MSG_CONTAS.senhaCurta });
    const vazio = await post('/api/password/email', {});
    expect(vazio.json().errors).toEqual({ email: MSG_CONTAS.emailObrigatorio });
  });

  it('caminho feliz: a senha muda, a antiga falha, a nova entra e as sessões antigas são encerradas', async () => {
    const email = novoEmail('reset');
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email });
    await t.deps.db.update(users).set({ trocar_senha: true }).where(eq(users.id, user.id));
    const antigo = await entrar(t.app, email);

    expect((await pedirReset(email)).statusCode).toBe(200);
    const codigo = await ultimoCodigo(email);
    const conferido = await conferirReset(email, codigo);
    expect(conferido.json()).toEqual({ status: 1, msg: MSG_CONTAS.codigoConfirmado });

    const r = await novaSenha(email, codigo, 'nova-senha-1');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_CONTAS.senhaAlterada });

    expect((await logar(email, 'segredo123')).statusCode).toBe(401);
    const nova = await logar(email, 'nova-senha-1');
    expect(nova.statusCode).toBe(200);
    expect(nova.json().trocar_senha).toBe(false);
    expect((await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(antigo) })).statusCode).toBe(
      401,
    );
    const vivos = await t.deps.db
      .select()
      .from(tokens)
      .where(and(eq(tokens.user_id, user.id)));
    expect(vivos.filter((k) => k.revoked_at === null)).toHaveLength(1);
    const [trilha] = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.acao, 'redefinir_senha'), eq(auditoria.entidade_id, String(user.id))));
    expect(trilha?.dados).toEqual({ sessoes_encerradas: 1 });

    // The code is single use.
    const reuso = await novaSenha(email, codigo, 'outra-senha-2');
    expect(reuso.statusCode).toBe(400);
    expect(reuso.json().motivo).toBe('codigo_invalido');
  });

  it('a redefinição também valida o email de uma conta que ainda não tinha validado', async () => {
    const email = novoEmail('semvalidar');
    await criarUsuario(t.deps, { tipo: 'cliente', email, email_validado: false, verificado: false });
    await pedirReset(email);
    const codigo = await ultimoCodigo(email);
    expect((await novaSenha(email, codigo, 'minha-senha')).statusCode).toBe(200);
    expect((await logar(email, 'minha-senha')).statusCode).toBe(200);
  });

  it('código de reset expirado ou bloqueado não troca a senha', async () => {
    const email = novoEmail('bloqueio');
    await criarUsuario(t.deps, { tipo: 'representante', email });
    await pedirReset(email);
    const codigo = await ultimoCodigo(email);
    for (let i = 0; i < LIMITES_CONTAS.tentativasPorCodigo; i++)
      await conferirReset(email, outroCodigo(codigo));
    expect((await novaSenha(email, codigo, 'tentativa1')).statusCode).toBe(429);

    await pedirReset(email, true);
    const novo = await ultimoCodigo(email);
    t.relogio.avancar(LIMITES_CONTAS.validadeCodigoMs + 1000);
    expect((await novaSenha(email, novo, 'tentativa2')).statusCode).toBe(400);
    expect((await logar(email, 'segredo123')).statusCode).toBe(200);
  });

  it('limite de pedidos de reset: 5 por hora por email, também para um email desconhecido (429)', async () => {
    const conhecido = novoEmail('limite');
    await criarUsuario(t.deps, { tipo: 'cliente', email: conhecido });
    for (const email of [conhecido, novoEmail('limite-fantasma')]) {
      for (let i = 0; i < LIMITES_CONTAS.enviosPorEmail; i++) {
        expect((await pedirReset(email, true)).statusCode).toBe(200);
      }
      const barrado = await pedirReset(email, true);
      expect(barrado.statusCode).toBe(429);
      expect(barrado.json()).toEqual({ status: 2, msg: MSG_CONTAS.muitosCodigos, motivo: 'muitos_codigos' });
    }
  });
});

describe('com um servidor SMTP de verdade', () => {
  it('o código do cadastro chega pelo SMTP e valida a conta', async () => {
    const recebidos: { para: string[]; bruto: string }[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, sessao, pronto) {
        const partes: Buffer[] = [];
        stream.on('data', (p: Buffer) => partes.push(p));
        stream.on('end', () => {
          recebidos.push({
            para: sessao.envelope.rcptTo.map((r) => r.address),
            bruto: Buffer.concat(partes).toString('utf8'),
          });
          pronto();
        });
      },
    });
    await new Promise<void>((ok) => sink.listen(0, '127.0.0.1', ok));
    const { port } = sink.server.address() as { port: number };
    const dir = mkdtempSync(path.join(tmpdir(), 'rodada-contas-smtp-'));
    const database = await createTestDatabase();
    const config = lerConfig(
      { DATA_DIR: dir, SEED: 'none', LOG_LEVEL: 'silent', SMTP_URL: `smtp://127.0.0.1:${port}` },
      dir,
    );
    const app = await buildApp({ config, database, logger: false });
    try {
      const email = 'smtp@contas.test';
      const r = await app.inject({
        method: 'POST',
        url: '/api/usuarios/salvar',
        payload: {
          tipo: 'fornecedor',
          nome: 'Confecções Aurora',
          email,
          password: 'aurora123',
          confirm_password: 'aurora123',
          termos: true,
        },
      });
      expect(r.statusCode).toBe(200);
      expect(recebidos).toHaveLength(1);
      expect(recebidos[0]!.para).toEqual([email]);
      expect(recebidos[0]!.bruto).toMatch(/^Subject: /m);
      // The text part is quoted-printable ('Código' → 'C=C3=B3digo'); the code itself is plain.
      const codigo = /digo: ([A-Z0-9]{6})/.exec(recebidos[0]!.bruto)?.[1];
      expect(codigo).toBeDefined();
      const v = await app.inject({
        method: 'POST',
        url: '/api/password/email/codigo-ativacao',
        payload: { email, codigo },
      });
      expect(v.statusCode).toBe(200);
      const [enviado] = await database.db.select().from(outbox_emails).where(eq(outbox_emails.para, email));
      expect(enviado?.enviado_em).toBeInstanceOf(Date);
    } finally {
      await app.close();
      await database.close();
      await new Promise<void>((ok) => sink.close(() => ok()));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('senhas comuns recusadas em toda senha escolhida (ADR 008)', () => {
  const recusa = { status: 2, msg: MSG.senhaComum };

  it.each(['123456789', 'Password1', 'qwerty123', 'senha123'])(
    'cadastro com %j: 400 no campo password, nada criado',
    async (senha) => {
      const email = novoEmail('comum');
      const r = await cadastro({ email, password: senha, confirm_password: senha });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ ...recusa, errors: { password: MSG.senhaComum } });
      expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('os 6 caracteres do spec continuam valendo (uma senha curta nunca chega à lista)', async () => {
    const r = await cadastro({ password: 'ab12', confirm_password: 'ab12' });
    expect(r.statusCode).toBe(400);
    expect(r.json<{ errors: Record<string, string> }>().errors.password).toBe(MSG_CONTAS.senhaCurta);
  });

  it('nova senha pelo código de recuperação: comum é recusada e o código continua valendo', async () => {
    const email = novoEmail('reset-comum');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    expect((await pedirReset(email)).statusCode).toBe(200);
    const codigo = await ultimoCodigo(email);
    const r = await novaSenha(email, codigo, 'iloveyou1');
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ ...recusa, errors: { nova_senha: MSG.senhaComum } });
    expect((await logar(email, 'iloveyou1')).statusCode).toBe(401);
    expect((await novaSenha(email, codigo, 'Tear-de-Seda-9')).statusCode).toBe(200);
  });

  it('alterar a própria senha: comum é recusada, a atual continua valendo', async () => {
    const email = novoEmail('alterar-comum');
    await criarUsuario(t.deps, { tipo: 'fornecedor', email });
    const token = await entrar(t.app, email);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/usuarios/alterar-senha',
      headers: bearer(token),
      payload: { currentPassword: 'segredo123', newPassword: 'Football1', confirmPassword: 'Football1' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ ...recusa, errors: { newPassword: MSG.senhaComum } });
    expect((await logar(email, 'segredo123')).statusCode).toBe(200);
  });
});
