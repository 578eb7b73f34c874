import type { FastifyInstance } from 'fastify';
import { pedidos } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as checkout from './checkout.service.js';
import * as consultas from './consultas.service.js';
import * as formulario from './formulario.service.js';
import { comHashDoServidor } from './hash.js';
import * as lista from './lista.service.js';
import * as salvar from './salvar.service.js';
import * as acoes from './acoes.service.js';
import * as pedidosClientes from './pedidos-clientes.service.js';
import * as impressao from './impressao.service.js';

/** The orders area's routes of issue 13 (spec 3 §7 "Orders"): checkouts, date, clients, detail. */
export function rotasPedidos(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, pedidos.salvarPedidoCliente, ({ body }, { ator }) =>
    checkout.salvarPedidoCliente(deps, ator, comHashDoServidor(body)),
  );
  registrar(app, deps, pedidos.salvarPedido, ({ body }, { ator }) =>
    salvar.salvarPedido(deps, ator, comHashDoServidor(body)),
  );
  registrar(app, deps, pedidos.dataAtual, () => Promise.resolve(checkout.dataAtual(deps)));
  registrar(app, deps, pedidos.clientesDoPedido, ({ query }, { ator }) =>
    consultas.clientesDoPedido(deps, ator, query),
  );
  registrar(app, deps, pedidos.detalharPedidoCliente, ({ params }, { ator }) =>
    consultas.detalharPedidoCliente(deps, ator, params.id),
  );
  // Issue 14 (h-a): lists, the order form's load and update, the form's lookups.
  registrar(app, deps, pedidos.listarPedidos, ({ query }, { ator }) =>
    lista.listarPedidos(deps, ator, query),
  );
  registrar(app, deps, pedidos.filtrarPedidos, ({ body }, { ator }) =>
    lista.filtrarPedidos(deps, ator, body),
  );
  registrar(app, deps, pedidos.editarPedido, ({ params }, { ator }) =>
    formulario.editarPedido(deps, ator, params.id),
  );
  registrar(app, deps, pedidos.atualizarPedido, ({ params, body }, { ator }) =>
    salvar.atualizarPedido(deps, ator, params.id, comHashDoServidor(body)),
  );
  registrar(app, deps, pedidos.produtosDoFormulario, ({ query }, { ator }) =>
    formulario.produtosDoFormulario(deps, ator, query),
  );
  registrar(app, deps, pedidos.produtoPorCodigo, ({ query }, { ator }) =>
    formulario.produtoPorCodigo(deps, ator, query),
  );
  registrar(app, deps, pedidos.fornecedoresDoPedido, ({ query }, { ator }) =>
    formulario.fornecedoresDoPedido(deps, ator, query),
  );
  registrar(app, deps, pedidos.representantesDoPedido, ({ query }, { ator }) =>
    formulario.representantesDoPedido(deps, ator, query),
  );
  // Issue 14 (h-b): status actions, customer orders, open orders, printing.
  registrar(app, deps, pedidos.fecharPedido, ({ params }, { ator, ip }) =>
    acoes.aplicarAcaoPedido(deps, ator, params.id, 'revisar', ip),
  );
  registrar(app, deps, pedidos.entregarPedido, ({ params }, { ator, ip }) =>
    acoes.aplicarAcaoPedido(deps, ator, params.id, 'informar_entrega', ip),
  );
  registrar(app, deps, pedidos.desfazerEntregaPedido, ({ params }, { ator, ip }) =>
    acoes.aplicarAcaoPedido(deps, ator, params.id, 'desfazer_entrega', ip),
  );
  registrar(app, deps, pedidos.cancelarPedido, ({ params }, { ator, ip }) =>
    acoes.aplicarAcaoPedido(deps, ator, params.id, 'cancelar', ip),
  );
  registrar(app, deps, pedidos.listarPedidosClientes, ({ params, query }, { ator }) =>
    pedidosClientes.listarPedidosClientes(deps, ator, params.id, query),
  );
  registrar(app, deps, pedidos.cancelarPedidoCliente, ({ params }, { ator, ip }) =>
    pedidosClientes.agirNoPedidoCliente(deps, ator, params.id, 'cancelar', ip),
  );
  registrar(app, deps, pedidos.entregarPedidoCliente, ({ params }, { ator, ip }) =>
    pedidosClientes.agirNoPedidoCliente(deps, ator, params.id, 'entregar', ip),
  );
  registrar(app, deps, pedidos.pedidosAbertos, ({ query }, { ator }) =>
    pedidosClientes.pedidosAbertos(deps, ator, query),
  );
  registrar(app, deps, pedidos.imprimirPedido, ({ params, query }, { ator, reply }) =>
    impressao.imprimirPedido(deps, ator, reply, params.id, query),
  );
  registrar(app, deps, pedidos.imprimirPedidos, ({ query }, { ator, reply }) =>
    impressao.imprimirPedidos(deps, ator, reply, query),
  );
}
