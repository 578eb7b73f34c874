import { describe, expect, it } from 'vitest';
import { SLOTS_PADRAO, slotsPadraoDaRodada } from './agenda.js';

const minutos = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

describe('SLOTS_PADRAO: os 13 horários da agenda (spec 1 §9, spec D8)', () => {
  it('são 13, em ordem, sem sobreposição', () => {
    expect(SLOTS_PADRAO).toHaveLength(13);
    for (let i = 1; i < SLOTS_PADRAO.length; i++) {
      expect(minutos(SLOTS_PADRAO[i]![0])).toBeGreaterThanOrEqual(minutos(SLOTS_PADRAO[i - 1]![1]));
    }
  });

  it('cada um dura 90 minutos, menos 21:30-22:00', () => {
    for (const [inicio, fim] of SLOTS_PADRAO) {
      expect(minutos(fim) - minutos(inicio), `${inicio}-${fim}`).toBe(inicio === '21:30' ? 30 : 90);
    }
  });

  it('viram linhas de agenda_slots da rodada, com ordem a partir de 1', () => {
    const linhas = slotsPadraoDaRodada(7);
    expect(linhas[0]).toEqual({ rodada_id: 7, inicio: '00:00:00', fim: '01:30:00', ordem: 1 });
    expect(linhas[12]).toEqual({ rodada_id: 7, inicio: '22:00:00', fim: '23:30:00', ordem: 13 });
  });
});
