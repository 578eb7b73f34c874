import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MSG,
  erroSchema,
  sucesso,
  type BodyOut,
  type DadosDe,
  type Endpoint,
  type ParamsOut,
  type QueryOut,
} from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { AppError, naoAutenticado, semPermissao } from '../lib/errors.js';
import type { Deps } from '../lib/deps.js';
import { resolverSessao, type Sessao } from '../modules/auth/auth.service.js';

/** What a handler gets besides its validated input. */
export interface Contexto {
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  /** The caller's session, or null on a public endpoint without login. */
  sessao: Sessao | null;
  /** The caller; throws 401 when there is no session (never the case on protected endpoints). */
  readonly ator: Ator;
}

export interface Entrada<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
}

export type Handler<E extends Endpoint> = (entrada: Entrada<E>, ctx: Contexto) => Promise<DadosDe<E>>;

const respostasDeErro = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };
const metodosSeguros = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Registers one contract: validation and response filtering by zod, the role check of the
 * route table (spec 1 §2.1 / spec 3 §6), the `{status: 1, ...}` envelope and the OpenAPI entry.
 * Routes stay about ten lines: a contract, a handler calling one service function.
 */
export function registrar<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  ep: E,
  handler: Handler<E>,
): void {
  const publico = ep.roles === 'public';
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    schema: {
      summary: ep.summary,
      tags: [ep.tag],
      ...(publico ? {} : { security: [{ bearer: [] }, { cookie: [] }] }),
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      response: { 200: sucesso(ep.response), ...respostasDeErro },
    },
    // Authentication runs before body validation: an anonymous caller gets 401, not 400.
    onRequest: async (req) => {
      const sessao = await resolverSessao(deps, req);
      req.sessao = sessao;
      if (publico) return;
      if (!sessao) throw naoAutenticado();
      if (!(ep.roles as readonly string[]).includes(sessao.ator.tipo)) throw semPermissao();
      // A cookie travels by itself across sites; state changes authenticated by it must prove
      // they come from our app (spec 1 §7: calls carry an XMLHttpRequest header).
      if (sessao.viaCookie && !metodosSeguros.has(req.method)) {
        if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
          throw new AppError(403, MSG.cabecalhoXhrAusente);
        }
      }
    },
    handler: async (req, reply) => {
      const sessao = req.sessao ?? null;
      const ctx: Contexto = {
        deps,
        req,
        reply,
        ip: req.ip,
        sessao,
        get ator(): Ator {
          if (!sessao) throw naoAutenticado();
          return sessao.ator;
        },
      };
      const entrada = { params: req.params, query: req.query, body: req.body } as Entrada<E>;
      const dados = await handler(entrada, ctx);
      return { ...dados, status: 1 as const };
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessao?: Sessao | null;
  }
}
