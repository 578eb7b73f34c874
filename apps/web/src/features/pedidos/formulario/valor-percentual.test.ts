import { describe, expect, it } from 'vitest';
import { MSG_PEDIDOS } from '@rodada/contracts';
import {
  ajustarAoBruto,
  comPercentual,
  comValor,
  erroDoPercentual,
  erroDoValor,
  lerPercentual,
  percentualDoValor,
  type DescontoTaxa,
} from './valor-percentual';

const zero: DescontoTaxa = {
  desconto_valor: 0,
  desconto_percentual: '',
  desconto_origem: 'valor',
  taxa_valor: 0,
  taxa_percentual: '',
  taxa_origem: 'valor',
};

describe('desconto e taxa: valor ⇄ percentual (spec 3 §9)', () => {
  it('um percentual digitado dá o valor, arredondado ao centavo', () => {
    const f = comPercentual(zero, 'desconto', '10', 60_000);
    expect(f.desconto_valor).toBe(6_000);
    expect(comPercentual(zero, 'taxa', '2,5', 333).taxa_valor).toBe(8);
    expect(comPercentual(zero, 'desconto', '33,3333', 10_000).desconto_valor).toBe(3_333);
  });

  it('um valor digitado dá o percentual do bruto', () => {
    expect(comValor(zero, 'desconto', 6_000, 60_000).desconto_percentual).toBe('10');
    expect(comValor(zero, 'taxa', 1_000, 3_000).taxa_percentual).toBe('33,3333');
    expect(comValor(zero, 'taxa', 0, 3_000).taxa_percentual).toBe('');
    expect(percentualDoValor(5, 0)).toBe('');
  });

  it('mudando as linhas, o lado não digitado por último segue o bruto', () => {
    const porPercentual = comPercentual(zero, 'desconto', '10', 60_000);
    expect(ajustarAoBruto(porPercentual, 80_000).desconto_valor).toBe(8_000);
    const porValor = comValor(zero, 'desconto', 6_000, 60_000);
    const depois = ajustarAoBruto(porValor, 120_000);
    expect(depois.desconto_valor).toBe(6_000);
    expect(depois.desconto_percentual).toBe('5');
  });

  it('negativo: "O valor não pode ser negativo"; percentual fora de 0 a 100 é recusado', () => {
    expect(erroDoValor('-5,00')).toBe(MSG_PEDIDOS.valorNegativo);
    expect(erroDoValor('5,00')).toBeNull();
    expect(erroDoPercentual('-3')).toBe(MSG_PEDIDOS.valorNegativo);
    expect(erroDoPercentual('101')).toBe(MSG_PEDIDOS.percentualInvalido);
    expect(erroDoPercentual('')).toBeNull();
    expect(lerPercentual('12,34567')).toBeNull();
    expect(lerPercentual('100')).toBe(100);
    expect(comPercentual(zero, 'desconto', '-3', 10_000).desconto_valor).toBe(0);
  });
});
