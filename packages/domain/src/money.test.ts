import { describe, expect, it } from 'vitest';
import {
  MAX_CENTAVOS,
  cabeNaColuna,
  deCentavos,
  formatarMoeda,
  interpretarValor,
  multiplicar,
  paraCentavos,
  percentualDe,
  somar,
} from './money.js';

describe('paraCentavos: valores exatos em centavos (spec D14)', () => {
  it.each([
    ['1234.56', 123456],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234.567,89', 123456789],
    ['0,5', 50],
    ['0.05', 5],
    ['12', 1200],
    ['  12,30 ', 1230],
    ['R$ 1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['-R$ 0,05', -5],
    ['R$ -10,00', -1000],
    ['-1234.56', -123456],
    ['0.125', 13],
    ['1,005', 101],
    ['-1,005', -101],
    ['1.500,00', 150000],
    ['999999999999.99', 99_999_999_999_999],
  ])('lê o texto %j como %i centavos', (texto, centavos) => {
    expect(paraCentavos(texto)).toBe(centavos);
  });

  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [-1.005, -101],
    [2.675, 268],
    [0.004, 0],
    [0.005, 1],
    [-0.005, -1],
    [-0.004, 0],
    [1e-7, 0],
    [1234, 123400],
  ])('lê o número %d como %i centavos, arredondando metade para longe de zero', (n, centavos) => {
    expect(paraCentavos(n)).toBe(centavos);
  });

  it('nunca devolve -0', () => {
    expect(Object.is(paraCentavos(-0.001), 0)).toBe(true);
    expect(Object.is(paraCentavos('-0,00'), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('recusa %d com RangeError', (n) => {
    expect(() => paraCentavos(n)).toThrow(RangeError);
  });

  it.each([
    '',
    'abc',
    '1,234.56',
    '12,34,56',
    '1.23,45',
    '1.234',
    '100.000',
    '1.2.3',
    '--5',
    '-R$ -5',
    '5.',
    ',5',
    '1e5',
    '1 234,56',
  ])('recusa o texto %j (malformado ou ambíguo) com RangeError', (texto) => {
    expect(() => paraCentavos(texto)).toThrow(RangeError);
  });

  it('recusa valores além do inteiro seguro', () => {
    expect(() => paraCentavos(1e20)).toThrow(RangeError);
    expect(() => paraCentavos('900719925474099,92')).toThrow(RangeError);
  });
});

describe('deCentavos: a string numeric(14,2) do banco', () => {
  it.each([
    [123456, '1234.56'],
    [5, '0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [-123456, '-1234.56'],
    [-5, '-0.05'],
    [100, '1.00'],
    [99_999_999_999_999, '999999999999.99'],
  ])('%i centavos → %j', (c, texto) => {
    expect(deCentavos(c)).toBe(texto);
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('recusa %d (não é um inteiro seguro)', (c) => {
    expect(() => deCentavos(c)).toThrow(RangeError);
  });

  it.each([0, 1, -1, 99, 123456, -987654321])('ida e volta com paraCentavos: %i', (c) => {
    expect(paraCentavos(deCentavos(c))).toBe(c);
  });
});

describe('formatarMoeda: R$ em pt-BR com espaço normal após R$', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [-5, '-R$ 0,05'],
    [100000000, 'R$ 1.000.000,00'],
    [99_999_999_999_999, 'R$ 999.999.999.999,99'],
  ])('%i → %j', (c, texto) => {
    expect(formatarMoeda(c)).toBe(texto);
  });

  it('troca o espaço inseparável do Intl por um espaço normal', () => {
    const texto = formatarMoeda(123456);
    expect(texto).not.toMatch(/[\u00a0\u202f]/);
    expect(texto.charAt(2)).toBe(' ');
  });

  it('lê de volta com paraCentavos', () => {
    expect(paraCentavos(formatarMoeda(-123456))).toBe(-123456);
  });
});

describe('percentualDe: comissão = líquido × comissão% / 100 (spec 3 §9)', () => {
  it.each([
    [10000, 5, 500],
    [12345, 5, 617],
    [10, 5, 1],
    [9, 5, 0],
    [-10, 5, -1],
    [10000, 12.5, 1250],
    [333, 33.3, 111],
    [100, 0.5, 1],
    [100, 0.49, 0],
    [12345, 0, 0],
    [12345, 100, 12345],
    [1000, 110, 1100],
  ])('%i centavos × %d% = %i centavos', (c, p, esperado) => {
    expect(percentualDe(c, p)).toBe(esperado);
  });

  it('não sofre com binário: 1,1% de R$ 1.000,00 é R$ 11,00', () => {
    expect(percentualDe(100000, 1.1)).toBe(1100);
  });

  it.each([NaN, Infinity])('recusa percentual %d', (p) => {
    expect(() => percentualDe(100, p)).toThrow(RangeError);
  });

  it('recusa centavos fracionários', () => {
    expect(() => percentualDe(10.5, 5)).toThrow(RangeError);
  });
});

describe('somar e multiplicar', () => {
  it('soma centavos exatamente (0,10 + 0,20 = 0,30)', () => {
    expect(somar(10, 20)).toBe(30);
    expect(somar()).toBe(0);
    expect(somar(100, -250, 5)).toBe(-145);
  });

  it('recusa parcelas não inteiras e totais além do inteiro seguro', () => {
    expect(() => somar(1, 0.5)).toThrow(RangeError);
    expect(() => somar(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('subtotal = valor × quantidade', () => {
    expect(multiplicar(1990, 12)).toBe(23880);
    expect(multiplicar(1990, 0)).toBe(0);
  });

  it('recusa quantidade fracionária', () => {
    expect(() => multiplicar(1990, 1.5)).toThrow(RangeError);
  });
});

describe('interpretarValor: o valor que a pessoa quis dizer (colado ou digitado em pt-BR)', () => {
  it.each([
    ['R$ 1.234.567', 123456700],
    ['R$ 1.234', 123400],
    ['1.234.567', 123456700],
    ['1.234', 123400],
    ['1.234,5', 123450],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['R$ 12', 1200],
    ['R$12', 1200],
    ['12', 1200],
    [' 1 234,00', 123400],
    ['1\u00a0234,00', 123400],
    ['R$\u00a01.234,56', 123456],
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['0,05', 5],
    ['0.05', 5],
    [',5', 50],
    ['12,', 1200],
    ['1,005', 101],
    ['1,234.56', 123456],
    ['1,234,567', 123456700],
    ['0', 0],
    ['999.999.999.999,99', 99_999_999_999_999],
    ['1.000.000.000.000,00', 100_000_000_000_000],
  ])('lê %j como %i centavos', (texto, centavos) => {
    expect(interpretarValor(texto)).toBe(centavos);
  });

  it.each([
    '',
    'R$',
    'abc',
    '12,34,56',
    '1.23,45',
    '1.2.3',
    '-5,00',
    'R$ -5',
    '0.125',
    '12a',
    '1 23,00',
    '1.234.5',
  ])('não é um valor: %j', (texto) => {
    expect(interpretarValor(texto)).toBeNull();
  });

  it('o limite é o da coluna numeric(14,2): R$ 999.999.999.999,99', () => {
    expect(MAX_CENTAVOS).toBe(99_999_999_999_999);
    expect(cabeNaColuna(MAX_CENTAVOS)).toBe(true);
    expect(cabeNaColuna(MAX_CENTAVOS + 1)).toBe(false);
    expect(cabeNaColuna(-1)).toBe(false);
  });
});
