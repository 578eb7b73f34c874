import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { pedido_grade, pedido_itens, pedidos, pedidos_clientes, rodadas } from '../../db/schema/index.js';
import { chamadorJson, criarRodadas } from '../../test/fabricas.js';
import type { AppDeTeste } from '../../test/app.js';
import { chave } from '../../test/pedidos.js';
import {
  corpoLoja,
  g,
  hoje,
  id,
  linhaCamisa,
  linhaMeia,
  p,
  pedidoLido,
  prepararCenario,
  tk,
} from '../../test/pedidos-cenario.js';

// Issue 14 §2, §5 (PEDIDOS.md decisions 4, 5, 6, 11): the order form's save and update, its load
// by number or uuid, and its product lookups.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
beforeAll(async () => {
  t = await prepararCenario();
});
afterAll(() => t.fechar());

const salvar = (token: string, body: object) => chamar('POST', '/api/pedidos/salvar', token, body);
const linhasDe = (pedidoId: number) =>
  t.deps.db
    .select()
    .from(pedido_itens)
    .where(eq(pedido_itens.pedido_id, pedidoId))
    .orderBy(pedido_itens.ordem);

describe('POST /api/pedidos/salvar: idempotency and updates (spec D11)', () => {
  it('the same order sent 5 times at once makes one order; a retry answers like the first', async () => {
    const body = corpoLoja([linhaCamisa(6), linhaMeia(2)]);
    const rs = await Promise.all(Array.from({ length: 5 }, () => salvar(tk.fornA, body)));
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(rs.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(rs.every((r) => r.json().msg === MSG_PEDIDOS.pedidoSalvo)).toBe(true);
    const doUuid = await t.deps.db
      .select({ id: pedidos.id })
      .from(pedidos)
      .where(eq(pedidos.uuid, body.uuid));
    expect(doUuid).toHaveLength(1);
    const retry = await salvar(tk.fornA, body);
    expect(retry.json()).toEqual(rs[0]!.json());
  });

  it('the same uuid with a new hash updates the order (lines and grid replaced, totals recomputed)', async () => {
    const body = corpoLoja([linhaCamisa(6), linhaMeia(2)]);
    const primeiro = (await salvar(tk.fornA, body)).json().id as number;
    const hashAntes = (await pedidoLido(primeiro)).hash;
    const novo = {
      ...body,
      hash: chave('outro conteúdo').hash,
      produtos: [{ ...linhaMeia(5), observacoes: 'embalar separado' }],
      desconto_percentual: '10',
    };
    const r = await salvar(tk.fornA, novo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ status: 1, msg: MSG_PEDIDOS.pedidoAtualizado, id: primeiro });
    const ped = await pedidoLido(primeiro);
    // 5 × 10.05 = 50.25; 10% = 5.025 → 5.03 (half up); net 45.22; commission 5% = 2.261 → 2.26.
    expect(ped.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(ped.hash).not.toBe(hashAntes);
    expect(ped).toMatchObject({
      quantidade: 5,
      valor_bruto: '50.25',
      desconto_valor: '5.03',
      valor_liquido: '45.22',
      comissao_valor: '2.26',
    });
    const linhas = await linhasDe(primeiro);
    expect(linhas.map((l) => [l.produto_id, l.quantidade, l.observacoes])).toEqual([
      [p.meia, 5, 'embalar separado'],
    ]);
    const celulas = await t.deps.db
      .select()
      .from(pedido_grade)
      .where(eq(pedido_grade.pedido_item_id, linhas[0]!.id));
    expect(celulas.map((c) => c.quantidade)).toEqual([5]);
    // The old hash again is an edit back, not a duplicate.
    const volta = await salvar(tk.fornA, body);
    expect([volta.json().msg, volta.json().id]).toEqual([MSG_PEDIDOS.pedidoAtualizado, primeiro]);
  });

  it("refuses another user's uuid (409) and the update of a delivered order (409)", async () => {
    const body = corpoLoja([linhaMeia(1)]);
    const id1 = (await salvar(tk.fornA, body)).json().id as number;
    const deOutro = await salvar(tk.rep, { ...body, fornecedor_id: id.fornA, vendedor: null });
    expect([deOutro.statusCode, deOutro.json().msg]).toEqual([409, MSG_PEDIDOS.uuidDeOutro]);
    await t.deps.db.update(pedidos).set({ status: 3 }).where(eq(pedidos.id, id1));
    const hashAntes = (await pedidoLido(id1)).hash;
    // The same body again is a retry (answered as the first time), even for a delivered order...
    const repetido = await salvar(tk.fornA, { ...body, hash: chave('x').hash });
    expect([repetido.statusCode, repetido.json().id]).toEqual([200, id1]);
    // ...but an edit (another body) is refused.
    const entregue = await salvar(tk.fornA, { ...body, observacoes: 'mudou' });
    expect([entregue.statusCode, entregue.json().msg]).toEqual([409, MSG_PEDIDOS.pedidoNaoEditavel]);
    // /atualizar with the same body is a retry too (the offline sync's update whose answer was lost)...
    const direto = await chamar('POST', `/api/pedidos/${id1}/atualizar`, tk.fornA, body);
    expect([direto.statusCode, direto.json().msg]).toEqual([200, MSG_PEDIDOS.pedidoAtualizado]);
    // ...and with another body, refused.
    const editado = await chamar('POST', `/api/pedidos/${id1}/atualizar`, tk.fornA, { ...body, prazo: '30' });
    expect([editado.statusCode, editado.json().msg]).toEqual([409, MSG_PEDIDOS.pedidoNaoEditavel]);
    expect((await pedidoLido(id1)).hash).toBe(hashAntes);
  });
});

describe('POST /api/pedidos/{id}/atualizar', () => {
  let pedidoId = 0;
  beforeAll(async () => {
    const r = await salvar(
      tk.fornA,
      corpoLoja([linhaCamisa(6)], { desconto_valor: '20.00', fornecedor_id: undefined }),
    );
    pedidoId = r.json().id;
    // The representative of this order (the client's main one would be set by the supplier's own).
    await t.deps.db.update(pedidos).set({ representante_id: id.rep }).where(eq(pedidos.id, pedidoId));
  });

  it('401 without a session, 403 for a cliente, 404 for an order of someone else', async () => {
    const body = corpoLoja([linhaMeia(1)]);
    expect((await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.cliX, body)).statusCode).toBe(403);
    const alheio = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.fornB, body);
    expect(alheio.statusCode).toBe(404);
    const outroRep = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.repOutro, {
      ...body,
      fornecedor_id: id.fornA,
    });
    expect(outroRep.statusCode).toBe(404);
    expect((await chamar('POST', '/api/pedidos/999999/atualizar', tk.fornA, body)).statusCode).toBe(404);
  });

  it('400 in Portuguese for bad input', async () => {
    const r = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.fornA, {
      ...corpoLoja([{ ...linhaMeia(1), observacoes: 'x'.repeat(5001) }]),
      prazo: '',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors['produtos.0.observacoes']).toBe('No máximo 5000 caracteres');
    expect(r.json().errors.prazo).toBe(MSG_PEDIDOS.obrigatorio);
    expect(
      (await chamar('POST', '/api/pedidos/abc/atualizar', tk.fornA, corpoLoja([linhaMeia(1)]))).statusCode,
    ).toBe(400);
  });

  it('a representante keeps discount and fee: the same values pass, others are refused', async () => {
    const base = corpoLoja([linhaCamisa(9)], { fornecedor_id: id.fornA, vendedor: null });
    const muda = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.rep, {
      ...base,
      desconto_valor: '25.00',
    });
    expect([muda.statusCode, muda.json().msg]).toEqual([403, MSG_PEDIDOS.representanteSemDesconto]);
    const outroForn = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.rep, {
      ...base,
      fornecedor_id: id.fornB,
    });
    expect([outroForn.statusCode, outroForn.json().msg]).toEqual([403, MSG_PEDIDOS.fornecedorNaoAlteravel]);
    const ok = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.rep, {
      ...base,
      desconto_valor: '20.00',
      desconto_percentual: (await pedidoLido(pedidoId)).desconto_percentual,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ status: 1, msg: MSG_PEDIDOS.pedidoAtualizado, id: pedidoId });
    // 9 × 49.90 = 449.10; discount kept at 20.00; net 429.10; commission 21.455 → 21.46.
    expect(await pedidoLido(pedidoId)).toMatchObject({
      valor_bruto: '449.10',
      desconto_valor: '20.00',
      valor_liquido: '429.10',
      comissao_valor: '21.46',
      fornecedor_id: id.fornA,
      representante_id: id.rep,
    });
    const semAjuste = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.rep, base);
    expect(semAjuste.statusCode).toBe(200);
    expect((await pedidoLido(pedidoId)).desconto_valor).toBe('20.00');
  });

  it('422 when the round no longer permits orders', async () => {
    const body = corpoLoja([linhaMeia(1)]);
    const novo = (await salvar(tk.fornA, body)).json().id as number;
    await t.deps.db.update(pedidos).set({ rodada_id: id.rodadaFechada }).where(eq(pedidos.id, novo));
    const r = await chamar('POST', `/api/pedidos/${novo}/atualizar`, tk.fornA, { ...body, prazo: '30' });
    expect([r.statusCode, r.json().msg]).toEqual([422, MSG_PEDIDOS.rodadaSemPedidos]);
    // The very body already saved is a retry, not a change: answered as done.
    const repetido = await chamar('POST', `/api/pedidos/${novo}/atualizar`, tk.fornA, body);
    expect([repetido.statusCode, repetido.json().msg]).toEqual([200, MSG_PEDIDOS.pedidoAtualizado]);
  });
});

describe("an order from a cliente's checkout (spec D9)", () => {
  it('the supplier edits it: the customer order follows; its client and store stay', async () => {
    const c = await chamar('POST', '/api/pedidos/salvar/cliente', tk.cliX, {
      ...chave(),
      cliente_loja_id: id.lojaX,
      forma_pagamento: 'Depósito',
      produtos: [linhaMeia(2)],
    });
    expect(c.statusCode, c.body).toBe(200);
    const pedidoId = c.json().pedidos[0] as number;
    const body = corpoLoja([linhaMeia(4)]);
    const r = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.fornA, body);
    expect(r.statusCode, r.body).toBe(200);
    const [pc] = await t.deps.db
      .select()
      .from(pedidos_clientes)
      .where(eq(pedidos_clientes.id, c.json().id as number));
    expect([pc!.quantidade_total, pc!.valor_total]).toEqual([4, '40.20']);
    const outraLoja = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.fornA, {
      ...body,
      cliente_loja_id: id.lojaX2,
    });
    expect([outraLoja.statusCode, outraLoja.json().msg]).toEqual([422, MSG_PEDIDOS.clienteNaoAlteravel]);
  });
});

describe('GET /api/pedidos/{id}/editar', () => {
  it('answers the whole order by number and by uuid, with lines, grid, product axes and acoes', async () => {
    const body = corpoLoja([{ ...linhaCamisa(6), observacoes: 'bordar' }, linhaMeia(3)], {
      taxa_valor: '1.00',
    });
    const pedidoId = (await salvar(tk.fornA, body)).json().id as number;
    const r = await chamar('GET', `/api/pedidos/${pedidoId}/editar`, tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    const ped = r.json().pedido;
    expect(ped).toMatchObject({
      id: pedidoId,
      uuid: body.uuid,
      data: hoje(),
      status: 0,
      valor_bruto: '329.55',
      taxa_valor: '1.00',
      valor_liquido: '330.55',
      comissao_valor: '16.53',
      cliente: { id: id.cliX },
      loja: { id: id.lojaX, nome_fantasia: 'Boutique X' },
      fornecedor: { id: id.fornA },
      rodada: null,
      acoes: { editar: true, copiar: true, imprimir: true, revisar: true, cancelar: false },
    });
    expect(ped.produtos).toHaveLength(2);
    expect(ped.produtos[0]).toMatchObject({
      produto_id: p.camisa,
      codigo: 'CAM-1',
      valor: '49.90',
      quantidade: 6,
      subtotal: '299.40',
      observacoes: 'bordar',
      quantidade_minima: 6,
      multiplo: 3,
      foto: null,
    });
    expect(ped.produtos[0].cores.map((c: { id: number }) => c.id)).toEqual(g.camisa.cores);
    expect(ped.produtos[0].tamanhos.map((c: { id: number }) => c.id)).toEqual(g.camisa.tamanhos);
    expect(ped.produtos[0].grade).toHaveLength(2);
    const porUuid = await chamar('GET', `/api/pedidos/${body.uuid.toUpperCase()}/editar`, tk.fornA);
    expect(porUuid.json().pedido.id).toBe(pedidoId);
    // The client sees it, read-only; another supplier and the master do not.
    const doCliente = await chamar('GET', `/api/pedidos/${pedidoId}/editar`, tk.cliX);
    expect(doCliente.json().pedido.acoes).toMatchObject({ editar: false, copiar: false });
    expect((await chamar('GET', `/api/pedidos/${pedidoId}/editar`, tk.fornB)).statusCode).toBe(404);
    expect((await chamar('GET', `/api/pedidos/${pedidoId}/editar`)).statusCode).toBe(401);
    const ruim = await chamar('GET', '/api/pedidos/nao-e-id/editar', tk.fornA);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().msg).toMatch(/^Dados inválidos/);
  });
});

describe('the form lookups', () => {
  it('GET /api/pedidos/produtos: usable products of the supplier with their grid', async () => {
    const r = await chamar('GET', '/api/pedidos/produtos', tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().produtos.map((x: { codigo: string }) => x.codigo)).toEqual(['CAM-1', 'MEIA-1']);
    expect(r.json()).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    expect(r.json().produtos[0].tamanhos).toHaveLength(2);
    const busca = await chamar('GET', '/api/pedidos/produtos?busca=mei', tk.fornA);
    expect(busca.json().produtos.map((x: { codigo: string }) => x.codigo)).toEqual(['MEIA-1']);
    const rep = await chamar('GET', `/api/pedidos/produtos?fornecedor_id=${id.fornA}`, tk.rep);
    expect(rep.json().total).toBe(2);
    const semForn = await chamar('GET', '/api/pedidos/produtos', tk.rep);
    expect([semForn.statusCode, semForn.json().msg]).toEqual([400, MSG_PEDIDOS.fornecedorObrigatorio]);
    const naoRep = await chamar('GET', `/api/pedidos/produtos?fornecedor_id=${id.fornB}`, tk.rep);
    expect([naoRep.statusCode, naoRep.json().msg]).toEqual([403, MSG_PEDIDOS.fornecedorNaoRepresentado]);
    expect((await chamar('GET', '/api/pedidos/produtos', tk.cliX)).statusCode).toBe(403);
  });

  it('GET /api/pedidos/produtos/codigo: normalised code, 404 Código não encontrado', async () => {
    const r = await chamar('GET', '/api/pedidos/produtos/codigo?codigo=%20cam-1', tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().produto).toMatchObject({ id: p.camisa, valor: '49.90', quantidade_minima: 6 });
    for (const codigo of ['PEN-1', 'REP-1', 'INA-1', 'CAL-1', 'NADA']) {
      const n = await chamar('GET', `/api/pedidos/produtos/codigo?codigo=${codigo}`, tk.fornA);
      expect([n.statusCode, n.json().msg]).toEqual([404, MSG_PEDIDOS.codigoNaoEncontrado]);
    }
    const vazio = await chamar('GET', '/api/pedidos/produtos/codigo?codigo=', tk.fornA);
    expect(vazio.statusCode).toBe(400);
  });

  it('GET /api/pedidos/fornecedores and /representantes per role', async () => {
    const forn = await chamar('GET', '/api/pedidos/fornecedores', tk.rep);
    expect(forn.json().fornecedores.map((f: { id: number }) => f.id)).toContain(id.fornA);
    expect(forn.json().fornecedores.map((f: { id: number }) => f.id)).not.toContain(id.fornB);
    const proprio = await chamar('GET', '/api/pedidos/fornecedores', tk.fornA);
    expect(proprio.json().fornecedores.map((f: { id: number }) => f.id)).toEqual([id.fornA]);
    const doCliente = await chamar('GET', '/api/pedidos/fornecedores', tk.cliX);
    expect(doCliente.json().fornecedores.map((f: { id: number }) => f.id)).toEqual([id.fornA]);
    const reps = await chamar('GET', '/api/pedidos/representantes', tk.fornA);
    expect(reps.json().representantes.map((f: { id: number }) => f.id)).toEqual([id.rep]);
    const semRodada = await chamar('GET', '/api/pedidos/representantes', tk.admin);
    expect([semRodada.statusCode, semRodada.json().msg]).toEqual([400, MSG_PEDIDOS.rodadaObrigatoria]);
    const [r] = await t.deps.db.select().from(rodadas).where(eq(rodadas.id, id.rodadaFechada));
    const [aberta] = await criarRodadas(t.deps, r!.administrador_id, [
      { nome: 'Aberta', data_inicio: '2030-02-01', data_fim: '2030-02-05' },
    ]);
    const daRodada = await chamar('GET', `/api/pedidos/fornecedores?rodada_id=${aberta}`, tk.admin);
    expect(daRodada.json().fornecedores).toEqual([]);
  });
});
