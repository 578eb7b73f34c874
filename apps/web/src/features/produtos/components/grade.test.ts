import { describe, expect, it } from 'vitest';
import { aplicarEspecial, colunasDaGrade, mover } from './grade';

const P = { id: 1, especial: false };
const M = { id: 2, especial: false };
const UNICO = { id: 9, especial: true };

describe('grade do produto (spec 3 §2, §3)', () => {
  it('escolher o especial tira os outros; com ele escolhido nada mais entra', () => {
    expect(aplicarEspecial([P, M], [P, M, UNICO])).toEqual([UNICO]);
    expect(aplicarEspecial([UNICO], [UNICO, P])).toEqual([UNICO]);
    expect(aplicarEspecial([UNICO], [])).toEqual([]);
    expect(aplicarEspecial([P], [P, M])).toEqual([P, M]);
  });

  it('pelo menos 8 colunas de tamanho', () => {
    expect(colunasDaGrade(['P', 'M'])).toEqual(['P', 'M', null, null, null, null, null, null]);
    const nove = Array.from({ length: 9 }, (_, i) => i);
    expect(colunasDaGrade(nove)).toEqual(nove);
  });

  it('mover muda a posição e ignora índices fora da lista', () => {
    expect(mover(['P', 'M', 'G'], 2, 0)).toEqual(['G', 'P', 'M']);
    expect(mover(['P', 'M', 'G'], 0, 1)).toEqual(['M', 'P', 'G']);
    expect(mover(['P', 'M'], 0, 5)).toEqual(['P', 'M']);
  });
});
