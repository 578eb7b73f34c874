import type { FastifyInstance } from 'fastify';
import { rodadas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { contarRodadas } from './rodadas.service.js';

/** Trade rounds (spec 3 §2-§4); listing and editing arrive with the rounds issue. */
export function rotasRodadas(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, rodadas.contarRodadas, (_e, { ator }) => contarRodadas(deps, ator));
}
