// Without zod: @rodada/domain's money module reads it through leve.ts (issue 13 §8).

/**
 * The most a money column holds: numeric(14,2), R$ 999.999.999.999,99 in cents (spec D14;
 * apps/api/src/db/schema/colunas.ts `dinheiro`). @rodada/domain's money module re-exports it.
 */
export const MAX_CENTAVOS_DINHEIRO = 99_999_999_999_999;
