/**
 * Money as integer cents (spec D14: exact decimals, never binary floats, in storage and in
 * arithmetic). Every value that leaves this module is a safe integer of cents; the database column is
 * numeric(14,2), written with `deCentavos`. Arithmetic that needs a fraction (percentages, parsing a
 * float) is done on BigInt decimals, so 1.005 is 101 cents and 5% of R$ 0,10 is 1 cent.
 */

/** A decimal value as an integer mantissa and a power of ten: valor = mantissa × 10^expoente. */
interface Decimal {
  mantissa: bigint;
  expoente: number;
}

// The zod-free entry: the web's first load uses this module (issue 13 §8).
import { MAX_CENTAVOS_DINHEIRO } from '@rodada/contracts/leve';

const MAX_SEGURO = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The most a money column holds: numeric(14,2) is R$ 999.999.999.999,99 (apps/api/src/db/schema/
 * colunas.ts). The contracts' `dinheiro` field refuses more; the money field caps at it.
 */
export const MAX_CENTAVOS = MAX_CENTAVOS_DINHEIRO;

/** Plain decimal in machine form, optionally with an exponent, as `String(number)` writes it. */
const DECIMAL_MAQUINA = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
/** pt-BR form: comma decimal separator, dots grouping thousands in threes ('1.234.567,89'). */
const DECIMAL_PT_BR = /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$/;
/** Machine form without exponent ('1234.56', the numeric(14,2) string and JSON). */
const DECIMAL_PONTO = /^\d+(?:\.\d+)?$/;
/**
 * '1.234' could be R$ 1.234,00 typed in pt-BR or 1.234 in machine form: a thousandfold mistake either
 * way, so it is refused instead of guessed. Machine strings carry two decimals, pt-BR ones a comma.
 */
const AMBIGUO = /^[1-9]\d{0,2}\.\d{3}$/;

function invalido(v: unknown): RangeError {
  return new RangeError(`Valor monetário inválido: ${JSON.stringify(String(v))}`);
}

/** Reads a decimal in machine form; null when it does not match. */
function lerDecimalMaquina(texto: string): Decimal | null {
  const m = DECIMAL_MAQUINA.exec(texto);
  if (!m) return null;
  const [, sinal = '', inteiro = '', fracao = '', exp = '0'] = m;
  const mantissa = BigInt(inteiro + fracao);
  return { mantissa: sinal === '-' ? -mantissa : mantissa, expoente: Number(exp) - fracao.length };
}

/** A finite number as the decimal it prints as (its shortest round-trip form), so 1.005 is 1.005. */
function decimalDeNumero(v: number, nome: string): Decimal {
  if (!Number.isFinite(v)) throw new RangeError(`${nome} deve ser um número finito: ${String(v)}`);
  const d = lerDecimalMaquina(String(v));
  // String() of a finite number always matches DECIMAL_MAQUINA; kept for the type checker.
  if (!d) throw new RangeError(`${nome} inválido: ${String(v)}`);
  return d;
}

/** mantissa × 10^expoente rounded to an integer, half away from zero. */
function arredondar(mantissa: bigint, expoente: number): bigint {
  if (expoente >= 0) return mantissa * 10n ** BigInt(expoente);
  const divisor = 10n ** BigInt(-expoente);
  const negativo = mantissa < 0n;
  const abs = negativo ? -mantissa : mantissa;
  let q = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) q += 1n;
  return negativo ? -q : q;
}

/** Back to a number of cents, refusing what a JS number cannot hold exactly. */
function paraNumeroSeguro(c: bigint, origem: unknown): number {
  if (c > MAX_SEGURO || c < -MAX_SEGURO) throw invalido(origem);
  const n = Number(c);
  return n === 0 ? 0 : n; // never -0: it would print as '-0.00' in some paths
}

function assertCentavos(c: number): void {
  if (!Number.isSafeInteger(c)) throw new RangeError(`Centavos devem ser um inteiro: ${String(c)}`);
}

/** Reads a string in pt-BR or machine form (see the regular expressions above) as a Decimal. */
function decimalDeTexto(v: string): Decimal {
  // Accepts what formatarMoeda writes: 'R$ 1.234,56', '-R$ 1.234,56' (with a normal or a
  // non-breaking space), so a formatted value reads back to the same cents.
  const m = /^(-?)\s*(?:R\$)?\s*(-?)\s*(.*)$/.exec(v.trim().replace(/[\u00a0\u202f]/g, ' '));
  const [, sinalAntes = '', sinalDepois = '', corpo = ''] = m ?? [];
  if (sinalAntes && sinalDepois) throw invalido(v);
  let maquina: string;
  if (corpo.includes(',')) {
    if (!DECIMAL_PT_BR.test(corpo)) throw invalido(v);
    maquina = corpo.replace(/\./g, '').replace(',', '.');
  } else {
    if (!DECIMAL_PONTO.test(corpo) || AMBIGUO.test(corpo)) throw invalido(v);
    maquina = corpo;
  }
  const d = lerDecimalMaquina(maquina);
  if (!d) throw invalido(v);
  return sinalAntes || sinalDepois ? { ...d, mantissa: -d.mantissa } : d;
}

/**
 * Reais to integer cents, rounding half away from zero at the cent. Strings: '1234.56' (machine),
 * '1.234,56' or '1234,56' (pt-BR), 'R$ 1.234,56'; '1.234' is refused as ambiguous. Throws RangeError
 * for NaN, Infinity, malformed text, and values beyond Number.MAX_SAFE_INTEGER cents.
 */
export function paraCentavos(v: string | number): number {
  const d = typeof v === 'number' ? decimalDeNumero(v, 'Valor monetário') : decimalDeTexto(v);
  return paraNumeroSeguro(arredondar(d.mantissa, d.expoente + 2), v);
}

/** Integer cents to the numeric(14,2) string the database stores: 123456 → '1234.56'. */
export function deCentavos(c: number): string {
  assertCentavos(c);
  const abs = Math.abs(c);
  const reais = Math.trunc(abs / 100);
  const resto = String(abs % 100).padStart(2, '0');
  return `${c < 0 ? '-' : ''}${reais}.${resto}`;
}

const FORMATO_BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Cents for display: 123456 → 'R$ 1.234,56', -5 → '-R$ 0,05'. Intl puts a non-breaking space after
 * 'R$'; it is replaced by a normal space so the text is the same everywhere (tests, PDFs, exports) and
 * matches what the documents write. Screens that must not wrap there use CSS (white-space: nowrap).
 * The decimal string is formatted, not a float, so no value is ever off by a cent.
 */
export function formatarMoeda(c: number): string {
  return FORMATO_BRL.format(deCentavos(c) as `${number}`).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * `percentual`% of an amount, rounded half away from zero at the cent: percentualDe(10000, 5) = 500.
 * Used for commission = net × commission% / 100 and discount or fee percentages (spec 3 §9).
 */
export function percentualDe(centavos: number, percentual: number): number {
  assertCentavos(centavos);
  const p = decimalDeNumero(percentual, 'Percentual');
  return paraNumeroSeguro(arredondar(BigInt(centavos) * p.mantissa, p.expoente - 2), percentual);
}

/** Sum of amounts in cents; throws RangeError if an operand or the total is not a safe integer. */
export function somar(...valores: number[]): number {
  let total = 0n;
  for (const v of valores) {
    assertCentavos(v);
    total += BigInt(v);
  }
  return paraNumeroSeguro(total, total);
}

/** A unit price times an integer quantity (an order line's subtotal), exactly. */
export function multiplicar(centavos: number, quantidade: number): number {
  assertCentavos(centavos);
  if (!Number.isSafeInteger(quantidade)) {
    throw new RangeError(`Quantidade deve ser um inteiro: ${String(quantidade)}`);
  }
  return paraNumeroSeguro(BigInt(centavos) * BigInt(quantidade), quantidade);
}

/** Whether an amount fits a money column (0 to MAX_CENTAVOS; money typed in forms is never negative). */
export function cabeNaColuna(centavos: number): boolean {
  return Number.isSafeInteger(centavos) && centavos >= 0 && centavos <= MAX_CENTAVOS;
}

/** Groups of three digits after a first group of one to three, joined by `sep` ('1.234.567'). */
const agrupado = (sep: string) => new RegExp(`^[1-9]\\d{0,2}(?:\\${sep}\\d{3})+$`);
const AGRUPADO_PONTO = agrupado('.');
const AGRUPADO_VIRGULA = agrupado(',');
const AGRUPADO_ESPACO = agrupado(' ');

/** The integer part of an amount: plain digits, or grouped in threes by `sep`; null otherwise. */
function parteInteira(texto: string, sep: string): string | null {
  if (/^\d*$/.test(texto)) return texto || '0';
  return agrupado(sep).test(texto) ? texto.split(sep).join('') : null;
}

/**
 * The cents a person means by an amount typed or pasted in a Brazilian form, or null when the text
 * is not an amount (or is negative). Unlike paraCentavos, which reads stored and formatted values
 * strictly, this reads the way people write money:
 * - 'R$' and spaces around are ignored; spaces, like dots, may group thousands (' 1 234,00');
 * - a comma is the decimal separator ('1234,56', '1.234,5', '12,' is R$ 12,00);
 * - dots alone group thousands when every group after the first has three digits: '1.234' and
 *   '1.234.567' are R$ 1.234,00 and R$ 1.234.567,00 (in a pt-BR form nobody writes R$ 1,234 so);
 *   otherwise one dot with one or two decimals is a machine decimal ('1234.5', '0.05');
 * - with both, the last one is the decimal separator ('1,234.56' from an English spreadsheet);
 * - no separator is whole reais ('12' is R$ 12,00).
 * More than two decimals round half away from zero at the cent. The caller caps with cabeNaColuna.
 */
export function interpretarValor(texto: string): number | null {
  let s = texto
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .trim()
    .replace(/^R\$\s*/i, '');
  if (!/^[\d., ]+$/.test(s)) return null;
  // Spaces only as thousands groups of the integer part.
  if (s.includes(' ')) {
    const [inteiro = '', ...resto] = s.split(/(?=[.,])/);
    if (!AGRUPADO_ESPACO.test(inteiro)) return null;
    s = inteiro.replace(/ /g, '') + resto.join('');
  }
  const ultimaVirgula = s.lastIndexOf(',');
  const ultimoPonto = s.lastIndexOf('.');
  let inteiro: string | null;
  let fracao = '';
  if (ultimaVirgula < 0 && ultimoPonto < 0) {
    inteiro = s;
  } else if (ultimaVirgula < 0) {
    if (AGRUPADO_PONTO.test(s)) inteiro = s.replace(/\./g, '');
    else if (/^\d*\.\d{1,2}$/.test(s)) [inteiro = '', fracao = ''] = s.split('.');
    else return null;
  } else if (ultimoPonto < 0 && AGRUPADO_VIRGULA.test(s) && s.split(',').length > 2) {
    inteiro = s.replace(/,/g, ''); // '1,234,567': English thousands
  } else {
    const decimal = ultimaVirgula > ultimoPonto ? ',' : '.';
    const grupo = decimal === ',' ? '.' : ',';
    const i = s.lastIndexOf(decimal);
    inteiro = parteInteira(s.slice(0, i), grupo);
    fracao = s.slice(i + 1);
    if (!/^\d*$/.test(fracao)) return null;
  }
  if (inteiro === null || !/^\d*$/.test(inteiro) || (!inteiro && !fracao)) return null;
  // Straight to the decimal: paraCentavos would refuse '1.005' as ambiguous, already settled here.
  const d = lerDecimalMaquina(`${inteiro || '0'}${fracao ? `.${fracao}` : ''}`);
  const c = d && arredondar(d.mantissa, d.expoente + 2);
  return c !== null && c <= MAX_SEGURO ? Number(c) : null;
}
