/*
 * The size columns of a grid table, shared by the product form's grid and the shop's quantity
 * dialog (spec 3 §9: the grid shows at least 8 size columns).
 */

/** spec 3 §2, §9: the grid table shows at least 8 size columns; empty ones fill up to 8. */
export const MINIMO_COLUNAS_GRADE = 8;

/** The size columns of the grid table: the sizes, then empty columns (null) up to the minimum. */
export function colunasDaGrade<T>(tamanhos: T[]): (T | null)[] {
  const vazias = Math.max(0, MINIMO_COLUNAS_GRADE - tamanhos.length);
  return [...tamanhos, ...Array.from({ length: vazias }, () => null)];
}
