import { mesmoId, type Ator } from './ator.js';

/** Product statuses (spec 3 §4): 0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido. */
export const PRODUTO_STATUS = {
  EM_HOMOLOGACAO: 0,
  HOMOLOGADO: 1,
  REPROVADO: 2,
  VENCIDO: 3,
} as const;

/** A product as the policy needs it (domain.md, Catalogue). */
export interface ProdutoRecurso {
  fornecedor_id: number;
  status: number;
  ativo: boolean;
}

/** In the shop: approved and active (spec 3 §4: deactivated products do not appear in store searches). */
function naVitrine(p: ProdutoRecurso): boolean {
  return p.status === PRODUTO_STATUS.HOMOLOGADO && p.ativo;
}

/**
 * Whether the actor (null for an anonymous visitor of the shop) may see the product: the master all,
 * its fornecedor in any status, everyone else only approved and active ones (domain.md ownership table).
 */
export function podeVerProduto(ator: Ator | null, p: ProdutoRecurso): boolean {
  if (ator?.tipo === 'master') return true;
  if (ator?.tipo === 'fornecedor' && mesmoId(ator.fornecedorId, p.fornecedor_id)) return true;
  return naVitrine(p);
}

/** Whether the actor may edit the product: the master, or its own fornecedor (spec 3 §6, Products). */
export function podeEditarProduto(ator: Ator, p: ProdutoRecurso): boolean {
  if (ator.tipo === 'master') return true;
  return ator.tipo === 'fornecedor' && mesmoId(ator.fornecedorId, p.fornecedor_id);
}

/** Whether the actor may approve or reject products: the master only (spec 3 §4, Product status). */
export function podeHomologar(ator: Ator): boolean {
  return ator.tipo === 'master';
}
