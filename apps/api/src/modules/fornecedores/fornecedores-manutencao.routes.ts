import type { FastifyInstance } from 'fastify';
import { fornecedores } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as avaliacoes from './avaliacoes.service.js';
import * as cadastro from './fornecedores-cadastro.service.js';
import * as gestao from './fornecedores-gestao.service.js';
import * as servico from './fornecedores-manutencao.service.js';

/**
 * The suppliers maintenance (spec 2 §7 "Suppliers"): list, shop filter, 'Cadastro de Fornecedor',
 * details, delete, reset, block, ratings, the representative's own supplier calls and the printed list.
 */
export function rotasFornecedoresManutencao(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, fornecedores.listarFornecedores, ({ query }, ctx) =>
    servico.listarFornecedores(deps, ctx.ator, query),
  );
  registrar(app, deps, fornecedores.listarFornecedoresLoja, () => servico.listarFornecedoresLoja(deps));
  registrar(app, deps, fornecedores.salvarFornecedor, ({ body }, ctx) =>
    cadastro.salvarFornecedor(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, fornecedores.editarFornecedor, ({ params }, ctx) =>
    cadastro.editarFornecedor(deps, ctx.ator, params.id),
  );
  registrar(app, deps, fornecedores.atualizarFornecedor, ({ params, body }, ctx) =>
    cadastro.atualizarFornecedor(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, fornecedores.detalharFornecedor, ({ params }, ctx) =>
    servico.detalharFornecedor(deps, ctx.ator, params.id),
  );
  registrar(app, deps, fornecedores.excluirFornecedor, ({ params }, ctx) =>
    gestao.excluirFornecedor(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, fornecedores.resetarFornecedor, ({ params }, ctx) =>
    gestao.resetarFornecedor(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, fornecedores.bloquearFornecedor, ({ params }, ctx) =>
    gestao.bloquearFornecedor(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, fornecedores.listarAvaliacoes, ({ params }, ctx) =>
    avaliacoes.listarAvaliacoes(deps, ctx.ator, params.id),
  );
  registrar(app, deps, fornecedores.salvarAvaliacao, ({ body }, ctx) =>
    avaliacoes.salvarAvaliacao(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, fornecedores.excluirAvaliacao, ({ params }, ctx) =>
    avaliacoes.excluirAvaliacao(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, fornecedores.listarFornecedoresDoRepresentante, ({ params }, ctx) =>
    servico.listarDoRepresentante(deps, ctx.ator, params.id),
  );
  registrar(app, deps, fornecedores.ativacaoFornecedorRepresentante, ({ params, body }, ctx) =>
    servico.ativacaoDoRepresentante(deps, ctx.ator, params.id, params.fornecedor_id, body.status, ctx.ip),
  );
  registrar(app, deps, fornecedores.imprimirFornecedores, ({ query }, ctx) =>
    servico.imprimirFornecedores(deps, ctx.ator, ctx.reply, query),
  );
}
