import { describe, expect, it } from 'vitest';
import { MSG_LOJA } from '@rodada/contracts';
import {
  erroDaGrade,
  erroDaQuantidade,
  quantidadePadrao,
  ratear,
  somenteDigitos,
  sugestoesDeQuantidade,
} from './quantidade.js';

const produto = (quantidade_minima: number, multiplo: number) => ({ quantidade_minima, multiplo });

describe('erroDaQuantidade (spec 1 §5)', () => {
  it.each([
    // quantidade, mínimo, múltiplo, fornecedor, mensagem
    [Number.NaN, 6, 2, false, MSG_LOJA.quantidadeInvalida],
    [0, 0, 0, false, MSG_LOJA.quantidadeInvalida],
    [-4, 0, 0, false, MSG_LOJA.quantidadeInvalida],
    [2.5, 0, 0, false, MSG_LOJA.quantidadeInvalida],
    [4, 6, 2, false, 'Quantidade mínima: 6'],
    [4, 6, 2, true, null],
    [3, 0, 2, true, 'A quantidade selecionada para este produto deve ser um múltiplo de 2'],
    [7, 6, 2, false, 'A quantidade selecionada para este produto deve ser um múltiplo de 2'],
    [6, 6, 2, false, null],
    [7, 6, 1, false, null],
    [7, 6, 0, false, null],
    [5, 6, 4, false, 'Quantidade mínima: 6'],
    [12, 6, 4, false, null],
  ])('%s (mínimo %s, múltiplo %s, fornecedor %s) → %s', (q, minimo, multiplo, fornecedor, msg) => {
    expect(erroDaQuantidade(q, produto(minimo, multiplo), { fornecedor })).toBe(msg);
  });
});

describe('erroDaGrade (spec 1 §5)', () => {
  const g = (...qs: number[]) => qs.map((quantidade) => ({ quantidade }));
  it.each([
    [10, g(5, 5), null],
    [10, g(10), null],
    [10, g(4, 5), MSG_LOJA.gradeDiferente],
    [10, g(6, 5), MSG_LOJA.gradeDiferente],
    [10, g(12, -2), MSG_LOJA.gradeDiferente],
    [10, g(5.5, 4.5), MSG_LOJA.gradeDiferente],
    [10, g(), MSG_LOJA.gradeDiferente],
  ])('total %s, grade %j → %s', (total, grade, msg) => {
    expect(erroDaGrade(total, grade)).toBe(msg);
  });
});

describe('ratear: divisão automática (spec 1 §5)', () => {
  const celulas = (n: number) => Array.from({ length: n }, (_x, i) => ({ cor_id: 1, tamanho_id: i + 1 }));
  const qs = (total: number, n: number) => ratear(total, celulas(n)).map((c) => c.quantidade);
  it.each([
    [12, 1, [12]],
    [12, 3, [4, 4, 4]],
    [14, 4, [4, 4, 3, 3]],
    [13, 4, [4, 3, 3, 3]],
    [3, 5, [1, 1, 1, 0, 0]],
    [0, 2, [0, 0]],
    [10, 0, []],
  ])('%s peças em %s células → %j', (total, n, esperado) => {
    expect(qs(total, n)).toEqual(esperado);
  });

  it('guarda cor e tamanho de cada célula, na ordem dada, e soma o total', () => {
    const grade = ratear(7, [
      { cor_id: 9, tamanho_id: 3 },
      { cor_id: 8, tamanho_id: 2 },
    ]);
    expect(grade).toEqual([
      { cor_id: 9, tamanho_id: 3, quantidade: 4 },
      { cor_id: 8, tamanho_id: 2, quantidade: 3 },
    ]);
    expect(erroDaGrade(7, grade)).toBeNull();
  });
});

describe('sugestões e quantidade padrão (spec 1 §9)', () => {
  it.each([
    [produto(0, 0), [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]],
    [produto(100, 1), [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]],
    [produto(6, 2), [6, 8, 10, 12, 14, 16, 18, 20, 22, 24]],
    [produto(5, 2), [6, 8, 10, 12, 14, 16, 18, 20, 22, 24]],
    [produto(0, 12), [12, 24, 36, 48, 60, 72, 84, 96, 108, 120]],
    [produto(250, 0), [300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200]],
  ])('%j → %j', (p, esperado) => {
    expect(sugestoesDeQuantidade(p)).toEqual(esperado);
    expect(
      sugestoesDeQuantidade(p).every((q) => erroDaQuantidade(q, p, { fornecedor: false }) === null),
    ).toBe(true);
  });

  it.each([
    [produto(6, 2), 6],
    [produto(5, 2), 6],
    [produto(0, 0), 1],
    [produto(0, 12), 12],
    [produto(7, 1), 7],
  ])('padrão de %j: %s, sempre válido', (p, esperado) => {
    expect(quantidadePadrao(p)).toBe(esperado);
    expect(erroDaQuantidade(quantidadePadrao(p), p, { fornecedor: false })).toBeNull();
  });
});

describe('somenteDigitos', () => {
  it('tira tudo que não é dígito', () => {
    expect(somenteDigitos(' 1.2a-0 ')).toBe('120');
    expect(somenteDigitos('abc')).toBe('');
  });
});
