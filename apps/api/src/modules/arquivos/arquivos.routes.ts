import type { FastifyInstance } from 'fastify';
import { MSG } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { naoAutenticado, naoEncontrado } from '../../lib/errors.js';
import { IMUTAVEL } from '../../lib/fotos-produto.js';
import { chaveDoCaminho, chavePublica } from '../../lib/storage.js';
import { verificarBarreiras } from '../../plugins/registrar.js';
import { resolverSessao } from '../auth/index.js';
import { autorizarArquivoPrivado } from './arquivos.service.js';

/**
 * GET /arquivos/<key>, the stored files (ADR 008): a public area's file (lib/storage AREAS_PUBLICAS:
 * logos, product photos, round images) to anyone, cached for a day (a product photo or video
 * named by its content hash, lib/fotos-produto IMUTAVEL: a year, immutable); any other file only to a
 * session allowed to read it (arquivos.service), with `Cache-Control: private, no-store`. Not a
 * contract: it answers the file itself, loaded by the browser as a plain URL (img, video, PDF tab).
 */
export function rotasArquivos(app: FastifyInstance, deps: Deps) {
  app.get('/arquivos/*', { schema: { hide: true } }, async (req, reply) => {
    const chave = chaveDoCaminho((req.params as { '*': string })['*']);
    if (!chave) throw naoEncontrado(MSG.rotaNaoEncontrada);
    if (IMUTAVEL.test(chave)) {
      // Product photos and videos named by their content hash (issue 12 §9): never change.
      return reply.sendFile(chave, deps.config.storageDir, { maxAge: '365d', immutable: true });
    }
    if (chavePublica(chave)) return reply.sendFile(chave, deps.config.storageDir, { maxAge: '1d' });

    const sessao = await resolverSessao(deps, req);
    if (!sessao) throw naoAutenticado();
    verificarBarreiras(sessao, {});
    await autorizarArquivoPrivado(deps, sessao, chave);
    return reply
      .header('cache-control', 'private, no-store')
      .sendFile(chave, deps.config.storageDir, { cacheControl: false, etag: false, lastModified: false });
  });
}
