import { describe, expect, it } from 'vitest';
import { rodadaEmAndamento } from './ilha.policy.js';

describe('rodadaEmAndamento: a Ilha de Impressão só existe entre o início e o fim da rodada (spec 1 §4)', () => {
  const rodada = { data_inicio: '2026-03-10', data_fim: '2026-03-12' };
  it.each([
    ['2026-03-09', false],
    ['2026-03-10', true],
    ['2026-03-11', true],
    ['2026-03-12', true],
    ['2026-03-13', false],
  ])('hoje %s → %s', (hoje, esperado) => {
    expect(rodadaEmAndamento(rodada, hoje)).toBe(esperado);
  });

  it('datas malformadas contam como fora do período', () => {
    expect(rodadaEmAndamento({ data_inicio: '', data_fim: '2026-03-12' }, '2026-03-11')).toBe(false);
    expect(rodadaEmAndamento(rodada, '11/03/2026')).toBe(false);
  });
});
