import type { FastifyInstance } from 'fastify';
import { representantes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { rotasManutencaoRepresentantes } from './representantes-manutencao.routes.js';
import * as servico from './representantes.service.js';

/**
 * The representative's own account (spec 2 §2 "/representante/minha-conta", §7 "path not shown"),
 * then the maintenance and client links (representantes-manutencao.routes.ts).
 */
export function rotasRepresentantes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, representantes.buscarConta, (_e, ctx) => servico.carregarConta(deps, ctx.ator));
  registrar(app, deps, representantes.salvarConta, ({ body }, ctx) =>
    servico.salvarConta(deps, ctx.ator, body.representante, ctx.ip),
  );
  rotasManutencaoRepresentantes(app, deps);
}
