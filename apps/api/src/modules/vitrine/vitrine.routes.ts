import type { FastifyInstance } from 'fastify';
import { produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar, type Contexto } from '../../plugins/registrar.js';
import { resolverSessao } from '../auth/index.js';
import * as servico from './vitrine.service.js';

/**
 * The caller of a public shop read: the session's actor when the request carries one (a cookie or
 * a bearer), else null (ADR 014: public endpoints resolve the session themselves).
 */
async function atorOpcional(deps: Deps, ctx: Contexto) {
  return (await resolverSessao(deps, ctx.req))?.ator ?? null;
}

/** The shop's public reads of products (spec 3 §7 "Products": buscar, buscarid, {id}/grade). */
export function rotasVitrine(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, produtos.buscarProdutos, async ({ query }, ctx) =>
    servico.buscar(deps, await atorOpcional(deps, ctx), query),
  );
  registrar(app, deps, produtos.buscarProdutosPorId, async ({ query }, ctx) =>
    servico.buscarPorIds(deps, await atorOpcional(deps, ctx), query.id),
  );
  registrar(app, deps, produtos.gradeDoProduto, async ({ params }, ctx) =>
    servico.grade(deps, await atorOpcional(deps, ctx), params.id),
  );
}
