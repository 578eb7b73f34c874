import { MSG_LOJA } from '@rodada/contracts';

// The quantity rules of the shop's quantity / grade dialog and of every order line (spec 1 §5
// "Quantity dialog", "Automatic split", §9 "Quantity suggestions"; issue 13 §3). The web shows
// these messages and the server applies the same functions to what it receives (never trusting
// the cart).

/** What of a product the rules read. */
export interface RegraDeQuantidade {
  quantidade_minima: number;
  /** 0 or 1: no restriction. */
  multiplo: number;
}

/** One cell of a grid: a colour, a size and how many pieces. */
export interface CelulaDaGrade {
  cor_id: number;
  tamanho_id: number;
  quantidade: number;
}

/** The quantity field takes digits only (spec 1 §5): anything else typed is dropped. */
export const somenteDigitos = (texto: string): string => texto.replace(/\D+/g, '');

/**
 * The first message a quantity breaks, or null (spec 1 §5): not a positive whole number →
 * 'Quantidade inválida'; below the product's minimum, except for suppliers (they are exempt) →
 * 'Quantidade mínima: {n}'; not a multiple of the product's multiple (when above 1) →
 * 'A quantidade selecionada para este produto deve ser um múltiplo de {n}'.
 */
export function erroDaQuantidade(
  quantidade: number,
  produto: RegraDeQuantidade,
  opcoes: { fornecedor: boolean },
): string | null {
  if (!Number.isSafeInteger(quantidade) || quantidade <= 0) return MSG_LOJA.quantidadeInvalida;
  if (!opcoes.fornecedor && quantidade < produto.quantidade_minima) {
    return MSG_LOJA.quantidadeMinima(produto.quantidade_minima);
  }
  if (produto.multiplo > 1 && quantidade % produto.multiplo !== 0) {
    return MSG_LOJA.quantidadeMultiplo(produto.multiplo);
  }
  return null;
}

/** The pieces of a grid. */
export const somaDaGrade = (grade: readonly Pick<CelulaDaGrade, 'quantidade'>[]): number =>
  grade.reduce((s, c) => s + c.quantidade, 0);

/**
 * The grid's rule (spec 1 §5): whole non-negative cells whose sum is the total, else
 * 'Quantidade total diferente da quantidade rateada nas cores/tamanhos'.
 */
export function erroDaGrade(
  total: number,
  grade: readonly Pick<CelulaDaGrade, 'quantidade'>[],
): string | null {
  const celulasValidas = grade.every((c) => Number.isSafeInteger(c.quantidade) && c.quantidade >= 0);
  if (!celulasValidas || somaDaGrade(grade) !== total) return MSG_LOJA.gradeDiferente;
  return null;
}

/**
 * The automatic split (spec 1 §5): the total divided evenly over the chosen cells, the remainder
 * one each to the first cells (in the order given); a single cell gets the total. A total smaller
 * than the number of cells leaves the last cells at 0 (they stay in the answer, so the dialog shows
 * them; an order keeps only cells above 0).
 */
export function ratear(
  total: number,
  celulas: readonly Pick<CelulaDaGrade, 'cor_id' | 'tamanho_id'>[],
): CelulaDaGrade[] {
  if (celulas.length === 0 || !Number.isSafeInteger(total) || total <= 0) {
    return celulas.map((c) => ({ cor_id: c.cor_id, tamanho_id: c.tamanho_id, quantidade: 0 }));
  }
  const base = Math.floor(total / celulas.length);
  const resto = total % celulas.length;
  return celulas.map((c, i) => ({
    cor_id: c.cor_id,
    tamanho_id: c.tamanho_id,
    quantidade: base + (i < resto ? 1 : 0),
  }));
}

/** How many quantity suggestions the dialog offers (spec 1 §9). */
export const SUGESTOES_DE_QUANTIDADE = 10;

/**
 * The quantity suggestions (spec 1 §9): the first 10 multiples of the product's multiple that are
 * at least its minimum; a product without a multiple (0 or 1) steps by 100, which gives 100 to 1000
 * for a minimum up to 100. Our reading: with a minimum above 100 those steps start at the minimum's
 * next hundred, so every suggestion is valid.
 */
export function sugestoesDeQuantidade(produto: RegraDeQuantidade): number[] {
  const passo = produto.multiplo > 1 ? produto.multiplo : 100;
  const primeiro = Math.max(passo, Math.ceil(produto.quantidade_minima / passo) * passo);
  return Array.from({ length: SUGESTOES_DE_QUANTIDADE }, (_x, i) => primeiro + i * passo);
}

/**
 * The dialog's starting quantity (spec 1 §9: the product's minimum). Our reading: at least 1, and
 * raised to the next multiple when the minimum is not one, so the default is always valid.
 */
export function quantidadePadrao(produto: RegraDeQuantidade): number {
  const minimo = Math.max(1, produto.quantidade_minima);
  const m = produto.multiplo > 1 ? produto.multiplo : 1;
  return Math.ceil(minimo / m) * m;
}
