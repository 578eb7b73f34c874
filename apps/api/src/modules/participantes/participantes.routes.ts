import type { FastifyInstance } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import * as alterar from './participantes-alterar.service.js';
import * as impressao from './participantes-impressao.service.js';
import { importar } from './participantes-importar.service.js';
import * as listas from './participantes-listas.service.js';

/**
 * The participants of a round (spec 3 §2 "Round participants", §7 "Rounds", "Printing"): the lists
 * and add-dialog candidates, adding and removing, a client's term and sign-up, the CSV imports and
 * the prints.
 */
export function rotasParticipantes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, rodadas.listarFornecedoresDaRodada, ({ params, query }, ctx) =>
    listas.listarFornecedoresDaRodada(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, rodadas.listarClientesDaRodada, ({ params, query }, ctx) =>
    listas.listarClientesDaRodada(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, rodadas.listarRepresentantesDaRodada, ({ params, query }, ctx) =>
    listas.listarRepresentantesDaRodada(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, rodadas.listarFornecedoresCandidatos, ({ params, query }, ctx) =>
    listas.listarFornecedoresCandidatos(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, rodadas.listarClientesCandidatos, ({ params, query }, ctx) =>
    listas.listarClientesCandidatos(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, rodadas.listarRepresentantesCandidatos, ({ params, query }, ctx) =>
    listas.listarRepresentantesCandidatos(deps, ctx.ator, params.id, query),
  );

  registrar(app, deps, rodadas.adicionarFornecedorNaRodada, ({ params }, ctx) =>
    alterar.adicionar(deps, ctx.ator, params.id, 'fornecedor', params.fornecedor_id, ctx),
  );
  registrar(app, deps, rodadas.removerFornecedorDaRodada, ({ params }, ctx) =>
    alterar.remover(deps, ctx.ator, params.id, 'fornecedor', params.fornecedor_id, ctx),
  );
  registrar(app, deps, rodadas.adicionarClienteNaRodada, ({ params }, ctx) =>
    alterar.adicionar(deps, ctx.ator, params.id, 'cliente', params.cliente_id, ctx),
  );
  registrar(app, deps, rodadas.removerClienteDaRodada, ({ params }, ctx) =>
    alterar.remover(deps, ctx.ator, params.id, 'cliente', params.cliente_id, ctx),
  );
  registrar(app, deps, rodadas.adicionarRepresentanteNaRodada, ({ params }, ctx) =>
    alterar.adicionar(deps, ctx.ator, params.id, 'representante', params.representante_id, ctx),
  );
  registrar(app, deps, rodadas.removerRepresentanteDaRodada, ({ params }, ctx) =>
    alterar.remover(deps, ctx.ator, params.id, 'representante', params.representante_id, ctx),
  );
  registrar(app, deps, rodadas.alterarPrazoDoCliente, ({ params, body }, ctx) =>
    alterar.alterarPrazo(deps, ctx.ator, params.id, params.cliente_id, body.prazo, ctx),
  );
  registrar(app, deps, rodadas.inscreverClienteNaRodada, ({ params }, ctx) =>
    alterar.alterarInscricao(deps, ctx.ator, params.id, params.cliente_id, true, ctx),
  );
  registrar(app, deps, rodadas.cancelarInscricaoNaRodada, ({ params }, ctx) =>
    alterar.alterarInscricao(deps, ctx.ator, params.id, params.cliente_id, false, ctx),
  );

  registrar(app, deps, rodadas.importarClientesNaRodada, ({ params }, ctx) =>
    importar(deps, ctx.ator, params.id, 'cliente', ctx.arquivo, ctx),
  );
  registrar(app, deps, rodadas.importarFornecedoresNaRodada, ({ params }, ctx) =>
    importar(deps, ctx.ator, params.id, 'fornecedor', ctx.arquivo, ctx),
  );
  registrar(app, deps, rodadas.importarRepresentantesNaRodada, ({ params }, ctx) =>
    importar(deps, ctx.ator, params.id, 'representante', ctx.arquivo, ctx),
  );

  registrar(app, deps, rodadas.imprimirClientesDaRodada, ({ params, query }, ctx) =>
    impressao.imprimirClientes(deps, ctx.ator, ctx.reply, params.id, query),
  );
  registrar(app, deps, rodadas.imprimirFornecedoresDaRodada, ({ params, query }, ctx) =>
    impressao.imprimirFornecedores(deps, ctx.ator, ctx.reply, params.id, query),
  );
  registrar(app, deps, rodadas.imprimirEtiquetasDosClientes, ({ params, query }, ctx) =>
    impressao.imprimirEtiquetas(deps, ctx.ator, ctx.reply, params.id, query),
  );
}
