import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { Deps } from '../lib/deps.js';
import { resolverSessao } from '../modules/auth/auth.service.js';

/**
 * WebSocket endpoint /ws (architecture.md "Real-time"): authenticated by the api_token cookie or
 * bearer header. It answers pings now; signalling and pushes arrive with their issues.
 */
export async function registrarWebSocket(app: FastifyInstance, deps: Deps) {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, req) => {
    const sessao = await resolverSessao(deps, req);
    if (!sessao) {
      socket.close(4401, 'nao autenticado');
      return;
    }
    // Decision 1: a temporary password must be replaced before anything else, here as in registrar.
    if (sessao.trocarSenha) {
      socket.close(4403, 'trocar senha');
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
  });
}
