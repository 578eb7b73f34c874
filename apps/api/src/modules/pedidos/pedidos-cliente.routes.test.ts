import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_LOJA, MSG_PEDIDOS } from '@rodada/contracts';
import { pedido_grade, pedido_itens, pedidos, pedidos_clientes } from '../../db/schema/index.js';
import { chamadorJson } from '../../test/fabricas.js';
import type { AppDeTeste } from '../../test/app.js';
import {
  corpoCliente,
  g,
  hoje,
  id,
  linhaCalca,
  linhaCamisa,
  linhaDe,
  linhaMeia,
  p,
  pedidoLido,
  prepararCenario,
  tk,
} from '../../test/pedidos-cenario.js';

// Issue 13 §6, the cliente's checkout: everything re-checked from the catalogue, the cart split by
// supplier (spec D9), saved once per uuid (spec D11), money in cents (spec D14).

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
beforeAll(async () => {
  t = await prepararCenario();
});
afterAll(() => t.fechar());

describe('GET /api/pedidos/data', () => {
  it("answers the server's date in America/Sao_Paulo, and 401 without a login", async () => {
    const r = await chamar('GET', '/api/pedidos/data', tk.cliX);
    expect(r.json()).toEqual({ status: 1, data_atual: hoje() });
    expect(r.json().data_atual).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await chamar('GET', '/api/pedidos/data')).statusCode).toBe(401);
  });
});

describe('POST /api/pedidos/salvar/cliente', () => {
  it('two suppliers in one cart: one customer order and two supplier orders, totals in cents', async () => {
    const body = corpoCliente([linhaCamisa(6, { valor: '0.01' }), linhaMeia(3), linhaCalca(2)]);
    const r = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, body);
    expect(r.statusCode, r.body).toBe(200);
    const { id: pcId, pedidos: ids, msg } = r.json<{ id: number; pedidos: number[]; msg: string }>();
    expect(msg).toBe(MSG_PEDIDOS.pedidoSalvo);
    expect(ids).toHaveLength(2);
    const [a, b] = [await pedidoLido(ids[0]!), await pedidoLido(ids[1]!)];
    // Supplier A: 6 × 49.90 + 3 × 10.05 = 299.40 + 30.15 = 329.55 (the body's 0.01 is ignored).
    expect(a).toMatchObject({ fornecedor_id: id.fornA, pedido_cliente_id: pcId, status: 0, quantidade: 9 });
    expect(a).toMatchObject({ valor_bruto: '329.55', valor_liquido: '329.55', comissao_valor: '16.48' });
    // Supplier B: 2 × 33.33 = 66.66, commission 3.333 → 3.33.
    expect(b).toMatchObject({ fornecedor_id: id.fornB, valor_bruto: '66.66', comissao_valor: '3.33' });
    // The server's own hash of the canonical body (spec D11, ADR 021), never the client's.
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).not.toBe(body.hash);
    const [pc] = await t.deps.db.select().from(pedidos_clientes).where(eq(pedidos_clientes.id, pcId));
    expect(pc).toMatchObject({ cliente_id: id.cliX, quantidade_total: 11, valor_total: '396.21' });
    const itens = await t.deps.db.select().from(pedido_itens).where(inArray(pedido_itens.pedido_id, ids));
    expect(itens.find((i) => i.produto_id === p.camisa)).toMatchObject({
      valor: '49.90',
      subtotal: '299.40',
    });
    const celulas = await t.deps.db
      .select()
      .from(pedido_grade)
      .where(
        inArray(
          pedido_grade.pedido_item_id,
          itens.map((i) => i.id),
        ),
      );
    // 3 + 3 (camisa), 3 (meia), 2 (calça: its 0 cell is dropped).
    expect(celulas.map((c) => c.quantidade).sort()).toEqual([2, 3, 3, 3]);

    const d = await chamar('GET', `/api/pedidos/pedidosclientes/${pcId}/detalhar`, tk.cliX);
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().pedido_cliente).toMatchObject({ valor_total: '396.21', comissao_valor: '19.81' });
    expect(d.json().produtos).toHaveLength(3);
    expect((await chamar('GET', `/api/pedidos/pedidosclientes/${pcId}/detalhar`, tk.cliY)).statusCode).toBe(
      404,
    );
    expect((await chamar('GET', `/api/pedidos/pedidosclientes/${pcId}/detalhar`, tk.fornB)).statusCode).toBe(
      200,
    );
    expect((await chamar('GET', `/api/pedidos/pedidosclientes/${pcId}/detalhar`, tk.rep)).statusCode).toBe(
      404,
    );
  });

  it('same uuid and body: the same answer, no second order; another body: 409', async () => {
    const body = corpoCliente([linhaMeia(1)]);
    const primeira = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, body);
    const segunda = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, body);
    expect(segunda.json()).toEqual(primeira.json());
    // The same body with its keys in another order and another client hash is still a retry: the
    // server hashes the canonical body itself (spec D11, ADR 021).
    const invertido = Object.fromEntries(Object.entries({ ...body, hash: 'f'.repeat(64) }).reverse());
    const terceira = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, invertido);
    expect(terceira.json()).toEqual(primeira.json());
    const outra = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, {
      ...body,
      observacoes: 'outro conteúdo',
    });
    expect(outra.statusCode).toBe(409);
    expect(outra.json().msg).toBe(MSG_PEDIDOS.uuidEmUso);
    const deOutro = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliY, {
      ...body,
      cliente_loja_id: id.lojaY,
    });
    expect(deOutro.statusCode).toBe(409);
    expect(deOutro.json().msg).toBe(MSG_PEDIDOS.uuidDeOutro);
  });

  it('5 concurrent sends of one uuid make one order', async () => {
    const body = corpoCliente([linhaMeia(2), linhaCalca(1)]);
    const respostas = await Promise.all(
      Array.from({ length: 5 }, () => chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, body)),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(respostas.map((r) => r.body)).size).toBe(1);
    const salvos = await t.deps.db
      .select()
      .from(pedidos_clientes)
      .where(eq(pedidos_clientes.uuid, body.uuid));
    expect(salvos).toHaveLength(1);
    const filhos = await t.deps.db.select().from(pedidos).where(eq(pedidos.pedido_cliente_id, salvos[0]!.id));
    expect(filhos).toHaveLength(2);
  });

  it('quantity rules from the catalogue: minimum, multiple, grid sum, grid cells', async () => {
    const casos: [object, string][] = [
      [linhaCamisa(3), MSG_LOJA.quantidadeMinima(6)],
      [linhaCamisa(7), MSG_LOJA.quantidadeMultiplo(3)],
      [{ ...linhaCamisa(6), grade: linhaCamisa(6).grade.slice(0, 1) }, MSG_LOJA.gradeDiferente],
      [
        {
          ...linhaDe(p.camisa, 6),
          grade: [{ cor_id: g.calca.cores[0], tamanho_id: g.calca.tamanhos[0], quantidade: 6 }],
        },
        MSG_PEDIDOS.gradeForaDoProduto('CAM-1'),
      ],
      [linhaDe(p.pendente, 1), MSG_PEDIDOS.produtoIndisponivel('PEN-1')],
      [linhaDe(p.reprovado, 1), MSG_PEDIDOS.produtoIndisponivel('REP-1')],
      [linhaDe(p.inativo, 1), MSG_PEDIDOS.produtoIndisponivel('INA-1')],
      [linhaDe(p.doInativo, 1), MSG_PEDIDOS.fornecedorInativo('Fábrica Parada')],
      [linhaDe(999_999, 1), MSG_PEDIDOS.produtoNaoEncontrado],
    ];
    for (const [linha, msg] of casos) {
      const r = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, corpoCliente([linha]));
      expect(r.statusCode, msg).toBe(422);
      expect(r.json().msg).toBe(msg);
    }
    const repetido = await chamar(
      'POST',
      '/api/pedidos/salvar/cliente',
      tk.cliX,
      corpoCliente([linhaMeia(1), linhaMeia(2)]),
    );
    expect(repetido.json().msg).toBe(MSG_PEDIDOS.produtoRepetido);
  });

  it("refuses another's store, a round without orders, other roles and no login; nothing written", async () => {
    const antes = (await t.deps.db.select().from(pedidos)).length;
    const alheia = await chamar(
      'POST',
      '/api/pedidos/salvar/cliente',
      tk.cliX,
      corpoCliente([linhaMeia(1)], { cliente_loja_id: id.lojaY }),
    );
    expect(alheia.statusCode).toBe(404);
    const rodada = await chamar(
      'POST',
      '/api/pedidos/salvar/cliente',
      tk.cliX,
      corpoCliente([linhaMeia(1)], { rodada_id: id.rodadaFechada }),
    );
    expect([rodada.statusCode, rodada.json().msg]).toEqual([422, MSG_PEDIDOS.rodadaSemPedidos]);
    expect(
      (await chamar('POST', '/api/pedidos/salvar/cliente', tk.fornA, corpoCliente([linhaMeia(1)])))
        .statusCode,
    ).toBe(403);
    expect(
      (await chamar('POST', '/api/pedidos/salvar/cliente', undefined, corpoCliente([linhaMeia(1)])))
        .statusCode,
    ).toBe(401);
    expect((await t.deps.db.select().from(pedidos)).length).toBe(antes);
  });

  it('bad input: each field answers 400 with its message', async () => {
    const casos: [object, string][] = [
      [{ uuid: 'x' }, 'uuid'],
      [{ hash: 'abc' }, 'hash'],
      [{ cliente_loja_id: 0 }, 'cliente_loja_id'],
      [{ forma_pagamento: 'PIX' }, 'forma_pagamento'],
      [{ produtos: [] }, 'produtos'],
      [{ produtos: [{ ...linhaMeia(1), quantidade: 'dez' }] }, 'produtos.0.quantidade'],
      [{ produtos: [{ ...linhaMeia(1), grade: [] }] }, 'produtos.0.grade'],
      [{ observacoes: 'x'.repeat(5001) }, 'observacoes'],
    ];
    for (const [extra, campo] of casos) {
      const r = await chamar(
        'POST',
        '/api/pedidos/salvar/cliente',
        tk.cliX,
        corpoCliente([linhaMeia(1)], extra),
      );
      expect(r.statusCode, campo).toBe(400);
      expect(Object.keys(r.json().errors ?? {}), campo).toContain(campo);
    }
    const vazio = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, corpoCliente([]));
    expect(vazio.json().errors.produtos).toBe(MSG_PEDIDOS.carrinhoVazio);
  });
});
