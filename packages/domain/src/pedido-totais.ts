import { multiplicar, percentualDe, somar } from './money.js';

/**
 * An order's totals in integer cents (spec 3 §9 "commission", §5 "Order form"; spec D14; PEDIDOS.md
 * decision 4), the same on the server (what is stored) and in the order form (what is shown):
 * - gross = Σ line subtotal (unit price × quantity);
 * - discount and fee: a value above 0 wins, else the percentage of the gross; the percentage
 *   kept is the one sent, or the one the value makes (4 decimals, numeric(7,4));
 * - net = gross − discount + fee;
 * - commission = net × comissao_percentual / 100.
 * Every rounding is half up (away from zero) at the cent, or at the fourth decimal of a percentage.
 */

/** One order line: unit price in cents and an integer quantity. */
export interface LinhaDeTotais {
  valor: number;
  quantidade: number;
}

/** A percentage as typed or stored: a number or a decimal string ('12.5', '12.5000'). */
export type Percentual = number | string;

export interface EntradaTotais {
  linhas: readonly LinhaDeTotais[];
  /** Discount in cents; above 0 it wins over the percentage. */
  desconto_valor?: number | null | undefined;
  desconto_percentual?: Percentual | null | undefined;
  /** Fee in cents; above 0 it wins over the percentage. */
  taxa_valor?: number | null | undefined;
  taxa_percentual?: Percentual | null | undefined;
  /** Commission percentage of the net (5 today, 'Fornecedor'). */
  comissao_percentual: Percentual;
}

export interface TotaisDoPedido {
  /** Total pieces over the lines. */
  quantidade: number;
  bruto: number;
  desconto_valor: number;
  /** Percentage string with up to 4 decimals ('0' when none). */
  desconto_percentual: string;
  taxa_valor: number;
  taxa_percentual: string;
  liquido: number;
  comissao_valor: number;
}

/** Reads a percentage; absent, empty or not a number is 0. */
function numeroPercentual(p: Percentual | null | undefined): number {
  if (p === null || p === undefined) return 0;
  const n = typeof p === 'number' ? p : Number(p.trim().replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** A percentage as the string kept: '12.5000' → '12.5', 5 → '5'. */
function textoPercentual(n: number): string {
  return String(n);
}

/**
 * `valor` as a percentage of `base` with 4 decimals, rounded half up: 1000 of 3000 → '33.3333'.
 * Base or value 0 → '0'.
 */
export function percentualDoValor(valor: number, base: number): string {
  if (base <= 0 || valor <= 0) return '0';
  const dezMilesimos = (BigInt(valor) * 1_000_000n * 2n + BigInt(base)) / (2n * BigInt(base));
  const inteiro = dezMilesimos / 10_000n;
  const fracao = String(dezMilesimos % 10_000n).padStart(4, '0');
  return `${inteiro}.${fracao}`;
}

/** A discount or fee: the value wins when above 0; else the percentage of the gross; else none. */
function ajuste(
  valor: number | null | undefined,
  percentual: Percentual | null | undefined,
  bruto: number,
): { valor: number; percentual: string } {
  if (valor !== null && valor !== undefined && valor > 0) {
    return { valor, percentual: percentualDoValor(valor, bruto) };
  }
  const p = numeroPercentual(percentual);
  if (p > 0) return { valor: percentualDe(bruto, p), percentual: textoPercentual(p) };
  return { valor: 0, percentual: '0' };
}

/** An order's totals in cents (see the module's comment). Throws RangeError on non-integer cents. */
export function totaisDoPedido(e: EntradaTotais): TotaisDoPedido {
  const bruto = somar(...e.linhas.map((l) => multiplicar(l.valor, l.quantidade)));
  const quantidade = e.linhas.reduce((s, l) => s + l.quantidade, 0);
  const desconto = ajuste(e.desconto_valor, e.desconto_percentual, bruto);
  const taxa = ajuste(e.taxa_valor, e.taxa_percentual, bruto);
  const liquido = somar(bruto, -desconto.valor, taxa.valor);
  return {
    quantidade,
    bruto,
    desconto_valor: desconto.valor,
    desconto_percentual: desconto.percentual,
    taxa_valor: taxa.valor,
    taxa_percentual: taxa.percentual,
    liquido,
    comissao_valor: percentualDe(liquido, numeroPercentual(e.comissao_percentual)),
  };
}
