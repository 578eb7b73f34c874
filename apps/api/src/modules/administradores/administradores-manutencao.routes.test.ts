import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { administradores as contrato } from '@rodada/contracts';
import { administradores, auditoria, enderecos, users } from '../../db/schema/index.js';
import { chamadorJson, CIDADE_TESTE, criarRodadas, garantirCidadeDeTeste } from '../../test/fabricas.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

const { MSG_ADMINISTRADORES } = contrato;
const NAO_MASTER = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;

let t: AppDeTeste;
let master: string;
let seq = 0;
const novoEmail = (prefixo: string) => `${prefixo}-${++seq}@adm.test`;
const tokensDe: Record<string, string> = {};
const chamar = chamadorJson(() => t.app);

/** Creates an administrator through the API; answers the profile id, e-mail and password. */
async function criarPeloMaster(nome: string) {
  const email = novoEmail('novo');
  const r = await chamar('POST', '/api/administradores/salvar', master, { nome, email });
  expect(r.statusCode).toBe(200);
  const { id, senha } = r.json<{ id: number; senha: string }>();
  return { id, email, senha };
}

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@adm.test', nome: 'Mestre' });
  for (const tipo of NAO_MASTER) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@adm.test`, nome: `Perfil ${tipo}` });
    tokensDe[tipo] = await entrar(t.app, `${tipo}@adm.test`);
  }
  master = await entrar(t.app, 'master@adm.test');
});
afterAll(async () => {
  await t.fechar();
});

const ROTAS: ['GET' | 'POST', string, object?][] = [
  ['GET', '/api/administradores/listar'],
  ['POST', '/api/administradores/salvar', { nome: 'X', email: 'x@adm.test' }],
  ['GET', '/api/administradores/1/editar'],
  ['POST', '/api/administradores/1/atualizar', { nome: 'X' }],
  ['POST', '/api/administradores/1/excluir'],
];

describe('acesso (somente master)', () => {
  it.each(ROTAS)('%s %s sem sessão: 401', async (metodo, url, corpo) => {
    const r = await chamar(metodo, url, undefined, corpo);
    expect(r.statusCode).toBe(401);
  });

  for (const tipo of NAO_MASTER) {
    it.each(ROTAS)(`%s %s como ${tipo}: 403`, async (metodo, url, corpo) => {
      const r = await chamar(metodo, url, tokensDe[tipo], corpo);
      expect(r.statusCode).toBe(403);
    });
  }
});

describe('validação', () => {
  it('nome e email obrigatórios: 400 por campo', async () => {
    const r = await chamar('POST', '/api/administradores/salvar', master, { nome: '  ', email: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toMatchObject({ nome: 'Campo Obrigatório', email: 'Campo Obrigatório' });
    const semCorpo = await chamar('POST', '/api/administradores/salvar', master, {});
    expect(semCorpo.json().errors).toMatchObject({ nome: 'Campo Obrigatório', email: 'Campo Obrigatório' });
  });

  it('email inválido: 400 em errors.email', async () => {
    const r = await chamar('POST', '/api/administradores/salvar', master, { nome: 'Ana', email: 'ana@' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ email: 'E-mail inválido' });
  });

  it('email já usado (sem diferenciar maiúsculas): 400 em errors.email', async () => {
    const r = await chamar('POST', '/api/administradores/salvar', master, {
      nome: 'Outro',
      email: 'FORNECEDOR@adm.test',
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors)).toEqual(['email']);
  });

  it('atualizar sem nome: 400 em errors.nome', async () => {
    const { id } = await criarPeloMaster('Para validar');
    const r = await chamar('POST', `/api/administradores/${id}/atualizar`, master, { nome: '' });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({ nome: 'Campo Obrigatório' });
  });

  it('paginação fora do contrato: 400', async () => {
    const r = await chamar('GET', '/api/administradores/listar?paginacao=1000', master);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toHaveProperty('paginacao');
  });

  it.each([
    ['GET', '/api/administradores/999999/editar'],
    ['POST', '/api/administradores/999999/atualizar', { nome: 'Nada' }],
    ['POST', '/api/administradores/999999/excluir'],
  ] as const)('%s %s com id desconhecido: 404', async (metodo, url, corpo?: object) => {
    const r = await chamar(metodo, url, master, corpo);
    expect(r.statusCode).toBe(404);
  });
});

describe('fluxo do master', () => {
  it('cadastra com senha temporária; o novo administrador entra e fica preso em trocar_senha', async () => {
    const email = novoEmail('Temporaria').toUpperCase();
    const r = await chamar('POST', '/api/administradores/salvar', master, { nome: 'Ana Temporária', email });
    expect(r.statusCode).toBe(200);
    const corpo = r.json<{ msg: string; id: number; senha: string }>();
    expect(corpo.msg).toBe(MSG_ADMINISTRADORES.salvo);
    expect(corpo.senha.length).toBeGreaterThanOrEqual(8);

    const [u] = await t.deps.db
      .select({ email: users.email, tipo: users.tipo, ev: users.email_validado, ts: users.trocar_senha })
      .from(administradores)
      .innerJoin(users, eq(users.id, administradores.user_id))
      .where(eq(administradores.id, corpo.id));
    expect(u).toEqual({ email: email.toLowerCase(), tipo: 'administrador', ev: true, ts: true });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email: email.toLowerCase(), password: corpo.senha },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json<{ api_token: string }>().api_token;
    expect(JSON.stringify(login.json())).toContain('"trocar_senha":true');
    const preso = await chamar('GET', '/api/administradores/config/listar', token);
    expect(preso.statusCode).toBe(403);
  });

  it('lista paginada com busca por nome ou email (espaços à esquerda ignorados)', async () => {
    await criarPeloMaster('Zuleica Buscável');
    const todos = await chamar('GET', '/api/administradores/listar', master);
    expect(todos.statusCode).toBe(200);
    const { administradores: lista } = todos.json();
    expect(lista).toMatchObject({ current_page: 1, per_page: 30 });
    expect(lista.total).toBeGreaterThanOrEqual(3);
    expect(lista.data[0]).toEqual({
      id: expect.any(Number),
      nome: 'Zuleica Buscável',
      email: expect.stringContaining('@adm.test'),
      cnpj: null,
      cidade_estado: null,
      acoes: { editar: true, excluir: true },
    });

    const pag = (await chamar('GET', '/api/administradores/listar?paginacao=1&page=2', master)).json();
    expect(pag.administradores).toMatchObject({ current_page: 2, per_page: 1, last_page: lista.total });
    expect(pag.administradores.data).toHaveLength(1);

    const busca = await chamar(
      'GET',
      `/api/administradores/listar?busca=${encodeURIComponent('   zuleica')}`,
      master,
    );
    expect(busca.json().administradores.data.map((a: { nome: string }) => a.nome)).toEqual([
      'Zuleica Buscável',
    ]);
    const porEmail = await chamar('GET', '/api/administradores/listar?busca=administrador%40adm', master);
    expect(porEmail.json().administradores.data.map((a: { nome: string }) => a.nome)).toEqual([
      'Perfil administrador',
    ]);
    const curinga = await chamar('GET', '/api/administradores/listar?busca=%25', master);
    expect(curinga.json().administradores.total).toBe(0);
  });

  it('mostra Cidade/UF e CNPJ de quem completou a conta', async () => {
    await garantirCidadeDeTeste(t.deps);
    const { id } = await criarPeloMaster('Com Endereço');
    const [end] = await t.deps.db
      .insert(enderecos)
      .values({ rua: 'Rua A', numero: '1', bairro: 'Centro', cep: '01001000', ...CIDADE_TESTE })
      .returning({ id: enderecos.id });
    await t.deps.db
      .update(administradores)
      .set({ endereco_id: end!.id, cnpj: '11222333000181' })
      .where(eq(administradores.id, id));
    const r = await chamar('GET', `/api/administradores/${id}/editar`, master);
    expect(r.statusCode).toBe(200);
    expect(r.json().administrador).toMatchObject({
      id,
      cnpj: '11222333000181',
      cidade_estado: 'São Paulo/SP',
    });
    // Deleting also removes the address.
    expect((await chamar('POST', `/api/administradores/${id}/excluir`, master)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(enderecos).where(eq(enderecos.id, end!.id))).toHaveLength(0);
  });

  it('edita e atualiza o nome; o email enviado é ignorado', async () => {
    const { id, email } = await criarPeloMaster('Nome Antigo');
    const editar = await chamar('GET', `/api/administradores/${id}/editar`, master);
    expect(editar.json().administrador).toMatchObject({ id, nome: 'Nome Antigo', email });

    const r = await chamar('POST', `/api/administradores/${id}/atualizar`, master, {
      nome: 'Nome Novo',
      email: 'trocado@adm.test',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG_ADMINISTRADORES.atualizado);
    const depois = (await chamar('GET', `/api/administradores/${id}/editar`, master)).json().administrador;
    expect(depois).toMatchObject({ nome: 'Nome Novo', email });
    const [u] = await t.deps.db.select({ nome: users.nome }).from(users).where(eq(users.email, email));
    expect(u?.nome).toBe('Nome Novo');
    const audit = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'administradores'), eq(auditoria.acao, 'atualizar')));
    expect(audit.some((a) => a.entidade_id === String(id))).toBe(true);
  });

  it('exclui perfil e login; o excluído perde a sessão (401)', async () => {
    const { id, email, senha } = await criarPeloMaster('Para Excluir');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/logar',
      payload: { email, password: senha },
    });
    const token = login.json<{ api_token: string }>().api_token;
    const r = await chamar('POST', `/api/administradores/${id}/excluir`, master);
    expect(r.statusCode).toBe(200);
    expect(r.json().msg).toBe(MSG_ADMINISTRADORES.excluido);
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await chamar('GET', `/api/administradores/${id}/editar`, master)).statusCode).toBe(404);
    expect((await chamar('POST', '/api/usuarios/alterar-senha', token, {})).statusCode).toBe(401);
    const audit = await t.deps.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'administradores'), eq(auditoria.acao, 'excluir')));
    expect(audit.some((a) => a.entidade_id === String(id))).toBe(true);
  });

  it('recusa excluir quem organiza rodadas: 409', async () => {
    const { id } = await criarPeloMaster('Organizador');
    await criarRodadas(t.deps, id, [{ nome: 'Rodada X', data_inicio: '2030-01-10', data_fim: '2030-01-12' }]);
    const r = await chamar('POST', `/api/administradores/${id}/excluir`, master);
    expect(r.statusCode).toBe(409);
    expect(r.json().msg).toBe(MSG_ADMINISTRADORES.organizaRodadas);
    expect((await chamar('GET', `/api/administradores/${id}/editar`, master)).statusCode).toBe(200);
  });
});
