import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@rodada/contracts';
import { aparelhos_conhecidos, clientes, login_tentativas, users } from '../../db/schema/index.js';
import { hashSenha, sha256 } from '../../lib/crypto.js';
import type * as Crypto from '../../lib/crypto.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';
import { COOKIE_APARELHO, limparRegistrosDeLogin } from './auth.service.js';
import { LIMITES_LOGIN } from './login-limites.js';

// These scenarios make thousands of login attempts. A real argon2id verification costs tens of
// milliseconds of CPU, so here the password hash is a cheap stand-in that still counts every
// verification (the unknown-email rule is about paying exactly one). auth.routes.test.ts keeps
// the real argon2id, including the timing comparison.
const verificacoes = vi.hoisted(() => ({ n: 0 }));
vi.mock('../../lib/crypto.js', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  return {
    ...real,
    hashSenha: (senha: string) => Promise.resolve(`teste:${real.sha256(senha)}`),
    conferirSenha: (hash: string, senha: string) => {
      verificacoes.n++;
      return Promise.resolve(hash === `teste:${real.sha256(senha)}`);
    },
  };
});

const MIN = 60 * 1000;
const HORA = 60 * MIN;
const DIA = 24 * HORA;

let t: AppDeTeste;
let seq = 0;
const novoEmail = (p: string) => `${p}-${++seq}@limites.test`;
/** A fresh address per call: attempts spread over many IPs. */
const ipNovo = () => `100.${64 + Math.floor(++seq / 65536)}.${Math.floor(seq / 256) % 256}.${seq % 256}`;

/** One login attempt; `aparelho` is the device cookie the tablet sends (none on a new tablet). */
function logar(email: string, password: string, ip: string, aparelho?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/logar',
    payload: { email, password },
    remoteAddress: ip,
    ...(aparelho ? { cookies: { [COOKIE_APARELHO]: aparelho } } : {}),
  });
}

/** Logs in once from a new tablet and answers the device cookie it received. */
async function aparelhoDe(email: string, ip = ipNovo(), aparelho?: string): Promise<string> {
  const r = await logar(email, 'segredo123', ip, aparelho);
  expect(r.statusCode).toBe(200);
  const cookie = r.cookies.find((c) => c.name === COOKIE_APARELHO);
  return cookie?.value ?? aparelho ?? '';
}

/** Spends the account's limits for unknown devices: failures from many addresses, no cookie. */
async function esgotarConta(email: string) {
  for (let i = 0; i < LIMITES_LOGIN.falhasPorContaNoDia; i++) await logar(email, `chute${i}`, ipNovo());
  expect((await logar(email, 'segredo123', ipNovo())).statusCode).toBe(429);
}

/** Many cliente logins at once (password 'segredo123'), in two inserts. */
async function criarClientes(emails: string[]) {
  const password = await hashSenha('segredo123');
  const criados = await t.deps.db
    .insert(users)
    .values(
      emails.map((email) => ({
        tipo: 'cliente',
        nome: email,
        email,
        password,
        email_validado: true,
        verificado: true,
      })),
    )
    .returning({ id: users.id, nome: users.nome });
  await t.deps.db.insert(clientes).values(criados.map((u) => ({ user_id: u.id, nome: u.nome })));
}

beforeAll(async () => {
  t = await criarAppDeTeste();
});
afterAll(async () => {
  await t.fechar();
});

describe('cookie do aparelho', () => {
  it('o login bem-sucedido grava rodada_aparelho (256 bits, HttpOnly, duradouro); o servidor guarda só o hash', async () => {
    const email = novoEmail('cookie');
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email });
    const r = await logar(email, 'segredo123', ipNovo());
    expect(r.statusCode).toBe(200);
    const cookie = r.cookies.find((c) => c.name === COOKIE_APARELHO);
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);
    expect(cookie).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(cookie!.maxAge).toBe(LIMITES_LOGIN.validadeCookieAparelhoMs / 1000);
    // Same attributes as the session cookie, so it is Secure exactly when the session is.
    const sessao = r.cookies.find((c) => c.name === 'api_token');
    expect(cookie!.secure).toBe(sessao!.secure);
    const guardados = await t.deps.db
      .select()
      .from(aparelhos_conhecidos)
      .where(eq(aparelhos_conhecidos.user_id, user.id));
    expect(guardados.map((a) => a.aparelho_hash)).toEqual([sha256(cookie!.value)]);
    expect(r.body).not.toContain(cookie!.value);

    // Sent back, the cookie keeps its value (its lifetime is renewed) and no second device is stored.
    const de_novo = await logar(email, 'segredo123', ipNovo(), cookie!.value);
    expect(de_novo.cookies.find((c) => c.name === COOKIE_APARELHO)?.value).toBe(cookie!.value);
    expect(
      await t.deps.db.select().from(aparelhos_conhecidos).where(eq(aparelhos_conhecidos.user_id, user.id)),
    ).toHaveLength(1);
  });

  it('falha de login não grava cookie de aparelho nem registra o aparelho', async () => {
    const email = novoEmail('sem-cookie');
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email });
    const r = await logar(email, 'errada', ipNovo());
    expect(r.statusCode).toBe(401);
    expect(r.cookies).toEqual([]);
    const guardados = await t.deps.db
      .select()
      .from(aparelhos_conhecidos)
      .where(eq(aparelhos_conhecidos.user_id, user.id));
    expect(guardados).toEqual([]);
  });

  it('um cookie malformado é trocado por um novo no login', async () => {
    const email = novoEmail('malformado');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const r = await logar(email, 'segredo123', ipNovo(), 'x'.repeat(500));
    const cookie = r.cookies.find((c) => c.name === COOKIE_APARELHO);
    expect(Buffer.from(cookie!.value, 'base64url')).toHaveLength(32);
  });

  it('com PUBLIC_URL https o cookie do aparelho sai Secure, como o de sessão', async () => {
    const email = novoEmail('https');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const original = t.deps.config.publicUrl;
    t.deps.config.publicUrl = 'https://rodada.exemplo';
    try {
      const r = await logar(email, 'segredo123', ipNovo());
      expect(r.cookies.find((c) => c.name === COOKIE_APARELHO)?.secure).toBe(true);
      expect(r.cookies.find((c) => c.name === 'api_token')?.secure).toBe(true);
    } finally {
      t.deps.config.publicUrl = original;
    }
  });
});

describe('regra do aparelho conhecido', () => {
  it('senha certa de um aparelho que já entrou nunca é recusada, mesmo com a conta e o IP sob ataque', async () => {
    const email = novoEmail('dono');
    await criarUsuario(t.deps, { tipo: 'fornecedor', email });
    const pavilhao = '203.0.113.10';
    const aparelho = await aparelhoDe(email, pavilhao);

    await esgotarConta(email);
    // Spraying from the venue's address trips the IP rule as well.
    for (let i = 0; i < LIMITES_LOGIN.falhasPorIp; i++) await logar(novoEmail('spray'), 'x', pavilhao);
    expect((await logar(email, 'segredo123', pavilhao)).statusCode).toBe(429);

    expect((await logar(email, 'segredo123', pavilhao, aparelho)).statusCode).toBe(200);
    // The owner's own typos on the known tablet are still evaluated, then the right password works.
    expect((await logar(email, 'segredo12', pavilhao, aparelho)).statusCode).toBe(401);
    expect((await logar(email, 'segredo123', ipNovo(), aparelho)).statusCode).toBe(200);
  });

  it('um tablet compartilhado é conhecido de cada conta que entrou nele, e só delas', async () => {
    const ana = novoEmail('ana');
    const bia = novoEmail('bia');
    const caio = novoEmail('caio');
    for (const email of [ana, bia, caio]) await criarUsuario(t.deps, { tipo: 'cliente', email });
    const tablet = await aparelhoDe(ana);
    expect(await aparelhoDe(bia, ipNovo(), tablet)).toBe(tablet);
    for (const email of [ana, bia, caio]) await esgotarConta(email);
    expect((await logar(ana, 'segredo123', ipNovo(), tablet)).statusCode).toBe(200);
    expect((await logar(bia, 'segredo123', ipNovo(), tablet)).statusCode).toBe(200);
    // Caio never logged in on this tablet: for his account it is an unknown device.
    expect((await logar(caio, 'segredo123', ipNovo(), tablet)).statusCode).toBe(429);
  });

  it('um aparelho conhecido que acumula falhas na conta deixa de ser conhecido para ela por 24 h', async () => {
    const email = novoEmail('tablet-roubado');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const aparelho = await aparelhoDe(email);
    const ip = ipNovo();
    let avaliadas = 0;
    for (let i = 0; i < 200; i++) {
      const r = await logar(email, `chute${i}`, ip, aparelho);
      if (r.statusCode !== 429) avaliadas++;
      t.relogio.avancar(MIN);
    }
    // 200 guesses over 200 minutes from a known device: the device's allowance is evaluated, then
    // it counts as unknown and the account rules apply (its failures count there too).
    expect(avaliadas).toBeLessThanOrEqual(
      Math.max(LIMITES_LOGIN.falhasPorAparelhoConhecido, LIMITES_LOGIN.falhasPorContaNoDia),
    );
    expect((await logar(email, 'segredo123', ip, aparelho)).statusCode).toBe(429);
    t.relogio.avancar(LIMITES_LOGIN.janelaAparelhoMs);
    expect((await logar(email, 'segredo123', ip, aparelho)).statusCode).toBe(200);
  });
});

describe('regras da conta (aparelhos desconhecidos)', () => {
  async function forcaBruta(espacamentoMs: number) {
    const email = novoEmail('alvo');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    let recusadas = 0;
    for (let i = 0; i < 1000; i++) {
      const r = await logar(email, `chute-${i}`, ipNovo());
      if (r.statusCode === 429) {
        recusadas++;
        expect(r.json()).toMatchObject({ status: 2, msg: MSG.muitasTentativas, motivo: 'muitas_tentativas' });
      } else expect(r.statusCode).toBe(401);
      t.relogio.avancar(espacamentoMs);
    }
    return recusadas;
  }

  it('força bruta de 1 000 chutes de 1 000 IPs em poucos minutos: pelo menos 98% recusados', async () => {
    const recusadas = await forcaBruta(100);
    expect(recusadas).toBeGreaterThanOrEqual(980);
    expect(recusadas).toBe(1000 - LIMITES_LOGIN.falhasPorConta);
  }, 180_000);

  it('força bruta de 1 000 chutes de 1 000 IPs espalhados ao longo de um dia: pelo menos 98% recusados', async () => {
    const recusadas = await forcaBruta(DIA / 1000);
    expect(recusadas).toBeGreaterThanOrEqual(980);
    expect(1000 - recusadas).toBeLessThanOrEqual(LIMITES_LOGIN.falhasPorContaNoDia);
  }, 180_000);

  it('as janelas passam: depois de 15 minutos e de 24 horas a conta volta a aceitar aparelhos novos', async () => {
    const email = novoEmail('janela');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    for (let i = 0; i < LIMITES_LOGIN.falhasPorConta; i++) await logar(email, 'x', ipNovo());
    expect((await logar(email, 'segredo123', ipNovo())).statusCode).toBe(429);
    t.relogio.avancar(LIMITES_LOGIN.janelaMs + 1000);
    expect((await logar(email, 'segredo123', ipNovo())).statusCode).toBe(200);

    const resto = LIMITES_LOGIN.falhasPorContaNoDia - LIMITES_LOGIN.falhasPorConta;
    for (let i = 0; i < resto; i++) {
      await logar(email, 'x', ipNovo());
      t.relogio.avancar(LIMITES_LOGIN.janelaMs / 2);
    }
    expect((await logar(email, 'segredo123', ipNovo())).statusCode).toBe(429);
    t.relogio.avancar(LIMITES_LOGIN.janelaLongaMs);
    expect((await logar(email, 'segredo123', ipNovo())).statusCode).toBe(200);
  });
});

describe('um pavilhão inteiro atrás de um IP', () => {
  it('500 pessoas entram do mesmo IP em dez minutos, com erros de digitação, em tablets novos: nenhuma recusada', async () => {
    const pavilhao = '198.51.100.200';
    const pessoas = Array.from({ length: 500 }, () => novoEmail('visitante'));
    // Some people give up (a forgotten password) or mistype the email first: failures never
    // followed by a success, below the IP rule's allowance.
    const desistentes = Array.from({ length: 15 }, () => novoEmail('esqueceu'));
    await criarClientes([...pessoas, ...desistentes]);

    const passo = (10 * MIN) / (pessoas.length * 2 + desistentes.length * 2 + 10);
    const respostas: number[] = [];
    for (const [i, email] of pessoas.entries()) {
      if (i % 50 === 0) {
        // An email typo: the address does not exist, then the person types it right.
        respostas.push((await logar(email.replace('@', 'x@'), 'segredo123', pavilhao)).statusCode);
        t.relogio.avancar(passo);
      }
      if (i % 33 === 0 && desistentes.length) {
        const d = desistentes.pop()!;
        for (const chute of ['senha1', 'senha2']) {
          expect((await logar(d, chute, pavilhao)).statusCode).toBe(401);
          t.relogio.avancar(passo);
        }
      }
      respostas.push((await logar(email, 'segredo12', pavilhao)).statusCode);
      t.relogio.avancar(passo);
      respostas.push((await logar(email, 'segredo123', pavilhao)).statusCode);
      t.relogio.avancar(passo);
    }
    expect(respostas.filter((s) => s === 429)).toEqual([]);
    expect(respostas.filter((s) => s === 200)).toHaveLength(500);
  }, 300_000);

  it('regra do IP: quem testa muitas contas de um endereço para; aparelhos conhecidos seguem entrando', async () => {
    const ip = '192.0.2.44';
    const vitima = novoEmail('vitima');
    await criarUsuario(t.deps, { tipo: 'cliente', email: vitima });
    const freguesa = novoEmail('freguesa');
    await criarUsuario(t.deps, { tipo: 'cliente', email: freguesa });
    const tablet = await aparelhoDe(freguesa, ip);

    let avaliadas = 0;
    for (let i = 0; i < 300; i++) {
      const r = await logar(`spray${i}-${++seq}@limites.test`, '123456', ip);
      if (r.statusCode !== 429) avaliadas++;
    }
    expect(avaliadas).toBe(LIMITES_LOGIN.falhasPorIp);
    expect((await logar(vitima, 'segredo123', ip)).statusCode).toBe(429);
    expect((await logar(freguesa, 'segredo123', ip, tablet)).statusCode).toBe(200);
    // Another address is not affected, and the window passes.
    expect((await logar(vitima, 'segredo123', ipNovo())).statusCode).toBe(200);
    t.relogio.avancar(LIMITES_LOGIN.janelaMs + 1000);
    expect((await logar(vitima, 'segredo123', ip)).statusCode).toBe(200);
  });
});

describe('email desconhecido', () => {
  it('custa uma verificação de senha, como a senha errada, e responde igual', async () => {
    const email = novoEmail('existe');
    await criarUsuario(t.deps, { tipo: 'cliente', email });
    const respostas = [];
    for (const alvo of [email, novoEmail('nao-existe')]) {
      const antes = verificacoes.n;
      const r = await logar(alvo, 'errada', ipNovo());
      expect(verificacoes.n - antes).toBe(1);
      respostas.push({ status: r.statusCode, corpo: r.json<unknown>(), cookies: r.cookies });
    }
    expect(respostas[0]).toEqual({
      status: 401,
      corpo: { status: 2, msg: MSG.loginInvalido, motivo: 'login_invalido' },
      cookies: [],
    });
    expect(respostas[1]).toEqual(respostas[0]);
  });

  it('o limite da conta vale igual para um email que não existe', async () => {
    const existe = novoEmail('existe');
    await criarUsuario(t.deps, { tipo: 'cliente', email: existe });
    const inexistente = novoEmail('nao-existe');
    for (const email of [existe, inexistente]) {
      const status = [];
      for (let i = 0; i <= LIMITES_LOGIN.falhasPorConta; i++) {
        status.push((await logar(email, 'errada', ipNovo())).statusCode);
      }
      expect(status).toEqual([...Array<number>(LIMITES_LOGIN.falhasPorConta).fill(401), 429]);
    }
  });
});

describe('limpeza', () => {
  it('apaga tentativas além da retenção e aparelhos sem uso há mais de um ano', async () => {
    const email = novoEmail('limpeza');
    const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email });
    const antigo = await aparelhoDe(email);
    await logar(email, 'x', ipNovo());
    t.relogio.avancar(LIMITES_LOGIN.retencaoMs + DIA);
    const recente = await aparelhoDe(email);
    const tentativasDe = () =>
      t.deps.db.select().from(login_tentativas).where(eq(login_tentativas.email, email));
    expect(await tentativasDe()).toHaveLength(3);

    await limparRegistrosDeLogin(t.deps);
    expect(await tentativasDe()).toHaveLength(1);
    const aparelhos = () =>
      t.deps.db.select().from(aparelhos_conhecidos).where(eq(aparelhos_conhecidos.user_id, user.id));
    expect(await aparelhos()).toHaveLength(2);

    // A year later the old tablet was never used again; the recent one logs in once more.
    t.relogio.avancar(LIMITES_LOGIN.aparelhoSemUsoMs - LIMITES_LOGIN.retencaoMs);
    await aparelhoDe(email, ipNovo(), recente);
    await limparRegistrosDeLogin(t.deps);
    expect((await aparelhos()).map((a) => a.aparelho_hash)).toEqual([sha256(recente)]);
    expect(antigo).not.toBe(recente);
  });
});
