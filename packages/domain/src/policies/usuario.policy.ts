import { mesmoId, type Ator } from './ator.js';

/**
 * A login (a users row) as the master's users screen acts on it (spec 2 §2 "Other", §7 "Users";
 * spec D12: the users maintenance is the master's). `id` is users.id, not a role profile's id.
 */
export interface UsuarioRecurso {
  id: number;
}

/** Whether the actor may see a login on the users screen and edit its name and e-mail: the master. */
export function podeGerirUsuario(ator: Ator, _u: UsuarioRecurso): boolean {
  return ator.tipo === 'master';
}

/**
 * Whether the actor may reset the password of a login, activate or deactivate it, or delete it:
 * the master, never on its own login (its password changes on /alterar-senha; deactivating or
 * deleting itself would lock the platform's only maintainer out). The service answers the own
 * login with its own 422 message (MSG_USUARIOS.usuarioProprio*).
 */
export function podeAgirSobreUsuario(ator: Ator, u: UsuarioRecurso): boolean {
  return ator.tipo === 'master' && !mesmoId(ator.userId, u.id);
}
