import type { FastifyInstance } from 'fastify';
import { pedidos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as checkout from './checkout.service.js';
import * as consultas from './consultas.service.js';

/** The orders area's routes of issue 13 (spec 3 §7 "Orders"): checkouts, date, clients, detail. */
export function rotasPedidos(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, pedidos.salvarPedidoCliente, ({ body }, { ator }) =>
    checkout.salvarPedidoCliente(deps, ator, body),
  );
  registrar(app, deps, pedidos.salvarPedido, ({ body }, { ator }) => checkout.salvarPedido(deps, ator, body));
  registrar(app, deps, pedidos.dataAtual, () => Promise.resolve(checkout.dataAtual(deps)));
  registrar(app, deps, pedidos.clientesDoPedido, ({ query }, { ator }) =>
    consultas.clientesDoPedido(deps, ator, query),
  );
  registrar(app, deps, pedidos.detalharPedidoCliente, ({ params }, { ator }) =>
    consultas.detalharPedidoCliente(deps, ator, params.id),
  );
}
