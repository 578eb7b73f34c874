import type { produtos } from '@rodada/contracts';
import { ratear } from '@rodada/domain';

/*
 * The state of the quantity dialog's grid (spec 1 §5 "Quantity dialog", "Automatic split"): the
 * chosen colours and sizes make the chosen cells (colour × size, colours first, in the product's
 * order), and the total is split over them. Pure functions, so the rules are tested without a DOM.
 */

/** A cell's key in the grid's map: 'cor:tamanho'. */
export const chaveCelula = (corId: number, tamanhoId: number): string => `${corId}:${tamanhoId}`;

/** The chosen cells in the product's order: each chosen colour × each chosen size. */
export function celulasEscolhidas(
  grade: { cores: produtos.CorDaGrade[]; tamanhos: produtos.TamanhoDaGrade[] },
  cores: ReadonlySet<number>,
  tamanhos: ReadonlySet<number>,
): { cor_id: number; tamanho_id: number }[] {
  return grade.cores
    .filter((c) => cores.has(c.id))
    .flatMap((c) =>
      grade.tamanhos.filter((t) => tamanhos.has(t.id)).map((t) => ({ cor_id: c.id, tamanho_id: t.id })),
    );
}

/** The automatic split of `total` over the chosen cells, as the grid's map of typed texts. */
export function rateioNaGrade(
  total: number,
  celulas: { cor_id: number; tamanho_id: number }[],
): Record<string, string> {
  return Object.fromEntries(
    ratear(total, celulas).map((c) => [chaveCelula(c.cor_id, c.tamanho_id), String(c.quantidade)]),
  );
}

/**
 * The sizes after toggling `id` (spec 3 §3 "Size"): a special size (e.g. ÚNICO) stands alone, so
 * choosing it drops the others and choosing another drops it.
 */
export function alternarTamanho(
  tamanhos: produtos.TamanhoDaGrade[],
  escolhidos: ReadonlySet<number>,
  id: number,
): Set<number> {
  const proximo = new Set(escolhidos);
  if (proximo.has(id)) {
    proximo.delete(id);
    return proximo;
  }
  const especial = tamanhos.find((t) => t.id === id)?.especial ?? false;
  if (especial) return new Set([id]);
  for (const t of tamanhos) if (t.especial) proximo.delete(t.id);
  proximo.add(id);
  return proximo;
}

/** What the dialog starts with: a product of one colour (or one size) has it chosen already. */
export function escolhaInicial(ids: { id: number }[]): Set<number> {
  return new Set(ids.length === 1 ? [ids[0]!.id] : []);
}
