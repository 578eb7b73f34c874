import type { FastifyInstance } from 'fastify';
import { clientes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './clientes.service.js';
import * as atualizacao from './clientes-atualizar.service.js';
import * as impressao from './clientes-impressao.service.js';
import * as listas from './clientes-listas.service.js';
import * as manutencao from './clientes-manutencao.service.js';
import * as lojas from './lojas.service.js';

/**
 * Customers (spec 2 §7 "Customers"): the customer's own account page (/cliente/minha-conta), the
 * stores (its own on /empresas, any reachable customer's on the customer form), and the customers
 * maintenance of the other roles (/clientes: lists, form, delete, activation).
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
  registrar(app, deps, clientes.listarClientes, ({ query }, ctx) =>
    listas.listarClientes(deps, ctx.ator, query),
  );
  registrar(app, deps, clientes.listarClientesDoFornecedor, ({ params, query }, ctx) =>
    listas.listarClientesDoFornecedor(deps, ctx.ator, params.id, null, query),
  );
  registrar(app, deps, clientes.listarClientesDoFornecedorNaRodada, ({ params, query }, ctx) =>
    listas.listarClientesDoFornecedor(deps, ctx.ator, params.id, params.rodada, query),
  );
  registrar(app, deps, clientes.listarClientesDoRepresentante, ({ params, query }, ctx) =>
    listas.listarClientesDoRepresentante(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, clientes.listarClientesDoAdministrador, ({ params, query }, ctx) =>
    listas.listarClientesDoAdministrador(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, clientes.salvarCliente, ({ body }, ctx) =>
    manutencao.salvarCliente(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, clientes.editarCliente, ({ params }, ctx) =>
    manutencao.editarCliente(deps, ctx.ator, params.id),
  );
  registrar(app, deps, clientes.atualizarCliente, ({ params, body }, ctx) =>
    atualizacao.atualizarCliente(deps, ctx.ator, params.id, body, ctx.ip),
  );
  // spec 2 §7 "/api/representantes/config/*": the representative's door to the same two calls.
  registrar(app, deps, clientes.lerConfigClienteDoRepresentante, ({ query }, ctx) =>
    manutencao.editarCliente(deps, ctx.ator, query.id),
  );
  registrar(app, deps, clientes.salvarConfigClienteDoRepresentante, ({ body }, ctx) =>
    atualizacao.atualizarCliente(deps, ctx.ator, body.id, body.cliente, ctx.ip),
  );
  registrar(app, deps, clientes.excluirCliente, ({ params }, ctx) =>
    manutencao.excluirCliente(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, clientes.ativarDesativarCliente, ({ params, body }, ctx) =>
    manutencao.ativarDesativarCliente(deps, ctx.ator, params.id, body.ativo, ctx.ip),
  );
  registrar(app, deps, clientes.imprimirClientes, ({ query }, ctx) =>
    impressao.imprimirClientes(deps, ctx.ator, ctx.reply, query),
  );
  registrar(app, deps, clientes.imprimirFichaCliente, ({ params, query }, ctx) =>
    impressao.imprimirFichaCliente(deps, ctx.ator, ctx.reply, params.id, query),
  );
}
