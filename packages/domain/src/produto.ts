import { MSG_PRODUTOS } from '@rodada/contracts';
import { PRODUTO_STATUS } from './policies/produto.policy.js';

// The product's pure rules (spec 3 §4 "Product status", §5 "Product"): the code, the grid, the
// minimum quantity and the multiple, and the status an edit leaves the product in.

/** spec 3 §5: the code's normalisation (kept in @rodada/contracts, which its field schema uses). */
export { normalizarCodigo } from '@rodada/contracts';

/** The status labels of /produtos (spec 3 §4). */
export const ROTULO_STATUS_PRODUTO: Record<number, string> = {
  [PRODUTO_STATUS.EM_HOMOLOGACAO]: 'Em homologação',
  [PRODUTO_STATUS.HOMOLOGADO]: 'Homologado',
  [PRODUTO_STATUS.REPROVADO]: 'Reprovado',
  [PRODUTO_STATUS.VENCIDO]: 'Vencido',
};

/**
 * The grid's rule (spec 3 §5): at least one colour and one size. Answers the message for each
 * empty side ('Você precisa preencher pelo menos uma cor e um tamanho'), or an empty object.
 */
export function errosDaGrade(grade: {
  cores: readonly unknown[];
  tamanhos: readonly unknown[];
}): Partial<Record<'cores' | 'tamanhos', string>> {
  const erros: Partial<Record<'cores' | 'tamanhos', string>> = {};
  if (grade.cores.length === 0) erros.cores = MSG_PRODUTOS.gradeVazia;
  if (grade.tamanhos.length === 0) erros.tamanhos = MSG_PRODUTOS.gradeVazia;
  return erros;
}

/** Whether a minimum quantity is valid (spec 3 §5: an integer, at least 0). */
export function quantidadeMinimaValida(q: number): boolean {
  return Number.isSafeInteger(q) && q >= 0;
}

/** Whether a multiple is valid (spec 3 §5: an integer, at least 0; 0 and 1 restrict nothing). */
export function multiploValido(m: number): boolean {
  return Number.isSafeInteger(m) && m >= 0;
}

/**
 * Whether `quantidade` pieces may be bought of a product with this minimum and multiple (spec 3
 * §5: "The multiple restricts purchase quantities"). For the order helpers; suppliers ordering for
 * a client are exempt from the minimum (spec 1 §5), which the caller decides.
 */
export function quantidadePermitida(quantidade: number, p: { quantidade_minima: number; multiplo: number }) {
  if (!Number.isSafeInteger(quantidade) || quantidade <= 0) return false;
  if (quantidade < p.quantidade_minima) return false;
  return p.multiplo <= 1 || quantidade % p.multiplo === 0;
}

/**
 * The status a product is left in after an edit (issue 12; ADR 017 to record):
 * - the master's edits never change it (it curates by approving and rejecting);
 * - a rejected product (2) the supplier edits goes back to 0 Em homologação: it was corrected and
 *   waits for a new review (spec 3 §2: 'Corrija o mais rápido possível para que ele possa ser
 *   exibido na loja');
 * - an approved product (1) the supplier edits goes back to 0 only when what the master reviewed
 *   changed (code, description, details, category); price, minimum, multiple and grid are commercial
 *   data a supplier adjusts during a round without leaving the shop;
 * - 0 and 3 stay (3 Vencido is answered by renewal, not by an edit).
 */
export function statusAposEdicao(
  atual: number,
  edicao: { porMaster: boolean; mudouConteudo: boolean },
): number {
  if (edicao.porMaster) return atual;
  if (atual === PRODUTO_STATUS.REPROVADO) return PRODUTO_STATUS.EM_HOMOLOGACAO;
  if (atual === PRODUTO_STATUS.HOMOLOGADO && edicao.mudouConteudo) return PRODUTO_STATUS.EM_HOMOLOGACAO;
  return atual;
}
