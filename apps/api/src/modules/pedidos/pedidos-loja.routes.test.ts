import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_LOJA, MSG_PEDIDOS } from '@rodada/contracts';
import { rodada_clientes } from '../../db/schema/index.js';
import { chamadorJson, criarUsuarioLogado } from '../../test/fabricas.js';
import type { AppDeTeste } from '../../test/app.js';
import {
  corpoCliente,
  corpoLoja,
  hoje,
  id,
  linhaCalca,
  linhaCamisa,
  linhaMeia,
  pedidoLido,
  prepararCenario,
  tk,
} from '../../test/pedidos-cenario.js';

// Issue 13 §6, the supplier / representative checkout (spec 3 §5 "Supplier checkout") and the
// checkout's client picker (GET /api/pedidos/clientes).

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
beforeAll(async () => {
  t = await prepararCenario();
  // Client X bought from B in a checkout: X enters B's customers (its orders count, ADR 013).
  await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, corpoCliente([linhaCalca(1)]));
});
afterAll(() => t.fechar());

describe('POST /api/pedidos/salvar (pedido_loja)', () => {
  it('a supplier orders for its client: exempt from the minimum, discount and fee in cents', async () => {
    const body = corpoLoja([linhaCamisa(3), linhaMeia(1)], {
      desconto_valor: '10.00',
      taxa_percentual: '2.5',
    });
    const r = await chamar('POST', '/api/pedidos/salvar', tk.fornA, body);
    expect(r.statusCode, r.body).toBe(200);
    const ped = await pedidoLido(r.json().id);
    // 3 × 49.90 + 10.05 = 159.75; fee 2.5% = 3.99375 → 3.99; net 159.75 − 10 + 3.99 = 153.74.
    expect(ped).toMatchObject({
      fornecedor_id: id.fornA,
      representante_id: null,
      pedido_loja: true,
      valor_bruto: '159.75',
      desconto_valor: '10.00',
      desconto_percentual: '6.2598',
      taxa_valor: '3.99',
      valor_liquido: '153.74',
      comissao_valor: '7.69',
      entrega: hoje(),
      vendedor: 'Ana',
    });
    const again = await chamar('POST', '/api/pedidos/salvar', tk.fornA, body);
    expect(again.json().id).toBe(r.json().id);
  });

  it("refuses another supplier's product, a past delivery, a missing 'Responsável', a discount above the gross", async () => {
    const outro = await chamar('POST', '/api/pedidos/salvar', tk.fornA, corpoLoja([linhaCalca(1)]));
    expect([outro.statusCode, outro.json().msg]).toEqual([422, MSG_PEDIDOS.produtoDeOutroFornecedor]);
    const passado = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { entrega: '2020-01-01' }),
    );
    expect(passado.statusCode).toBe(400);
    expect(passado.json().errors.entrega).toMatch(/anterior a hoje/);
    const semVendedor = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { vendedor: '' }),
    );
    expect(semVendedor.json().errors.vendedor).toBe(MSG_PEDIDOS.obrigatorio);
    const desconto = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { desconto_valor: '10.06' }),
    );
    expect([desconto.statusCode, desconto.json().msg]).toEqual([422, MSG_PEDIDOS.descontoMaiorQueBruto]);
    const negativo = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { desconto_valor: '-1' }),
    );
    expect(negativo.json().errors.desconto_valor).toBe(MSG_PEDIDOS.valorNegativo);
  });

  it("a supplier may not order for a client outside its list (404), nor for another client's store (404)", async () => {
    // Loja Y never bought from B and is not in its list (X is: it bought from B in a checkout above).
    const fora = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornB,
      corpoLoja([linhaCalca(1)], { cliente_id: id.cliY, cliente_loja_id: id.lojaY }),
    );
    expect(fora.statusCode).toBe(404);
    const loja = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { cliente_loja_id: id.lojaY }),
    );
    expect(loja.statusCode).toBe(404);
  });

  it('a representative orders for its client and a supplier it carries, without discount', async () => {
    const r = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.rep,
      corpoLoja([linhaCamisa(6)], { fornecedor_id: id.fornA, vendedor: null }),
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(await pedidoLido(r.json().id)).toMatchObject({ representante_id: id.rep, valor_bruto: '299.40' });
    const minimo = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.rep,
      corpoLoja([linhaCamisa(3)], { fornecedor_id: id.fornA }),
    );
    expect(minimo.json().msg).toBe(MSG_LOJA.quantidadeMinima(6));
    const desconto = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.rep,
      corpoLoja([linhaCamisa(6)], { fornecedor_id: id.fornA, desconto_percentual: 5 }),
    );
    expect([desconto.statusCode, desconto.json().msg]).toEqual([403, MSG_PEDIDOS.representanteSemDesconto]);
    const naoCarrega = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.rep,
      corpoLoja([linhaCalca(1)], { fornecedor_id: id.fornB }),
    );
    expect(naoCarrega.statusCode).toBe(403);
    const semFornecedor = await chamar('POST', '/api/pedidos/salvar', tk.rep, corpoLoja([linhaCamisa(6)]));
    expect(semFornecedor.statusCode).toBe(400);
    const outroRep = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.repOutro,
      corpoLoja([linhaCamisa(6)], { fornecedor_id: id.fornA }),
    );
    expect(outroRep.statusCode).toBe(404);
    expect((await chamar('POST', '/api/pedidos/salvar', tk.cliX, corpoLoja([linhaMeia(1)]))).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/pedidos/salvar: bad input', () => {
  it('each field answers 400 with its message, before anything is read', async () => {
    const casos: [object, string][] = [
      [{ cliente_id: 'a' }, 'cliente_id'],
      [{ cliente_loja_id: -1 }, 'cliente_loja_id'],
      [{ entrega: '31/12/2099' }, 'entrega'],
      [{ forma_pagamento: 'Bitcoin' }, 'forma_pagamento'],
      [{ prazo: '' }, 'prazo'],
      [{ prazo: 'x'.repeat(101) }, 'prazo'],
      [{ transportadora: 'x'.repeat(256) }, 'transportadora'],
      [{ transportadora_telefone: '123' }, 'transportadora_telefone'],
      [{ vendedor: 'x'.repeat(256) }, 'vendedor'],
      [{ desconto_valor: '1,50' }, 'desconto_valor'],
      [{ desconto_percentual: '100.5' }, 'desconto_percentual'],
      [{ taxa_valor: '-2' }, 'taxa_valor'],
      [{ taxa_percentual: 'dez' }, 'taxa_percentual'],
      [{ rodada_id: 'x' }, 'rodada_id'],
      [{ produtos: [{ ...linhaMeia(1), produto_id: 0 }] }, 'produtos.0.produto_id'],
    ];
    for (const [extra, campo] of casos) {
      const r = await chamar('POST', '/api/pedidos/salvar', tk.fornA, corpoLoja([linhaMeia(1)], extra));
      expect(r.statusCode, campo).toBe(400);
      expect(Object.keys(r.json().errors ?? {}), campo).toContain(campo);
    }
  });

  it('a percentage discount becomes its value in cents; a round that forbids orders refuses', async () => {
    const r = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(3)], { desconto_percentual: 10 }),
    );
    expect(r.statusCode, r.body).toBe(200);
    // 3 × 10.05 = 30.15; 10% = 3.015 → 3.02; net 27.13; commission 1.3565 → 1.36.
    expect(await pedidoLido(r.json().id)).toMatchObject({
      desconto_percentual: '10.0000',
      desconto_valor: '3.02',
      valor_liquido: '27.13',
      comissao_valor: '1.36',
    });
    const rodada = await chamar(
      'POST',
      '/api/pedidos/salvar',
      tk.fornA,
      corpoLoja([linhaMeia(1)], { rodada_id: id.rodadaFechada }),
    );
    expect([rodada.statusCode, rodada.json().msg]).toEqual([422, MSG_PEDIDOS.rodadaSemPedidos]);
  });
});

describe('GET /api/pedidos/clientes', () => {
  it("lists the caller's clients with their stores, the default first", async () => {
    const rep = await chamar('GET', '/api/pedidos/clientes', tk.rep);
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json().clientes.map((c: { id: number }) => c.id)).toEqual([id.cliX]);
    expect(rep.json().clientes[0].lojas.map((l: { id: number }) => l.id)).toEqual([id.lojaX, id.lojaX2]);
    const forn = await chamar('GET', '/api/pedidos/clientes?busca=loja', tk.fornA);
    expect(forn.json().clientes.map((c: { id: number }) => c.id)).toEqual([id.cliX]);
    expect((await chamar('GET', '/api/pedidos/clientes', tk.repOutro)).json().clientes).toEqual([]);
    expect((await chamar('GET', '/api/pedidos/clientes', tk.cliX)).statusCode).toBe(403);
  });

  it("the administrador reads its round's participants (the orders filter), never buying", async () => {
    await t.deps.db.insert(rodada_clientes).values({ rodada_id: id.rodadaFechada, cliente_id: id.cliY });
    const adm = await chamar('GET', `/api/pedidos/clientes?rodada_id=${id.rodadaFechada}`, tk.admin);
    expect(adm.statusCode, adm.body).toBe(200);
    expect(adm.json().clientes.map((c: { id: number }) => c.id)).toEqual([id.cliY]);
    expect(adm.json().clientes[0].lojas.map((l: { id: number }) => l.id)).toEqual([id.lojaY]);
    expect(adm.json().clientes[0].acoes).toEqual({ salvar: false, alterar_desconto: false });
    // Another administrador's round: nothing of it.
    const outro = await criarUsuarioLogado(t, { tipo: 'administrador', email: 'adm2@ped.test' });
    const alheio = await chamar('GET', `/api/pedidos/clientes?rodada_id=${id.rodadaFechada}`, outro.token);
    expect(alheio.json().clientes).toEqual([]);
  });

  it('each client carries the acoes of a checkout for it: discount and fee are the supplier’s only', async () => {
    const rep = await chamar('GET', '/api/pedidos/clientes', tk.rep);
    expect(rep.json().clientes[0].acoes).toEqual({ salvar: true, alterar_desconto: false });
    const forn = await chamar('GET', '/api/pedidos/clientes?busca=loja', tk.fornA);
    expect(forn.json().clientes[0].acoes).toEqual({ salvar: true, alterar_desconto: true });
  });
});
