import { describe, expect, it } from 'vitest';
import { MASCARAS, aplicarMascara, mascararTelefone } from './mascaras';

describe('máscaras (spec 2 §5)', () => {
  it.each([
    ['52998224725', MASCARAS.cpf, '529.982.247-25'],
    ['12abc34501de35', MASCARAS.cnpj, '12.ABC.345/01DE-35'],
    ['11222333000181', MASCARAS.cnpj, '11.222.333/0001-81'],
    ['01310100', MASCARAS.cep, '01310-100'],
    ['01.310-100', MASCARAS.cep, '01310-100'],
    ['5432221100', MASCARAS.telefone, '(54) 3222-1100'],
    ['54999991100', MASCARAS.celular, '(54) 99999-1100'],
    ['abc1d23', MASCARAS.placa, 'ABC-1D23'],
    ['01022026', MASCARAS.data, '01/02/2026'],
  ])('%s com %s → %s', (entrada, mascara, saida) => {
    expect(aplicarMascara(entrada, mascara)).toBe(saida);
  });

  it('formata enquanto se digita, sem inventar caracteres', () => {
    expect(aplicarMascara('529', MASCARAS.cpf)).toBe('529');
    expect(aplicarMascara('5299', MASCARAS.cpf)).toBe('529.9');
    expect(aplicarMascara('', MASCARAS.cpf)).toBe('');
  });

  it('ignora o que a posição não aceita e o excesso', () => {
    expect(aplicarMascara('52a998224725999', MASCARAS.cpf)).toBe('529.982.247-25');
    expect(aplicarMascara('12.ABC.345/01DE-3X5', MASCARAS.cnpj)).toBe('12.ABC.345/01DE-35');
  });

  it('telefone vira celular quando chega o 11º dígito', () => {
    expect(mascararTelefone('5432221100')).toBe('(54) 3222-1100');
    expect(mascararTelefone('54999991100')).toBe('(54) 99999-1100');
  });

  it.each([
    ['+55 81 99999-8888', '(81) 99999-8888'],
    ['+55 (81) 3222-1100', '(81) 3222-1100'],
    ['0055 81 99999-8888', '(81) 99999-8888'],
    ['5581999998888', '(81) 99999-8888'],
    ['558132221100', '(81) 3222-1100'],
    ['+55 55 99999-1100', '(55) 99999-1100'],
  ])('colado com o código do país: %j vira %j', (colado, esperado) => {
    expect(mascararTelefone(colado)).toBe(esperado);
  });

  it('DDD 55 sem código do país fica como está', () => {
    expect(mascararTelefone('55999991100')).toBe('(55) 99999-1100');
    expect(mascararTelefone('5532221100')).toBe('(55) 3222-1100');
  });

  it('um dígito a mais digitado depois do número completo é ignorado, não lido como código do país', () => {
    expect(mascararTelefone('(55) 99999-11003', '(55) 99999-1100')).toBe('(55) 99999-1100');
  });
});
