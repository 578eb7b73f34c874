import type { FastifyInstance } from 'fastify';
import { produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { enviarFoto, enviarVideo } from './midias-envio.service.js';
import { listarMidia, salvarMidia } from './midias.service.js';

/**
 * The product gallery (spec 3 §7 `GET /api/produtos/{id}/midia`, `POST .../midia/salvar`), with its
 * upload calls (one photo, the video) that keep each request far below the 12 MB JSON limit.
 */
export function rotasMidias(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, produtos.listarMidia, ({ params }, { ator }) => listarMidia(deps, ator, params.id));
  registrar(app, deps, produtos.enviarFoto, ({ params, body }, { ator }) =>
    enviarFoto(deps, ator, params.id, body.foto),
  );
  registrar(app, deps, produtos.enviarVideo, ({ params }, { ator, arquivo }) =>
    enviarVideo(deps, ator, params.id, arquivo),
  );
  registrar(app, deps, produtos.salvarMidia, ({ params, body }, { ator, ip }) =>
    salvarMidia(deps, ator, params.id, body, ip),
  );
}
