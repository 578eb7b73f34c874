import type { FastifyInstance } from 'fastify';
import { banners } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './banners.service.js';

/** Banners (spec 3 §7 "Banners"): the master's maintenance and the shop's public carousel. */
export function rotasBanners(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, banners.listarBannersAtivos, ({ query }) => servico.listarAtivos(deps, query.destino));
  registrar(app, deps, banners.listarBanners, ({ query }, ctx) =>
    servico.listarBanners(deps, ctx.ator, query),
  );
  registrar(app, deps, banners.salvarBanner, ({ body }, ctx) =>
    servico.salvarBanner(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, banners.editarBanner, ({ params }, ctx) =>
    servico.editarBanner(deps, ctx.ator, params.id),
  );
  registrar(app, deps, banners.atualizarBanner, ({ params, body }, ctx) =>
    servico.atualizarBanner(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, banners.excluirBanner, ({ params }, ctx) =>
    servico.excluirBanner(deps, ctx.ator, params.id, ctx.ip),
  );
}
