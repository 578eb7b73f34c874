import type { FastifyInstance } from 'fastify';
import { fornecedores } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { rotasFornecedoresManutencao } from './fornecedores-manutencao.routes.js';
import * as servico from './fornecedores.service.js';

/**
 * The supplier's own account, logo and showroom video (spec 2 §7 "Suppliers"), then the suppliers
 * maintenance (fornecedores-manutencao.routes.ts).
 */
export function rotasFornecedores(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, fornecedores.listarConfig, (_e, ctx) => servico.carregarConta(deps, ctx.ator));
  registrar(app, deps, fornecedores.salvarConfig, ({ body }, ctx) =>
    servico.salvarConta(deps, ctx.ator, body.fornecedor, ctx.ip),
  );
  registrar(app, deps, fornecedores.listarLogo, ({ params }, ctx) =>
    servico.listarLogo(deps, ctx.ator, params.id),
  );
  registrar(app, deps, fornecedores.salvarLogo, ({ params, body }, ctx) =>
    servico.salvarLogo(deps, ctx.ator, params.id, body.logo, ctx.ip),
  );
  registrar(app, deps, fornecedores.salvarVideo, (_e, ctx) =>
    servico.salvarVideo(deps, ctx.ator, ctx.arquivo, ctx.ip),
  );
  registrar(app, deps, fornecedores.excluirVideo, (_e, ctx) => servico.excluirVideo(deps, ctx.ator, ctx.ip));
  rotasFornecedoresManutencao(app, deps);
}
