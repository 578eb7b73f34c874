import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidos as contrato } from '@rodada/contracts';
import { pedidos, pedidos_clientes } from '../../db/schema/index.js';
import type { AppDeTeste } from '../../test/app.js';
import { chamadorJson } from '../../test/fabricas.js';
import { id, prepararCenario, tk } from '../../test/pedidos-cenario.js';
import { inserirPedidoCliente, prepararRodadas, type Rodadas } from '../../test/pedidos-status.js';

// Issue 14: customer orders (spec D9; design decision 2): the list with its summary and nested
// supplier orders, cancelling or delivering a whole customer order, and a client's open orders.

let t: AppDeTeste;
let rodadas: Rodadas;
const chamar = chamadorJson(() => t.app);
const { MSG_ACOES_PEDIDO } = contrato;

async function statusGravados(pedidoClienteId: number) {
  const [pc] = await t.deps.db
    .select({ status: pedidos_clientes.status, cancelado_em: pedidos_clientes.cancelado_em })
    .from(pedidos_clientes)
    .where(eq(pedidos_clientes.id, pedidoClienteId));
  const filhos = await t.deps.db
    .select({ status: pedidos.status })
    .from(pedidos)
    .where(eq(pedidos.pedido_cliente_id, pedidoClienteId))
    .orderBy(pedidos.id);
  return { pc: pc!.status, cancelado: pc!.cancelado_em !== null, filhos: filhos.map((f) => f.status) };
}

beforeAll(async () => {
  t = await prepararCenario();
  rodadas = await prepararRodadas(t.deps);
});
afterAll(() => t.fechar());

describe('POST /api/pedidos/pedidosclientes/{id}/cancelar', () => {
  it('the cliente cancels its own when every live order is pending: all become 5', async () => {
    const { pedidoCliente } = await inserirPedidoCliente(t.deps, {
      rodadaId: rodadas.aberta,
      status: [0, 0, 5],
    });
    const r = await chamar('POST', `/api/pedidos/pedidosclientes/${pedidoCliente}/cancelar`, tk.cliX);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      status: 1,
      msg: MSG_ACOES_PEDIDO.cancelado,
      pedido_cliente: { id: pedidoCliente, status: 5 },
    });
    expect(await statusGravados(pedidoCliente)).toEqual({ pc: 5, cancelado: true, filhos: [5, 5, 5] });
  });

  it('its representative too; a reviewed order refuses it (409) and nothing changes', async () => {
    const a = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.aberta, status: [0] });
    expect(
      (await chamar('POST', `/api/pedidos/pedidosclientes/${a.pedidoCliente}/cancelar`, tk.rep)).statusCode,
    ).toBe(200);
    const b = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.aberta, status: [0, 1] });
    const r = await chamar('POST', `/api/pedidos/pedidosclientes/${b.pedidoCliente}/cancelar`, tk.cliX);
    expect([r.statusCode, r.json().msg]).toEqual([
      409,
      'Só é possível cancelar o pedido quando todos os pedidos dos fornecedores estão pendentes',
    ]);
    expect((await statusGravados(b.pedidoCliente)).filhos).toEqual([0, 1]);
  });

  it("refused: 'Apenas consulta' (422), already cancelled (409), another client (404), the supplier (403), no session (401)", async () => {
    const fechada = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.fechada, status: [0] });
    const r = await chamar('POST', `/api/pedidos/pedidosclientes/${fechada.pedidoCliente}/cancelar`, tk.cliX);
    expect([r.statusCode, r.json().msg]).toEqual([422, 'Esta rodada não permite alterar pedidos']);
    const cancelado = await inserirPedidoCliente(t.deps, { rodadaId: null, status: [5] });
    expect(
      (await chamar('POST', `/api/pedidos/pedidosclientes/${cancelado.pedidoCliente}/cancelar`, tk.cliX))
        .statusCode,
    ).toBe(409);
    const aberto = await inserirPedidoCliente(t.deps, { rodadaId: null, status: [0] });
    const caminho = `/api/pedidos/pedidosclientes/${aberto.pedidoCliente}/cancelar`;
    expect((await chamar('POST', caminho, tk.cliY)).statusCode).toBe(404);
    expect((await chamar('POST', caminho, tk.repOutro)).statusCode).toBe(404);
    expect((await chamar('POST', caminho, tk.fornA)).statusCode).toBe(403);
    expect((await chamar('POST', caminho)).statusCode).toBe(401);
    expect((await chamar('POST', '/api/pedidos/pedidosclientes/999999/cancelar', tk.cliX)).statusCode).toBe(
      404,
    );
    expect((await statusGravados(aberto.pedidoCliente)).filhos).toEqual([0]);
  });
});

describe('POST /api/pedidos/pedidosclientes/{id}/entregar', () => {
  it('the representative delivers when every live order is reviewed: all become 3 (Fechado)', async () => {
    const { pedidoCliente } = await inserirPedidoCliente(t.deps, {
      rodadaId: rodadas.aberta,
      status: [1, 1, 5],
    });
    const r = await chamar('POST', `/api/pedidos/pedidosclientes/${pedidoCliente}/entregar`, tk.rep);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ msg: MSG_ACOES_PEDIDO.entregue, pedido_cliente: { status: 3 } });
    expect(await statusGravados(pedidoCliente)).toEqual({ pc: 3, cancelado: false, filhos: [3, 3, 5] });
  });

  it('refused with a pending order (409), in a closed round (422), by the cliente (403), by another representative (404)', async () => {
    const misto = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.aberta, status: [0, 1] });
    const r = await chamar('POST', `/api/pedidos/pedidosclientes/${misto.pedidoCliente}/entregar`, tk.rep);
    expect([r.statusCode, r.json().msg]).toEqual([
      409,
      'Só é possível entregar o pedido quando todos os pedidos dos fornecedores estão revisados',
    ]);
    const fechada = await inserirPedidoCliente(t.deps, { rodadaId: rodadas.fechada, status: [1] });
    expect(
      (await chamar('POST', `/api/pedidos/pedidosclientes/${fechada.pedidoCliente}/entregar`, tk.rep))
        .statusCode,
    ).toBe(422);
    const ok = await inserirPedidoCliente(t.deps, { rodadaId: null, status: [1] });
    expect(
      (await chamar('POST', `/api/pedidos/pedidosclientes/${ok.pedidoCliente}/entregar`, tk.cliX)).statusCode,
    ).toBe(403);
    expect(
      (await chamar('POST', `/api/pedidos/pedidosclientes/${ok.pedidoCliente}/entregar`, tk.repOutro))
        .statusCode,
    ).toBe(404);
    expect((await statusGravados(ok.pedidoCliente)).filhos).toEqual([1]);
  });
});

describe('GET /api/pedidos/pedidosclientes/{id}/listar', () => {
  let alvo: { pedidoCliente: number; pedidos: number[] };
  beforeAll(async () => {
    alvo = await inserirPedidoCliente(t.deps, {
      rodadaId: rodadas.aberta,
      status: [1, 3],
      fornecedores: [id.fornA, id.fornB],
      valor: '10.05',
    });
    await inserirPedidoCliente(t.deps, {
      rodadaId: null,
      status: [0],
      clienteId: id.cliY,
      lojaId: id.lojaY,
      representanteId: null,
    });
  });

  it('the cliente sees its own: derived status, nested supplier orders with their acoes, totals', async () => {
    const r = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?paginacao=200', tk.cliX);
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json();
    expect(corpo.pedidos.every((p: { cliente_id: number }) => p.cliente_id === id.cliX)).toBe(true);
    const linha = corpo.pedidos.find((p: { id: number }) => p.id === alvo.pedidoCliente);
    expect(linha).toMatchObject({
      status: 2,
      nome_fantasia: 'Boutique X',
      quantidade_total: 4,
      valor_total: '20.10',
      valor_liquido: '20.10',
      representante_nome: 'Rep',
      acoes: { cancelar: false, entregar: false },
    });
    expect(linha.pedidos).toMatchObject([
      { id: alvo.pedidos[0], fornecedor_nome: 'Malharia A', status: 1, acoes: { cancelar: false } },
      { id: alvo.pedidos[1], fornecedor_nome: 'Jeans B', status: 3 },
    ]);
    expect(corpo).toMatchObject({
      current_page: 1,
      per_page: 200,
      last_page: 1,
      total: corpo.pedidos.length,
    });
    expect(corpo.totais.pedidos).toBe(corpo.pedidos.length);
    expect(corpo.totais.cancelados.pedidos).toBeGreaterThan(0);
  });

  it('the representative sees what it reviews, with its actions; pages of 1', async () => {
    const r = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?paginacao=1&page=2', tk.rep);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ current_page: 2, per_page: 1 });
    expect(r.json().pedidos).toHaveLength(1);
    expect(r.json().last_page).toBe(r.json().total);
    const todos = await chamar('GET', `/api/pedidos/pedidosclientes/${id.cliX}/listar?paginacao=200`, tk.rep);
    const linha = todos.json().pedidos.find((p: { id: number }) => p.id === alvo.pedidoCliente);
    expect(linha.pedidos[0].acoes).toMatchObject({ informar_entrega: true, cancelar: false });
    expect(linha.pedidos[1].acoes).toMatchObject({ desfazer_entrega: true });
  });

  it('busca by id and by store; rodada_id filters; a supplier sees those with an order of it', async () => {
    const porId = await chamar(
      'GET',
      `/api/pedidos/pedidosclientes/0/listar?busca=${alvo.pedidoCliente}`,
      tk.cliX,
    );
    expect(porId.json().pedidos.map((p: { id: number }) => p.id)).toContain(alvo.pedidoCliente);
    const porLoja = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?busca=boutique%20x', tk.cliX);
    expect(porLoja.json().total).toBeGreaterThan(0);
    const nada = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?busca=zzz%25', tk.cliX);
    expect(nada.json()).toMatchObject({ total: 0, pedidos: [], last_page: 1 });
    const rodada = await chamar(
      'GET',
      `/api/pedidos/pedidosclientes/0/listar?rodada_id=${rodadas.aberta}&paginacao=200`,
      tk.cliX,
    );
    expect(rodada.json().pedidos.every((p: { rodada_id: number }) => p.rodada_id === rodadas.aberta)).toBe(
      true,
    );
    const b = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?paginacao=200', tk.fornB);
    expect(b.json().pedidos.map((p: { id: number }) => p.id)).toEqual([alvo.pedidoCliente]);
  });

  it("another client's id answers 404; the administrador sees its rounds' only", async () => {
    expect((await chamar('GET', `/api/pedidos/pedidosclientes/${id.cliY}/listar`, tk.cliX)).statusCode).toBe(
      404,
    );
    expect((await chamar('GET', `/api/pedidos/pedidosclientes/${id.cliY}/listar`, tk.rep)).statusCode).toBe(
      404,
    );
    const adm = await chamar('GET', '/api/pedidos/pedidosclientes/0/listar?paginacao=200', tk.admin);
    expect(adm.statusCode).toBe(200);
    expect(adm.json().pedidos.every((p: { rodada_id: number | null }) => p.rodada_id !== null)).toBe(true);
    expect((await chamar('GET', '/api/pedidos/pedidosclientes/0/listar')).statusCode).toBe(401);
  });
});

describe('GET /api/pedidos/abertos', () => {
  it("the client's pending and reviewed orders the caller may see", async () => {
    const { pedidos: ids } = await inserirPedidoCliente(t.deps, {
      rodadaId: rodadas.aberta,
      status: [0, 1, 3, 5],
    });
    const r = await chamar(
      'GET',
      `/api/pedidos/abertos?cliente_id=${id.cliX}&rodada_id=${rodadas.aberta}`,
      tk.fornA,
    );
    expect(r.statusCode, r.body).toBe(200);
    const vistos = r.json().pedidos_abertos.map((p: { id: number }) => p.id);
    expect(vistos).toEqual(expect.arrayContaining([ids[0], ids[1]]));
    expect(vistos).not.toContain(ids[2]);
    expect(vistos).not.toContain(ids[3]);
    expect(r.json().pedidos_abertos.every((p: { status: number }) => p.status <= 1)).toBe(true);
    const rep = await chamar('GET', `/api/pedidos/abertos?cliente_id=${id.cliX}`, tk.rep);
    expect(rep.json().pedidos_abertos.find((p: { id: number }) => p.id === ids[0]).acoes).toMatchObject({
      revisar: true,
      cancelar: true,
    });
    const adm = await chamar('GET', `/api/pedidos/abertos?cliente_id=${id.cliX}`, tk.admin);
    expect(adm.statusCode).toBe(404);
  });

  it('a client the caller may not see: 404; without cliente_id: 400; the cliente: 403', async () => {
    expect((await chamar('GET', `/api/pedidos/abertos?cliente_id=${id.cliY}`, tk.fornB)).statusCode).toBe(
      404,
    );
    const sem = await chamar('GET', '/api/pedidos/abertos', tk.fornA);
    expect([sem.statusCode, sem.json().errors?.cliente_id]).toEqual([
      400,
      MSG_ACOES_PEDIDO.clienteObrigatorio,
    ]);
    expect((await chamar('GET', `/api/pedidos/abertos?cliente_id=${id.cliX}`, tk.cliX)).statusCode).toBe(403);
  });
});
