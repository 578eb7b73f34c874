import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@rodada/contracts';
import type { Config } from '../lib/config.js';

/**
 * Serves the built SPA with client-side routing fallback (any GET outside /api that is not a file
 * answers index.html), and gives reply.sendFile the storage root for /arquivos/ (modules/arquivos).
 */
export async function registrarEstaticos(app: FastifyInstance, config: Config) {
  // Uploads land here later; it must exist before it can be served.
  mkdirSync(config.storageDir, { recursive: true });
  // reply.sendFile only: modules/arquivos serves /arquivos/*, deciding public or private (ADR 008).
  await app.register(fastifyStatic, { root: config.storageDir, serve: false, index: false });

  const temSpa = existsSync(path.join(config.webDist, 'index.html'));
  if (temSpa) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as such to
      // a browser that accepts them (issue 13 §8, a fast first load).
      preCompressed: true,
      setHeaders(res, caminho) {
        // Vite fingerprints assets: cache them for a year; index.html must always be revalidated.
        const imutavel = caminho.includes(`${path.sep}assets${path.sep}`);
        void res.header('cache-control', imutavel ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const ehApi = url.startsWith('/api') || url === '/login' || url.startsWith('/arquivos/');
    if (req.method === 'GET' && !ehApi && temSpa && !path.extname(url)) {
      return reply
        .type('text/html')
        .header('cache-control', 'no-cache')
        .sendFile('index.html', config.webDist);
    }
    return reply.code(404).send({ status: 2, msg: MSG.rotaNaoEncontrada });
  });
}
