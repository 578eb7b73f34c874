import type { Tipo } from '@rodada/contracts';
import type { Ator } from './ator.js';

const SEM_IDS = { administradorId: null, fornecedorId: null, representanteId: null, clienteId: null };

/**
 * One actor per role, shared by the policy table tests: each owns profile id 10/20/30/40, so a
 * resource built with those ids is "their own" and any other id is someone else's.
 */
export const ATORES = {
  master: { userId: 1, tipo: 'master', masterId: 1, ...SEM_IDS },
  administrador: { userId: 2, tipo: 'administrador', ...SEM_IDS, administradorId: 10 },
  fornecedor: { userId: 3, tipo: 'fornecedor', ...SEM_IDS, fornecedorId: 20 },
  representante: { userId: 4, tipo: 'representante', ...SEM_IDS, representanteId: 30 },
  cliente: { userId: 5, tipo: 'cliente', ...SEM_IDS, clienteId: 40 },
} as const satisfies Record<Tipo, Ator>;
