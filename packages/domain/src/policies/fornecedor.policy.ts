import { contemId, mesmoId, type Ator } from './ator.js';

/**
 * A fornecedor with what decides who may act on it (spec 2 §4 "Supplier ativo", §6): whether the
 * administrador/master switch is on, and the representantes that carry it (representante_fornecedor,
 * whatever their own per-representative switch).
 */
export interface FornecedorRecurso {
  id: number;
  ativo: boolean;
  representante_ids: readonly number[];
}

/** Whether the representante carries the fornecedor (it has a representante_fornecedor row). */
export function representaFornecedor(ator: Ator, f: FornecedorRecurso): boolean {
  return ator.tipo === 'representante' && contemId(f.representante_ids, ator.representanteId);
}

/**
 * Whether the actor may see the fornecedor on /fornecedores and in its details (spec 2 §6 "Supplier
 * list: representante, administrador, master"): master and administrador every one (they manage the
 * suppliers); a representante the active ones, to pick the suppliers it carries, and the ones it
 * already carries even while deactivated; the fornecedor itself.
 */
export function podeVerFornecedor(ator: Ator, f: FornecedorRecurso): boolean {
  switch (ator.tipo) {
    case 'master':
    case 'administrador':
      return true;
    case 'representante':
      return f.ativo || representaFornecedor(ator, f);
    case 'fornecedor':
      return mesmoId(ator.fornecedorId, f.id);
    default:
      return false;
  }
}

/**
 * Whether the actor may edit the fornecedor on 'Cadastro de Fornecedor' (spec 2 §6 "Supplier edit:
 * representante, administrador, master"): master and administrador any; a representante only a
 * supplier it carries. The fornecedor edits itself on /fornecedor/minha-conta, not here.
 */
export function podeEditarFornecedor(ator: Ator, f: FornecedorRecurso): boolean {
  if (ator.tipo === 'master' || ator.tipo === 'administrador') return true;
  return representaFornecedor(ator, f);
}

/**
 * Whether the actor may delete the fornecedor, reset its password or block it (spec 2 §2 "Dialogs
 * exist for delete, password reset, activation"; §1 "An administrator or master manages suppliers").
 */
export function podeGerirFornecedor(ator: Ator, _f: FornecedorRecurso): boolean {
  return ator.tipo === 'master' || ator.tipo === 'administrador';
}

/**
 * Whether a representante may switch the fornecedor on or off for itself (spec 2 §4 "A
 * per-representative activation is sent as status 0 or 1", §6): any supplier it may see.
 */
export function podeAtivarFornecedorParaSi(ator: Ator, f: FornecedorRecurso): boolean {
  return ator.tipo === 'representante' && ator.representanteId !== null && podeVerFornecedor(ator, f);
}
