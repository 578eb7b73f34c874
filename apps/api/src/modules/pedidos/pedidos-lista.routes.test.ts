import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { pedidos, rodadas } from '../../db/schema/index.js';
import { criarUsuario, entrar, type AppDeTeste } from '../../test/app.js';
import { chamadorJson, criarRodadas } from '../../test/fabricas.js';
import {
  corpoCliente,
  corpoLoja,
  id,
  linhaCalca,
  linhaCamisa,
  linhaMeia,
  prepararCenario,
  tk,
} from '../../test/pedidos-cenario.js';

// Issue 14 §1 (PEDIDOS.md decision 3): GET /api/pedidos/listar and POST /api/pedidos/filtrar:
// scope per role, filters, search, server-side pages, totals over the filtered set and acoes.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let master = '';
let rodadaAberta = 0;
const ids: Record<string, number> = {};

/** Saves an order of supplier A for client X and sets its columns afterwards. */
async function pedidoDeA(nome: string, q: number, depois: Partial<typeof pedidos.$inferInsert> = {}) {
  const r = await chamar('POST', '/api/pedidos/salvar', tk.fornA, corpoLoja([linhaMeia(q)]));
  expect(r.statusCode, r.body).toBe(200);
  const novo: number = r.json().id;
  ids[nome] = novo;
  if (Object.keys(depois).length > 0) {
    await t.deps.db.update(pedidos).set(depois).where(eq(pedidos.id, novo));
  }
}

beforeAll(async () => {
  t = await prepararCenario();
  await criarUsuario(t.deps, { tipo: 'master', email: 'master@lista.test' });
  master = await entrar(t.app, 'master@lista.test');
  const [fechada] = await t.deps.db.select().from(rodadas).where(eq(rodadas.id, id.rodadaFechada));
  const abertas = await criarRodadas(t.deps, fechada?.administrador_id ?? 0, [
    { nome: 'Aberta', data_inicio: '2030-02-01', data_fim: '2030-02-05' },
  ]);
  rodadaAberta = abertas[0] ?? 0;
  // Meia is R$ 10,05 a piece. Orders of A for X: statuses 0, 1, 3, 4, 5; one with the representative.
  await pedidoDeA('pendente', 1, { data: '2026-01-10', entrega: '2026-02-01', rodada_id: rodadaAberta });
  await pedidoDeA('revisado', 2, {
    status: 1,
    data: '2026-01-11',
    entrega: '2026-02-10',
    representante_id: id.rep,
  });
  await pedidoDeA('entregue', 3, {
    status: 3,
    data: '2026-01-12',
    entrega: '2026-03-01',
    representante_id: id.rep,
  });
  await pedidoDeA('enviado', 4, {
    status: 4,
    data: '2026-01-13',
    entrega: '2026-03-05',
    representante_id: id.rep,
  });
  await pedidoDeA('cancelado', 10, { status: 5, data: '2026-01-14', entrega: '2026-03-10' });
  await pedidoDeA('fechada', 1, { rodada_id: id.rodadaFechada, data: '2026-01-15', entrega: '2026-03-10' });
  // Client X's checkout with supplier B: an order of B (not A's).
  const c = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, corpoCliente([linhaCalca(1)]));
  ids.deB = c.json().pedidos[0];
  // Client Y orders nothing; a supplier order of A for X with camisa (6 × 49,90).
  await chamar(
    'POST',
    '/api/pedidos/salvar',
    tk.fornA,
    corpoLoja([linhaCamisa(6)], { entrega: '2030-12-31' }),
  );
});
afterAll(() => t.fechar());

const listar = (token: string | undefined, query = '') => chamar('GET', `/api/pedidos/listar${query}`, token);
const filtrar = (token: string, body: object) => chamar('POST', '/api/pedidos/filtrar', token, body);
const idsDe = (r: { json: () => { pedidos: { id: number }[] } }) => r.json().pedidos.map((x) => x.id);

describe('GET /api/pedidos/listar', () => {
  it('401 without a session; the master is refused (403)', async () => {
    expect((await listar(undefined)).statusCode).toBe(401);
    expect((await listar(master)).statusCode).toBe(403);
    expect((await filtrar(master, {})).statusCode).toBe(403);
  });

  it("a supplier sees its orders newest first, with totals over all of them and each row's acoes", async () => {
    const r = await listar(tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo.total).toBe(7);
    expect(idsDe(r)).not.toContain(ids.deB);
    expect(idsDe(r)).toEqual([...idsDe(r)].sort((a, b) => b - a));
    // Not cancelled: 1+2+3+4+1 meias = 11 × 10.05 = 110.55, plus 6 × 49.90 = 299.40 → 409.95.
    expect(corpo.totais).toMatchObject({
      pedidos: 6,
      quantidade: 17,
      valor_bruto: '409.95',
      valor_liquido: '409.95',
      pendentes: { pedidos: 4 },
      entregues: { pedidos: 1, valor: '30.15' },
      enviados: { pedidos: 1, valor: '40.20' },
    });
    // commission: 5% per order, rounded per order: .50 + 1.01 + 1.51 + 2.01 + .50 + 14.97 = 20.50
    expect(corpo.totais.comissao_valor).toBe('20.50');
    const linha = (nome: string) => corpo.pedidos.find((x: { id: number }) => x.id === ids[nome]);
    expect(linha('pendente')).toMatchObject({
      cliente_id: id.cliX,
      nome_fantasia: 'Boutique X',
      fornecedor_id: id.fornA,
      valor_bruto: '10.05',
      rodada_id: rodadaAberta,
      pedido_loja: true,
      acoes: { editar: true, copiar: true, revisar: true, cancelar: false },
    });
    expect(linha('revisado').acoes).toMatchObject({ editar: true, revisar: false, cancelar: true });
    expect(linha('entregue').acoes).toMatchObject({ editar: false, cancelar: true });
    expect(linha('fechada').acoes).toMatchObject({
      editar: false,
      revisar: false,
      cancelar: false,
      imprimir: true,
    });
    expect(linha('revisado').representante_nome).toBe('Rep');
  });

  it('pages on the server (paginacao, page) and searches', async () => {
    const p1 = await listar(tk.fornA, '?paginacao=3&page=1');
    const p3 = await listar(tk.fornA, '?paginacao=3&page=3');
    expect([p1.json().pedidos.length, p1.json().last_page, p1.json().per_page]).toEqual([3, 3, 3]);
    expect(p3.json().pedidos).toHaveLength(1);
    expect(p3.json().totais.pedidos).toBe(6);
    expect(idsDe(await listar(tk.fornA, `?busca=${ids.enviado}`))).toContain(ids.enviado);
    expect((await listar(tk.fornA, '?busca=boutique%20x')).json().total).toBe(7);
    expect((await listar(tk.fornA, '?busca=nada%20disso')).json()).toMatchObject({ total: 0, pedidos: [] });
    const bad = await listar(tk.fornA, '?paginacao=500');
    expect(bad.statusCode).toBe(400);
  });

  it('scope per role: representante its orders, cliente its own, administrador its round', async () => {
    expect(idsDe(await listar(tk.rep)).sort()).toEqual([ids.revisado, ids.entregue, ids.enviado].sort());
    expect((await listar(tk.repOutro)).json().total).toBe(0);
    const cli = await listar(tk.cliX);
    expect(idsDe(cli)).toContain(ids.deB);
    expect(cli.json().pedidos.find((x: { id: number }) => x.id === ids.pendente).acoes).toMatchObject({
      cancelar: true,
      editar: false,
    });
    expect((await listar(tk.cliY)).json().total).toBe(0);
    const semRodada = await listar(tk.admin);
    expect([semRodada.statusCode, semRodada.json().msg]).toEqual([400, MSG_PEDIDOS.rodadaObrigatoria]);
    const adm = await listar(tk.admin, `?rodada_id=${rodadaAberta}`);
    expect(idsDe(adm)).toEqual([ids.pendente]);
    expect(adm.json().pedidos[0].acoes).toMatchObject({ editar: false, cancelar: false, imprimir: true });
    // A supplier's round filter.
    expect(idsDe(await listar(tk.fornA, `?rodada_id=${rodadaAberta}`))).toEqual([ids.pendente]);
  });
});

describe('POST /api/pedidos/filtrar', () => {
  it('status: abertos (0, 1, 2) and enviados (4)', async () => {
    const abertos = await filtrar(tk.fornA, { status: 'abertos' });
    expect(abertos.json().total).toBe(4);
    expect(idsDe(abertos)).not.toContain(ids.entregue);
    expect(idsDe(await filtrar(tk.fornA, { status: 'enviados' }))).toEqual([ids.enviado]);
  });

  it('periods by date of order (cadastro) or delivery (entrega), ignored with nenhuma', async () => {
    const cadastro = await filtrar(tk.fornA, {
      data_tipo: 'cadastro',
      data_inicial: '2026-01-11',
      data_final: '2026-01-13',
    });
    expect(idsDe(cadastro).sort()).toEqual([ids.revisado, ids.entregue, ids.enviado].sort());
    const entrega = await filtrar(tk.fornA, {
      data_tipo: 'entrega',
      data_inicial: '2026-03-01',
      data_final: '2026-03-05',
    });
    expect(idsDe(entrega).sort()).toEqual([ids.entregue, ids.enviado].sort());
    const nenhuma = await filtrar(tk.fornA, {
      data_tipo: 'nenhuma',
      data_inicial: '2026-03-01',
      data_final: '2026-03-01',
    });
    expect(nenhuma.json().total).toBe(7);
    const invertido = await filtrar(tk.fornA, {
      data_tipo: 'entrega',
      data_inicial: '2026-03-05',
      data_final: '2026-03-01',
    });
    expect([invertido.statusCode, invertido.json().msg]).toEqual([400, MSG_PEDIDOS.periodoInvertido]);
  });

  it('by client, store, supplier, representative and order number; totals follow the filter', async () => {
    expect((await filtrar(tk.fornA, { cliente_id: id.cliY })).json().total).toBe(0);
    expect((await filtrar(tk.fornA, { cliente_loja_id: id.lojaX })).json().total).toBe(7);
    expect(
      (await filtrar(tk.cliX, { fornecedor_id: id.fornB })).json().pedidos.map((x: { id: number }) => x.id),
    ).toEqual([ids.deB]);
    const doRep = await filtrar(tk.fornA, { representante_id: id.rep });
    expect(doRep.json().totais).toMatchObject({ pedidos: 3, quantidade: 9, valor_bruto: '90.45' });
    expect(idsDe(await filtrar(tk.fornA, { pedido: ids.cancelado }))).toEqual([ids.cancelado]);
    const cancelado = await filtrar(tk.fornA, { pedido: ids.cancelado });
    expect(cancelado.json().totais).toMatchObject({ pedidos: 0, valor_bruto: '0.00' });
    // Empty selects read as absent; a text where an id goes answers 400 in Portuguese.
    expect((await filtrar(tk.fornA, { cliente_id: '', fornecedor_id: 0, status: '' })).json().total).toBe(7);
    const ruim = await filtrar(tk.fornA, { status: 'fechados', data_inicial: 'ontem' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors.status).toBe('Escolha Todos, Abertos ou Enviados');
    expect(ruim.json().errors.data_inicial).toBe('Data inválida (use AAAA-MM-DD)');
  });
});
