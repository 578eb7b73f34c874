import { describe, expect, it } from 'vitest';
import { percentualDoValor, totaisDoPedido } from './pedido-totais.js';

const l = (valor: number, quantidade: number) => ({ valor, quantidade });

describe('totaisDoPedido (spec 3 §9: líquido = bruto − desconto + taxa; comissão = líquido × % / 100)', () => {
  it.each([
    // linhas, desconto_valor, desconto_%, taxa_valor, taxa_%, comissão %, → bruto, desc, desc%, taxa, taxa%, líquido, comissão
    [[l(1000, 3)], undefined, undefined, undefined, undefined, 5, 3000, 0, '0', 0, '0', 3000, 150],
    [[l(1999, 7), l(1, 1)], undefined, undefined, undefined, undefined, 5, 13994, 0, '0', 0, '0', 13994, 700],
    // 5% of 10 cents is half a cent: half up → 1
    [[l(10, 1)], undefined, undefined, undefined, undefined, 5, 10, 0, '0', 0, '0', 10, 1],
    [[l(9, 1)], undefined, undefined, undefined, undefined, 5, 9, 0, '0', 0, '0', 9, 0],
    // percentage discount: 10% of 3333 = 333.3 → 333
    [[l(3333, 1)], undefined, '10', undefined, undefined, 5, 3333, 333, '10', 0, '0', 3000, 150],
    // 12.5% of 1004 = 125.5 → 126 (half up)
    [[l(1004, 1)], undefined, '12.5', undefined, undefined, 5, 1004, 126, '12.5', 0, '0', 878, 44],
    // the value wins over the percentage; its percentage is recomputed with 4 decimals
    [[l(3000, 1)], 1000, '50', undefined, undefined, 5, 3000, 1000, '33.3333', 0, '0', 2000, 100],
    // fee as value and as percentage
    [[l(10000, 2)], undefined, undefined, 500, undefined, 5, 20000, 0, '0', 500, '2.5000', 20500, 1025],
    [[l(10000, 2)], undefined, undefined, undefined, 1.25, 5, 20000, 0, '0', 250, '1.25', 20250, 1013],
    // discount and fee together
    [[l(2550, 4)], 200, undefined, undefined, '3', 5, 10200, 200, '1.9608', 306, '3', 10306, 515],
    // percentages as padded strings ('12.5000' as stored)
    [[l(1000, 1)], undefined, '12.5000', undefined, '0.0000', 5, 1000, 125, '12.5', 0, '0', 875, 44],
    // zero and empty
    [[], undefined, undefined, undefined, undefined, 5, 0, 0, '0', 0, '0', 0, 0],
    [[l(1000, 1)], 0, '', null, null, '5', 1000, 0, '0', 0, '0', 1000, 50],
    // commission other than 5, with decimals
    [[l(12345, 1)], undefined, undefined, undefined, undefined, '2.5', 12345, 0, '0', 0, '0', 12345, 309],
  ] as const)(
    '%j desc %s/%s taxa %s/%s com %s',
    (linhas, dv, dp, tv, tp, cp, bruto, desc, descP, taxa, taxaP, liquido, comissao) => {
      const t = totaisDoPedido({
        linhas,
        desconto_valor: dv,
        desconto_percentual: dp,
        taxa_valor: tv,
        taxa_percentual: tp,
        comissao_percentual: cp,
      });
      expect(t).toEqual({
        quantidade: linhas.reduce((s, x) => s + x.quantidade, 0),
        bruto,
        desconto_valor: desc,
        desconto_percentual: descP,
        taxa_valor: taxa,
        taxa_percentual: taxaP,
        liquido,
        comissao_valor: comissao,
      });
    },
  );

  it('is exact for large orders (no binary floats)', () => {
    const t = totaisDoPedido({ linhas: [l(99_999_999, 1000), l(1, 1)], comissao_percentual: 5 });
    expect(t.bruto).toBe(99_999_999_001);
    expect(t.comissao_valor).toBe(4_999_999_950); // 4 999 999 950.05 → 950
  });

  it('refuses cents that are not integers', () => {
    expect(() => totaisDoPedido({ linhas: [l(10.5, 1)], comissao_percentual: 5 })).toThrow(RangeError);
  });
});

describe('percentualDoValor', () => {
  it.each([
    [1000, 3000, '33.3333'],
    [2000, 3000, '66.6667'],
    [1, 3, '33.3333'],
    [500, 1000, '50.0000'],
    [0, 1000, '0'],
    [10, 0, '0'],
  ])('%s de %s → %s', (v, b, p) => expect(percentualDoValor(v, b)).toBe(p));
});
