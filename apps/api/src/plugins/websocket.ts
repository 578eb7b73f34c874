import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { MSG, cadastroIncompleto } from '@rodada/contracts';
import type { Deps } from '../lib/deps.js';
import { resolverSessao } from '../modules/auth/auth.service.js';

/**
 * Whether a WebSocket upgrade comes from the app's own pages (ADR 008): the browser's `Origin` names
 * the request's own host, or the origin of PUBLIC_URL when configured. A browser always sends
 * Origin on an upgrade, and the cookie goes along even from another site (cross-site WebSocket
 * hijacking), so a foreign or opaque ('null') Origin is refused. A call without Origin comes from a
 * program, not from a page another site controls: it is judged by its token like any API call.
 */
export function origemPermitida(origem: string | undefined, host: string, publicUrl?: string): boolean {
  if (origem === undefined) return true;
  let url: URL;
  try {
    url = new URL(origem);
  } catch {
    return false;
  }
  if (url.host === host.toLowerCase()) return true;
  return publicUrl !== undefined && url.origin === new URL(publicUrl).origin;
}

/**
 * WebSocket endpoint /ws (architecture.md "Real-time"): only from the app's own origin, then
 * authenticated by the api_token cookie or bearer header. It answers pings now; signalling and
 * pushes arrive with their issues.
 */
export async function registrarWebSocket(app: FastifyInstance, deps: Deps) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: a refused origin gets a plain 403 and never a socket.
      onRequest: async (req, reply) => {
        if (!origemPermitida(req.headers.origin, req.host, deps.config.publicUrl)) {
          await reply.code(403).send({ status: 2, msg: MSG.semPermissao });
        }
      },
    },
    async (socket, req) => {
      const sessao = await resolverSessao(deps, req);
      if (!sessao) {
        socket.close(4401, 'nao autenticado');
        return;
      }
      // spec D1: a temporary password must be replaced before anything else, here as in registrar.
      if (sessao.trocarSenha) {
        socket.close(4403, 'trocar senha');
        return;
      }
      // Spec 1 §2.1: an account to complete reaches only its account page (as in registrar).
      if (cadastroIncompleto({ tipo: sessao.ator.tipo, verificado: sessao.verificado })) {
        socket.close(4403, 'cadastro incompleto');
        return;
      }
      socket.on('message', (dados: Buffer) => {
        let msg: unknown;
        try {
          msg = JSON.parse(dados.toString('utf8'));
        } catch {
          return;
        }
        if (typeof msg === 'object' && msg !== null && (msg as { tipo?: unknown }).tipo === 'ping') {
          socket.send(JSON.stringify({ tipo: 'pong' }));
        }
      });
      socket.send(JSON.stringify({ tipo: 'conectado', user_id: sessao.ator.userId }));
    },
  );
}
