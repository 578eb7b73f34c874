import type { FastifyInstance } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { atualizarRodada, salvarRodada } from './rodadas-cadastro.service.js';
import * as leitura from './rodadas-leitura.service.js';
import { baixarPlanta } from './rodadas-planta.service.js';
import { contarRodadas } from './rodadas.service.js';

/** Trade rounds (spec 3 §2-§7 "Rounds"; spec 1 §2.10 the floor plan). */
export function rotasRodadas(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, rodadas.contarRodadas, (_e, { ator }) => contarRodadas(deps, ator));
  registrar(app, deps, rodadas.listarRodadas, ({ query }, { ator }) =>
    leitura.listarRodadas(deps, ator, query),
  );
  registrar(app, deps, rodadas.abrirRodada, ({ params }, { ator }) =>
    leitura.abrirRodada(deps, ator, params.id),
  );
  registrar(app, deps, rodadas.listarRodadasDoCliente, (_e, { ator }) =>
    leitura.listarRodadasDoCliente(deps, ator),
  );
  registrar(app, deps, rodadas.listarAdministradoresParaRodada, () => leitura.listarAdministradores(deps));
  registrar(app, deps, rodadas.listarAdministradoresDaRodada, ({ params }, { ator }) =>
    leitura.listarAdministradoresDaRodada(deps, ator, params.id),
  );
  registrar(app, deps, rodadas.salvarRodada, ({ body }, { ator, ip }) => salvarRodada(deps, ator, body, ip));
  registrar(app, deps, rodadas.atualizarRodada, ({ params, body }, { ator, ip }) =>
    atualizarRodada(deps, ator, params.id, body, ip),
  );
  registrar(app, deps, rodadas.baixarPlanta, ({ params }, { req, reply }) =>
    baixarPlanta(deps, req, reply, params.id),
  );
}
