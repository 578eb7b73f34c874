import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enderecos, lojas } from '../../db/schema/index.js';
import type { AppDeTeste } from '../../test/app.js';
import { chamadorJson } from '../../test/fabricas.js';
import { id, prepararCenario, tk } from '../../test/pedidos-cenario.js';
import { inserirPedidoCliente } from '../../test/pedidos-status.js';

// Privacy of the customer orders (spec D9): a fornecedor sees, in the list and the detail, only
// its own supplier orders of a customer order and totals over them; the others see them all.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let pc = 0;
let deA = 0;

beforeAll(async () => {
  t = await prepararCenario();
  const r = await inserirPedidoCliente(t.deps, {
    rodadaId: null,
    status: [0, 1],
    fornecedores: [id.fornA, id.fornB],
    valor: '40.00',
  });
  pc = r.pedidoCliente;
  deA = r.pedidos[0]!;
});
afterAll(() => t.fechar());

describe('customer orders: a fornecedor sees only its own supplier orders', () => {
  it('in the list (rows and totals)', async () => {
    const a = await chamar('GET', `/api/pedidos/pedidosclientes/0/listar?busca=${pc}`, tk.fornA);
    expect(a.statusCode, a.body).toBe(200);
    const [linha] = a.json().pedidos;
    expect(linha.pedidos.map((p: { id: number }) => p.id)).toEqual([deA]);
    expect(linha.valor_liquido).toBe('40.00');
    expect(linha.quantidade_total).toBe(2);
    expect(a.json().totais.valor_liquido).toBe('40.00');
    const rep = await chamar('GET', `/api/pedidos/pedidosclientes/0/listar?busca=${pc}`, tk.rep);
    expect(rep.json().pedidos[0].pedidos).toHaveLength(2);
    expect(rep.json().pedidos[0].valor_liquido).toBe('80.00');
    expect(rep.json().totais.valor_liquido).toBe('80.00');
  });

  it('in the detail', async () => {
    const a = await chamar('GET', `/api/pedidos/pedidosclientes/${pc}/detalhar`, tk.fornA);
    expect(a.statusCode, a.body).toBe(200);
    const d = a.json().pedido_cliente;
    expect(d.pedidos.map((p: { id: number }) => p.id)).toEqual([deA]);
    expect([d.valor_total, d.valor_liquido, d.quantidade_total, d.status]).toEqual(['40.00', '40.00', 2, 0]);
    for (const token of [tk.cliX, tk.rep]) {
      const todos = (await chamar('GET', `/api/pedidos/pedidosclientes/${pc}/detalhar`, token)).json();
      expect(todos.pedido_cliente.pedidos).toHaveLength(2);
      expect(todos.pedido_cliente.valor_liquido).toBe('80.00');
    }
  });

  it("the detail sends the store's delivery address (Local de Entrega)", async () => {
    const [e] = await t.deps.db
      .insert(enderecos)
      .values({
        rua: 'Rua A',
        numero: '10',
        bairro: 'Centro',
        cep: '01001000',
        local: 'Galpão 2',
        celular: '11999990000',
      })
      .returning({ id: enderecos.id });
    await t.deps.db.update(lojas).set({ endereco_id: e!.id }).where(eq(lojas.id, id.lojaX));
    const d = (await chamar('GET', `/api/pedidos/pedidosclientes/${pc}/detalhar`, tk.cliX)).json();
    expect(d.pedido_cliente.cliente_loja.endereco).toEqual({
      rua: 'Rua A',
      numero: '10',
      complemento: null,
      bairro: 'Centro',
      local: 'Galpão 2',
      cep: '01001000',
      celular: '11999990000',
      cidade: null,
      estado: null,
    });
  });
});
