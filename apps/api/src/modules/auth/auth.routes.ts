import type { FastifyInstance, FastifyReply } from 'fastify';
import { MSG, auth } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import {
  COOKIE_SESSAO,
  COOKIE_TOKEN,
  VALIDADE_TOKEN_MS,
  logar,
  sair,
  usuarioDaSessao,
} from './auth.service.js';

/**
 * Sets the HttpOnly api_token cookie (spec 1 §9: 365 days) and a readable `rodada_sessao` flag:
 * the web guards need to know a login cookie exists (spec 1 §2.1) without reading the secret.
 */
function gravarCookies(reply: FastifyReply, deps: Deps, token: string) {
  const opcoes = {
    path: '/',
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl?.startsWith('https://') ?? false,
    maxAge: VALIDADE_TOKEN_MS / 1000,
  };
  void reply.setCookie(COOKIE_TOKEN, token, { ...opcoes, httpOnly: true });
  void reply.setCookie(COOKIE_SESSAO, '1', { ...opcoes, httpOnly: false });
}

/** Login, logout and the session's user. */
export function rotasAuth(app: FastifyInstance, deps: Deps) {
  for (const ep of [auth.logar, auth.login]) {
    registrar(app, deps, ep, async ({ body }, ctx) => {
      const resposta = await logar(deps, body, {
        ip: ctx.ip,
        userAgent: ctx.req.headers['user-agent'] ?? '',
      });
      gravarCookies(ctx.reply, deps, resposta.api_token);
      return resposta;
    });
  }

  registrar(app, deps, auth.logout, async (_e, ctx) => {
    if (ctx.sessao) await sair(deps, ctx.sessao, ctx.ip);
    void ctx.reply.clearCookie(COOKIE_TOKEN, { path: '/' });
    void ctx.reply.clearCookie(COOKIE_SESSAO, { path: '/' });
    return { msg: MSG.logoutOk };
  });

  registrar(app, deps, auth.usuarioLogado, async (_e, ctx) => {
    if (!ctx.sessao) throw new Error('inalcançável: rota protegida sem sessão');
    return usuarioDaSessao(deps, ctx.sessao);
  });
}
