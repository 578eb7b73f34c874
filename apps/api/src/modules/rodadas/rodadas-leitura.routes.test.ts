import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type rodadas as contratos } from '@rodada/contracts';
import {
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
} from '../../db/schema/index.js';
import { bearer, criarAppDeTeste, type AppDeTeste } from '../../test/app.js';
import { criarRodadas } from '../../test/fabricas.js';
import { RIO, prepararPessoas, type Pessoas } from '../../test/rodadas.js';

// Reading rounds (spec 3 §2 "Rounds list", §7 "Rounds"): scope per role, order, search,
// pagination, the acoes of each row, one round, the client's rounds, the administrators' select.

let t: AppDeTeste;
let p: Pessoas;
/** Round ids by name. */
const r: Record<string, number> = {};

type Linha = contratos.RodadaLinha;

const get = (url: string, token?: string) => t.app.inject({ url, headers: token ? bearer(token) : {} });
async function lista(
  token: string,
  query = '',
): Promise<{ data: Linha[]; total: number; last_page: number }> {
  const res = await get(`/api/rodadas/listar${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ rodadas: { data: Linha[]; total: number; last_page: number } }>().rodadas;
}
const nomes = (linhas: Linha[]) => linhas.map((l) => l.nome);

beforeAll(async () => {
  t = await criarAppDeTeste();
  p = await prepararPessoas(t, 'leitura.test');
  const deA = await criarRodadas(t.deps, p.adminA, [
    { nome: 'Feira de Verão', data_inicio: '2030-03-09', data_fim: '2030-03-12' },
    { nome: 'Moda Inverno', data_inicio: '2030-03-09', data_fim: '2030-03-10' },
    { nome: 'Encerrada Outono', data_inicio: '2030-01-05', data_fim: '2030-01-07' },
  ]);
  const deB = await criarRodadas(t.deps, p.adminB, [
    { nome: 'Rodada Carioca', data_inicio: '2030-04-01', data_fim: '2030-04-03' },
  ]);
  [r.verao, r.inverno, r.outono, r.carioca] = [...deA, ...deB] as [number, number, number, number];
  await t.deps.db
    .update(rodadas)
    .set({ ...RIO, local: 'Riocentro' })
    .where(eq(rodadas.id, r.carioca));
  await t.deps.db.insert(rodada_fornecedores).values([
    { rodada_id: r.verao, fornecedor_id: p.forn },
    { rodada_id: r.carioca, fornecedor_id: p.forn },
  ]);
  await t.deps.db.insert(rodada_representantes).values({ rodada_id: r.outono, representante_id: p.rep });
  await t.deps.db.insert(rodada_clientes).values([
    { rodada_id: r.inverno, cliente_id: p.cli },
    { rodada_id: r.outono, cliente_id: p.cli },
  ]);
});
afterAll(async () => {
  await t.fechar();
});

describe('GET /api/rodadas/listar', () => {
  it('sem login: 401', async () => {
    const res = await get('/api/rodadas/listar');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 2, msg: MSG.sessaoExpirada });
  });

  it('master vê todas, início mais recente primeiro e, no mesmo dia, a mais nova primeiro', async () => {
    const { data, total } = await lista(p.token.master);
    expect(total).toBe(4);
    expect(nomes(data)).toEqual(['Rodada Carioca', 'Moda Inverno', 'Feira de Verão', 'Encerrada Outono']);
  });

  it('cada linha traz o que a tela mostra: nomes, datas, aberta, imagens', async () => {
    const { data } = await lista(p.token.master);
    const carioca = data.find((l) => l.id === r.carioca)!;
    expect(carioca).toMatchObject({
      nome: 'Rodada Carioca',
      local: 'Riocentro',
      data_inicio: '2030-04-01',
      data_fim: '2030-04-03',
      estado_id: 33,
      estado_nome: 'Rio de Janeiro',
      estado_sigla: 'RJ',
      cidade_nome: 'Rio de Janeiro',
      administrador_id: p.adminB,
      administrador_nome: 'Bruno Ávila',
      permitir_pedidos: true,
      inscricao_clientes: false,
      aberta: true,
      logo_nome: null,
      banner_nome: null,
      planta_nome: null,
    });
    expect(carioca.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // Ends today in São Paulo: still open; the autumn one has closed.
    expect(data.find((l) => l.id === r.inverno)!.aberta).toBe(true);
    expect(data.find((l) => l.id === r.outono)!.aberta).toBe(false);
  });

  it('acoes do master: edita e muda datas e administrador das abertas; nada nas encerradas', async () => {
    const { data } = await lista(p.token.master);
    expect(data.find((l) => l.id === r.verao)!.acoes).toEqual({
      editar: true,
      alterar_datas: true,
      alterar_administrador: true,
      ver_stands: true,
      gerir_stands: true,
      ver_participantes: true,
      gerir_participantes: true,
    });
    expect(data.find((l) => l.id === r.outono)!.acoes).toMatchObject({
      editar: false,
      alterar_datas: false,
      alterar_administrador: false,
      ver_stands: true,
      gerir_stands: false,
      gerir_participantes: false,
    });
  });

  it('administrador vê só as que organiza; edita as abertas sem mudar datas nem administrador', async () => {
    const { data } = await lista(p.token.adminA);
    expect(nomes(data)).toEqual(['Moda Inverno', 'Feira de Verão', 'Encerrada Outono']);
    expect(data[0]!.acoes).toEqual({
      editar: true,
      alterar_datas: false,
      alterar_administrador: false,
      ver_stands: true,
      gerir_stands: true,
      ver_participantes: true,
      gerir_participantes: true,
    });
    expect(data[2]!.acoes.editar).toBe(false);
    expect(nomes((await lista(p.token.adminB)).data)).toEqual(['Rodada Carioca']);
  });

  it('fornecedor, representante e cliente veem só aquelas de que participam, sem editar', async () => {
    const forn = (await lista(p.token.forn)).data;
    expect(nomes(forn)).toEqual(['Rodada Carioca', 'Feira de Verão']);
    expect(Object.values(forn[0]!.acoes).every((v) => !v)).toBe(true);
    const rep = (await lista(p.token.rep)).data;
    expect(nomes(rep)).toEqual(['Encerrada Outono']);
    // The representative sees the participants of its rounds, read-only (spec 3 §6).
    expect(rep[0]!.acoes).toMatchObject({
      editar: false,
      ver_participantes: true,
      gerir_participantes: false,
    });
    expect(nomes((await lista(p.token.cli)).data)).toEqual(['Moda Inverno', 'Encerrada Outono']);
    expect((await lista(p.token.cli2)).total).toBe(0);
  });

  it('busca sem diferenciar maiúsculas nem acentos: nome, local, cidade, administrador', async () => {
    const busca = async (termo: string) =>
      nomes((await lista(p.token.master, `?busca=${encodeURIComponent(termo)}`)).data);
    expect(await busca('VERAO')).toEqual(['Feira de Verão']);
    expect(await busca('   feira')).toEqual(['Feira de Verão']);
    expect(await busca('riocentro')).toEqual(['Rodada Carioca']);
    expect(await busca('rio de jan')).toEqual(['Rodada Carioca']);
    expect(await busca('sao paulo')).toEqual(['Moda Inverno', 'Feira de Verão', 'Encerrada Outono']);
    expect(await busca('bruno avila')).toEqual(['Rodada Carioca']);
    expect(await busca('%')).toEqual([]);
    // The search stays inside the caller's scope.
    expect(nomes((await lista(p.token.forn, '?busca=moda')).data)).toEqual([]);
  });

  it('pagina no servidor', async () => {
    const pag1 = await lista(p.token.master, '?paginacao=3&page=1');
    expect(nomes(pag1.data)).toEqual(['Rodada Carioca', 'Moda Inverno', 'Feira de Verão']);
    expect(pag1).toMatchObject({ total: 4, last_page: 2 });
    const pag2 = await lista(p.token.master, '?paginacao=3&page=2');
    expect(nomes(pag2.data)).toEqual(['Encerrada Outono']);
    const res = await get('/api/rodadas/listar', p.token.master);
    expect(res.json<{ rodadas: { per_page: number } }>().rodadas.per_page).toBe(30);
  });
});

describe('GET /api/rodadas/{id}/abrir', () => {
  it('quem pode ver a rodada a abre, com as acoes dela', async () => {
    for (const quem of ['master', 'adminA', 'cli'] as const) {
      const res = await get(`/api/rodadas/${r.inverno}/abrir`, p.token[quem]);
      expect(res.statusCode, quem).toBe(200);
      expect(res.json<{ rodada: Linha }>().rodada.nome).toBe('Moda Inverno');
    }
    const forn = await get(`/api/rodadas/${r.verao}/abrir`, p.token.forn);
    expect(forn.json<{ rodada: Linha }>().rodada.acoes.editar).toBe(false);
  });

  it('rodada de outro administrador, de que não participa ou inexistente: 404', async () => {
    for (const [quem, id] of [
      ['adminB', r.verao],
      ['forn', r.inverno],
      ['rep', r.verao],
      ['cli2', r.inverno],
      ['master', 999_999],
    ] as const) {
      const res = await get(`/api/rodadas/${id}/abrir`, p.token[quem]);
      expect(res.statusCode, quem).toBe(404);
      expect(res.json()).toEqual({ status: 2, msg: MSG.naoEncontrado });
    }
  });
});

describe('GET /api/rodadas/cliente', () => {
  it('as rodadas do cliente, início mais recente primeiro', async () => {
    const res = await get('/api/rodadas/cliente', p.token.cli);
    expect(res.statusCode).toBe(200);
    expect(nomes(res.json<{ rodadas: Linha[] }>().rodadas)).toEqual(['Moda Inverno', 'Encerrada Outono']);
    const sem = await get('/api/rodadas/cliente', p.token.cli2);
    expect(sem.json()).toEqual({ status: 1, rodadas: [] });
  });

  it('outro papel: 403', async () => {
    expect((await get('/api/rodadas/cliente', p.token.forn)).statusCode).toBe(403);
  });
});

describe('administradores do select do cadastro', () => {
  type Opcoes = { administradores: { id: number; nome: string }[] };

  it('GET /api/rodadas/administradores: os ativos, por nome, só para o master', async () => {
    const res = await get('/api/rodadas/administradores', p.token.master);
    expect(res.statusCode).toBe(200);
    expect(res.json<Opcoes>().administradores).toEqual([
      { id: p.adminA, nome: 'Ana Organizadora' },
      { id: p.adminB, nome: 'Bruno Ávila' },
    ]);
    expect((await get('/api/rodadas/administradores', p.token.adminA)).statusCode).toBe(403);
  });

  it('GET /api/rodadas/{id}/administradores: inclui o da rodada mesmo inativo', async () => {
    await t.deps.db
      .update(rodadas)
      .set({ administrador_id: p.adminInativo })
      .where(eq(rodadas.id, r.outono!));
    try {
      const res = await get(`/api/rodadas/${r.outono}/administradores`, p.token.master);
      expect(res.json<Opcoes>().administradores.map((a) => a.nome)).toEqual([
        'Ana Organizadora',
        'Bruno Ávila',
        'Carla Inativa',
      ]);
    } finally {
      await t.deps.db.update(rodadas).set({ administrador_id: p.adminA }).where(eq(rodadas.id, r.outono!));
    }
  });

  it('o administrador da rodada lê; outro administrador: 404; fornecedor: 403', async () => {
    expect((await get(`/api/rodadas/${r.verao}/administradores`, p.token.adminA)).statusCode).toBe(200);
    expect((await get(`/api/rodadas/${r.verao}/administradores`, p.token.adminB)).statusCode).toBe(404);
    expect((await get(`/api/rodadas/${r.verao}/administradores`, p.token.forn)).statusCode).toBe(403);
  });
});
