import type { FastifyInstance } from 'fastify';
import { clientes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './clientes.service.js';
import * as lojas from './lojas.service.js';

/**
 * Customers (spec 2 §7 "Customers"): for now the customer's own account page (/cliente/minha-conta)
 * and its own stores (/empresas).
 */
export function rotasClientes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, clientes.listarContaCliente, ({ query }, ctx) =>
    servico.listarContaCliente(deps, ctx.ator, query.id),
  );
  registrar(app, deps, clientes.salvarContaCliente, ({ body }, ctx) =>
    servico.salvarContaCliente(deps, ctx.ator, body.cliente, ctx.ip),
  );
  registrar(app, deps, clientes.listarLojas, ({ params }, ctx) =>
    lojas.listarLojas(deps, ctx.ator, params.id),
  );
  registrar(app, deps, clientes.editarLoja, ({ params }, ctx) =>
    lojas.editarLoja(deps, ctx.ator, params.id, params.loja_id),
  );
  registrar(app, deps, clientes.salvarLoja, ({ params, body }, ctx) =>
    lojas.salvarLoja(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, clientes.atualizarLoja, ({ params, body }, ctx) =>
    lojas.atualizarLoja(deps, ctx.ator, params.id, params.loja_id, body, ctx.ip),
  );
  registrar(app, deps, clientes.excluirLoja, ({ params }, ctx) =>
    lojas.excluirLoja(deps, ctx.ator, params.id, params.loja_id, ctx.ip),
  );
}
