import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG, auth } from '@rodada/contracts';
import type { Deps } from '../../lib/deps.js';
import { registrar } from '../../plugins/registrar.js';
import { LIMITES_LOGIN } from './login-limites.js';
import {
  COOKIE_APARELHO,
  COOKIE_SESSAO,
  COOKIE_TOKEN,
  VALIDADE_TOKEN_MS,
  logar,
  sair,
  usuarioDaSessao,
} from './auth.service.js';

/**
 * The session cookies' attributes: `Secure` whenever the public address is https, named by
 * PUBLIC_URL or seen on the request itself, including behind a proxy (TRUST_PROXY=1 reads
 * X-Forwarded-Proto into req.protocol; without it the header is ignored). ADR 008.
 */
function opcoesDosCookies(req: FastifyRequest, deps: Deps) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: deps.config.publicUrl?.startsWith('https://') === true || req.protocol === 'https',
  };
}

/**
 * Sets the HttpOnly api_token cookie (spec 1 §9: 365 days) and a readable `rodada_sessao` flag:
 * the web guards need to know a login cookie exists (spec 1 §2.1) without reading the secret.
 * Also (re)sets the HttpOnly device cookie with the same attributes, so it is Secure exactly when
 * the session cookie is; logout leaves it in place (it identifies the tablet, not the session).
 */
function gravarCookies(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: Deps,
  token: string,
  aparelho: string,
) {
  const opcoes = { ...opcoesDosCookies(req, deps), maxAge: VALIDADE_TOKEN_MS / 1000 };
  void reply.setCookie(COOKIE_TOKEN, token, { ...opcoes, httpOnly: true });
  void reply.setCookie(COOKIE_SESSAO, '1', { ...opcoes, httpOnly: false });
  void reply.setCookie(COOKIE_APARELHO, aparelho, {
    ...opcoes,
    httpOnly: true,
    maxAge: LIMITES_LOGIN.validadeCookieAparelhoMs / 1000,
  });
}

/** Login, logout and the session's user. */
export function rotasAuth(app: FastifyInstance, deps: Deps) {
  for (const ep of [auth.logar, auth.login]) {
    registrar(app, deps, ep, async ({ body }, ctx) => {
      const { aparelho, ...resposta } = await logar(deps, body, {
        ip: ctx.ip,
        userAgent: ctx.req.headers['user-agent'] ?? '',
        aparelho: ctx.req.cookies[COOKIE_APARELHO],
      });
      gravarCookies(ctx.req, ctx.reply, deps, resposta.api_token, aparelho);
      return resposta;
    });
  }

  registrar(app, deps, auth.logout, async (_e, ctx) => {
    if (ctx.sessao) await sair(deps, ctx.sessao, ctx.ip);
    const opcoes = opcoesDosCookies(ctx.req, deps);
    void ctx.reply.clearCookie(COOKIE_TOKEN, { ...opcoes, httpOnly: true });
    void ctx.reply.clearCookie(COOKIE_SESSAO, opcoes);
    return { msg: MSG.logoutOk };
  });

  registrar(app, deps, auth.usuarioLogado, async (_e, ctx) => {
    if (!ctx.sessao) throw new Error('inalcançável: rota protegida sem sessão');
    return usuarioDaSessao(deps, ctx.sessao);
  });
}
