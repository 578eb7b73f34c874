import { describe, expect, it } from 'vitest';
import {
  cnpjComDigitos,
  cpfComDigitos,
  cnpjValido,
  cpfValido,
  formatarCep,
  formatarCnpj,
  formatarCpf,
  formatarCpfOuCnpj,
  normalizarCep,
  normalizarCnpj,
  normalizarCpf,
} from './documentos.js';

describe('CNPJ numérico e alfanumérico (spec D5)', () => {
  it.each([
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    [' 11.222.333/0001-81 ', '11222333000181'],
    ['00.000.000/0001-91', '00000000000191'],
    ['12 ABC 345 01DE 35', '12ABC34501DE35'],
  ])('normalizarCnpj(%j) guarda 14 caracteres maiúsculos: %j', (entrada, esperado) => {
    expect(normalizarCnpj(entrada)).toBe(esperado);
  });

  it('normalizarCnpj não valida: só limpa', () => {
    expect(normalizarCnpj('12.3')).toBe('123');
  });

  it.each([
    ['12.ABC.345/01DE-35', true],
    ['12ABC34501DE35', true],
    ['12.abc.345/01de-35', true],
    ['A1.B2C.3D4/E5F6-68', true],
    ['ZZ.ZZZ.ZZZ/ZZZZ-62', true],
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.444.777/0001-61', true],
    ['00.000.000/0001-91', true],
  ])('%j é válido', (cnpj, valido) => {
    expect(cnpjValido(cnpj)).toBe(valido);
  });

  it.each([
    ['12.ABC.345/01DE-36', 'dígito verificador errado'],
    ['12.ABC.345/01DE-53', 'dígitos trocados'],
    ['11.222.333/0001-82', 'dígito verificador errado'],
    ['11.222.333/0001-91', 'primeiro dígito errado'],
    ['00000000000000', 'dígitos repetidos'],
    ['00.000.000/0000-00', 'dígitos repetidos com máscara'],
    ['11111111111111', 'dígitos repetidos'],
    ['99.999.999/9999-99', 'dígitos repetidos'],
    ['12.ABC.345/01DE-3A', 'dígito verificador com letra'],
    ['12.ABC.345/01DE-3', '13 caracteres'],
    ['12.ABC.345/01DE-355', '15 caracteres'],
    ['12.ABÇ.345/01DE-35', 'caractere fora de [0-9A-Z]'],
    ['12_ABC_345_01DE_35', 'separador desconhecido'],
    ['', 'vazio'],
    ['1222333000181', 'número sem o zero à esquerda'],
  ])('%j é inválido (%s)', (cnpj) => {
    expect(cnpjValido(cnpj)).toBe(false);
  });

  it.each([
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['12.abc.345/01de-35', '12.ABC.345/01DE-35'],
    ['11222333000181', '11.222.333/0001-81'],
    ['00000000000191', '00.000.000/0001-91'],
  ])('formatarCnpj(%j) usa a máscara SS.SSS.SSS/SSSS-NN: %j', (entrada, esperado) => {
    expect(formatarCnpj(entrada)).toBe(esperado);
  });

  it('formatarCnpj devolve sem mudança o que não tem 14 caracteres', () => {
    expect(formatarCnpj('123.45')).toBe('123.45');
  });
});

describe('CPF (spec 2 §5)', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['123.456.789-09', true],
    ['000.000.001-91', true],
    ['529.982.247-24', false],
    ['529.982.247-52', false],
    ['111.111.111-11', false],
    ['00000000000', false],
    ['99999999999', false],
    ['5299822472', false],
    ['529982247255', false],
    ['529.982.247-2A', false],
    ['', false],
  ])('cpfValido(%j) = %s', (cpf, valido) => {
    expect(cpfValido(cpf)).toBe(valido);
  });

  it('normalizarCpf remove a máscara', () => {
    expect(normalizarCpf(' 529.982.247-25 ')).toBe('52998224725');
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['529.982.247-25', '529.982.247-25'],
    ['123', '123'],
  ])('formatarCpf(%j) = %j', (entrada, esperado) => {
    expect(formatarCpf(entrada)).toBe(esperado);
  });

  it.each([
    ['52998224725', '529.982.247-25'],
    ['11222333000181', '11.222.333/0001-81'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['abc', 'abc'],
  ])('formatarCpfOuCnpj(%j) = %j', (entrada, esperado) => {
    expect(formatarCpfOuCnpj(entrada)).toBe(esperado);
  });
});

describe('CEP: guarda 8 dígitos, aceita as duas máscaras (spec D6)', () => {
  it.each([
    ['01310-100', '01310100'],
    ['01.310-100', '01310100'],
    ['01310100', '01310100'],
    [' 01310 100 ', '01310100'],
    ['0131010', null],
    ['013101000', null],
    ['01310-10A', null],
    ['', null],
  ])('normalizarCep(%j) = %j', (entrada, esperado) => {
    expect(normalizarCep(entrada)).toBe(esperado);
  });

  it.each([
    ['01310100', '01310-100'],
    ['01.310-100', '01310-100'],
    ['01310-100', '01310-100'],
    ['123', '123'],
  ])('formatarCep(%j) = %j', (entrada, esperado) => {
    expect(formatarCep(entrada)).toBe(esperado);
  });
});

describe('geração de dígitos verificadores', () => {
  it.each([
    ['12ABC34501DE', '12ABC34501DE35'],
    ['112223330001', '11222333000181'],
  ])('cnpjComDigitos(%s) = %s', (base, esperado) => {
    expect(cnpjComDigitos(base)).toBe(esperado);
  });
  it('cpfComDigitos completa 529982247 com 25', () => {
    expect(cpfComDigitos('529982247')).toBe('52998224725');
  });
  it('bases malformadas são recusadas', () => {
    expect(() => cnpjComDigitos('12.ABC')).toThrow(RangeError);
    expect(() => cpfComDigitos('12345678A')).toThrow(RangeError);
  });
});
