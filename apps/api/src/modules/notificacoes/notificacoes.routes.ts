import type { FastifyInstance } from 'fastify';
import { notificacoes } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { contarNotificacoes, listarNotificacoes, responderNotificacao } from './notificacoes.service.js';

/** Notifications (spec 1 §2.7, §7): the menu badge's count, the list and the answer. */
export function rotasNotificacoes(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, notificacoes.contarNotificacoes, (_e, { ator }) => contarNotificacoes(deps, ator));
  registrar(app, deps, notificacoes.listarNotificacoes, ({ query }, { ator }) =>
    listarNotificacoes(deps, ator, query),
  );
  registrar(app, deps, notificacoes.responderNotificacao, ({ params, body }, { ator, ip }) =>
    responderNotificacao(deps, ator, params.id, body.resposta, ip),
  );
}
