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

/**
 * Whether the actor may approve or reject this product: the master, while it is not 3 Vencido
 * (an expired product waits for its supplier's answer to 'Ainda vende este produto?').
 */
export function podeHomologarProduto(ator: Ator, p: ProdutoRecurso): boolean {
  return podeHomologar(ator) && p.status !== PRODUTO_STATUS.VENCIDO;
}

/**
 * Whether the actor may switch the product's active flag: its own fornecedor only (spec 3 §2:
 * the Ativo column is the supplier's; the master curates by approving and rejecting).
 */
export function podeAtivarProduto(ator: Ator, p: ProdutoRecurso): boolean {
  return ator.tipo === 'fornecedor' && mesmoId(ator.fornecedorId, p.fornecedor_id);
}

/** Whether the actor may answer 'Ainda vende este produto?': its fornecedor, for a 3 Vencido product. */
export function podeRenovarProduto(ator: Ator, p: ProdutoRecurso): boolean {
  return podeAtivarProduto(ator, p) && p.status === PRODUTO_STATUS.VENCIDO;
}

/**
 * A size or a colour of the catalogue (spec 3 §3): tipo 0 belongs to one supplier (fornecedor_id),
 * tipo 1 is shared by every supplier (fornecedor_id null) and kept by the master (ADR 017).
 */
export interface ItemCatalogoRecurso {
  tipo: number;
  fornecedor_id: number | null;
}

/** Whether the actor sees a size or colour: the master all, a supplier the shared ones and its own. */
export function podeVerItemCatalogo(ator: Ator, i: ItemCatalogoRecurso): boolean {
  if (ator.tipo === 'master') return true;
  if (ator.tipo !== 'fornecedor') return false;
  return i.tipo === 1 || mesmoId(ator.fornecedorId, i.fornecedor_id);
}

/**
 * Whether the actor may edit or delete a size or colour: its supplier for tipo 0 (spec 3 §2:
 * "an edit/delete menu only for rows whose tipo is 0"), the master for the shared tipo 1.
 */
export function podeGerirItemCatalogo(ator: Ator, i: ItemCatalogoRecurso): boolean {
  if (i.tipo === 1) return ator.tipo === 'master';
  return ator.tipo === 'fornecedor' && mesmoId(ator.fornecedorId, i.fornecedor_id);
}
