import { contemId, mesmoId, type Ator } from './ator.js';
import { administradorAlcanca, cadastrouOLogin, type CadastroGerido } from './cadastro.policy.js';

/**
 * A fornecedor with what decides who may see it (spec 2 §4 "Supplier ativo", §6): whether the
 * administrador/master switch is on, and the representantes that carry it (representante_fornecedor,
 * whatever their own per-representative switch).
 */
export interface FornecedorRecurso {
  id: number;
  ativo: boolean;
  representante_ids: readonly number[];
}

/**
 * A fornecedor with what decides who maintains it (ADR 007): who registered its login, the
 * administradores of its rounds, and whether it completed its own account (users.verificado).
 */
export interface FornecedorGerido extends FornecedorRecurso, CadastroGerido {
  verificado: boolean;
}

/**
 * Whether the representante carries the fornecedor (it has a representante_fornecedor row). Carrying
 * is the representative's own preference (ativo_representante): it grants no right over the
 * supplier's record or account (ADR 007).
 */
export function representaFornecedor(ator: Ator, f: FornecedorRecurso): boolean {
  return ator.tipo === 'representante' && contemId(f.representante_ids, ator.representanteId);
}

/**
 * Whether the actor may see the fornecedor on /fornecedores and in its details (spec 2 §6 "Supplier
 * list: representante, administrador, master"): master and administrador every one (they manage the
 * suppliers); a representante the active ones, to pick the suppliers it carries, and the ones it
 * already carries even while deactivated; the fornecedor itself. The details carry no personal data.
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
 * Whether the actor may open 'Cadastro de Fornecedor' of the fornecedor, see its personal data
 * (partner's CPF and birth date, login e-mail) and save it (spec 2 §6 "Supplier edit", ADR 007):
 * - the master, always;
 * - an administrador, for a supplier in a round it organises or that it registered itself;
 * - a representante, only for a supplier it registered itself that has not completed its own
 *   account yet (after that the supplier keeps its record on /fornecedor/minha-conta).
 * Nobody else: carrying the supplier (representaFornecedor) never counts.
 */
export function podeEditarFornecedor(ator: Ator, f: FornecedorGerido): boolean {
  switch (ator.tipo) {
    case 'master':
      return true;
    case 'administrador':
      return administradorAlcanca(ator, f);
    case 'representante':
      return ator.representanteId !== null && cadastrouOLogin(ator, f) && !f.verificado;
    default:
      return false;
  }
}

/**
 * Whether the actor may delete the fornecedor, reset its password or block it (spec 2 §2 "Dialogs
 * exist for delete, password reset, activation"; ADR 007): the master any; an administrador a
 * supplier in a round it organises or that it registered itself.
 */
export function podeGerirFornecedor(ator: Ator, f: FornecedorGerido): boolean {
  return ator.tipo === 'master' || administradorAlcanca(ator, f);
}

/**
 * Whether a representante may switch the fornecedor on or off for itself (spec 2 §4 "A
 * per-representative activation is sent as status 0 or 1", §6): any supplier it may see.
 */
export function podeAtivarFornecedorParaSi(ator: Ator, f: FornecedorRecurso): boolean {
  return ator.tipo === 'representante' && ator.representanteId !== null && podeVerFornecedor(ator, f);
}
