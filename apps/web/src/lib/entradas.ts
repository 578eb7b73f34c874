/**
 * The rules of the shared inputs (spec 1 §5 "Shared inputs"), pure so they are tested alone; the
 * fields are components/campo-data.tsx, campo-hora.tsx and campo-dinheiro.tsx.
 *
 * - Date: typed with the mask ##/##/####, held as 'yyyy-mm-dd' (or null); a date that does not exist
 *   or is before 2003-01-01 (or the field's own floor, or its `min`), or after its `maximo`, is cleared.
 * - Time: 24-hour 'HH:mm' (or null); '9' reads 09:00, '930' 09:30, '1745' 17:45.
 * - Money: integer cents (spec D14: never a float), shown '1.234,56'; digits typed from the
 *   right like a cash register (each enters as the last cent); a typed separator, or a paste, reads
 *   the text as a person writes money ('1.234' is R$ 1.234,00; @rodada/domain interpretarValor).
 */
import { campos } from '@rodada/contracts';
import {
  cabeNaColuna,
  dataIsoValida,
  deCentavos,
  formatarData,
  interpretarValor,
  parseDataBr,
} from '@rodada/domain';
import { aplicarMascara, MASCARAS } from './mascaras';

/** The required message of the shared inputs, verbatim (spec 1 §5; spec 2 §5 'Campo Obrigatório'). */
export const CAMPO_OBRIGATORIO = 'Campo Obrigatório';

/** Typed dates before this are cleared (spec 1 §5: 'a typed date must be after 2003-01-01'). */
export const DATA_MINIMA = '2003-01-01';

// ---- Date ----

/** What the date field shows for a value: 'dd/mm/aaaa', or '' for null or a malformed value. */
export function dataParaTexto(iso: string | null | undefined): string {
  return iso && dataIsoValida(iso) ? formatarData(iso) : '';
}

/** The date mask applied to what was typed (digits only, slashes inserted). */
export function mascararData(texto: string): string {
  return aplicarMascara(texto.replace(/\D/g, ''), MASCARAS.data);
}

/**
 * The value of a typed date: 'yyyy-mm-dd' when it is complete, exists and is on or after both the
 * floor `minimo` (2003-01-01 unless a field says otherwise, e.g. a birth date) and `min`
 * ('yyyy-mm-dd'), and not after `maximo`; null otherwise (the field then clears it on blur).
 */
export function textoParaData(
  texto: string,
  min?: string | null,
  limites: { minimo?: string | undefined; maximo?: string | undefined } = {},
): string | null {
  const iso = parseDataBr(texto);
  if (!iso || iso < (limites.minimo ?? DATA_MINIMA)) return null;
  if (min && iso < min) return null;
  if (limites.maximo && iso > limites.maximo) return null;
  return iso;
}

// ---- Time ----

/** The time mask applied to what was typed: digits only, 'HH:mm'. */
export function mascararHora(texto: string): string {
  return aplicarMascara(texto.replace(/\D/g, ''), '##:##');
}

/**
 * The value of a typed time, 'HH:mm' in 24 hours, or null when it is not a time. Short forms are
 * completed: '9' → '09:00', '17' → '17:00', '930' → '09:30', '9:5' → null (ambiguous minutes).
 */
export function textoParaHora(texto: string): string | null {
  const limpo = texto.trim();
  let h: string;
  let m: string;
  const comDoisPontos = /^(\d{1,2}):(\d{2})$/.exec(limpo);
  if (comDoisPontos) {
    [, h = '', m = ''] = comDoisPontos;
  } else if (/^\d{1,4}$/.test(limpo)) {
    // Without a colon: 1-2 digits are the hour, 3-4 are hour and minutes.
    h = limpo.length <= 2 ? limpo : limpo.slice(0, -2);
    m = limpo.length <= 2 ? '00' : limpo.slice(-2);
  } else {
    return null;
  }
  const hora = Number(h);
  const minuto = Number(m);
  if (hora > 23 || minuto > 59) return null;
  return `${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}`;
}

// ---- Money ----

const FORMATO_VALOR = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as the money field shows them, without 'R$': 123456 → '1.234,56'; null → ''. */
export function centavosParaTexto(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined || !Number.isSafeInteger(centavos)) return '';
  // The decimal string, not a float, so no value is ever off by a cent (as formatarMoeda).
  return FORMATO_VALOR.format(deCentavos(centavos) as `${number}`);
}

/**
 * The cents of what is in the money field after a keystroke, cash-register style: the digits, read
 * as cents ('1.234,567' → 123456,7 → 1234567 cents: a digit typed at the end enters as the last
 * cent). No digits → null; only zeros → 0, unless `apagando` (a deletion that reaches zero empties
 * the field, or backspace could never clear it). At most 14 digits (MAX_CENTAVOS, the column's
 * numeric(14,2)): a digit typed past them is ignored.
 */
export function digitadoParaCentavos(texto: string, apagando = false): number | null {
  const digitos = texto.replace(/\D/g, '').replace(/^0+/, '').slice(0, 14);
  if (digitos) return Number(digitos);
  return /\d/.test(texto) && !apagando ? 0 : null;
}

/**
 * What pasting into the money field gives: the amount as a person means it (interpretarValor:
 * 'R$ 1.234' is R$ 1.234,00, never the digits read as cents), or the warning shown when the text is
 * not an amount or goes past what the column holds; the field then keeps its value.
 */
export function coladoParaCentavos(texto: string): { centavos: number } | { aviso: string } {
  const c = interpretarValor(texto);
  if (c === null) return { aviso: 'Valor inválido' };
  return cabeNaColuna(c) ? { centavos: c } : { aviso: campos.MSG_DINHEIRO_MAXIMO };
}

/** Whether the keystroke that turned `anterior` into `novo` typed a decimal or thousands separator. */
export function digitouSeparador(anterior: string, novo: string): boolean {
  return novo.length === anterior.length + 1 && /[.,]$/.test(novo);
}

/**
 * The draft a typed separator starts: from then until the field loses focus it holds the text as
 * typed and reads it as a person writes money. The cents typed so far become the whole reais
 * before the separator: '0,12' + ',' → '12,' (the person typed 1, 2 and a comma: R$ 12).
 */
export function iniciarRascunho(novo: string): string {
  const digitos = novo.slice(0, -1).replace(/\D/g, '').replace(/^0+/, '');
  return digitos + novo.slice(-1);
}

/**
 * The cents of a draft (see iniciarRascunho): a separator at the end is not there yet ('12,' is
 * R$ 12); '' is null; undefined when it does not read as an amount or passes the column (the
 * keystroke is refused).
 */
export function rascunhoParaCentavos(texto: string): number | null | undefined {
  const limpo = texto.trim().replace(/[.,]$/, '');
  if (!limpo) return null;
  const c = interpretarValor(limpo);
  return c !== null && cabeNaColuna(c) ? c : undefined;
}
