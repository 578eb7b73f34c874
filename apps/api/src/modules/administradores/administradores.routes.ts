import type { FastifyInstance } from 'fastify';
import { administradores } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './administradores.service.js';

/** Administrators (spec 2 §7 "Administrators"): the own account page and master's maintenance. */
export function rotasAdministradores(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, administradores.listarContaAdministrador, ({ query }, ctx) =>
    servico.listarContaAdministrador(deps, ctx.ator, query.id),
  );
  registrar(app, deps, administradores.salvarContaAdministrador, ({ body }, ctx) =>
    servico.salvarContaAdministrador(deps, ctx.ator, body.administrador, ctx.ip),
  );
  registrar(app, deps, administradores.listarAdministradores, ({ query }, ctx) =>
    servico.listarAdministradores(deps, ctx.ator, query),
  );
  registrar(app, deps, administradores.salvarAdministrador, ({ body }, ctx) =>
    servico.salvarAdministrador(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, administradores.editarAdministrador, ({ params }, ctx) =>
    servico.editarAdministrador(deps, ctx.ator, params.id),
  );
  registrar(app, deps, administradores.atualizarAdministrador, ({ params, body }, ctx) =>
    servico.atualizarAdministrador(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, administradores.excluirAdministrador, ({ params }, ctx) =>
    servico.excluirAdministrador(deps, ctx.ator, params.id, ctx.ip),
  );
}
