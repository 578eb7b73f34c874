import { describe, expect, it } from 'vitest';
import {
  centavosParaTexto,
  coladoParaCentavos,
  iniciarRascunho,
  rascunhoParaCentavos,
  dataParaTexto,
  digitadoParaCentavos,
  mascararData,
  mascararHora,
  textoParaData,
  textoParaHora,
} from './entradas';

describe('data (spec 1 §5)', () => {
  it('mostra yyyy-mm-dd como dd/mm/aaaa; nulo ou malformado fica vazio', () => {
    expect(dataParaTexto('2030-03-05')).toBe('05/03/2030');
    expect(dataParaTexto(null)).toBe('');
    expect(dataParaTexto('2030-02-30')).toBe('');
    expect(dataParaTexto('05/03/2030')).toBe('');
  });

  it('máscara ##/##/####: só dígitos, barras inseridas', () => {
    expect(mascararData('05032030')).toBe('05/03/2030');
    expect(mascararData('0503')).toBe('05/03');
    expect(mascararData('05/0a3/20301')).toBe('05/03/2030');
  });

  it('data completa e existente vira yyyy-mm-dd', () => {
    expect(textoParaData('29/02/2024')).toBe('2024-02-29');
    expect(textoParaData('01/01/2003')).toBe('2003-01-01');
  });

  it('incompleta, inexistente ou antes de 2003-01-01: nula (o campo a limpa)', () => {
    expect(textoParaData('05/03/20')).toBeNull();
    expect(textoParaData('29/02/2023')).toBeNull();
    expect(textoParaData('31/04/2030')).toBeNull();
    expect(textoParaData('31/12/2002')).toBeNull();
    expect(textoParaData('')).toBeNull();
  });

  it('antes do mínimo do campo (hoje, nas remessas): nula', () => {
    expect(textoParaData('09/03/2030', '2030-03-10')).toBeNull();
    expect(textoParaData('10/03/2030', '2030-03-10')).toBe('2030-03-10');
  });

  it('com piso e teto próprios (data de nascimento): de 1900-01-01 até hoje', () => {
    const limites = { minimo: '1900-01-01', maximo: '2026-05-20' };
    expect(textoParaData('10/05/1980', null, limites)).toBe('1980-05-10');
    expect(textoParaData('01/01/1900', null, limites)).toBe('1900-01-01');
    expect(textoParaData('31/12/1899', null, limites)).toBeNull();
    expect(textoParaData('20/05/2026', null, limites)).toBe('2026-05-20');
    expect(textoParaData('21/05/2026', null, limites)).toBeNull();
    // Without a floor of its own, 2003-01-01 stays (spec 1 §5).
    expect(textoParaData('10/05/1980', null, { maximo: '2026-05-20' })).toBeNull();
  });
});

describe('hora 24 h', () => {
  it('máscara HH:mm', () => {
    expect(mascararHora('1745')).toBe('17:45');
    expect(mascararHora('9')).toBe('9');
    expect(mascararHora('17h45x')).toBe('17:45');
  });

  it('lê HH:mm e as formas curtas', () => {
    expect(textoParaHora('17:45')).toBe('17:45');
    expect(textoParaHora('00:00')).toBe('00:00');
    expect(textoParaHora('23:59')).toBe('23:59');
    expect(textoParaHora('9')).toBe('09:00');
    expect(textoParaHora('17')).toBe('17:00');
    expect(textoParaHora('930')).toBe('09:30');
    expect(textoParaHora('1745')).toBe('17:45');
    expect(textoParaHora('9:30')).toBe('09:30');
  });

  it('fora de 00:00-23:59 ou malformada: nula', () => {
    expect(textoParaHora('24:00')).toBeNull();
    expect(textoParaHora('12:60')).toBeNull();
    expect(textoParaHora('17:4')).toBeNull();
    expect(textoParaHora('')).toBeNull();
    expect(textoParaHora('ab')).toBeNull();
    expect(textoParaHora('12345')).toBeNull();
  });
});

describe('dinheiro em centavos (spec D14)', () => {
  it('mostra centavos no formato brasileiro, sem R$', () => {
    expect(centavosParaTexto(123456)).toBe('1.234,56');
    expect(centavosParaTexto(5)).toBe('0,05');
    expect(centavosParaTexto(0)).toBe('0,00');
    expect(centavosParaTexto(99_999_999_999_999)).toBe('999.999.999.999,99');
    expect(centavosParaTexto(null)).toBe('');
    expect(centavosParaTexto(1.5)).toBe('');
  });

  it('digitação de caixa: cada dígito entra como o último centavo', () => {
    expect(digitadoParaCentavos('1')).toBe(1);
    expect(digitadoParaCentavos('0,012')).toBe(12);
    expect(digitadoParaCentavos('1.234,567')).toBe(1234567);
    expect(digitadoParaCentavos('1.234,5')).toBe(12345);
    expect(digitadoParaCentavos('')).toBeNull();
    expect(digitadoParaCentavos('abc')).toBeNull();
  });

  it('zeros: 0 ao digitar, vazio ao apagar até zero', () => {
    expect(digitadoParaCentavos('0')).toBe(0);
    expect(digitadoParaCentavos('0,0', true)).toBeNull();
    expect(digitadoParaCentavos('0,1', true)).toBe(1);
  });

  it('no máximo 14 dígitos: o 15º é ignorado', () => {
    expect(digitadoParaCentavos('999.999.999.999,999')).toBe(99_999_999_999_999);
  });

  it('colar um valor escrito lê o valor como a pessoa quis dizer, não os dígitos', () => {
    expect(coladoParaCentavos('R$ 1.234,56')).toEqual({ centavos: 123456 });
    expect(coladoParaCentavos('1234,5')).toEqual({ centavos: 123450 });
    expect(coladoParaCentavos('1234.56')).toEqual({ centavos: 123456 });
    expect(coladoParaCentavos('10')).toEqual({ centavos: 1000 });
    expect(coladoParaCentavos('R$ 1.234')).toEqual({ centavos: 123400 });
    expect(coladoParaCentavos('R$ 1.234.567')).toEqual({ centavos: 123456700 });
    expect(coladoParaCentavos(' 1 234,00')).toEqual({ centavos: 123400 });
  });

  it('colar o que não é valor, ou passa da coluna: o campo fica como estava, com o aviso', () => {
    expect(coladoParaCentavos('-5,00')).toEqual({ aviso: 'Valor inválido' });
    expect(coladoParaCentavos('abc')).toEqual({ aviso: 'Valor inválido' });
    expect(coladoParaCentavos('1.000.000.000.000,00')).toEqual({
      aviso: 'Valor acima do máximo permitido (R$ 999.999.999.999,99)',
    });
  });

  it('um separador digitado passa a ler o texto como a pessoa escreve: "0,12" + "," é R$ 12', () => {
    expect(iniciarRascunho('0,12,')).toBe('12,');
    expect(iniciarRascunho('0,01.')).toBe('1.');
    expect(iniciarRascunho(',')).toBe(',');
    expect(rascunhoParaCentavos('12,')).toBe(1200);
    expect(rascunhoParaCentavos('1.')).toBe(100);
    expect(rascunhoParaCentavos('1.234')).toBe(123400);
    expect(rascunhoParaCentavos('12,5')).toBe(1250);
    expect(rascunhoParaCentavos('')).toBeNull();
    expect(rascunhoParaCentavos('999.999.999.999,99')).toBe(99_999_999_999_999);
    expect(rascunhoParaCentavos('9.999.999.999.999')).toBeUndefined(); // passa da coluna: recusado
  });
});
