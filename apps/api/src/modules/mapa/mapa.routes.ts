import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { resolverSessao } from '../auth/index.js';
import { abrirMapa, salvarStand } from './mapa.service.js';

/**
 * The map changes live during an event (names typed on the spot): every view revalidates, and an
 * unchanged answer costs a 304. Private: `pode_renomear` is the caller's own.
 */
const CACHE_DO_MAPA = 'private, no-cache';

/**
 * A weak ETag of the serialised answer; a 304 when the browser already holds it. An onSend hook
 * (after the serializer), so the ETag is of the exact bytes sent.
 */
function etag(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return Promise.resolve(payload);
  const marca = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
  void reply.header('etag', marca).header('cache-control', CACHE_DO_MAPA);
  void reply.header('vary', 'Cookie, Authorization');
  if (req.headers['if-none-match'] === marca) {
    void reply.code(304);
    return Promise.resolve('');
  }
  return Promise.resolve(payload);
}

/**
 * The stand map (spec 1 §2.10, §7 "GET/POST /api/stands/{id}"). The GET is public: it never
 * requires a session, but reads one when the request carries a token (a cookie or a bearer), to
 * tell its administrador it may rename stands. An anonymous call costs no session query (ADR 014).
 */
export function rotasMapa(app: FastifyInstance, deps: Deps) {
  void app.register((filho, _opcoes, pronto) => {
    filho.addHook('onSend', etag);
    registrar(filho, deps, rodadas.abrirMapa, async ({ params }, ctx) =>
      abrirMapa(deps, params.id, await resolverSessao(deps, ctx.req)),
    );
    pronto();
  });
  registrar(app, deps, rodadas.salvarStandDoMapa, ({ params, body }, { ator }) =>
    salvarStand(deps, ator, params.id, body),
  );
}
