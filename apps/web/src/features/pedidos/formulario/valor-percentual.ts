import { MSG_PEDIDOS } from '@rodada/contracts';
import { percentualDe } from '@rodada/domain';

/*
 * Discount and fee as value ⇄ percent of the gross (spec 3 §9: 'discount and fee values and
 * percentages are derived from each other'; §5 'O valor não pode ser negativo'). The one typed last
 * leads: typing a percentage sets the value to that share of the gross (and follows the gross when
 * lines change); typing a value sets the percentage it is of the gross. Pure, cents in and out.
 */

export type CampoMonetario = 'desconto' | 'taxa';

/** What the functions read and write of the form. */
export interface DescontoTaxa {
  desconto_valor: number;
  desconto_percentual: string;
  desconto_origem: 'valor' | 'percentual';
  taxa_valor: number;
  taxa_percentual: string;
  taxa_origem: 'valor' | 'percentual';
}

/** A percentage typed with a comma or a dot, 0 to 100 with up to 4 decimals; null otherwise. */
export function lerPercentual(texto: string): number | null {
  const limpo = texto.trim().replace(',', '.');
  if (!/^\d{1,3}(\.\d{0,4})?$/.test(limpo)) return null;
  const n = Number(limpo);
  return n <= 100 ? n : null;
}

/** A percentage as the form shows it: up to 4 decimals, comma ('2,5'). */
export function formatarPercentual(n: number): string {
  return String(Math.round(n * 10_000) / 10_000).replace('.', ',');
}

/** The percentage `valor` is of `bruto`, as the form shows it; '' for no value or no gross. */
export function percentualDoValor(valor: number, bruto: number): string {
  if (bruto <= 0 || valor <= 0) return '';
  return formatarPercentual((valor / bruto) * 100);
}

/** The message of a typed percentage, or null: negative or not a percentage of 0 to 100. */
export function erroDoPercentual(texto: string): string | null {
  if (texto.trim() === '') return null;
  if (texto.trim().startsWith('-')) return MSG_PEDIDOS.valorNegativo;
  return lerPercentual(texto) === null ? MSG_PEDIDOS.percentualInvalido : null;
}

/** The message of a typed amount: a minus sign is refused ('O valor não pode ser negativo'). */
export function erroDoValor(texto: string): string | null {
  return texto.includes('-') ? MSG_PEDIDOS.valorNegativo : null;
}

/** A value typed in cents: the percentage follows. */
export function comValor<T extends DescontoTaxa>(
  f: T,
  campo: CampoMonetario,
  centavos: number,
  bruto: number,
): T {
  return {
    ...f,
    [`${campo}_valor`]: Math.max(0, centavos),
    [`${campo}_percentual`]: percentualDoValor(Math.max(0, centavos), bruto),
    [`${campo}_origem`]: 'valor',
  };
}

/** A percentage typed: the value is that share of the gross (0 while it is not a percentage). */
export function comPercentual<T extends DescontoTaxa>(
  f: T,
  campo: CampoMonetario,
  texto: string,
  bruto: number,
): T {
  const p = lerPercentual(texto);
  return {
    ...f,
    [`${campo}_percentual`]: texto.replace(/[^\d,.-]/g, ''),
    [`${campo}_valor`]: p === null ? 0 : percentualDe(bruto, p),
    [`${campo}_origem`]: 'percentual',
  };
}

/** After the lines changed: the side not typed last follows the new gross. */
export function ajustarAoBruto<T extends DescontoTaxa>(f: T, bruto: number): T {
  let r = f;
  for (const campo of ['desconto', 'taxa'] as const) {
    if (r[`${campo}_origem`] === 'percentual') r = comPercentual(r, campo, r[`${campo}_percentual`], bruto);
    else r = comValor(r, campo, r[`${campo}_valor`], bruto);
  }
  return r;
}
