import type { FastifyReply, FastifyRequest } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import { RespostaDeArquivo } from '../../plugins/registrar.js';
import { plantaDaRodada } from './rodadas-leitura.repository.js';

// The round's floor plan as a public file (spec 1 §2.10: the stand map needs no login; ADR 015).
// The SVG was sanitised on upload (lib/svg); these headers are a second wall for whoever opens the
// URL itself: nothing runs (no script-src), nothing loads but inline styles and data: pictures.

/** The headers of the SVG answer (ADR 015). */
export const CABECALHOS_PLANTA = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
  // Stored by any cache, revalidated every time: a 304 costs one indexed query.
  'cache-control': 'public, no-cache',
} as const;

/** Whether an If-None-Match header names `etag` (a list, or '*'). */
function jaTem(req: FastifyRequest, etag: string): boolean {
  const pedido = req.headers['if-none-match'];
  if (!pedido) return false;
  return pedido
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === etag || s === '*');
}

/** GET /api/rodadas/{id}/planta: the SVG, 304 when the caller has it, 404 when there is none. */
export async function baixarPlanta(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  id: number,
): Promise<RespostaDeArquivo> {
  const planta = await plantaDaRodada(deps.db, id);
  if (!planta) throw naoEncontrado(rodadas.MSG_RODADAS.semPlanta);
  const etag = `"${planta.sha256}"`;
  if (jaTem(req, etag)) {
    void reply.code(304).headers({ ...CABECALHOS_PLANTA, etag });
    return new RespostaDeArquivo(Buffer.alloc(0));
  }
  let conteudo: Buffer;
  try {
    conteudo = await deps.storage.ler(planta.chave);
  } catch {
    // The row outlived its file (a failed cleanup): as if there were no plan.
    throw naoEncontrado(rodadas.MSG_RODADAS.semPlanta);
  }
  void reply.headers({ ...CABECALHOS_PLANTA, etag });
  return new RespostaDeArquivo(conteudo);
}
