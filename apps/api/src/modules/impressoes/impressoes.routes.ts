import type { FastifyInstance } from 'fastify';
import { impressoes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { contarImpressoes } from './impressoes.service.js';

/** The print island (spec D13, spec 1 §2.9); the queue itself arrives with the prints issue. */
export function rotasImpressoes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, impressoes.contarImpressoes, ({ query }, { ator }) =>
    contarImpressoes(deps, ator, query.rodada_id),
  );
}
