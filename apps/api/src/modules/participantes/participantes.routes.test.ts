import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, rodadas } from '@rodada/contracts';
import { and, eq } from 'drizzle-orm';
import {
  auditoria,
  lojas,
  pedidos,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  stands,
} from '../../db/schema/index.js';
import { clientes, fornecedores } from '../../db/schema/index.js';
import { criarAppDeTeste, criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarRodadas, criarUsuarioLogado } from '../../test/fabricas.js';

// The round participants API (spec 3 §2 "Round participants", §6, §7 "Rounds", §8 "Participants";
// issue 11 §4, §6): lists, candidates, add and remove, a client's term and sign-up, by role.

const { MSG_RODADAS } = rodadas;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
type Logado = Awaited<ReturnType<typeof criarUsuarioLogado>>;
let master: string;
let adm: Logado;
let adm2: Logado;
let rep: Logado;
let repFora: Logado;
let forn: Logado;
let cli: Logado;
let r: { aberta: number; fechada: number; outra: number };
const ids = { fornecedores: [] as number[], clientes: [] as number[], representantes: [] as number[] };

/** 15:00 UTC on 10/03/2030: today is 2030-03-10 in São Paulo. */
const AGORA = new Date('2030-03-10T15:00:00Z');

beforeAll(async () => {
  t = await criarAppDeTeste();
  t.relogio.avancar(AGORA.getTime() - t.relogio.agora().getTime());
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@par.test' });
  master = await entrar(t.app, 'master@par.test');
  adm = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm@par.test', nome: 'Adm Um' });
  adm2 = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm2@par.test', nome: 'Adm Dois' });
  rep = await criarUsuarioLogado(t, {
    tipo: 'representante',
    email: 'rep@par.test',
    nome: 'Zélia Representações',
  });
  repFora = await criarUsuarioLogado(t, { tipo: 'representante', email: 'rep2@par.test', nome: 'Rep Fora' });
  forn = await criarUsuarioLogado(t, { tipo: 'fornecedor', email: 'forn@par.test', nome: 'Malharia Ávila' });
  cli = await criarUsuarioLogado(t, { tipo: 'cliente', email: 'cli@par.test', nome: 'Loja Única' });
  const [aberta, fechada] = await criarRodadas(t.deps, adm.id, [
    { nome: 'Rodada Verão', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
    { nome: 'Rodada Passada', data_inicio: '2030-02-01', data_fim: '2030-03-09' },
  ]);
  const [outra] = await criarRodadas(t.deps, adm2.id, [
    { nome: 'Rodada de Outro', data_inicio: '2030-03-05', data_fim: '2030-03-20' },
  ]);
  r = { aberta: aberta!, fechada: fechada!, outra: outra! };
  // More suppliers, clients and representatives, some inactive, for the lists and the candidates.
  for (const [i, nome] of [
    'Confecções Éden',
    'Bermudas Beta',
    'Camisas Cacto',
    'Inativo Fornecedor',
  ].entries()) {
    const f = await criarUsuario(t.deps, {
      tipo: 'fornecedor',
      email: `f${i}@par.test`,
      nome,
      fornecedor_ativo: !nome.startsWith('Inativo'),
    });
    ids.fornecedores.push(f.perfilId!);
  }
  for (const [i, nome] of ['Boutique Ágata', 'Moda Bela', 'Inativo Cliente'].entries()) {
    const c = await criarUsuario(t.deps, { tipo: 'cliente', email: `c${i}@par.test`, nome });
    if (nome.startsWith('Inativo'))
      await t.deps.db.update(clientes).set({ ativo: false }).where(eq(clientes.id, c.perfilId!));
    ids.clientes.push(c.perfilId!);
  }
  const r3 = await criarUsuario(t.deps, {
    tipo: 'representante',
    email: 'r3@par.test',
    nome: 'Rep Três',
    ativo: false,
  });
  ids.representantes.push(r3.perfilId!);
  const db = t.deps.db;
  await db.insert(rodada_fornecedores).values([
    { rodada_id: r.aberta, fornecedor_id: forn.id },
    { rodada_id: r.aberta, fornecedor_id: ids.fornecedores[0]! },
    { rodada_id: r.fechada, fornecedor_id: forn.id },
  ]);
  await db.insert(rodada_representantes).values([
    { rodada_id: r.aberta, representante_id: rep.id },
    { rodada_id: r.fechada, representante_id: rep.id },
  ]);
  await db.insert(rodada_clientes).values([
    { rodada_id: r.aberta, cliente_id: cli.id, prazo: '30/60' },
    { rodada_id: r.fechada, cliente_id: cli.id },
    { rodada_id: r.outra, cliente_id: ids.clientes[0]! },
  ]);
  await db.update(fornecedores).set({ cnpj: '11222333000181' }).where(eq(fornecedores.id, forn.id));
});
afterAll(async () => {
  await t.fechar();
});

const url = (rodada: number, resto: string) => `/api/rodadas/${rodada}/${resto}`;

describe('listas de participantes (spec 3 §2, §3)', () => {
  it('sem login: 401; fornecedor e cliente: 403', async () => {
    expect((await chamar('GET', url(r.aberta, 'fornecedores/rodada'))).statusCode).toBe(401);
    for (const token of [forn.token, cli.token]) {
      const res = await chamar('GET', url(r.aberta, 'clientes/rodada'), token);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe(MSG.semPermissao);
    }
  });

  it('administrador vê os fornecedores da sua rodada com o cabeçalho e as ações', async () => {
    const res = await chamar('GET', url(r.aberta, 'fornecedores/rodada'), adm.token);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.rodada).toMatchObject({
      id: r.aberta,
      nome: 'Rodada Verão',
      local: 'Expo Center Norte',
      cidade_nome: 'São Paulo',
      estado_sigla: 'SP',
      administrador_nome: 'Adm Um',
      aberta: true,
    });
    expect(corpo.rodada.acoes).toMatchObject({ gerir_participantes: true, ver_participantes: true });
    // Sorted by name without accents: 'Confecções Éden' before 'Malharia Ávila'.
    expect(corpo.fornecedores.data.map((f: { nome_fantasia: string }) => f.nome_fantasia)).toEqual([
      'Confecções Éden',
      'Malharia Ávila',
    ]);
    expect(corpo.fornecedores.data[1]).toMatchObject({
      id: forn.id,
      cnpj: '11222333000181',
      acoes: { excluir: true, alterar_prazo: false, inscrever: false },
    });
    expect(corpo.fornecedores).toMatchObject({ total: 2, current_page: 1, per_page: 30, last_page: 1 });
  });

  it('clientes da rodada trazem prazo, inscrição e as ações de cliente', async () => {
    const res = await chamar('GET', url(r.aberta, 'clientes/rodada'), master);
    expect(res.statusCode).toBe(200);
    expect(res.json().clientes.data).toEqual([
      expect.objectContaining({
        id: cli.id,
        nome: 'Loja Única',
        prazo: '30/60',
        inscrito: false,
        inscrito_em: null,
        acoes: { excluir: true, alterar_prazo: true, inscrever: true },
      }),
    ]);
  });

  it('representante participante só consulta: ações falsas; rodada de que não participa: 404', async () => {
    const res = await chamar('GET', url(r.aberta, 'representantes/rodada'), rep.token);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.rodada.acoes.gerir_participantes).toBe(false);
    expect(corpo.representantes.data).toEqual([
      expect.objectContaining({
        id: rep.id,
        nome_fantasia: 'Zélia Representações',
        email: null,
        acoes: { excluir: false, alterar_prazo: false, inscrever: false },
      }),
    ]);
    const doAdm = await chamar('GET', url(r.aberta, 'representantes/rodada'), adm.token);
    expect(doAdm.json().representantes.data[0].email).toBe('rep@par.test');
    expect((await chamar('GET', url(r.aberta, 'clientes/rodada'), repFora.token)).statusCode).toBe(404);
  });

  it('rodada de outro administrador ou inexistente: 404', async () => {
    expect((await chamar('GET', url(r.outra, 'clientes/rodada'), adm.token)).statusCode).toBe(404);
    expect((await chamar('GET', url(999999, 'clientes/rodada'), adm.token)).statusCode).toBe(404);
  });

  it('rodada encerrada: a lista abre, sem ações de alteração', async () => {
    const res = await chamar('GET', url(r.fechada, 'fornecedores/rodada'), adm.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().rodada).toMatchObject({ aberta: false, acoes: { gerir_participantes: false } });
    expect(res.json().fornecedores.data[0].acoes.excluir).toBe(false);
  });

  it('busca sem acentos e maiúsculas, por CNPJ com máscara, e paginação', async () => {
    const busca = async (termo: string) =>
      (
        await chamar(
          'GET',
          url(r.aberta, `fornecedores/rodada?busca=${encodeURIComponent(termo)}`),
          adm.token,
        )
      )
        .json()
        .fornecedores.data.map((f: { id: number }) => f.id);
    expect(await busca('AVILA')).toEqual([forn.id]);
    expect(await busca('  eden')).toEqual([ids.fornecedores[0]]);
    expect(await busca('11.222.333')).toEqual([forn.id]);
    expect(await busca('nada disso')).toEqual([]);
    const p2 = await chamar('GET', url(r.aberta, 'fornecedores/rodada?page=2&paginacao=1'), adm.token);
    expect(p2.json().fornecedores).toMatchObject({ current_page: 2, last_page: 2, total: 2, per_page: 1 });
    expect(p2.json().fornecedores.data.map((f: { id: number }) => f.id)).toEqual([forn.id]);
  });

  it('paginação inválida: 400 em português', async () => {
    const res = await chamar('GET', url(r.aberta, 'fornecedores/rodada?paginacao=0'), adm.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(2);
  });
});

describe('candidatos da Seleção (spec 3 §2 add dialog)', () => {
  it('só ativos que ainda não participam', async () => {
    const res = await chamar('GET', url(r.aberta, 'fornecedores'), adm.token);
    expect(res.statusCode).toBe(200);
    const nomes = res.json().fornecedores.data.map((f: { nome_fantasia: string }) => f.nome_fantasia);
    expect(nomes).toEqual(['Bermudas Beta', 'Camisas Cacto']);
    expect(res.json().rodada).toMatchObject({ id: r.aberta, aberta: true });
    const clis = await chamar('GET', url(r.aberta, 'clientes?busca=agata'), master);
    expect(clis.json().clientes.data.map((c: { id: number }) => c.id)).toEqual([ids.clientes[0]]);
    const reps = await chamar('GET', url(r.aberta, 'representantes'), adm.token);
    expect(reps.json().representantes.data).toEqual([
      expect.objectContaining({ id: repFora.id, email: 'rep2@par.test' }),
    ]);
  });

  it('representante: 403; outra rodada: 404; rodada encerrada: 422', async () => {
    expect((await chamar('GET', url(r.aberta, 'clientes'), rep.token)).statusCode).toBe(403);
    expect((await chamar('GET', url(r.outra, 'clientes'), adm.token)).statusCode).toBe(404);
    const fechada = await chamar('GET', url(r.fechada, 'clientes'), adm.token);
    expect(fechada.statusCode).toBe(422);
    expect(fechada.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
  });
});

async function participa(tabela: 'fornecedor' | 'cliente' | 'representante', rodada: number, id: number) {
  const db = t.deps.db;
  const linhas =
    tabela === 'fornecedor'
      ? await db
          .select()
          .from(rodada_fornecedores)
          .where(and(eq(rodada_fornecedores.rodada_id, rodada), eq(rodada_fornecedores.fornecedor_id, id)))
      : tabela === 'cliente'
        ? await db
            .select()
            .from(rodada_clientes)
            .where(and(eq(rodada_clientes.rodada_id, rodada), eq(rodada_clientes.cliente_id, id)))
        : await db
            .select()
            .from(rodada_representantes)
            .where(
              and(
                eq(rodada_representantes.rodada_id, rodada),
                eq(rodada_representantes.representante_id, id),
              ),
            );
  return linhas.length;
}

describe('adicionar e remover (spec 3 §7, §8)', () => {
  it('adiciona com a mensagem da spec, idempotente, e audita', async () => {
    const fid = ids.fornecedores[1]!;
    const res = await chamar('POST', url(r.aberta, `fornecedor/${fid}/salvar`), adm.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Bermudas Beta adicionado a rodada com sucesso' });
    const de_novo = await chamar('POST', url(r.aberta, `fornecedor/${fid}/salvar`), adm.token);
    expect(de_novo.statusCode).toBe(200);
    expect(await participa('fornecedor', r.aberta, fid)).toBe(1);
    const trilha = await t.deps.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.acao, 'rodada.participante.adicionar'));
    expect(trilha).toHaveLength(1);
  });

  it('master adiciona cliente e representante', async () => {
    const c = await chamar('POST', url(r.aberta, `cliente/${ids.clientes[1]}/salvar`), master);
    expect(c.json().msg).toBe(MSG_RODADAS.adicionado('Moda Bela'));
    const p = await chamar('POST', url(r.aberta, `representante/${repFora.id}/salvar`), master);
    expect(p.json().msg).toBe(MSG_RODADAS.adicionado('Rep Fora'));
    expect(await participa('representante', r.aberta, repFora.id)).toBe(1);
  });

  it('inativo: 422; inexistente: 404; nada muda', async () => {
    const inativo = await chamar(
      'POST',
      url(r.aberta, `fornecedor/${ids.fornecedores[3]}/salvar`),
      adm.token,
    );
    expect(inativo.statusCode).toBe(422);
    expect(inativo.json().msg).toBe(MSG_RODADAS.motivoInativo);
    expect(await participa('fornecedor', r.aberta, ids.fornecedores[3]!)).toBe(0);
    const repInativo = await chamar(
      'POST',
      url(r.aberta, `representante/${ids.representantes[0]}/salvar`),
      adm.token,
    );
    expect(repInativo.statusCode).toBe(422);
    expect((await chamar('POST', url(r.aberta, 'cliente/999999/salvar'), adm.token)).statusCode).toBe(404);
  });

  it('representante: 403; fornecedor: 403; outra rodada: 404; encerrada: 422 sem alterar', async () => {
    const fid = ids.fornecedores[2]!;
    expect((await chamar('POST', url(r.aberta, `fornecedor/${fid}/salvar`), rep.token)).statusCode).toBe(403);
    expect((await chamar('POST', url(r.aberta, `fornecedor/${fid}/salvar`), forn.token)).statusCode).toBe(
      403,
    );
    expect((await chamar('POST', url(r.outra, `fornecedor/${fid}/salvar`), adm.token)).statusCode).toBe(404);
    const fechada = await chamar('POST', url(r.fechada, `fornecedor/${fid}/salvar`), adm.token);
    expect(fechada.statusCode).toBe(422);
    expect(fechada.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
    const remover = await chamar('POST', url(r.fechada, `fornecedor/${forn.id}/excluir`), adm.token);
    expect(remover.statusCode).toBe(422);
    expect(await participa('fornecedor', r.fechada, forn.id)).toBe(1);
    expect(await participa('fornecedor', r.outra, fid)).toBe(0);
    expect((await chamar('POST', url(r.aberta, `fornecedor/${fid}/salvar`))).statusCode).toBe(401);
  });

  it('id inválido no caminho: 400', async () => {
    const res = await chamar('POST', url(r.aberta, 'fornecedor/abc/salvar'), adm.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe(2);
  });

  it('remove com a mensagem da spec; quem não participa: 404', async () => {
    const res = await chamar('POST', url(r.aberta, `cliente/${ids.clientes[1]}/excluir`), adm.token);
    expect(res.json()).toEqual({ status: 1, msg: 'Moda Bela removido da rodada com sucesso' });
    expect(await participa('cliente', r.aberta, ids.clientes[1]!)).toBe(0);
    const de_novo = await chamar('POST', url(r.aberta, `cliente/${ids.clientes[1]}/excluir`), adm.token);
    expect(de_novo.statusCode).toBe(404);
    expect(de_novo.json().msg).toBe(MSG_RODADAS.naoParticipa);
  });

  it('dono de stand da rodada: 409 com o motivo', async () => {
    const fid = ids.fornecedores[0]!;
    const [stand] = await t.deps.db
      .insert(stands)
      .values({
        rodada_id: r.aberta,
        nome: 'A1',
        valor: '10',
        proprietario_tipo: 'fornecedor',
        proprietario_id: fid,
      })
      .returning();
    const res = await chamar('POST', url(r.aberta, `fornecedor/${fid}/excluir`), adm.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG_RODADAS.donoDeStand('Confecções Éden'));
    expect(await participa('fornecedor', r.aberta, fid)).toBe(1);
    await t.deps.db.delete(stands).where(eq(stands.id, stand!.id));
  });

  it('com pedidos na rodada: 409 com o motivo', async () => {
    const [loja] = await t.deps.db
      .insert(lojas)
      .values({
        cliente_id: cli.id,
        razao_social: 'Loja Ltda',
        nome_fantasia: 'Loja',
        cnpj: '11444777000161',
        padrao: true,
      })
      .returning();
    await t.deps.db.insert(pedidos).values({
      uuid: randomUUID(),
      user_id: forn.userId,
      fornecedor_id: forn.id,
      cliente_id: cli.id,
      cliente_loja_id: loja!.id,
      rodada_id: r.aberta,
      data: '2030-03-10',
    });
    const res = await chamar('POST', url(r.aberta, `cliente/${cli.id}/excluir`), adm.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(MSG_RODADAS.comPedidos('Loja Única'));
    const f = await chamar('POST', url(r.aberta, `fornecedor/${forn.id}/excluir`), adm.token);
    expect(f.statusCode).toBe(409);
    expect(await participa('cliente', r.aberta, cli.id)).toBe(1);
  });
});

describe('prazo e inscrição do cliente (spec 3 §7)', () => {
  const prazo = (rodada: number, cid: number, token: string, corpo: object) =>
    chamar('POST', url(rodada, `clientes/${cid}/prazo`), token, corpo);

  it('grava o prazo normalizado, remove com vazio', async () => {
    const res = await prazo(r.aberta, cli.id, adm.token, { prazo: ' 30 / 60 / 90 ' });
    expect(res.json()).toEqual({ status: 1, msg: MSG_RODADAS.prazoSalvo });
    const [linha] = await t.deps.db
      .select()
      .from(rodada_clientes)
      .where(and(eq(rodada_clientes.rodada_id, r.aberta), eq(rodada_clientes.cliente_id, cli.id)));
    expect(linha!.prazo).toBe('30/60/90');
    const vazio = await prazo(r.aberta, cli.id, adm.token, { prazo: '' });
    expect(vazio.json().msg).toBe(MSG_RODADAS.prazoRemovido);
    const lista = await chamar('GET', url(r.aberta, 'clientes/rodada'), adm.token);
    expect(lista.json().clientes.data[0].prazo).toBeNull();
  });

  it('prazo mal formado: 400 com a mensagem; cliente fora da rodada: 404', async () => {
    for (const ruim of ['30,60', 'trinta', '30//60', '/30', 'x'.repeat(101)]) {
      const res = await prazo(r.aberta, cli.id, adm.token, { prazo: ruim });
      expect(res.statusCode).toBe(400);
      expect(res.json().status).toBe(2);
    }
    const res = await prazo(r.aberta, cli.id, adm.token, { prazo: '30,60' });
    expect(res.json().errors.prazo).toBe(MSG_RODADAS.prazoInvalido);
    expect((await prazo(r.aberta, ids.clientes[1]!, adm.token, { prazo: '30' })).statusCode).toBe(404);
  });

  it('representante: 403; encerrada: 422', async () => {
    expect((await prazo(r.aberta, cli.id, rep.token, { prazo: '30' })).statusCode).toBe(403);
    expect((await prazo(r.fechada, cli.id, adm.token, { prazo: '30' })).statusCode).toBe(422);
  });

  it('inscreve (data do relógio), idempotente, e cancela', async () => {
    const ins = await chamar('POST', url(r.aberta, `clientes/${cli.id}/inscrever`), adm.token);
    expect(ins.json()).toEqual({ status: 1, msg: MSG_RODADAS.inscricaoConfirmada });
    t.relogio.avancar(60_000);
    await chamar('POST', url(r.aberta, `clientes/${cli.id}/inscrever`), adm.token);
    let linha = (await chamar('GET', url(r.aberta, 'clientes/rodada'), adm.token)).json().clientes.data[0];
    expect(linha).toMatchObject({ inscrito: true, inscrito_em: AGORA.toISOString() });
    const canc = await chamar('POST', url(r.aberta, `clientes/${cli.id}/inscrever/cancelar`), master);
    expect(canc.json().msg).toBe(MSG_RODADAS.inscricaoCancelada);
    linha = (await chamar('GET', url(r.aberta, 'clientes/rodada'), adm.token)).json().clientes.data[0];
    expect(linha).toMatchObject({ inscrito: false, inscrito_em: null });
    expect((await chamar('POST', url(r.fechada, `clientes/${cli.id}/inscrever`), adm.token)).statusCode).toBe(
      422,
    );
    expect((await chamar('POST', url(r.aberta, `clientes/${cli.id}/inscrever`), rep.token)).statusCode).toBe(
      403,
    );
  });
});
