import { mesmoId, type Ator } from './ator.js';
import { podeVerFornecedor, type FornecedorRecurso } from './fornecedor.policy.js';

/** A rating (spec 2 §3 "avaliacao"): who wrote it. */
export interface AvaliacaoRecurso {
  id: number;
  representante_id: number;
}

/**
 * Whether the actor may rate the fornecedor (spec 2 §6 "Representative on suppliers: ... can add a
 * rating"): a representante, about a supplier it may see.
 */
export function podeAvaliarFornecedor(ator: Ator, f: FornecedorRecurso): boolean {
  return ator.tipo === 'representante' && ator.representanteId !== null && podeVerFornecedor(ator, f);
}

/**
 * Whether the actor may delete the rating (spec 2 §6 "deletes only their own ratings (matching
 * representante_id)"): only the representante who wrote it.
 */
export function podeExcluirAvaliacao(ator: Ator, a: AvaliacaoRecurso): boolean {
  return ator.tipo === 'representante' && mesmoId(ator.representanteId, a.representante_id);
}
