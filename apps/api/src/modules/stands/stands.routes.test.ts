import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG, rodadas as contrato } from '@rodada/contracts';
import {
  clientes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  stands,
} from '../../db/schema/index.js';
import { chamadorJson, criarRodadas } from '../../test/fabricas.js';
import { chamadoresDeStands, inserirStand } from '../../test/stands.js';
import { criarAppDeTeste, criarUsuario, type AppDeTeste } from '../../test/app.js';

const { MSG_RODADAS } = contrato;

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);

const tokens = { master: '', admin: '', outroAdmin: '', fornecedor: '' };
const r = { aberta: 0, encerrada: 0, deOutro: 0 };
const p = { fornecedor: 0, fornecedorFora: 0, cliente: 0, representante: 0 };

const base = (rodada: number) => `/api/rodadas/${rodada}/stands`;

const stand = (rodada: number, dados?: Parameters<typeof inserirStand>[2]) => inserirStand(t, rodada, dados);

const lido = async (id: number) => {
  const [s] = await t.deps.db.select().from(stands).where(eq(stands.id, id));
  return s;
};

const avulso = {
  nome: 'Stand Azul',
  valor: '1500.50',
  proprietario_tipo: 'avulso',
  avulso_nome: 'Loja da Esquina',
};

beforeAll(async () => {
  t = await criarAppDeTeste();
  const c = await chamadoresDeStands(t, 'stands.test', 'Malharia Bela');
  const { admin, outroAdmin: outro } = c;
  tokens.master = c.master;
  tokens.admin = admin.token;
  tokens.outroAdmin = outro.token;
  tokens.fornecedor = c.fornecedor.token;
  p.fornecedor = c.fornecedor.id;
  p.fornecedorFora = (
    await criarUsuario(t.deps, { tipo: 'fornecedor', email: 'fora@stands.test' })
  ).perfilId!;
  p.cliente = (
    await criarUsuario(t.deps, { tipo: 'cliente', email: 'cli@stands.test', nome: 'Ana Cliente' })
  ).perfilId!;
  await t.deps.db.update(clientes).set({ nome_fantasia: 'Boutique Ana' }).where(eq(clientes.id, p.cliente));
  p.representante = (
    await criarUsuario(t.deps, { tipo: 'representante', email: 'rep@stands.test', nome: 'Rep Sul' })
  ).perfilId!;
  [r.aberta, r.encerrada] = (await criarRodadas(t.deps, admin.id, [
    { nome: 'Moda Sul', data_inicio: '2030-03-01', data_fim: '2030-03-20' },
    { nome: 'Moda Verão', data_inicio: '2030-02-01', data_fim: '2030-02-10' },
  ])) as [number, number];
  [r.deOutro] = (await criarRodadas(t.deps, outro.id, [
    { nome: 'Rodada de Outro', data_inicio: '2030-03-01', data_fim: '2030-03-20' },
  ])) as [number];
  for (const rodada_id of [r.aberta, r.encerrada]) {
    await t.deps.db.insert(rodada_fornecedores).values({ rodada_id, fornecedor_id: p.fornecedor });
    await t.deps.db.insert(rodada_clientes).values({ rodada_id, cliente_id: p.cliente });
    await t.deps.db.insert(rodada_representantes).values({ rodada_id, representante_id: p.representante });
  }
});
afterAll(async () => {
  await t.fechar();
});
beforeEach(async () => {
  await t.deps.db.delete(stands);
});

describe('GET /api/rodadas/:id/stands (spec 3 §2 "Stands list")', () => {
  it('sem login: 401; fornecedor: 403; rodada de outro administrador: 404', async () => {
    expect((await chamar('GET', base(r.aberta))).statusCode).toBe(401);
    const f = await chamar('GET', base(r.aberta), tokens.fornecedor);
    expect(f.statusCode).toBe(403);
    expect(f.json()).toMatchObject({ status: 2, msg: MSG.semPermissao });
    expect((await chamar('GET', base(r.deOutro), tokens.admin)).statusCode).toBe(404);
    expect((await chamar('GET', base(999_999), tokens.admin)).statusCode).toBe(404);
  });

  it('lista por nome com o proprietário, o tipo, o valor em reais e as acoes; a rodada vem junto', async () => {
    await stand(r.aberta, {
      nome: 'STAND B',
      valor: '2000.00',
      proprietario_tipo: 'avulso',
      avulso_nome: 'JOÃO',
    });
    await stand(r.aberta, {
      nome: 'STAND A',
      valor: '1500.50',
      codigo: 'A1',
      proprietario_tipo: 'fornecedor',
      proprietario_id: p.fornecedor,
    });
    await stand(r.aberta, { nome: 'STAND C', proprietario_tipo: 'cliente', proprietario_id: p.cliente });
    await stand(r.aberta, { nome: null, codigo: 'Z9', valor: '0' });
    await stand(r.deOutro, { nome: 'DE OUTRO' });
    const res = await chamar('GET', base(r.aberta), tokens.admin);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.rodada).toEqual({
      id: r.aberta,
      nome: 'Moda Sul',
      aberta: true,
      acoes: expect.objectContaining({ ver_stands: true, gerir_stands: true }),
    });
    expect(corpo.stands).toMatchObject({ total: 4, current_page: 1, per_page: 30, last_page: 1 });
    expect(corpo.stands.data.map((s: { nome: string | null }) => s.nome)).toEqual([
      'STAND A',
      'STAND B',
      'STAND C',
      null,
    ]);
    expect(corpo.stands.data[0]).toEqual({
      id: expect.any(Number),
      codigo: 'A1',
      nome: 'STAND A',
      valor: '1500.50',
      proprietario_tipo: 'fornecedor',
      proprietario_id: p.fornecedor,
      avulso_nome: null,
      proprietario_nome: 'Malharia Bela',
      tipo: 'Fornecedor',
      acoes: { editar: true, excluir: true },
    });
    expect(corpo.stands.data[1]).toMatchObject({
      proprietario_nome: 'JOÃO',
      tipo: 'Avulso',
      proprietario_id: null,
    });
    expect(corpo.stands.data[2]).toMatchObject({ proprietario_nome: 'Boutique Ana', tipo: 'Cliente' });
  });

  it('busca pelo nome, pelo código e pelo proprietário; pagina', async () => {
    await stand(r.aberta, { nome: 'AZUL', codigo: 'B7' });
    await stand(r.aberta, { nome: 'VERDE', proprietario_tipo: 'fornecedor', proprietario_id: p.fornecedor });
    const nomes = async (q: string) =>
      (await chamar('GET', `${base(r.aberta)}?${q}`, tokens.admin))
        .json()
        .stands.data.map((s: { nome: string }) => s.nome);
    expect(await nomes('busca=azu')).toEqual(['AZUL']);
    expect(await nomes('busca=b7')).toEqual(['AZUL']);
    expect(await nomes(`busca=${encodeURIComponent('  malharia')}`)).toEqual(['VERDE']);
    expect(await nomes('busca=100%25')).toEqual([]);
    expect(await nomes('paginacao=1&page=2')).toEqual(['VERDE']);
  });

  it('o master vê os stands de qualquer rodada; numa encerrada nada se pode mudar', async () => {
    await stand(r.encerrada, { nome: 'ANTIGO' });
    const res = await chamar('GET', base(r.encerrada), tokens.master);
    expect(res.statusCode).toBe(200);
    const corpo = res.json();
    expect(corpo.rodada).toMatchObject({ aberta: false, acoes: { gerir_stands: false, ver_stands: true } });
    expect(corpo.stands.data[0].acoes).toEqual({ editar: false, excluir: false });
  });
});

describe('POST /api/rodadas/:id/stands/salvar (spec 3 §5 "Stand form")', () => {
  it('avulso: nome e proprietário em maiúsculas, sem id; valor exato', async () => {
    const res = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.admin, {
      ...avulso,
      proprietario_id: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Stand salvo com sucesso', id: expect.any(Number) });
    expect(await lido(res.json().id)).toMatchObject({
      rodada_id: r.aberta,
      nome: 'STAND AZUL',
      valor: '1500.50',
      proprietario_tipo: 'avulso',
      proprietario_id: null,
      avulso_nome: 'LOJA DA ESQUINA',
      codigo: null,
    });
  });

  it('de um participante: o fornecedor, o cliente e o representante da rodada; o nome avulso é apagado', async () => {
    for (const [tipo, id] of [
      ['fornecedor', p.fornecedor],
      ['cliente', p.cliente],
      ['representante', p.representante],
    ] as const) {
      const res = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.master, {
        ...avulso,
        proprietario_tipo: tipo,
        proprietario_id: id,
      });
      expect(res.statusCode).toBe(200);
      expect(await lido(res.json().id)).toMatchObject({
        proprietario_tipo: tipo,
        proprietario_id: id,
        avulso_nome: null,
      });
    }
  });

  it('um proprietário que não participa da rodada: 422 no campo, nada gravado', async () => {
    const res = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.admin, {
      ...avulso,
      proprietario_tipo: 'fornecedor',
      proprietario_id: p.fornecedorFora,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      msg: MSG_RODADAS.proprietarioForaDaRodada,
      errors: { proprietario_id: MSG_RODADAS.proprietarioForaDaRodada },
    });
    expect(await t.deps.db.select().from(stands)).toEqual([]);
  });

  it('entrada inválida: 400 com a mensagem de cada campo, nada gravado', async () => {
    const campos = async (corpo: object) => {
      const res = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.admin, corpo);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    // Every field's message at once, the owner rule's too.
    expect(await campos({ proprietario_tipo: 'avulso' })).toEqual({
      nome: 'Campo Obrigatório',
      valor: 'Campo obrigatório',
      avulso_nome: 'Campo obrigatório',
    });
    expect(await campos({ proprietario_tipo: 'cliente', valor: '1.00' })).toEqual({
      nome: 'Campo Obrigatório',
      proprietario_id: 'Campo obrigatório',
    });
    expect(await campos({ ...avulso, nome: '   ', valor: '' })).toMatchObject({
      nome: 'Campo Obrigatório',
      valor: 'Campo obrigatório',
    });
    expect(await campos({ ...avulso, valor: '0' })).toEqual({ valor: MSG_RODADAS.valorNaoPositivo });
    expect(await campos({ ...avulso, valor: '0.00' })).toEqual({ valor: MSG_RODADAS.valorNaoPositivo });
    expect(await campos({ ...avulso, valor: '-10.00' })).toEqual({ valor: MSG_RODADAS.valorNaoPositivo });
    expect(await campos({ ...avulso, valor: 'dez' })).toEqual({ valor: 'Valor inválido' });
    expect(await campos({ ...avulso, avulso_nome: '' })).toEqual({ avulso_nome: 'Campo obrigatório' });
    expect(await campos({ ...avulso, proprietario_tipo: 'fornecedor', proprietario_id: 0 })).toEqual({
      proprietario_id: 'Campo obrigatório',
    });
    expect(await campos({ ...avulso, proprietario_tipo: 'visitante' })).toEqual({
      proprietario_tipo: MSG_RODADAS.tipoProprietarioInvalido,
    });
    expect(await campos({ ...avulso, nome: 'x'.repeat(101) })).toEqual({ nome: 'No máximo 100 caracteres' });
    expect(await campos({ ...avulso, codigo: 'A 1' })).toEqual({ codigo: MSG_RODADAS.codigoStandInvalido });
    expect(await t.deps.db.select().from(stands)).toEqual([]);
  });

  it('o código do mapa é único na rodada (409); em outra rodada pode repetir', async () => {
    await stand(r.aberta, { codigo: 'A1' });
    await stand(r.deOutro, { codigo: 'B1' });
    const dup = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.admin, { ...avulso, codigo: 'A1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ errors: { codigo: MSG_RODADAS.codigoStandEmUso } });
    const outro = await chamar('POST', `${base(r.aberta)}/salvar`, tokens.admin, { ...avulso, codigo: 'B1' });
    expect(outro.statusCode).toBe(200);
    expect((await lido(outro.json().id))?.codigo).toBe('B1');
  });

  it('rodada encerrada: 422 com a mensagem, nada gravado; rodada de outro: 404; fornecedor: 403', async () => {
    const fechada = await chamar('POST', `${base(r.encerrada)}/salvar`, tokens.admin, avulso);
    expect(fechada.statusCode).toBe(422);
    expect(fechada.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
    expect((await chamar('POST', `${base(r.deOutro)}/salvar`, tokens.admin, avulso)).statusCode).toBe(404);
    expect((await chamar('POST', `${base(r.aberta)}/salvar`, tokens.fornecedor, avulso)).statusCode).toBe(
      403,
    );
    expect(await t.deps.db.select().from(stands)).toEqual([]);
  });
});

describe('editar, atualizar e excluir um stand', () => {
  it('editar: o stand, o tipo e os participantes de cada tipo da rodada', async () => {
    const id = await stand(r.aberta, {
      nome: 'X',
      codigo: 'C3',
      proprietario_tipo: 'cliente',
      proprietario_id: p.cliente,
    });
    const res = await chamar('GET', `${base(r.aberta)}/${id}/editar`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 1,
      stand: {
        id,
        codigo: 'C3',
        nome: 'X',
        valor: '100.00',
        proprietario_tipo: 'cliente',
        proprietario_id: p.cliente,
        avulso_nome: null,
        acoes: { editar: true, excluir: true },
      },
      proprietario_tipo: 'cliente',
      fornecedores: [{ id: p.fornecedor, nome: 'Malharia Bela' }],
      clientes: [{ id: p.cliente, nome: 'Boutique Ana' }],
      representantes: [{ id: p.representante, nome: 'Rep Sul' }],
    });
  });

  it('atualizar: grava o formulário; sem código mantém o do mapa, vazio o tira', async () => {
    const id = await stand(r.aberta, { nome: 'VELHO', codigo: 'A1' });
    const res = await chamar('POST', `${base(r.aberta)}/${id}/atualizar`, tokens.admin, {
      nome: 'novo',
      valor: '99.90',
      proprietario_tipo: 'representante',
      proprietario_id: p.representante,
      avulso_nome: 'ignorado',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, msg: 'Stand atualizado com sucesso' });
    expect(await lido(id)).toMatchObject({
      nome: 'NOVO',
      valor: '99.90',
      codigo: 'A1',
      proprietario_tipo: 'representante',
      proprietario_id: p.representante,
      avulso_nome: null,
    });
    await chamar('POST', `${base(r.aberta)}/${id}/atualizar`, tokens.admin, { ...avulso, codigo: '' });
    expect((await lido(id))?.codigo).toBeNull();
  });

  it('um stand de outra rodada no caminho: 404 em editar, atualizar, excluir e proprietario', async () => {
    const alheio = await stand(r.deOutro, { nome: 'ALHEIO' });
    const meuDeOutraRodada = await stand(r.encerrada, { nome: 'MEU' });
    for (const id of [alheio, meuDeOutraRodada]) {
      for (const [metodo, acao, corpo] of [
        ['GET', 'editar', undefined],
        ['GET', 'proprietario', undefined],
        ['POST', 'atualizar', avulso],
        ['POST', 'excluir', undefined],
      ] as const) {
        const res = await chamar(metodo, `${base(r.aberta)}/${id}/${acao}`, tokens.admin, corpo);
        expect(res.statusCode, `${acao} ${id}`).toBe(404);
      }
    }
    expect((await lido(alheio))?.nome).toBe('ALHEIO');
  });

  it('rodada encerrada: atualizar e excluir respondem 422 e nada muda; editar abre só para ler', async () => {
    const id = await stand(r.encerrada, { nome: 'FECHADO', valor: '10.00' });
    const upd = await chamar('POST', `${base(r.encerrada)}/${id}/atualizar`, tokens.admin, avulso);
    expect(upd.statusCode).toBe(422);
    expect(upd.json().msg).toBe(MSG_RODADAS.rodadaEncerrada);
    const exc = await chamar('POST', `${base(r.encerrada)}/${id}/excluir`, tokens.master);
    expect(exc.statusCode).toBe(422);
    expect(await lido(id)).toMatchObject({ nome: 'FECHADO', valor: '10.00' });
    const ed = await chamar('GET', `${base(r.encerrada)}/${id}/editar`, tokens.admin);
    expect(ed.json().stand.acoes).toEqual({ editar: false, excluir: false });
  });

  it('excluir: some da rodada; o outro administrador recebe 404', async () => {
    const id = await stand(r.aberta);
    expect((await chamar('POST', `${base(r.aberta)}/${id}/excluir`, tokens.outroAdmin)).statusCode).toBe(404);
    const res = await chamar('POST', `${base(r.aberta)}/${id}/excluir`, tokens.admin);
    expect(res.json()).toEqual({ status: 1, msg: 'Stand excluido com sucesso' });
    expect(await lido(id)).toBeUndefined();
  });

  it('proprietario: o participante com o nome, o avulso sem id, ou null para um stand sem dono', async () => {
    const doForn = await stand(r.aberta, { proprietario_tipo: 'fornecedor', proprietario_id: p.fornecedor });
    const doAvulso = await stand(r.aberta, { avulso_nome: 'MARIA' });
    const semDono = await stand(r.aberta, { codigo: 'Q1' });
    const de = async (id: number) =>
      (await chamar('GET', `${base(r.aberta)}/${id}/proprietario`, tokens.admin)).json().proprietario;
    expect(await de(doForn)).toEqual({ tipo: 'fornecedor', id: p.fornecedor, nome: 'Malharia Bela' });
    expect(await de(doAvulso)).toEqual({ tipo: 'avulso', id: null, nome: 'MARIA' });
    expect(await de(semDono)).toBeNull();
  });
});

describe('GET /api/rodadas/:id/stands/proprietarios (o seletor do formulário)', () => {
  it('os participantes da rodada do tipo pedido; tipo inválido: 400; rodada de outro: 404', async () => {
    const url = `${base(r.aberta)}/proprietarios`;
    expect((await chamar('GET', `${url}?tipo=cliente`, tokens.admin)).json().proprietarios).toEqual([
      { id: p.cliente, nome: 'Boutique Ana' },
    ]);
    expect((await chamar('GET', `${url}?tipo=fornecedor`, tokens.master)).json().proprietarios).toEqual([
      { id: p.fornecedor, nome: 'Malharia Bela' },
    ]);
    const ruim = await chamar('GET', `${url}?tipo=avulso`, tokens.admin);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors).toEqual({ tipo: MSG_RODADAS.tipoProprietarioInvalido });
    expect(
      (await chamar('GET', `${base(r.deOutro)}/proprietarios?tipo=cliente`, tokens.admin)).statusCode,
    ).toBe(404);
  });
});
