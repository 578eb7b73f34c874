import type { FastifyInstance } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { copiarStands, listarRodadasParaCopiar } from './stands-copia.service.js';
import { imprimirStands } from './stands-impressao.service.js';
import * as servico from './stands.service.js';

/**
 * A round's stands (spec 3 §7 "Stands", "Printing" rodada/{id}/stands): list, form, delete, owner,
 * owner pickers, copy from another round and the printed list.
 */
export function rotasStands(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, rodadas.listarStands, ({ params, query }, { ator }) =>
    servico.listarStands(deps, ator, params.id, query),
  );
  registrar(app, deps, rodadas.salvarStand, ({ params, body }, { ator, ip }) =>
    servico.salvarStand(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, rodadas.listarProprietariosStand, ({ params, query }, { ator }) =>
    servico.listarProprietarios(deps, ator, params.id, query.tipo),
  );
  registrar(app, deps, rodadas.editarStand, ({ params }, { ator }) =>
    servico.editarStand(deps, ator, params.id, params.stand_id),
  );
  registrar(app, deps, rodadas.atualizarStand, ({ params, body }, { ator, ip }) =>
    servico.atualizarStand(deps, ator, params.id, params.stand_id, body, ip),
  );
  registrar(app, deps, rodadas.excluirStand, ({ params }, { ator, ip }) =>
    servico.excluirStand(deps, ator, params.id, params.stand_id, ip),
  );
  registrar(app, deps, rodadas.proprietarioDoStand, ({ params }, { ator }) =>
    servico.proprietarioDoStand(deps, ator, params.id, params.stand_id),
  );
  registrar(app, deps, rodadas.listarRodadasParaCopiarStands, ({ params }, { ator }) =>
    listarRodadasParaCopiar(deps, ator, params.id),
  );
  registrar(app, deps, rodadas.copiarStands, ({ params }, { ator, ip }) =>
    copiarStands(deps, ator, params.id, params.origem_id, ip),
  );
  registrar(app, deps, rodadas.imprimirStands, ({ params, query }, { ator, reply }) =>
    imprimirStands(deps, ator, reply, params.id, query),
  );
}
