/**
 * Business dates (spec D4): every business day is a day in America/Sao_Paulo, computed with
 * the time-zone database Intl carries, never by subtracting three hours. Dates travel as 'yyyy-mm-dd'
 * strings (the form of spec 3 §3); views show 'dd/mm/yyyy'. Rules take `agora` as a parameter so they
 * stay pure and testable.
 */

/** The business time zone (spec D4). */
export const FUSO_NEGOCIO = 'America/Sao_Paulo';

const DIA_EM_SAO_PAULO = new Intl.DateTimeFormat('en-CA', {
  timeZone: FUSO_NEGOCIO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Whether y-m-d is a real calendar day (29/02 only in leap years). */
function diaExiste(ano: number, mes: number, dia: number): boolean {
  if (ano < 1 || mes < 1 || mes > 12 || dia < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC keeps it free of any local zone.
  const ultimo = new Date(Date.UTC(ano, mes, 0)).getUTCDate();
  return dia <= ultimo;
}

/** Whether `s` is a real calendar date written 'yyyy-mm-dd'. */
export function dataIsoValida(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return m !== null && diaExiste(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** The business day of an instant, 'yyyy-mm-dd' in America/Sao_Paulo; RangeError for an invalid Date. */
export function hojeEmSaoPaulo(agora: Date): string {
  if (Number.isNaN(agora.getTime())) throw new RangeError('Data inválida');
  // formatToParts instead of the formatted string: no reliance on a locale's separator or order.
  const partes = DIA_EM_SAO_PAULO.formatToParts(agora);
  const parte = (tipo: Intl.DateTimeFormatPartTypes): string =>
    partes.find((p) => p.type === tipo)?.value ?? '';
  return `${parte('year')}-${parte('month')}-${parte('day')}`;
}

/**
 * 'dd/mm/yyyy' for display. A string must be a calendar date 'yyyy-mm-dd' (a `date` column: pass it as
 * text, because a driver that turns it into a Date at UTC midnight would show the day before in São
 * Paulo); a Date is an instant and shows its day in America/Sao_Paulo. RangeError for anything else.
 */
export function formatarData(data: string | Date): string {
  const iso = typeof data === 'string' ? data : hojeEmSaoPaulo(data);
  if (!dataIsoValida(iso)) throw new RangeError(`Data inválida: ${JSON.stringify(String(data))}`);
  const [ano, mes, dia] = iso.split('-');
  return `${dia ?? ''}/${mes ?? ''}/${ano ?? ''}`;
}

/** 'dd/mm/yyyy' typed by a user to 'yyyy-mm-dd', or null when it is not a real calendar date. */
export function parseDataBr(s: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim());
  if (!m) return null;
  const [, dia = '', mes = '', ano = ''] = m;
  return diaExiste(Number(ano), Number(mes), Number(dia)) ? `${ano}-${mes}-${dia}` : null;
}
