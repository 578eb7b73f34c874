import type { FastifyInstance } from 'fastify';
import { usuarios } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { naoAutenticado } from '../../lib/errors.js';
import { registrar } from '../../plugins/registrar.js';
import * as servico from './usuarios.service.js';

/** User maintenance (spec 1 §7, spec 2 §7 "Users" and "Change password"); master only but the last. */
export function rotasUsuarios(app: FastifyInstance, deps: Deps) {
  registrar(app, deps, usuarios.listarUsuarios, ({ query }, ctx) =>
    servico.listarUsuarios(deps, ctx.ator, query),
  );
  registrar(app, deps, usuarios.listarTodosUsuarios, ({ query }, ctx) =>
    servico.listarTodosUsuarios(deps, ctx.ator, query),
  );
  registrar(app, deps, usuarios.resetarSenha, ({ body }, ctx) =>
    servico.resetarSenha(deps, ctx.ator, body.id, ctx.ip),
  );
  registrar(app, deps, usuarios.alterarSenhaDoUsuario, ({ params }, ctx) =>
    servico.resetarSenha(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, usuarios.inativarUsuario, ({ params, body }, ctx) =>
    servico.inativarUsuario(deps, ctx.ator, params.id, body?.ativo, ctx.ip),
  );
  registrar(app, deps, usuarios.cadastrarUsuario, ({ body }, ctx) =>
    servico.cadastrarUsuario(deps, ctx.ator, body, ctx.ip),
  );
  registrar(app, deps, usuarios.editarUsuario, ({ params }, ctx) =>
    servico.editarUsuario(deps, ctx.ator, params.id),
  );
  registrar(app, deps, usuarios.atualizarUsuario, ({ params, body }, ctx) =>
    servico.atualizarUsuario(deps, ctx.ator, params.id, body, ctx.ip),
  );
  registrar(app, deps, usuarios.excluirUsuario, ({ params }, ctx) =>
    servico.excluirUsuario(deps, ctx.ator, params.id, ctx.ip),
  );
  registrar(app, deps, usuarios.alterarSenha, ({ body }, ctx) => {
    if (!ctx.sessao) throw naoAutenticado();
    const sessao = { userId: ctx.sessao.ator.userId, tokenId: ctx.sessao.tokenId };
    return servico.alterarSenha(deps, sessao, body, ctx.ip);
  });
}
