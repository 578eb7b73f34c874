/*
 * The grid of a product (spec 3 §2 "Product form", §3 "Size"): the chosen colours × the chosen
 * sizes, each list in the order the supplier gave it (the order goes to the server as it is).
 */

export { colunasDaGrade, MINIMO_COLUNAS_GRADE } from '../../../lib/colunas-grade';

/** A colour of the grid, as the catalogue and the product's edit answer carry it. */
export interface CorGrade {
  id: number;
  nome: string;
}

/** A size of the grid; `especial` (e.g. ÚNICO) stands alone (spec 3 §3: it deactivates the others). */
export interface TamanhoGrade {
  id: number;
  tamanho: string;
  especial: boolean;
}

/**
 * The sizes after the picker changed to `escolhidos` (in order): a special size just added takes the
 * place of all the others; with a special size chosen nothing else can be added.
 */
export function aplicarEspecial<T extends Pick<TamanhoGrade, 'id' | 'especial'>>(
  anteriores: T[],
  escolhidos: T[],
): T[] {
  const novo = escolhidos.find((t) => t.especial && !anteriores.some((a) => a.id === t.id));
  if (novo) return [novo];
  const especial = escolhidos.find((t) => t.especial);
  return especial ? [especial] : escolhidos;
}

/** `lista` with the item at `de` moved to position `para` (drag and drop, up/down buttons). */
export function mover<T>(lista: readonly T[], de: number, para: number): T[] {
  if (de === para || de < 0 || para < 0 || de >= lista.length || para >= lista.length) return [...lista];
  const copia = [...lista];
  const [item] = copia.splice(de, 1);
  copia.splice(para, 0, item as T);
  return copia;
}
