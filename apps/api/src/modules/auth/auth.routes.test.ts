import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@rodada/contracts';
import { tokens, users } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
let emailSeq = 0;
const novoEmail = (p: string) => `${p}-${++emailSeq}@teste.rodada`;
const logar = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/logar', payload: payload as object, remoteAddress: ip });

beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('POST /api/logar', () => {
  it('devolve os campos de login do spec 1 §3 e um token de 256 bits guardado só como hash', async () => {
    const email = novoEmail('forn');
    const { user, perfilId } = await criarUsuario(t.deps, { tipo: 'fornecedor', email, nome: 'Malhas Sul' });
    const r = await logar({ email: email.toUpperCase(), password: 'segredo123' });
    expect(r.statusCode).toBe(200);
    const corpo = r.json();
    expect(corpo).toMatchObject({
      status: 1,
      id: user.id,
      tipo: 'fornecedor',
      nome: 'Malhas Sul',
      email,
      verificado: true,
      trocar_senha: false,
      fornecedor_id: perfilId,
      fornecedor_nome: 'Malhas Sul',
      cliente_id: null,
      representante_id: null,
      administrador_id: null,
      master_nome: null,
    });
    expect(corpo).not.toHaveProperty('password');
    expect(Buffer.from(corpo.api_token as string, 'base64url')).toHaveLength(32);
    const guardados = await t.deps.db.select().from(tokens).where(eq(tokens.user_id, user.id));
    expect(guardados).toHaveLength(1);
    expect(guardados[0]!.token_hash).toBe(sha256(corpo.api_token as string));
    const cookie = r.cookies.find((c) => c.name === 'api_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    // The readable flag lets the web guards see a session exists; it carries no secret.
    const sinal = r.cookies.find((c) => c.name === 'rodada_sessao');
    expect(sinal?.value).toBe('1');
    expect(sinal?.httpOnly).toBeFalsy();
  });

  it('POST /login responde igual a /api/logar', async () => {
    const email = novoEmail('adm');
    await criarUsuario(t.deps, { tipo: 'administrador', email, nome: 'Ana Admin' });
    const r = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: { email, password: 'segredo123' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 1, tipo: 'administrador', administrador_nome: 'Ana Admin' });
  });

  it("senha errada ou email desconhecido: 401 'Usuário ou senha inválidos'", async () => {
    const email = novoEmail('cli');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    for (const payload of [
      { email, password: 'errada' },
      { email: novoEmail('ninguem'), password: 'segredo123' },
    ]) {
      const r = await logar(payload, '10.0.1.1');
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ status: 2, msg: MSG.loginInvalido, motivo: 'login_invalido' });
    }
  });

  it('campos ausentes: 400 com a mensagem de cada campo (spec 1 §5)', async () => {
    const r = await logar({});
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      status: 2,
      msg: MSG.dadosInvalidos,
      errors: { email: 'O email é obrigatório', password: 'A senha é obrigatória' },
    });
    const vazio = await logar({ email: '  ', password: '' });
    expect(vazio.json().errors).toEqual({
      email: 'O email é obrigatório',
      password: 'A senha é obrigatória',
    });
  });

  it('JSON malformado: 400 com mensagem em português, nunca 500', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({ status: 2, msg: MSG.jsonInvalido });
  });

  it('conta ainda não validada: status 2 com a mensagem do servidor', async () => {
    const email = novoEmail('novo');
    await criarUsuario(t.deps, { tipo: 'cliente', email, email_validado: false, verificado: false });
    const r = await logar({ email, password: 'segredo123' });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ status: 2, msg: MSG.contaNaoValidada, motivo: 'conta_nao_validada' });
  });

  it('usuário inativo ou fornecedor desativado não entra', async () => {
    const inativo = novoEmail('inativo');
    await criarUsuario(t.deps, { tipo: 'representante', email: inativo, ativo: false });
    const desativado = novoEmail('desativado');
    await criarUsuario(t.deps, { tipo: 'fornecedor', email: desativado, fornecedor_ativo: false });
    for (const email of [inativo, desativado]) {
      const r = await logar({ email, password: 'segredo123' });
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({ status: 2, msg: MSG.contaDesativada });
    }
  });
});

describe('email desconhecido com argon2id de verdade', () => {
  it('o tempo de resposta não revela se a conta existe (as duas pagam uma verificação argon2id)', async () => {
    const contas: string[] = [];
    // One wrong password per account, so the account rule never answers 429 here.
    for (let i = 0; i < 7; i++) {
      contas.push(novoEmail('tempo'));
      await criarUsuario(t.deps, { tipo: 'cliente', email: contas[i]! });
    }
    const medir = async (alvo: string) => {
      const inicio = performance.now();
      const r = await logar({ email: alvo, password: 'errada' }, `10.0.9.${++emailSeq % 250}`);
      expect(r.statusCode).toBe(401);
      return performance.now() - inicio;
    };
    await medir(novoEmail('aquecer'));
    const existente: number[] = [];
    const desconhecido: number[] = [];
    // Interleaved, so a busy machine slows both series alike; medians ignore the odd outlier.
    for (const email of contas) {
      existente.push(await medir(email));
      desconhecido.push(await medir(novoEmail('ninguem')));
    }
    const mediana = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const razao = mediana(desconhecido) / mediana(existente);
    // Without the stand-in verification an unknown email answers about ten times faster.
    expect(razao).toBeGreaterThan(0.5);
    expect(razao).toBeLessThan(2);
  });
});

describe('tokens', () => {
  it('Bearer e cookie dão acesso; o token vale 365 dias', async () => {
    const email = novoEmail('token');
    await criarUsuario(t.deps, { tipo: 'representante', email, nome: 'Rita Rep' });
    const token = await entrar(t.app, email);
    const porBearer = await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) });
    expect(porBearer.statusCode).toBe(200);
    expect(porBearer.json()).toMatchObject({
      status: 1,
      tipo: 'representante',
      representante_nome: 'Rita Rep',
    });
    const porCookie = await t.app.inject({ url: '/api/usuarios/logado', cookies: { api_token: token } });
    expect(porCookie.statusCode).toBe(200);

    t.relogio.avancar(364 * 24 * 60 * 60 * 1000);
    expect((await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    t.relogio.avancar(2 * 24 * 60 * 60 * 1000);
    const expirado = await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) });
    expect(expirado.statusCode).toBe(401);
    expect(expirado.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('POST /api/logout revoga o token', async () => {
    const email = novoEmail('sair');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const token = await entrar(t.app, email);
    const r = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG.logoutOk });
    const apagados = r.cookies.filter((c) => c.name === 'api_token' || c.name === 'rodada_sessao');
    expect(apagados.map((c) => c.value)).toEqual(['', '']);
    const depois = await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) });
    expect(depois.statusCode).toBe(401);
  });

  it('um usuário desativado depois do login perde o acesso na próxima chamada', async () => {
    const email = novoEmail('desligado');
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email });
    const token = await entrar(t.app, email);
    await t.deps.db.update(users).set({ ativo: false }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/usuarios/logado', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });

  it('sem token, com token inventado ou malformado: 401', async () => {
    for (const headers of [
      {},
      bearer('inventado'),
      bearer('x'.repeat(500)),
      { authorization: 'Basic abc' },
    ]) {
      const r = await t.app.inject({ url: '/api/usuarios/logado', headers });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
    }
  });

  it('alteração autenticada só pelo cookie exige X-Requested-With (proteção CSRF)', async () => {
    const email = novoEmail('csrf');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const token = await entrar(t.app, email);
    const sem = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { api_token: token } });
    expect(sem.statusCode).toBe(403);
    expect(sem.json()).toEqual({ status: 2, msg: MSG.cabecalhoXhrAusente });
    const com = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { api_token: token },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(com.statusCode).toBe(200);
  });
});
