import { describe, expect, it } from 'vitest';
import { MSG_PRODUTOS } from '@rodada/contracts';
import {
  errosDaGrade,
  multiploValido,
  normalizarCodigo,
  quantidadeMinimaValida,
  quantidadePermitida,
  statusAposEdicao,
} from './produto.js';

describe('normalizarCodigo (spec 3 §5)', () => {
  it.each([
    ['  --ab c/1.2-x', 'ABC/1.2-X'],
    ['ref-001', 'REF-001'],
    ['./-A1', 'A1'],
    ['#12_34 b', '1234B'],
    ['camisa/verão.2026', 'CAMISA/VERAO.2026'],
    ['ÇÃO-ÉÊ', 'CAO-EE'],
    ['straße', 'STRASSE'],
    ['日本-12', '12'],
    ['🙂A', 'A'],
    ['---', ''],
    ['', ''],
    ['A--B..C//', 'A--B..C//'],
  ])('%j → %j', (entrada, saida) => {
    expect(normalizarCodigo(entrada)).toBe(saida);
  });

  it('é idempotente', () => {
    for (const c of ['  --ab c/1.2-x', 'çedilha-1', '..x']) {
      expect(normalizarCodigo(normalizarCodigo(c))).toBe(normalizarCodigo(c));
    }
  });
});

describe('grade, quantidade mínima e múltiplo (spec 3 §5)', () => {
  it('exige pelo menos uma cor e um tamanho', () => {
    expect(errosDaGrade({ cores: [1], tamanhos: [2] })).toEqual({});
    expect(errosDaGrade({ cores: [], tamanhos: [2] })).toEqual({ cores: MSG_PRODUTOS.gradeVazia });
    expect(errosDaGrade({ cores: [], tamanhos: [] })).toEqual({
      cores: MSG_PRODUTOS.gradeVazia,
      tamanhos: MSG_PRODUTOS.gradeVazia,
    });
  });

  it('quantidade mínima e múltiplo: inteiros, 0 ou mais', () => {
    expect(quantidadeMinimaValida(0)).toBe(true);
    expect(quantidadeMinimaValida(12)).toBe(true);
    expect(quantidadeMinimaValida(-1)).toBe(false);
    expect(quantidadeMinimaValida(1.5)).toBe(false);
    expect(quantidadeMinimaValida(Number.NaN)).toBe(false);
    expect(multiploValido(0)).toBe(true);
    expect(multiploValido(6)).toBe(true);
    expect(multiploValido(-6)).toBe(false);
    expect(multiploValido(2.5)).toBe(false);
  });

  it('quantidade de compra: acima do mínimo e múltipla (0 e 1 não restringem)', () => {
    const p = { quantidade_minima: 6, multiplo: 3 };
    expect(quantidadePermitida(6, p)).toBe(true);
    expect(quantidadePermitida(9, p)).toBe(true);
    expect(quantidadePermitida(3, p)).toBe(false);
    expect(quantidadePermitida(7, p)).toBe(false);
    expect(quantidadePermitida(0, { quantidade_minima: 0, multiplo: 0 })).toBe(false);
    expect(quantidadePermitida(5, { quantidade_minima: 0, multiplo: 1 })).toBe(true);
    expect(quantidadePermitida(5, { quantidade_minima: 0, multiplo: 0 })).toBe(true);
  });
});

describe('statusAposEdicao (spec 3 §4)', () => {
  const fornecedor = (mudouConteudo: boolean) => ({ porMaster: false, mudouConteudo });
  it('reprovado editado pelo fornecedor volta a Em homologação', () => {
    expect(statusAposEdicao(2, fornecedor(false))).toBe(0);
    expect(statusAposEdicao(2, fornecedor(true))).toBe(0);
  });
  it('homologado volta a Em homologação só quando muda o que o master revisou', () => {
    expect(statusAposEdicao(1, fornecedor(true))).toBe(0);
    expect(statusAposEdicao(1, fornecedor(false))).toBe(1);
  });
  it('em homologação e vencido não mudam; o master nunca muda o status', () => {
    expect(statusAposEdicao(0, fornecedor(true))).toBe(0);
    expect(statusAposEdicao(3, fornecedor(true))).toBe(3);
    expect(statusAposEdicao(2, { porMaster: true, mudouConteudo: true })).toBe(2);
    expect(statusAposEdicao(1, { porMaster: true, mudouConteudo: true })).toBe(1);
  });
});
