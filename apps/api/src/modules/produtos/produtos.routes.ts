import type { FastifyInstance } from 'fastify';
import { produtos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { imprimirProdutos } from './produtos-impressao.service.js';
import * as servico from './produtos.service.js';

/**
 * A supplier's products (spec 3 §7 "Products"): list, form (create, read, update), delete,
 * activate, deactivate and the printed list.
 */
export function rotasProdutos(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, produtos.listarProdutos, ({ query }, { ator }) =>
    servico.listarProdutos(deps, ator, query),
  );
  registrar(app, deps, produtos.salvarProduto, ({ body }, { ator, ip }) =>
    servico.salvarProduto(deps, ator, body, ip),
  );
  registrar(app, deps, produtos.editarProduto, ({ params }, { ator }) =>
    servico.editarProduto(deps, ator, params.id),
  );
  registrar(app, deps, produtos.atualizarProduto, ({ params, body }, { ator, ip }) =>
    servico.atualizarProduto(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, produtos.excluirProduto, ({ params }, { ator, ip }) =>
    servico.excluirProduto(deps, ator, params.id, ip),
  );
  registrar(app, deps, produtos.ativarProduto, ({ params }, { ator, ip }) =>
    servico.definirAtivo(deps, ator, params.id, true, ip),
  );
  registrar(app, deps, produtos.desativarProduto, ({ params }, { ator, ip }) =>
    servico.definirAtivo(deps, ator, params.id, false, ip),
  );
  registrar(app, deps, produtos.imprimirProdutos, ({ query }, { ator, reply }) =>
    imprimirProdutos(deps, ator, reply, query),
  );
}
