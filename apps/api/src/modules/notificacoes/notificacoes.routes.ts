import type { FastifyInstance } from 'fastify';
import { notificacoes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { contarNotificacoes } from './notificacoes.service.js';

/** Notifications (spec 1 §2.7, §7); the list and the answer arrive with the notifications issue. */
export function rotasNotificacoes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, notificacoes.contarNotificacoes, (_e, { ator }) => contarNotificacoes(deps, ator));
}
