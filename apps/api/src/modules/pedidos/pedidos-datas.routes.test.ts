import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeTeste } from '../../test/app.js';
import { chamadorJson } from '../../test/fabricas.js';
import { corpoLoja, linhaMeia, prepararCenario, tk } from '../../test/pedidos-cenario.js';

// Dates outside the years 1900–2999 never reach the database (PostgreSQL refuses year 0 and
// would answer 500): the lists' and the print's filter, and `entrega` of salvar/atualizar, answer
// 400 'Data inválida (use AAAA-MM-DD)'. Run on PostgreSQL too (TEST_DATABASE_URL).

let t: AppDeTeste;
const chamar = chamadorJson(() => t.app);
const MSG = 'Data inválida (use AAAA-MM-DD)';
const FORA = ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31'];

beforeAll(async () => {
  t = await prepararCenario();
});
afterAll(() => t.fechar());

describe('date bounds (years 1900–2999)', () => {
  it('filtrar, listar print and the print refuse a date out of range with 400', async () => {
    for (const d of FORA) {
      const f = await chamar('POST', '/api/pedidos/filtrar', tk.fornA, {
        data_tipo: 'entrega',
        data_inicial: d,
      });
      expect(f.statusCode, `${d} ${f.body}`).toBe(400);
      expect(f.json().errors.data_inicial).toBe(MSG);
      const i = await chamar(
        'GET',
        `/api/impressoes/pedidos/listar?data_tipo=cadastro&data_final=${d}`,
        tk.fornA,
      );
      expect(i.statusCode, `${d} ${i.body}`).toBe(400);
      expect(i.json().errors.data_final).toBe(MSG);
    }
  });

  it('the bounds themselves are accepted', async () => {
    const f = await chamar('POST', '/api/pedidos/filtrar', tk.fornA, {
      data_tipo: 'cadastro',
      data_inicial: '1900-01-01',
      data_final: '2999-12-31',
    });
    expect(f.statusCode, f.body).toBe(200);
  });

  it('salvar and atualizar refuse an entrega out of range with 400', async () => {
    const ok = await chamar('POST', '/api/pedidos/salvar', tk.fornA, corpoLoja([linhaMeia(2)]));
    expect(ok.statusCode, ok.body).toBe(200);
    for (const d of FORA) {
      const s = await chamar(
        'POST',
        '/api/pedidos/salvar',
        tk.fornA,
        corpoLoja([linhaMeia(2)], { entrega: d }),
      );
      expect(s.statusCode, `${d} ${s.body}`).toBe(400);
      expect(s.json().errors.entrega).toBe(MSG);
      const a = await chamar(
        'POST',
        `/api/pedidos/${ok.json().id}/atualizar`,
        tk.fornA,
        corpoLoja([linhaMeia(2)], { entrega: d }),
      );
      expect(a.statusCode, `${d} ${a.body}`).toBe(400);
      expect(a.json().errors.entrega).toBe(MSG);
    }
  });
});
