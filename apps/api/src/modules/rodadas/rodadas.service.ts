import { hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import * as repo from './rodadas.repository.js';

/**
 * The caller's scope, as podeVerRodada reads it: the master all rounds, an administrador the ones it
 * organises, the others the ones they take part in. A missing profile id sees nothing (mesmoId).
 */
export function escopoDoAtor(ator: Ator): repo.EscopoRodadas | null {
  switch (ator.tipo) {
    case 'master':
      return { tipo: 'todas' };
    case 'administrador':
      return ator.administradorId === null
        ? null
        : { tipo: 'administrador', administradorId: ator.administradorId };
    case 'fornecedor':
      return ator.fornecedorId === null ? null : { tipo: 'fornecedor', fornecedorId: ator.fornecedorId };
    case 'representante':
      return ator.representanteId === null
        ? null
        : { tipo: 'representante', representanteId: ator.representanteId };
    case 'cliente':
      return ator.clienteId === null ? null : { tipo: 'cliente', clienteId: ator.clienteId };
  }
}

/** Open rounds the caller can see, for the '/rodadas' menu badge (spec 1 §2.2). */
export async function contarRodadas(deps: Deps, ator: Ator): Promise<{ contagem: number }> {
  const escopo = escopoDoAtor(ator);
  if (!escopo) return { contagem: 0 };
  const hoje = hojeEmSaoPaulo(deps.clock.agora());
  return { contagem: await repo.contarAbertas(deps.db, { hoje, escopo }) };
}
