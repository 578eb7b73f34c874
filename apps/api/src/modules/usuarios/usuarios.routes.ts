import type { FastifyInstance } from 'fastify';
import { usuarios } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { listarUsuarios } from './usuarios.service.js';

/** User maintenance (spec 1 §7, spec 2 §7 "Users"); the rest arrives with the accounts issue. */
export function rotasUsuarios(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, usuarios.listarUsuarios, ({ query }) => listarUsuarios(deps, query));
}
