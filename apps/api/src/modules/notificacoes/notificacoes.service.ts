import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import * as repo from './notificacoes.repository.js';

/** The caller's unread-notification count, for the menu badge (spec 1 §3 "contagem", polled every 120 s). */
export async function contarNotificacoes(deps: Deps, ator: Ator): Promise<{ contagem: number }> {
  return { contagem: await repo.contarNaoLidas(deps.db, ator.userId) };
}
