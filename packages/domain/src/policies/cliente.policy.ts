import { contemId, mesmoId, type Ator } from './ator.js';

/**
 * A cliente with the links that decide who may act on it (domain.md, People): its representantes
 * (cliente_representante; the caller decides whether pending links count), the fornecedores whose
 * customer list holds it (fornecedor_cliente), and the administradores of the rounds it takes part in.
 */
export interface ClienteRecurso {
  id: number;
  representante_ids: readonly number[];
  fornecedor_ids: readonly number[];
  rodada_administrador_ids: readonly number[];
}

/** Whether the actor is linked to the cliente through its own role (not the master, not the cliente). */
function vinculado(ator: Ator, c: ClienteRecurso): boolean {
  switch (ator.tipo) {
    case 'administrador':
      return contemId(c.rodada_administrador_ids, ator.administradorId);
    case 'representante':
      return contemId(c.representante_ids, ator.representanteId);
    case 'fornecedor':
      return contemId(c.fornecedor_ids, ator.fornecedorId);
    default:
      return false;
  }
}

/**
 * Whether the actor may see the cliente: the master all; an administrador if the cliente is in one of
 * its rounds; a linked representante; a fornecedor holding it in its customer list; the cliente itself.
 */
export function podeVerCliente(ator: Ator, c: ClienteRecurso): boolean {
  if (ator.tipo === 'master') return true;
  if (ator.tipo === 'cliente') return mesmoId(ator.clienteId, c.id);
  return vinculado(ator, c);
}

/**
 * Whether the actor may edit the cliente: the master; an administrador of one of its rounds, a linked
 * representante, a fornecedor with it in its customer list (spec 2 §6, Edit customer); and the cliente
 * itself, which edits its own record in /cliente/minha-conta (spec 2 §2). Which fields each may change
 * (CNPJ and IE fixed, email by the master only, spec 2 §5) is the service's check.
 */
export function podeEditarCliente(ator: Ator, c: ClienteRecurso): boolean {
  // Today the same people as podeVerCliente; written out so widening who may see never widens this.
  if (ator.tipo === 'master') return true;
  if (ator.tipo === 'cliente') return mesmoId(ator.clienteId, c.id);
  return vinculado(ator, c);
}

/**
 * Whether the actor may change the cliente through the customers maintenance (the customer form of
 * /clientes/{id}/editar and its calls, spec 2 §6 "Edit customer"): whoever may edit it but the
 * cliente itself, which changes its own record through its account (perfil, /cliente/minha-conta,
 * spec 2 §2) and has no customer form. The customer form's field abilities (ACOES cliente.alterar_*)
 * start from this.
 */
export function podeGerirCliente(ator: Ator, c: ClienteRecurso): boolean {
  return ator.tipo !== 'cliente' && podeEditarCliente(ator, c);
}

/**
 * Whether the actor may choose the cliente's main representante on the customer form: the master
 * only (spec 2 §5 "Customer form": the master also picks the representative).
 */
export function podeEscolherRepresentanteDoCliente(ator: Ator, c: ClienteRecurso): boolean {
  return ator.tipo === 'master' && podeGerirCliente(ator, c);
}

/**
 * Whether the actor may delete the cliente: only a fornecedor, from its own customer list (spec 2 §6,
 * 'Delete customer: fornecedor only').
 */
export function podeExcluirCliente(ator: Ator, c: ClienteRecurso): boolean {
  return ator.tipo === 'fornecedor' && contemId(c.fornecedor_ids, ator.fornecedorId);
}

/**
 * A cliente with what its form's field abilities read (spec 2 §5, ADR 007): its login's user (the
 * login e-mail changes by that user or the master only) and its CNPJ and IE (fixed once stored).
 * Unknown (undefined) values never grant a field.
 */
export interface ClienteGerido extends ClienteRecurso {
  user_id?: number | null;
  cnpj?: string | null;
  ie?: string | null;
}

/**
 * Whether the actor may activate or deactivate the cliente's login (POST /api/clientes/{id}/
 * ativardesativar; spec 2 §6 'Activate customer: master, administrador, representante'): one of
 * those roles that may edit it.
 */
export function podeAtivarCliente(ator: Ator, c: ClienteRecurso): boolean {
  const papel = ator.tipo === 'master' || ator.tipo === 'administrador' || ator.tipo === 'representante';
  return papel && podeEditarCliente(ator, c);
}
