import { contemId, mesmoId, type Ator } from './ator.js';

/**
 * What decides who maintains the record of a person registered on the platform (ADR 007): who
 * created its login (users.criado_por) and the administradores organising a round it takes part in.
 */
export interface CadastroGerido {
  /** The user who registered the login (users.criado_por); null for a public sign-up or the seed. */
  criado_por: number | null;
  /** The administradores of the rounds the person takes part in (rodada_fornecedores, rodada_representantes). */
  rodada_administrador_ids: readonly number[];
}

/** Whether the actor's own login registered the person (users.criado_por is the actor's user id). */
export function cadastrouOLogin(ator: Ator, c: CadastroGerido): boolean {
  return mesmoId(c.criado_por, ator.userId);
}

/**
 * Whether an administrador reaches the person (ADR 007): it takes part in a round the administrador
 * organises, or the administrador registered it. Any other role answers false.
 */
export function administradorAlcanca(ator: Ator, c: CadastroGerido): boolean {
  if (ator.tipo !== 'administrador' || ator.administradorId === null) return false;
  return contemId(c.rodada_administrador_ids, ator.administradorId) || cadastrouOLogin(ator, c);
}

/**
 * Whether the actor may change the login e-mail of the user `user_id` (ADR 007): only that user
 * (on its own account page) or the master, for every role. Staff who may edit a record change
 * everything else in it, never the address its password resets are mailed to.
 */
export function podeAlterarEmailDeLogin(ator: Ator, login: { user_id: number }): boolean {
  return ator.tipo === 'master' || mesmoId(ator.userId, login.user_id);
}
