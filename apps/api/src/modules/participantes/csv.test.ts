import { describe, expect, it } from 'vitest';
import { rodadas } from '@rodada/contracts';
import { CsvInvalido, lerCnpj, lerCnpjOuEmail, lerCsv, primeiroCampo } from './csv.js';
import { semAcento } from './participantes-listas.repository.js';

// The CSV reading of the participants import (docs/importacao-participantes.md).

const { MSG_RODADAS: MSG, CSV_MAX_LINHAS } = rodadas;
const csv = (texto: string) => Buffer.from(texto, 'utf8');

describe('lerCsv', () => {
  it('pula o cabeçalho, linhas em branco e linhas só de separadores; numera como no arquivo', () => {
    const linhas = lerCsv(
      csv('CNPJ;Nome\r\n11.222.333/0001-81;Malharia\r\n\r\n;;\r\n12ABC34501DE35;Outra\r\n'),
    );
    expect(linhas).toEqual([
      { linha: 2, conteudo: '11.222.333/0001-81;Malharia', identificador: '11.222.333/0001-81' },
      { linha: 5, conteudo: '12ABC34501DE35;Outra', identificador: '12ABC34501DE35' },
    ]);
  });

  it('sem cabeçalho, separador vírgula, BOM e campos entre aspas', () => {
    const linhas = lerCsv(csv('\uFEFF"11.222.333/0001-81","Malharia, Ltda"\n"a@b.com",x'));
    expect(linhas.map((l) => l.identificador)).toEqual(['11.222.333/0001-81', 'a@b.com']);
    expect(linhas[0]!.linha).toBe(1);
  });

  it('lê Windows-1252 (Excel em português) quando o arquivo não é UTF-8', () => {
    const latin1 = Buffer.from('Razão;x\n11222333000181;Confecção\n', 'latin1');
    expect(lerCsv(latin1)[0]!.conteudo).toBe('11222333000181;Confecção');
  });

  it('recusa arquivo binário, vazio ou com linhas demais', () => {
    expect(() => lerCsv(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toThrow(MSG.arquivoIlegivel);
    expect(() => lerCsv(csv('CNPJ\n\n'))).toThrow(new CsvInvalido(MSG.arquivoVazio));
    const muitas = Array.from({ length: CSV_MAX_LINHAS + 1 }, () => '11222333000181').join('\n');
    expect(() => lerCsv(csv(muitas))).toThrow(MSG.linhasDemais(CSV_MAX_LINHAS));
    const noLimite = Array.from({ length: CSV_MAX_LINHAS }, () => '11222333000181').join('\n');
    expect(lerCsv(csv(noLimite))).toHaveLength(CSV_MAX_LINHAS);
  });

  it('corta o conteúdo ecoado de uma linha longa', () => {
    const [l] = lerCsv(csv(`1${'x'.repeat(500)}`));
    expect(l!.conteudo).toHaveLength(rodadas.CSV_MAX_CONTEUDO);
  });
});

describe('primeiroCampo', () => {
  it('aspas duplicadas dentro do campo', () => {
    expect(primeiroCampo('"a""b";c', ';')).toBe('a"b');
    expect(primeiroCampo('  x ;y', ';')).toBe('x');
  });
});

describe('identificadores', () => {
  it('CNPJ numérico ou alfanumérico, com ou sem máscara; zeros à esquerda perdidos pelo Excel', () => {
    expect(lerCnpj('11.222.333/0001-81')).toEqual({ cnpj: '11222333000181' });
    expect(lerCnpj('12.abc.345/01de-35')).toEqual({ cnpj: '12ABC34501DE35' });
    expect(lerCnpj('6914094000190')).toEqual({ cnpj: '06914094000190' });
    expect(lerCnpj('11.222.333/0001-80')).toEqual({ motivo: MSG.motivoCnpjInvalido });
    expect(lerCnpj('')).toEqual({ motivo: MSG.motivoCnpjAusente });
  });

  it('representante: e-mail (minúsculas) ou CNPJ', () => {
    expect(lerCnpjOuEmail('Rep@Empresa.COM')).toEqual({ email: 'rep@empresa.com' });
    expect(lerCnpjOuEmail('rep@')).toEqual({ motivo: MSG.motivoEmailInvalido });
    expect(lerCnpjOuEmail('11222333000181')).toEqual({ cnpj: '11222333000181' });
    expect(lerCnpjOuEmail('')).toEqual({ motivo: MSG.motivoIdentificadorAusente });
  });
});

describe('semAcento', () => {
  it('tira acentos e cedilha e põe em minúsculas, como o translate do SQL', () => {
    expect(semAcento('ÁGATA Confecções Ñandú')).toBe('agata confeccoes nandu');
  });
});
