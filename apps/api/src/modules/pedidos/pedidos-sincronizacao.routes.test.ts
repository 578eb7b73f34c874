import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { produtos } from '../../db/schema/index.js';
import { chamadorJson } from '../../test/fabricas.js';
import type { AppDeTeste } from '../../test/app.js';
import { chave } from '../../test/pedidos.js';
import { corpoLoja, id, linhaCamisa, linhaMeia, p, prepararCenario, tk } from '../../test/pedidos-cenario.js';

// Issue 15 §4, §5: what the device's sync meets on the server. An order taken offline is checked
// again when it arrives (approval, minimum, active product): a refusal is a 4xx with a message
// the sync centre can show; an order the server already committed (its answer was lost) is found
// by its uuid with the same hash and a repeat answers as the first time, never refused nor doubled.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
beforeAll(async () => {
  t = await prepararCenario();
});
afterAll(() => t.fechar());

const salvar = (token: string, body: object) => chamar('POST', '/api/pedidos/salvar', token, body);
const porUuid = (token: string, uuid: string) => chamar('GET', `/api/pedidos/${uuid}/editar`, token);
const mudarProduto = (produtoId: number, valores: Partial<typeof produtos.$inferInsert>) =>
  t.deps.db.update(produtos).set(valores).where(eq(produtos.id, produtoId));

describe('sincronização de um pedido feito offline', () => {
  it('produto reprovado depois do pedido offline: 422 com a mensagem do produto; o uuid não existe (404)', async () => {
    const body = corpoLoja([linhaMeia(4)]);
    await mudarProduto(p.meia, { status: 2 });
    try {
      expect((await porUuid(tk.fornA, body.uuid)).statusCode).toBe(404);
      const r = await salvar(tk.fornA, body);
      expect(r.statusCode).toBe(422);
      expect(r.json().msg).toBe(MSG_PEDIDOS.produtoIndisponivel('MEIA-1'));
      expect((await porUuid(tk.fornA, body.uuid)).statusCode).toBe(404);
    } finally {
      await mudarProduto(p.meia, { status: 1 });
    }
  });

  it('pedido já gravado (resposta perdida) e produto reprovado depois: achado pelo uuid; repetir (salvar ou atualizar) responde como da primeira vez', async () => {
    const body = corpoLoja([linhaMeia(2)]);
    const primeira = await salvar(tk.fornA, body);
    expect(primeira.statusCode).toBe(200);
    await mudarProduto(p.meia, { status: 2 });
    try {
      const achado = await porUuid(tk.fornA, body.uuid);
      expect(achado.statusCode).toBe(200);
      // The server keeps its own hash of the canonical body (ADR 021), not necessarily the client's.
      expect(achado.json().pedido).toMatchObject({ id: primeira.json().id, uuid: body.uuid });
      expect(achado.json().pedido.hash).toMatch(/^[0-9a-f]{64}$/);
      const repetida = await salvar(tk.fornA, body);
      expect(repetida.statusCode).toBe(200);
      expect(repetida.json()).toEqual(primeira.json());
      // The engine's path when the hashes differ: the same body to /atualizar is done, not refused.
      const atualizada = await chamar('POST', `/api/pedidos/${primeira.json().id}/atualizar`, tk.fornA, body);
      expect([atualizada.statusCode, atualizada.json().msg]).toEqual([200, MSG_PEDIDOS.pedidoAtualizado]);
    } finally {
      await mudarProduto(p.meia, { status: 1 });
    }
  });

  it('mínimo do produto subiu depois do pedido offline do representante: 422 com a mensagem da quantidade', async () => {
    const body = corpoLoja([linhaCamisa(6)], { fornecedor_id: id.fornA, vendedor: null });
    await mudarProduto(p.camisa, { quantidade_minima: 12 });
    try {
      const r = await salvar(tk.rep, body);
      expect(r.statusCode).toBe(422);
      expect(r.json().msg).toMatch(/12/);
      expect(r.json().errors).toHaveProperty(['produtos.0.quantidade']);
    } finally {
      await mudarProduto(p.camisa, { quantidade_minima: 6 });
    }
  });

  it('atualizar um pedido cujo produto foi desativado: 422 com a mensagem, o pedido fica como estava', async () => {
    const body = corpoLoja([linhaMeia(3)]);
    const { id: pedidoId } = (await salvar(tk.fornA, body)).json();
    await mudarProduto(p.meia, { ativo: false });
    try {
      const r = await chamar('POST', `/api/pedidos/${pedidoId}/atualizar`, tk.fornA, {
        ...body,
        ...chave('outro conteúdo'),
        uuid: body.uuid,
        produtos: [linhaMeia(5)],
      });
      expect(r.statusCode).toBe(422);
      expect(r.json().msg).toBe(MSG_PEDIDOS.produtoIndisponivel('MEIA-1'));
      expect((await porUuid(tk.fornA, body.uuid)).json().pedido.quantidade).toBe(3);
    } finally {
      await mudarProduto(p.meia, { ativo: true });
    }
  });
});
