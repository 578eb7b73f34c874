import type { Ator } from './ator.js';

/**
 * An administrador profile as the master's administrators screen acts on it (spec 2 §2
 * "Administrators"). `id` is administradores.id. The administrador's own account page is the
 * `perfil` kind, not this one.
 */
export interface AdministradorRecurso {
  id: number;
}

/**
 * Whether the actor may see, edit and delete an administrator on the maintenance screen: the
 * master only (spec 2 §6; an administrator that organises rounds is kept with a 409, a fact of
 * the data, not of who asks).
 */
export function podeGerirAdministrador(ator: Ator, _a: AdministradorRecurso): boolean {
  return ator.tipo === 'master';
}
