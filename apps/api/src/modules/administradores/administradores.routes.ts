import type { FastifyInstance } from 'fastify';
import { administradores } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './administradores.service.js';

/** Administrators (spec 2 §7 "Administrators"): for now the administrator's own account page. */
export function rotasAdministradores(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, administradores.listarContaAdministrador, ({ query }, ctx) =>
    servico.listarContaAdministrador(deps, ctx.ator, query.id),
  );
  registrar(app, deps, administradores.salvarContaAdministrador, ({ body }, ctx) =>
    servico.salvarContaAdministrador(deps, ctx.ator, body.administrador, ctx.ip),
  );
}
