import { dataIsoValida } from '../datas.js';

/** A round's days, as the print-island rule needs them ('yyyy-mm-dd'). */
export interface PeriodoDaRodada {
  data_inicio: string;
  data_fim: string;
}

/**
 * Whether the round is happening on `hoje` ('yyyy-mm-dd' in America/Sao_Paulo, see hojeEmSaoPaulo):
 * from data_inicio to data_fim, both included. The event's print island exists only then, so remote
 * printing is offered and kept on only inside this window (spec 1 §4: "The print island is turned off
 * when the round is outside its date window"). A malformed date counts as outside.
 */
export function rodadaEmAndamento(r: PeriodoDaRodada, hoje: string): boolean {
  if (![r.data_inicio, r.data_fim, hoje].every(dataIsoValida)) return false;
  // 'yyyy-mm-dd' strings order like the dates they name.
  return r.data_inicio <= hoje && hoje <= r.data_fim;
}
