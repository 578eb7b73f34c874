import type { Tipo } from '@rodada/contracts';
import { mesmoId, type Ator } from './ator.js';

/**
 * One role profile named by a request: the account page of a role (/{tipo}/minha-conta, spec 2 §2)
 * and the calls that act on "my" cliente, fornecedor, representante or administrador. `id` is the
 * profile id the request names, or the caller's own when the request names none (perfilDoAtor).
 */
export interface PerfilRecurso {
  papel: Tipo;
  id: number | null;
  /**
   * The profile's existence is public, so naming another's id reveals nothing: a supplier's trade
   * name and logo are on the public shop filter (spec 1 §2.4). Such a profile is visible to all and
   * refusing to change it answers 403, not 404 (the logo routes, MSG_FORNECEDORES.logoDeOutro).
   * Set only by the service that knows it; perfilDoAtor never sets it.
   */
  publico?: boolean;
}

/** The actor's own profile id of `papel`; null when the actor has another role. */
export function idDoPapel(ator: Ator, papel: Tipo): number | null {
  if (ator.tipo !== papel) return null;
  switch (papel) {
    case 'master':
      return ator.masterId ?? null;
    case 'administrador':
      return ator.administradorId;
    case 'fornecedor':
      return ator.fornecedorId;
    case 'representante':
      return ator.representanteId;
    case 'cliente':
      return ator.clienteId;
  }
}

/** The profile a request names: `id` when given, else the actor's own profile of `papel`. */
export function perfilDoAtor(ator: Ator, papel: Tipo, id?: number | null): PerfilRecurso {
  return { papel, id: id ?? idDoPapel(ator, papel) };
}

/** Whether the profile is the actor's own (only its own profile is ever changed, ADR 003). */
export function ehPerfilProprio(ator: Ator, p: PerfilRecurso): boolean {
  return mesmoId(idDoPapel(ator, p.papel), p.id);
}

/**
 * Whether the actor may see the profile: its own (another's answers 404, ADR 003), or one whose
 * existence is public (`publico`).
 */
export function podeVerPerfil(ator: Ator, p: PerfilRecurso): boolean {
  return ehPerfilProprio(ator, p) || p.publico === true;
}

/** Whether the actor may change the profile: only its own (spec 2 §6, own account), public or not. */
export function podeAlterarPerfil(ator: Ator, p: PerfilRecurso): boolean {
  return ehPerfilProprio(ator, p);
}
