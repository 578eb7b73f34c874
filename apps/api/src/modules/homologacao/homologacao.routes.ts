import type { FastifyInstance } from 'fastify';
import { produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './homologacao.service.js';

/**
 * A product's approval and expiry (spec 3 §7 Products: homologacao, homologar, possiveiserros,
 * renovar-vencido).
 */
export function rotasHomologacao(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, produtos.verHomologacao, ({ query }, { ator }) =>
    servico.verHomologacao(deps, ator, query.produto_id),
  );
  registrar(app, deps, produtos.listarPossiveisErros, () => servico.listarPossiveisErros(deps));
  registrar(app, deps, produtos.homologarProduto, ({ params, body }, { ator, ip }) =>
    servico.homologar(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, produtos.renovarVencido, ({ params, body }, { ator, ip }) =>
    servico.renovarVencido(deps, ator, params.id, body.resposta, ip),
  );
}
