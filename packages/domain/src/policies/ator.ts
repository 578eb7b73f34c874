import type { Tipo } from '@rodada/contracts';

/**
 * Who is acting: the logged-in user, its role and the profile ids of that role (domain.md, People).
 * Only the id of the actor's own role is expected to be set; policies never trust another one.
 */
export interface Ator {
  userId: number;
  tipo: Tipo;
  masterId?: number | null;
  administradorId: number | null;
  fornecedorId: number | null;
  representanteId: number | null;
  clienteId: number | null;
}

/**
 * Whether two ids name the same row. Null or undefined never match anything, not even each other:
 * an order without a representante must not belong to an actor whose representanteId is missing.
 */
export function mesmoId(a: number | null | undefined, b: number | null | undefined): boolean {
  return a !== null && a !== undefined && a === b;
}

/** Whether `id` is set and appears in `ids` (null never matches, as in mesmoId). */
export function contemId(ids: readonly number[], id: number | null | undefined): boolean {
  return id !== null && id !== undefined && ids.includes(id);
}
