import { createHash } from 'node:crypto';
import { corpoCanonico, semHash } from '@rodada/domain';

/**
 * The body with the hash the server computes itself (spec D11, ADR 021): hex SHA-256 of the canonical
 * text of the validated body without its `hash`. The client's `hash` is not trusted: a retry is told
 * from an edit by what the order says, so a client that builds its keys in another order, or sends a
 * stale hash with an edited body, still gets the right answer (a retry, an update).
 */
export function comHashDoServidor<T extends { hash: string }>(corpo: T): T {
  const hash = createHash('sha256')
    .update(corpoCanonico(semHash(corpo)))
    .digest('hex');
  return { ...corpo, hash };
}
