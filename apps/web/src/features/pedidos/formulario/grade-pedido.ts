import { erroDaGrade, erroDaQuantidade, ratear, type CelulaDaGrade } from '@rodada/domain';
import { celulasEscolhidas, chaveCelula } from './da-loja';
import type { LinhaForm, ProdutoDoForm } from './estado';

/*
 * The order form's grid dialog (spec 3 §2 "Order form": product selection; §5 "Product save needs a
 * valid form and total quantity above 0 ... negative grid quantities reset to 0"), pure. The shop's
 * rules (packages/domain quantidade.ts: automatic split, multiple, grid sum) with two differences
 * for fast entry at a stand: a new line starts with every colour and size chosen (every cell takes a
 * quantity at once), and typing in a cell makes the total the grid's sum.
 */

/** The texts of the order form (spec 3 §4, §5). */
export const MSG_FORMULARIO = {
  quantidadeZero: 'A quantidade do produto não pode ser zero ou negativa',
  recuperar: 'Há um pedido que não foi finalizado. Deseja recuperá-lo?',
} as const;

export interface EscolhaDaGrade {
  cores: Set<number>;
  tamanhos: Set<number>;
}

/**
 * The colours and sizes a line starts with: a line's own cells; a new line every colour and every
 * regular size (a product of special sizes only, e.g. ÚNICO, its first one).
 */
export function escolhaInicialDaLinha(produto: ProdutoDoForm, linha?: LinhaForm): EscolhaDaGrade {
  if (linha && linha.grade.length > 0) {
    return {
      cores: new Set(linha.grade.map((c) => c.cor_id)),
      tamanhos: new Set(linha.grade.map((c) => c.tamanho_id)),
    };
  }
  const regulares = produto.tamanhos.filter((t) => !t.especial);
  const tamanhos = regulares.length > 0 ? regulares : produto.tamanhos.slice(0, 1);
  return { cores: new Set(produto.cores.map((c) => c.id)), tamanhos: new Set(tamanhos.map((t) => t.id)) };
}

/** The typed values a line starts with: its cells, or nothing (every chosen cell shows 0). */
export function valoresIniciais(linha?: LinhaForm): Record<string, string> {
  return Object.fromEntries(
    (linha?.grade ?? []).map((c) => [chaveCelula(c.cor_id, c.tamanho_id), String(c.quantidade)]),
  );
}

/** A typed cell as a quantity: digits only; anything else (a minus sign) is 0. */
export function quantidadeDaCelula(texto: string | undefined): number {
  const n = Number(texto ?? 0);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The chosen cells with their quantities (negative or invalid: 0). */
export function celulasComQuantidade(
  produto: ProdutoDoForm,
  escolha: EscolhaDaGrade,
  valores: Record<string, string>,
): CelulaDaGrade[] {
  return celulasEscolhidas(produto, escolha.cores, escolha.tamanhos).map((c) => ({
    ...c,
    quantidade: quantidadeDaCelula(valores[chaveCelula(c.cor_id, c.tamanho_id)]),
  }));
}

/** The automatic split of a total over the chosen cells, as typed values. */
export function rateioDoTotal(produto: ProdutoDoForm, escolha: EscolhaDaGrade, total: number) {
  return Object.fromEntries(
    ratear(total, celulasEscolhidas(produto, escolha.cores, escolha.tamanhos)).map((c) => [
      chaveCelula(c.cor_id, c.tamanho_id),
      String(c.quantidade),
    ]),
  );
}

/**
 * The line the dialog makes, or the message that refuses it: total 0 → 'A quantidade do produto
 * não pode ser zero ou negativa'; then the shop's rules (minimum, except a supplier; multiple;
 * the grid sums to the total).
 */
export function linhaDaGrade(
  produto: ProdutoDoForm,
  total: number,
  celulas: CelulaDaGrade[],
  opcoes: { fornecedor: boolean; observacoes: string },
): { linha: LinhaForm } | { erro: string } {
  if (!Number.isSafeInteger(total) || total <= 0) return { erro: MSG_FORMULARIO.quantidadeZero };
  const erro =
    erroDaQuantidade(total, produto, { fornecedor: opcoes.fornecedor }) ?? erroDaGrade(total, celulas);
  if (erro) return { erro };
  return {
    linha: {
      produto,
      quantidade: total,
      grade: celulas.filter((c) => c.quantidade > 0),
      observacoes: opcoes.observacoes,
    },
  };
}

/** The lines with `linha` in: the same product replaces its line in place, a new one goes last. */
export function comLinha(linhas: readonly LinhaForm[], linha: LinhaForm): LinhaForm[] {
  const i = linhas.findIndex((l) => l.produto.id === linha.produto.id);
  if (i < 0) return [...linhas, linha];
  return linhas.map((l, j) => (j === i ? linha : l));
}
