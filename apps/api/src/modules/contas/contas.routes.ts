import type { FastifyInstance } from 'fastify';
import { contas } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import {
  cadastrar,
  conferirCodigoReset,
  reenviarAtivacao,
  redefinirSenha,
  solicitarReset,
  validarAtivacao,
} from './contas.service.js';

/** Sign-up, validation codes and password reset (spec 1 §4, §7 "Authentication and users"). */
export function rotasContas(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, contas.salvarUsuario, ({ body }, { ip }) => cadastrar(deps, body, ip));
  registrar(app, deps, contas.validarCodigoAtivacao, ({ body }, { ip }) => validarAtivacao(deps, body, ip));
  registrar(app, deps, contas.reenviarCodigoAtivacao, ({ body }, { ip }) => reenviarAtivacao(deps, body, ip));
  registrar(app, deps, contas.solicitarReset, ({ body }, { ip }) => solicitarReset(deps, body, ip));
  registrar(app, deps, contas.conferirCodigoReset, ({ body }, { ip }) => conferirCodigoReset(deps, body, ip));
  registrar(app, deps, contas.novaSenhaReset, ({ body }, { ip }) => redefinirSenha(deps, body, ip));
}
