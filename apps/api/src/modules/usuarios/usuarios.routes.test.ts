import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rodada/contracts';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';

let t: AppDeTeste;
let master: string;

beforeAll(async () => {
  t = await criarAppDeTeste();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@u.test', nome: 'Mestre' });
  for (const tipo of ['administrador', 'fornecedor', 'representante', 'cliente'] as const) {
    await criarUsuario(t.deps, { tipo, email: `${tipo}@u.test`, nome: `Perfil ${tipo}` });
  }
  master = await entrar(t.app, 'master@u.test');
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/usuarios/listar (somente master, decisão 12)', () => {
  it('sem login: 401', async () => {
    expect((await t.app.inject({ url: '/api/usuarios/listar' })).statusCode).toBe(401);
  });

  it.each(['administrador', 'fornecedor', 'representante', 'cliente'])('%s: 403', async (tipo) => {
    const token = await entrar(t.app, `${tipo}@u.test`);
    const r = await t.app.inject({ url: '/api/usuarios/listar', headers: bearer(token) });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toEqual({ status: 2, msg: MSG.semPermissao });
  });

  it('master lista com o nome do perfil do papel, paginado', async () => {
    const r = await t.app.inject({ url: '/api/usuarios/listar?paginacao=2', headers: bearer(master) });
    expect(r.statusCode).toBe(200);
    const { usuarios } = r.json();
    expect(usuarios).toMatchObject({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(usuarios.data).toHaveLength(2);
    const todos = (await t.app.inject({ url: '/api/usuarios/listar', headers: bearer(master) })).json();
    const nomes = todos.usuarios.data.map((u: { nome: string }) => u.nome).sort();
    expect(nomes).toEqual([
      'Mestre',
      'Perfil administrador',
      'Perfil cliente',
      'Perfil fornecedor',
      'Perfil representante',
    ]);
    expect(todos.usuarios.data[0]).not.toHaveProperty('password');
  });

  it('busca por parte do nome ou do email, com espaços à esquerda ignorados', async () => {
    const r = await t.app.inject({
      url: `/api/usuarios/listar?busca=${encodeURIComponent('  forneced')}`,
      headers: bearer(master),
    });
    expect(r.json().usuarios.data.map((u: { email: string }) => u.email)).toEqual(['fornecedor@u.test']);
    const curinga = await t.app.inject({ url: '/api/usuarios/listar?busca=%25', headers: bearer(master) });
    expect(curinga.json().usuarios.total).toBe(0);
  });

  it('parâmetros fora do contrato: 400 com erro por campo', async () => {
    const r = await t.app.inject({
      url: '/api/usuarios/listar?paginacao=1000&tipo=rei',
      headers: bearer(master),
    });
    expect(r.statusCode).toBe(400);
    const corpo = r.json();
    expect(corpo.status).toBe(2);
    expect(Object.keys(corpo.errors).sort()).toEqual(['paginacao', 'tipo']);
  });
});
