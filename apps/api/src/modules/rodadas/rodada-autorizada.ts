import { rodadas } from '@rodada/contracts';
import {
  hojeEmSaoPaulo,
  rodadaAberta,
  type AcaoQualquer,
  type Ator,
  type RodadaAutorizavel,
} from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { regraViolada } from '../../lib/errors.js';
import { rodadaDoAtor } from './rodadas-acesso.repository.js';

/**
 * Loads round `rodadaId` as the engine judges it (ADR 013): with the actor's participation and
 * today's date in America/Sao_Paulo (spec D4). Null when it does not exist.
 */
export async function carregarRodadaAutorizavel(
  deps: Deps,
  rodadaId: number,
  ator: Ator,
  db: Db | Tx = deps.db,
): Promise<RodadaAutorizavel | null> {
  const lida = await rodadaDoAtor(db, rodadaId, ator);
  return lida && { ...lida, hoje: hojeEmSaoPaulo(deps.clock.agora()) };
}

/**
 * The round the request names, after the engine allowed `acao` on it ('rodada.ver',
 * 'rodada.ver_stands', 'rodada.ver_participantes'...): 404 when it is missing or not the caller's
 * to see, 403 when the action is not the caller's.
 */
export async function exigirRodada(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  acao: Extract<AcaoQualquer, `rodada.${string}`>,
  db: Db | Tx = deps.db,
): Promise<RodadaAutorizavel> {
  const rodada = await carregarRodadaAutorizavel(deps, rodadaId, ator, db);
  exigir(ator, acao, rodada);
  return rodada;
}

/**
 * Refuses a change to a closed round (spec 3 §4: read-only after its end date) with 422 and
 * MSG_RODADAS.rodadaEncerrada. Call it after `exigirRodada(..., 'rodada.ver_stands')` or
 * `'rodada.ver_participantes'` and before changing anything, so that the owner of a closed round
 * gets the message instead of a bare 403.
 */
export function exigirRodadaAberta(rodada: RodadaAutorizavel): void {
  if (!rodadaAberta(rodada, rodada.hoje)) throw regraViolada(rodadas.MSG_RODADAS.rodadaEncerrada);
}
