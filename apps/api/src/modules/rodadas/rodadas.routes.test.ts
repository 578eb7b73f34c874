import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@rodada/contracts';
import { rodada_clientes, rodada_fornecedores, rodada_representantes } from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';

let t: AppDeTeste;
const URL = '/api/rodadas/contagem';
const MINUTO = 60 * 1000;

/**
 * 02:00 UTC on 10/03/2030 is still 09/03 in São Paulo (UTC-3): "today" is 2030-03-09. A round
 * ending on 09/03 is open, though a UTC calendar would call it closed.
 */
const AGORA = new Date('2030-03-10T02:00:00Z');

const contagem = async (email: string) => {
  const res = await t.app.inject({ url: URL, headers: bearer(await entrar(t.app, email)) });
  expect(res.statusCode).toBe(200);
  return res.json();
};

beforeAll(async () => {
  t = await criarAppDeTeste();
  t.relogio.avancar(AGORA.getTime() - t.relogio.agora().getTime());
  const db = t.deps.db;
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@r.test' });
  const adminA = await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin-a@r.test' });
  const adminB = await criarUsuario(t.deps, { tipo: 'administrador', email: 'admin-b@r.test' });
  const forn = await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fornecedor@r.test' });
  const rep = await criarUsuario(t.deps, { tipo: 'representante', email: 'representante@r.test' });
  const cli = await criarUsuario(t.deps, { tipo: 'cliente', email: 'cliente@r.test' });
  await criarUsuario(t.deps, { tipo: 'cliente', email: 'sem-rodada@r.test' });
  const ids = await criarRodadas(t.deps, adminA.perfilId!, [
    { nome: 'R1 termina hoje', data_inicio: '2030-03-01', data_fim: '2030-03-09' },
    { nome: 'R2 aberta', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
    { nome: 'R3 encerrada ontem', data_inicio: '2030-02-01', data_fim: '2030-03-08' },
  ]);
  const deOutro = await criarRodadas(t.deps, adminB.perfilId!, [
    { nome: 'R4 aberta de outro admin', data_inicio: '2030-03-09', data_fim: '2030-03-12' },
    { nome: 'R5 encerrada de outro admin', data_inicio: '2029-11-01', data_fim: '2029-11-05' },
  ]);
  const criadas = [...ids, ...deOutro].map((id) => ({ id }));
  const [r1, r2, r3, r4, r5] = criadas.map((x) => x.id) as [number, number, number, number, number];
  await db
    .insert(rodada_fornecedores)
    .values([r1, r3, r4].map((rodada_id) => ({ rodada_id, fornecedor_id: forn.perfilId! })));
  await db
    .insert(rodada_representantes)
    .values([r2, r3].map((rodada_id) => ({ rodada_id, representante_id: rep.perfilId! })));
  await db
    .insert(rodada_clientes)
    .values([r2, r4, r5].map((rodada_id) => ({ rodada_id, cliente_id: cli.perfilId! })));
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/rodadas/contagem (selo do menu de rodadas, spec 1 §2.2)', () => {
  it('sem login: 401', async () => {
    const res = await t.app.inject({ url: URL });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('master conta todas as rodadas abertas; as encerradas não entram', async () => {
    expect(await contagem('master@r.test')).toEqual({ status: 1, contagem: 3 });
  });

  it('administrador conta só as rodadas abertas que organiza, não as de outro administrador', async () => {
    expect(await contagem('admin-a@r.test')).toEqual({ status: 1, contagem: 2 });
    expect(await contagem('admin-b@r.test')).toEqual({ status: 1, contagem: 1 });
  });

  it('fornecedor, representante e cliente contam só as rodadas abertas de que participam', async () => {
    expect(await contagem('fornecedor@r.test')).toEqual({ status: 1, contagem: 2 });
    expect(await contagem('representante@r.test')).toEqual({ status: 1, contagem: 1 });
    expect(await contagem('cliente@r.test')).toEqual({ status: 1, contagem: 2 });
  });

  it('quem não participa de nenhuma rodada conta zero', async () => {
    expect(await contagem('sem-rodada@r.test')).toEqual({ status: 1, contagem: 0 });
  });

  it('a rodada fica aberta até o fim do último dia no horário de São Paulo', async () => {
    // 23:59 in São Paulo on 09/03: R1 still open.
    t.relogio.avancar(AGORA.getTime() + 59 * MINUTO - t.relogio.agora().getTime());
    expect(await contagem('master@r.test')).toEqual({ status: 1, contagem: 3 });
    // One minute later it is 10/03 in São Paulo: R1 is closed.
    t.relogio.avancar(MINUTO);
    expect(await contagem('master@r.test')).toEqual({ status: 1, contagem: 2 });
    expect(await contagem('fornecedor@r.test')).toEqual({ status: 1, contagem: 1 });
  });
});
