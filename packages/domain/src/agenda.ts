/**
 * The 13 default agenda slots of a round (spec 1 §9, spec D8), Brasília wall-clock times
 * ['hh:mm' start, 'hh:mm' end]: 90 minutes each, except 21:30-22:00. Inserted for every new round
 * (agenda_slots), which an administrator may change later per round.
 */
export const SLOTS_PADRAO: readonly (readonly [inicio: string, fim: string])[] = [
  ['00:00', '01:30'],
  ['01:30', '03:00'],
  ['08:00', '09:30'],
  ['09:30', '11:00'],
  ['11:00', '12:30'],
  ['12:30', '14:00'],
  ['14:00', '15:30'],
  ['15:30', '17:00'],
  ['17:00', '18:30'],
  ['18:30', '20:00'],
  ['20:00', '21:30'],
  ['21:30', '22:00'],
  ['22:00', '23:30'],
];

/** The default slots as agenda_slots rows of a round: times 'hh:mm:ss', `ordem` from 1. */
export function slotsPadraoDaRodada(rodadaId: number) {
  return SLOTS_PADRAO.map(([inicio, fim], i) => ({
    rodada_id: rodadaId,
    inicio: `${inicio}:00`,
    fim: `${fim}:00`,
    ordem: i + 1,
  }));
}
