import { hojeEmSaoPaulo, type Ator } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { rodadaDoAtor } from '../rodadas/index.js';
import * as repo from './impressoes.repository.js';

/**
 * The caller's pending print jobs in a round, for the '/impressoes' menu badge (spec 1 §2.2, §2.9).
 * A round the supplier does not take part in answers 404, like one that does not exist: we never
 * reveal other rounds (spec D3).
 */
export async function contarImpressoes(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
): Promise<{ contagem: number }> {
  const rodada = await rodadaDoAtor(deps.db, rodadaId, ator);
  exigir(ator, 'rodada.ver', rodada && { ...rodada, hoje: hojeEmSaoPaulo(deps.clock.agora()) });
  return { contagem: await repo.contarPendentes(deps.db, { rodadaId, userId: ator.userId }) };
}
