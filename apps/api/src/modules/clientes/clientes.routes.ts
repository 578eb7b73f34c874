import type { FastifyInstance } from 'fastify';
import { clientes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './clientes.service.js';

/** Customers (spec 2 §7 "Customers"): for now the customer's own account page (/cliente/minha-conta). */
export function rotasClientes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, clientes.listarContaCliente, ({ query }, ctx) =>
    servico.listarContaCliente(deps, ctx.ator, query.id),
  );
  registrar(app, deps, clientes.salvarContaCliente, ({ body }, ctx) =>
    servico.salvarContaCliente(deps, ctx.ator, body.cliente, ctx.ip),
  );
}
