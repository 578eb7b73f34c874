import { describe, expect, it } from 'vitest';
import { parcelasPromissoria } from './demo-logistica.js';
import { distribuirGrade } from './demo-util.js';

describe('parcelas de promissória (spec 2 §9)', () => {
  it('parcela = parte inteira do líquido / parcelas; a última leva o resto; fim de semana avança', () => {
    // 2026-01-01 is a Thursday: +30 = Saturday 31/01 → Monday 02/02; +60 = Monday 02/03.
    const p = parcelasPromissoria('2026-01-01', 100_050, 3, 30);
    expect(p.map((x) => x.valor)).toEqual([33_300, 33_300, 33_450]);
    expect(p.map((x) => x.vencimento)).toEqual(['2026-02-02', '2026-03-02', '2026-04-01']);
    expect(p.map((x) => x.dias)).toEqual([30, 60, 90]);
  });
});

describe('grade dos pedidos de demonstração', () => {
  it('as células somam a quantidade do item, com mais peças nos tamanhos do meio', () => {
    const grade = distribuirGrade(24, [1, 2], [10, 11, 12, 13]);
    expect(grade.reduce((s, c) => s + c.quantidade, 0)).toBe(24);
    const m = grade.find((c) => c.cor_id === 1 && c.tamanho_id === 11)?.quantidade ?? 0;
    const p = grade.find((c) => c.cor_id === 1 && c.tamanho_id === 10)?.quantidade ?? 0;
    expect(m).toBeGreaterThan(p);
  });
});
