import type { FastifyInstance } from 'fastify';
import { representantes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { imprimirRepresentantes } from './representantes-impressao.service.js';
import * as manutencao from './representantes-manutencao.service.js';
import * as vinculos from './representantes-vinculos.service.js';

/**
 * Representatives maintenance and client links (spec 2 §7 "Representatives", the customer-side
 * link calls and "Printing"): the list, the picker list, the form, delete and password reset
 * (administrador, master); the details dialog; the client's list and Vincular/Desvincular; the
 * representative dropping a client; the printed list.
 */
export function rotasManutencaoRepresentantes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, representantes.listarRepresentantes, ({ query }, ctx) =>
    manutencao.listarRepresentantes(deps, ctx.ator, query),
  );
  registrar(app, deps, representantes.listarRepresentantesCurta, ({ query }) =>
    manutencao.listarCurta(deps, query.busca),
  );
  registrar(app, deps, representantes.salvarRepresentante, ({ body }, ctx) =>
    manutencao.salvarRepresentante(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, representantes.editarRepresentante, ({ params }, ctx) =>
    manutencao.editarRepresentante(deps, ctx.ator, params.id),
  );
  registrar(app, deps, representantes.atualizarRepresentante, ({ params, body }, ctx) =>
    manutencao.atualizarRepresentante(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, representantes.excluirRepresentante, ({ params }, ctx) =>
    manutencao.excluirRepresentante(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, representantes.resetarSenhaRepresentante, ({ params }, ctx) =>
    manutencao.resetarSenha(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, representantes.detalharRepresentante, ({ params }, ctx) =>
    manutencao.detalharRepresentante(deps, ctx.ator, params.id),
  );
  registrar(app, deps, representantes.listarRepresentantesDoCliente, ({ params, query }, ctx) =>
    vinculos.listarDoCliente(deps, ctx.ator, params.id, query),
  );
  registrar(app, deps, representantes.relacionarRepresentante, ({ params, body }, ctx) =>
    vinculos.relacionar(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, representantes.imprimirRepresentantes, ({ query }, ctx) =>
    imprimirRepresentantes(deps, ctx.ator, ctx.reply, query),
  );
  registrar(app, deps, representantes.desvincularCliente, ({ params }, ctx) =>
    vinculos.desvincularCliente(deps, ctx.ator, params.id, params.cliente_id, ctx.ip),
  );
}
