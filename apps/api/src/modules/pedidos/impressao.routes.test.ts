import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pedidos } from '../../db/schema/index.js';
import type { AppDeTeste } from '../../test/app.js';
import { chamadorJson } from '../../test/fabricas.js';
import { corpoLoja, id, linhaCamisa, linhaMeia, prepararCenario, tk } from '../../test/pedidos-cenario.js';
import { inserirPedidoCliente } from '../../test/pedidos-status.js';
import { textoDoPdf } from '../../test/pdf.js';

// Issue 14: the order prints (spec 3 §7 "GET /api/pedidos/{id}/imprimir", "Printing"
// pedidos/listar), read back with pdftotext.

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
let pedidoId = 0;

beforeAll(async () => {
  t = await prepararCenario();
  const body = corpoLoja([linhaCamisa(6), linhaMeia(2)], {
    desconto_valor: '10.00',
    transportadora: 'Rápido Sul',
    observacoes: 'Entregar pela manhã',
  });
  const r = await chamar('POST', '/api/pedidos/salvar', tk.fornA, body);
  expect(r.statusCode, r.body).toBe(200);
  pedidoId = r.json().id;
  // The representative of client X on this order, so that it may print it too.
  await t.deps.db.update(pedidos).set({ representante_id: id.rep }).where(eq(pedidos.id, pedidoId));
});
afterAll(() => t.fechar());

/** The text without the layout's runs of spaces. */
const plano = (s: string) => s.replace(/\s+/g, ' ');

describe('GET /api/pedidos/{id}/imprimir', () => {
  it('prints header, client, store, supplier, representative, payment, lines with grid, totals and commission', async () => {
    const r = await chamar('GET', `/api/pedidos/${pedidoId}/imprimir`, tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toContain('application/pdf');
    expect(r.headers['content-disposition']).toContain(`pedido-${pedidoId}.pdf`);
    const texto = plano(textoDoPdf(r.rawPayload));
    for (const trecho of [
      `Pedido ${pedidoId}`,
      'Pendente',
      'Loja X',
      'Boutique X',
      'Malharia A',
      'Rep',
      'PIX',
      '30/60',
      'Rápido Sul',
      'Responsável Ana',
      'CAM-1',
      'MEIA-1',
      'AZUL: P 3',
      'PRETO: M 3',
      'BRANCO: ÚNICO 2',
      // 6 × 49,90 + 2 × 10,05 = 319,50; − 10,00 = 309,50; commission 5% = 15,48 (half up).
      'R$ 319,50',
      'R$ 309,50',
      'R$ 15,48',
      'Fornecedor',
      'Entregar pela manhã',
    ]) {
      expect(texto, trecho).toContain(trecho);
    }
  });

  it('its parties print it; anyone else gets 404; no session 401', async () => {
    for (const token of [tk.rep, tk.cliX]) {
      expect((await chamar('GET', `/api/pedidos/${pedidoId}/imprimir`, token)).statusCode).toBe(200);
    }
    for (const token of [tk.fornB, tk.cliY, tk.repOutro, tk.admin]) {
      expect((await chamar('GET', `/api/pedidos/${pedidoId}/imprimir`, token)).statusCode).toBe(404);
    }
    expect((await chamar('GET', `/api/pedidos/${pedidoId}/imprimir`)).statusCode).toBe(401);
    expect((await chamar('GET', '/api/pedidos/999999/imprimir', tk.fornA)).statusCode).toBe(404);
  });

  it('remota without a round: 400 with the print message', async () => {
    const r = await chamar('GET', `/api/pedidos/${pedidoId}/imprimir?impressao=remota`, tk.fornA);
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.rodada_id).toBe('Selecione uma rodada para imprimir na Ilha de Impressão');
  });
});

describe('GET /api/impressoes/pedidos/listar', () => {
  it('prints the filtered list as the caller sees it, with its count and sums', async () => {
    await inserirPedidoCliente(t.deps, { rodadaId: null, status: [4], valor: '50.00' });
    await inserirPedidoCliente(t.deps, {
      rodadaId: null,
      status: [0],
      fornecedores: [id.fornB],
      valor: '70.00',
    });
    const todos = plano(
      textoDoPdf((await chamar('GET', '/api/impressoes/pedidos/listar', tk.fornA)).rawPayload),
    );
    expect(todos).toContain('Pedidos');
    expect(todos).toContain(String(pedidoId));
    expect(todos).toContain('2 pedido(s)');
    expect(todos).toContain('R$ 359,50');
    expect(todos).not.toContain('Jeans B');
    const r = await chamar('GET', '/api/impressoes/pedidos/listar?status=enviados', tk.fornA);
    expect(r.statusCode, r.body).toBe(200);
    const enviados = plano(textoDoPdf(r.rawPayload));
    expect(enviados).toContain('Enviados');
    expect(enviados).toContain('1 pedido(s)');
    expect(enviados).toContain('Enviado');
    expect(enviados).not.toContain('Pendente');
    const periodo = await chamar(
      'GET',
      `/api/impressoes/pedidos/listar?data_tipo=cadastro&data_inicial=2000-01-01&data_final=2000-01-02&busca=Loja`,
      tk.fornA,
    );
    expect(plano(textoDoPdf(periodo.rawPayload))).toContain('Nenhum registro encontrado');
  });

  it("uses the list's scope: rodada_id filters the round; the administrador must send it", async () => {
    const {
      pedidos: [naRodada],
    } = await inserirPedidoCliente(t.deps, { rodadaId: id.rodadaFechada, status: [1], valor: '80.00' });
    const url = `/api/impressoes/pedidos/listar?rodada_id=${id.rodadaFechada}`;
    const doFornecedor = plano(textoDoPdf((await chamar('GET', url, tk.fornA)).rawPayload));
    expect(doFornecedor).toContain('1 pedido(s)');
    expect(doFornecedor).toContain('R$ 80,00');
    const admin = await chamar('GET', url, tk.admin);
    expect(admin.statusCode, admin.body).toBe(200);
    expect(plano(textoDoPdf(admin.rawPayload))).toContain(String(naRodada));
    const semRodada = await chamar('GET', '/api/impressoes/pedidos/listar', tk.admin);
    expect(semRodada.statusCode).toBe(400);
    expect(semRodada.json().errors.rodada_id).toBe('Selecione uma rodada');
    const invertido = await chamar(
      'GET',
      '/api/impressoes/pedidos/listar?data_tipo=cadastro&data_inicial=2030-02-01&data_final=2030-01-01',
      tk.fornA,
    );
    expect(invertido.statusCode).toBe(400);
  });

  it('refuses a bad status and an impossible date with 400', async () => {
    const r = await chamar(
      'GET',
      '/api/impressoes/pedidos/listar?status=outro&data_inicial=2024-02-31',
      tk.fornA,
    );
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors).sort()).toEqual(['data_inicial', 'status']);
  });
});
