import { describe, expect, it } from 'vitest';
import { MSG_PEDIDOS } from '@rodada/contracts';
import { percentualDoValor, totais, type LinhaConferida } from './checkout-linhas.js';

// The money of an order in integer cents (spec D14, spec 3 §9; ADR 018).

const linha = (valor: number, quantidade: number): LinhaConferida =>
  ({ valor, quantidade, subtotal: valor * quantidade, grade: [] }) as unknown as LinhaConferida;

describe('percentualDoValor', () => {
  it.each([
    [1000, 15975, '6.2598'],
    [1, 3, '33.3333'],
    [2, 3, '66.6667'],
    [100, 100, '100.0000'],
    [0, 100, '0'],
    [5, 0, '0'],
  ])('%i of %i is %s%%', (valor, base, esperado) => {
    expect(percentualDoValor(valor, base)).toBe(esperado);
  });
});

describe('totais', () => {
  it('net = gross − discount + fee; commission 5% of the net, half away from zero at the cent', () => {
    expect(
      totais([linha(4990, 3), linha(1005, 1)], { desconto_valor: 1000, taxa_percentual: '2.5' }),
    ).toEqual({
      quantidade: 4,
      bruto: 15975,
      desconto: 1000,
      desconto_percentual: '6.2598',
      taxa: 399,
      taxa_percentual: '2.5',
      liquido: 15374,
      comissao: 769,
    });
    // 5% of R$ 0,10 is 0,5 cent: 1 cent.
    expect(totais([linha(10, 1)]).comissao).toBe(1);
    expect(totais([linha(3333, 2)]).comissao).toBe(333);
  });

  it('the value wins over the percentage; zeros are no discount', () => {
    const t = totais([linha(10000, 1)], { desconto_valor: 500, desconto_percentual: '50' });
    expect([t.desconto, t.desconto_percentual]).toEqual([500, '5.0000']);
    const z = totais([linha(10000, 1)], { desconto_valor: 0, desconto_percentual: '0' });
    expect([z.desconto, z.desconto_percentual, z.liquido]).toEqual([0, '0', 10000]);
  });

  it('refuses a discount above the gross and a fee above 100%', () => {
    expect(() => totais([linha(100, 1)], { desconto_valor: 101 })).toThrow(MSG_PEDIDOS.descontoMaiorQueBruto);
    expect(() => totais([linha(100, 1)], { taxa_valor: 101 })).toThrow(MSG_PEDIDOS.taxaMaiorQueBruto);
    expect(totais([linha(100, 1)], { desconto_valor: 100 }).liquido).toBe(0);
  });
});
