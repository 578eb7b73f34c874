import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt } from 'drizzle-orm';
import { cnpjComDigitos } from '@rodada/contracts';
import { auditoria, bancos, fornecedores, representantes, users } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import {
  chamadorJson,
  CIDADE_TESTE,
  criarRodadas,
  criarUsuarioLogado,
  garantirCidadeDeTeste,
} from '../../test/fabricas.js';
import { ACAO_SENHA_TEMPORARIA } from './perfis.service.js';

// ADR 007 and issue 9 §3: every temporary password handed out, in any module, leaves exactly one
// audit row ('senha_temporaria' on the login) naming who received it; the password itself never.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let seq = 0;
const tk = { master: '', administrador: '', representante: '', fornecedor: '' };
/** The user id behind each token. */
const ids: Record<keyof typeof tk, number> = { master: 0, administrador: 0, representante: 0, fornecedor: 0 };
let rodadaId = 0;

const novoEmail = (p: string) => `${p}-${++seq}@senha-temp.test`;
const cnpjNovo = () => cnpjComDigitos(String(410_000_000_000 + ++seq));

const endereco = {
  rua: 'Rua das Malhas',
  numero: '100',
  complemento: '',
  bairro: 'Brás',
  ...CIDADE_TESTE,
  cep: '03010-000',
  telefone: '(11) 3333-4444',
  celular: '(11) 99876-5432',
};

const fornecedor = () => ({
  razao_social: `Malharia ${++seq} Ltda`,
  nome_fantasia: `Malharia ${seq}`,
  cnpj: cnpjNovo(),
  endereco: { ...endereco, email: '', email2: '' },
  user: { email: novoEmail('fornecedor') },
});
const representante = () => ({
  nome_fantasia: `Norte ${++seq}`,
  cnpj: cnpjNovo(),
  endereco: { ...endereco, email: '' },
  user: { email: novoEmail('representante') },
});
const cliente = (extra: Record<string, unknown> = {}) => ({
  razao_social: `Boutique ${++seq} Ltda`,
  nome_fantasia: `Boutique ${seq}`,
  cnpj: cnpjNovo(),
  ie: '',
  responsavel_nome: 'Aurora Lima',
  responsavel_cpf: '529.982.247-25',
  user: { email: novoEmail('cliente') },
  endereco,
  ...extra,
});

/** The login of a profile. */
async function loginDe(tabela: typeof fornecedores | typeof representantes, id: number) {
  const [l] = await t.deps.db.select({ id: tabela.user_id }).from(tabela).where(eq(tabela.id, id));
  return l!.id;
}
const loginPorEmail = async (email: string) =>
  (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

/** The newest audit row id, to read only what a call writes. */
async function ultimaAuditoria(): Promise<number> {
  const linhas = await t.deps.db.select({ id: auditoria.id }).from(auditoria);
  return Math.max(0, ...linhas.map((l) => l.id));
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await garantirCidadeDeTeste(t.deps);
  await t.deps.db.insert(bancos).values({ codigo: '341', nome: 'Itaú Unibanco S.A.' });
  ids.master = (await criarUsuario(t.deps, { tipo: 'master', email: 'master@senha-temp.test' })).user.id;
  tk.master = await entrar(t.app, 'master@senha-temp.test');
  let adminId = 0;
  for (const tipo of ['administrador', 'representante', 'fornecedor'] as const) {
    const u = await criarUsuarioLogado(t, { tipo, email: `${tipo}@senha-temp.test` });
    tk[tipo] = u.token;
    ids[tipo] = u.userId;
    if (tipo === 'administrador') adminId = u.id;
  }
  rodadaId = (
    await criarRodadas(t.deps, adminId, [
      { nome: 'Rodada Senhas', data_inicio: '2030-01-10', data_fim: '2030-01-12' },
    ])
  )[0]!;
});
afterAll(async () => {
  await t.fechar();
});

/**
 * Each way a temporary password is handed out: who calls, the call, and the login that gets it
 * (read after the call). A new endpoint that hands one out belongs in this list.
 */
const ENTREGAS: {
  nome: string;
  papel: keyof typeof tk;
  motivo: 'cadastro' | 'reset';
  chamar: () => Promise<{ url: string; body?: object; alvo: () => Promise<number> }>;
}[] = [
  {
    nome: 'POST /api/usuarios/cadastrar',
    papel: 'master',
    motivo: 'cadastro',
    chamar: () => {
      const email = novoEmail('admin');
      return Promise.resolve({
        url: '/api/usuarios/cadastrar',
        body: { nome: 'Ana Admin', email },
        alvo: () => loginPorEmail(email),
      });
    },
  },
  {
    nome: 'POST /api/administradores/salvar',
    papel: 'master',
    motivo: 'cadastro',
    chamar: () => {
      const email = novoEmail('admin');
      return Promise.resolve({
        url: '/api/administradores/salvar',
        body: { nome: 'Bia Admin', email },
        alvo: () => loginPorEmail(email),
      });
    },
  },
  {
    nome: 'POST /api/usuarios/resetar-senha',
    papel: 'master',
    motivo: 'reset',
    chamar: async () => {
      const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email: novoEmail('alvo') });
      return {
        url: '/api/usuarios/resetar-senha',
        body: { id: user.id },
        alvo: () => Promise.resolve(user.id),
      };
    },
  },
  {
    nome: 'POST /api/usuarios/{id}/alterarsenha',
    papel: 'master',
    motivo: 'reset',
    chamar: async () => {
      const { user } = await criarUsuario(t.deps, { tipo: 'cliente', email: novoEmail('alvo') });
      return { url: `/api/usuarios/${user.id}/alterarsenha`, alvo: () => Promise.resolve(user.id) };
    },
  },
  {
    nome: 'POST /api/fornecedores/salvar',
    papel: 'representante',
    motivo: 'cadastro',
    chamar: () => {
      const body = fornecedor();
      return Promise.resolve({
        url: '/api/fornecedores/salvar',
        body,
        alvo: () => loginPorEmail(body.user.email),
      });
    },
  },
  {
    nome: 'POST /api/fornecedores/{id}/resetar',
    papel: 'administrador',
    motivo: 'reset',
    chamar: async () => {
      const r = await chamar('POST', '/api/fornecedores/salvar', tk.administrador, fornecedor());
      const { id } = r.json<{ id: number }>();
      return { url: `/api/fornecedores/${id}/resetar`, alvo: () => loginDe(fornecedores, id) };
    },
  },
  {
    nome: 'POST /api/representantes/salvar',
    papel: 'administrador',
    motivo: 'cadastro',
    chamar: () => {
      const body = representante();
      return Promise.resolve({
        url: '/api/representantes/salvar',
        body,
        alvo: () => loginPorEmail(body.user.email),
      });
    },
  },
  {
    nome: 'POST /api/representantes/{id}/resetar',
    papel: 'master',
    motivo: 'reset',
    chamar: async () => {
      const r = await chamar('POST', '/api/representantes/salvar', tk.administrador, representante());
      const { id } = r.json<{ id: number }>();
      return { url: `/api/representantes/${id}/resetar`, alvo: () => loginDe(representantes, id) };
    },
  },
  {
    nome: 'POST /api/clientes/salvar (fornecedor)',
    papel: 'fornecedor',
    motivo: 'cadastro',
    chamar: () => {
      const body = cliente();
      return Promise.resolve({
        url: '/api/clientes/salvar',
        body,
        alvo: () => loginPorEmail(body.user.email),
      });
    },
  },
  {
    nome: 'POST /api/clientes/salvar (administrador)',
    papel: 'administrador',
    motivo: 'cadastro',
    chamar: () => {
      const body = cliente({ rodada_id: rodadaId });
      return Promise.resolve({
        url: '/api/clientes/salvar',
        body,
        alvo: () => loginPorEmail(body.user.email),
      });
    },
  },
];

describe('toda senha temporária entregue fica na auditoria (ADR 007)', () => {
  it.each(ENTREGAS)('$nome: uma linha senha_temporaria no login, sem a senha', async (entrega) => {
    const preparo = await entrega.chamar();
    const antes = await ultimaAuditoria();
    const r = await chamar('POST', preparo.url, tk[entrega.papel], preparo.body);
    expect(r.statusCode, r.body).toBe(200);
    const { senha } = r.json<{ senha: string }>();
    expect(senha.length).toBeGreaterThanOrEqual(8);
    const alvo = await preparo.alvo();

    const novas = await t.deps.db.select().from(auditoria).where(gt(auditoria.id, antes));
    const entregas = novas.filter((a) => a.acao === ACAO_SENHA_TEMPORARIA);
    expect(entregas).toHaveLength(1);
    const [linha] = entregas;
    // Who received the password to pass on, and for which login.
    expect(linha).toMatchObject({
      entidade: 'users',
      entidade_id: String(alvo),
      user_id: ids[entrega.papel],
    });
    expect(linha!.dados).toMatchObject({ motivo: entrega.motivo });
    // The password is in no row the call wrote.
    for (const a of novas) expect(JSON.stringify(a)).not.toContain(senha);
  });
});
