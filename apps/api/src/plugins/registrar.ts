import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MSG,
  cadastroIncompleto,
  erroSchema,
  operationIdDe,
  z,
  sucesso,
  type BodyOut,
  type DadosDe,
  type Endpoint,
  type ParamsOut,
  type QueryOut,
  type UploadBruto,
} from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { AppError, naoAutenticado, semPermissao } from '../lib/errors.js';
import type { Deps } from '../lib/deps.js';
import { resolverSessao, type Sessao } from '../modules/auth/auth.service.js';
import { textoArmazenavel } from './entradas.js';

/** What a handler gets besides its validated input. */
export interface Contexto {
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  ip: string;
  /**
   * The caller's session; always null on a public endpoint, which never looks it up (ADR 014): a
   * public handler that wants to know a logged-in caller calls `resolverSessao` itself.
   */
  sessao: Sessao | null;
  /** The caller; throws 401 when there is no session (never the case on protected endpoints). */
  readonly ator: Ator;
  /** The file of an `upload` endpoint (docs/decisions/005-uploads.md); null on every other one. */
  arquivo?: ArquivoRecebido | null;
}

/** A raw file received by an `upload` endpoint. */
export interface ArquivoRecebido {
  conteudo: Buffer;
  /** The declared Content-Type, lower-cased, without parameters (already one of `upload.tipos`). */
  tipo: string;
  /** The original name from the `X-Nome-Arquivo` header (URL-encoded by the client); display only. */
  nome: string | null;
}

export interface Entrada<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
}

/**
 * The file answer of an `arquivo` endpoint (Endpoint.arquivo): registrar sends `conteudo` as the
 * body with the endpoint's Content-Type instead of the JSON envelope. Built by
 * modules/impressoes/entregar.ts, which also sets Content-Disposition.
 */
export class RespostaDeArquivo {
  constructor(readonly conteudo: Buffer) {}
}

export type Handler<E extends Endpoint> = (
  entrada: Entrada<E>,
  ctx: Contexto,
) => Promise<DadosDe<E> | RespostaDeArquivo>;

const respostasDeErro = { 400: erroSchema, 401: erroSchema, 403: erroSchema, 404: erroSchema };

/**
 * The 200 answer: the JSON `{status: 1, ...}`, or for an `arquivo` endpoint (Endpoint.arquivo)
 * either that JSON or the file, so OpenAPI lists both bodies. A file is sent as a Buffer, which
 * Fastify never runs through the serializer.
 */
function respostaDeSucesso(ep: Endpoint) {
  if (!ep.arquivo) return sucesso(ep.response);
  const arquivo = { schema: z.string().meta({ format: 'binary' }).describe('O arquivo') };
  if (ep.arquivo.somenteArquivo) {
    return { description: `O arquivo (${ep.arquivo.tipo})`, content: { [ep.arquivo.tipo]: arquivo } };
  }
  return {
    description: `O arquivo (${ep.arquivo.tipo}) ou, quando enviado à Ilha de Impressão, o JSON`,
    content: {
      'application/json': { schema: sucesso(ep.response) },
      [ep.arquivo.tipo]: arquivo,
    },
  };
}
const metodosSeguros = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the call may change data, judged before validation: every method but GET, HEAD and
 * OPTIONS, and a GET of a file endpoint (Endpoint.arquivo) that asks for anything but the file
 * itself: impressao=remota queues a job on the print island (spec D13). Any other value of
 * `impressao` counts too, so no spelling slips past; validation refuses it afterwards.
 */
function alteraDados(req: FastifyRequest, ep: Endpoint): boolean {
  if (!metodosSeguros.has(req.method)) return true;
  if (!ep.arquivo) return false;
  const modo = (req.query as Record<string, unknown> | undefined)?.impressao;
  return modo !== undefined && modo !== 'local';
}

/** The Content-Type without parameters, lower-cased ('' when absent). */
function tipoDeConteudo(req: FastifyRequest): string {
  return (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Refuses a wrong type (415) or a declared size over the limit (413) before the body is read. */
function verificarUpload(req: FastifyRequest, upload: UploadBruto): void {
  if (!upload.tipos.includes(tipoDeConteudo(req))) {
    throw new AppError(415, upload.msgTipo, { arquivo: upload.msgTipo });
  }
  const tamanho = Number(req.headers['content-length']);
  if (Number.isFinite(tamanho) && tamanho > upload.maxBytes) {
    const msg = typeof upload.msgTamanho === 'function' ? upload.msgTamanho(tamanho) : upload.msgTamanho;
    throw new AppError(413, msg, { arquivo: msg });
  }
}

/**
 * The file name sent in `X-Nome-Arquivo`, decoded; null when absent or malformed (including a
 * character no column can hold, ADR 009).
 */
function nomeDoArquivo(req: FastifyRequest): string | null {
  const bruto = req.headers['x-nome-arquivo'];
  if (typeof bruto !== 'string' || !bruto) return null;
  try {
    const nome = decodeURIComponent(bruto).slice(0, 255);
    return textoArmazenavel(nome) ? nome : null;
  } catch {
    return null;
  }
}

/**
 * The gates a session passes before any protected call, whatever its role: a temporary password
 * must be replaced first (spec D1), then an account not completed yet reaches only what
 * completing it needs (spec 1 §2.1, ADR 008). Closed by default: a call opens to such a session
 * only by declaring `permiteTrocarSenha` / `permiteCadastroIncompleto`.
 */
export function verificarBarreiras(
  sessao: Sessao,
  aberto: Pick<Endpoint, 'permiteTrocarSenha' | 'permiteCadastroIncompleto'>,
): void {
  if (sessao.trocarSenha && !aberto.permiteTrocarSenha) {
    throw new AppError(403, MSG.trocarSenhaObrigatoria, undefined, 'trocar_senha');
  }
  const incompleto = cadastroIncompleto({ tipo: sessao.ator.tipo, verificado: sessao.verificado });
  if (incompleto && !aberto.permiteCadastroIncompleto) {
    throw new AppError(403, MSG.cadastroIncompleto, undefined, 'cadastro_incompleto');
  }
}

/**
 * Registers one contract: input validation by zod, answers keeping only the contract's keys
 * (plugins/respostas.ts: checked by zod in the tests, ADR 014), the role check of the route
 * table (spec 1 §2.1 / spec 3 §6), the temporary-password gate (spec D1), the incomplete-account
 * gate (spec 1 §2.1, ADR 008), the `{status: 1, ...}` envelope and the OpenAPI entry.
 * Routes stay about ten lines: a contract, a handler calling one service function.
 */
export function registrar<E extends Endpoint>(
  app: FastifyInstance,
  deps: Deps,
  ep: E,
  handler: Handler<E>,
): void {
  const upload = ep.upload;
  if (upload) {
    // A raw body needs its own parser; an encapsulated child keeps it away from the JSON routes.
    void app.register((filho, _opcoes, pronto) => {
      filho.removeAllContentTypeParsers();
      filho.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: upload.maxBytes },
        (_req, corpo, feito) => feito(null, corpo),
      );
      rota(filho, deps, ep, handler);
      pronto();
    });
    return;
  }
  rota(app, deps, ep, handler);
}

/**
 * The onRequest hook of a protected endpoint: the session, the gates, the role and, for a state
 * change authenticated by the cookie, the XMLHttpRequest header.
 */
function autenticar(deps: Deps, ep: Endpoint) {
  const papeis = ep.roles as readonly string[];
  return async (req: FastifyRequest): Promise<void> => {
    const sessao = await resolverSessao(deps, req);
    req.sessao = sessao;
    if (!sessao) throw naoAutenticado();
    // Checked before the role so every protected call tells the interface the same reason.
    verificarBarreiras(sessao, ep);
    if (!papeis.includes(sessao.ator.tipo)) throw semPermissao();
    // A cookie travels by itself across sites; state changes authenticated by it must prove
    // they come from our app (spec 1 §7: calls carry an XMLHttpRequest header), including a
    // GET that queues a print (ADR 008).
    if (sessao.viaCookie && alteraDados(req, ep)) {
      if (req.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw new AppError(403, MSG.cabecalhoXhrAusente);
      }
    }
  };
}

/** Declares the Fastify route of one contract (see registrar). */
function rota<E extends Endpoint>(app: FastifyInstance, deps: Deps, ep: E, handler: Handler<E>): void {
  const publico = ep.roles === 'public';
  const upload = ep.upload;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: ep.method,
    url: ep.path,
    ...(upload ? { bodyLimit: upload.maxBytes } : {}),
    schema: {
      summary: ep.summary,
      tags: [ep.tag],
      // A test's own endpoint (outside ENDPOINTS) has no name: its method and path stand in.
      operationId: operationIdDe(ep) ?? `${ep.method}${ep.path}`.replace(/[^A-Za-z0-9]+/g, '_'),
      // OpenAPI: an empty list says "no login" explicitly (ADR 008).
      security: publico ? [] : [{ bearer: [] }, { cookie: [] }],
      ...(ep.params ? { params: ep.params } : {}),
      ...(ep.query ? { querystring: ep.query } : {}),
      ...(ep.body ? { body: ep.body } : {}),
      response: { 200: respostaDeSucesso(ep), ...respostasDeErro },
    },
    // Authentication runs before body validation: an anonymous caller gets 401, not 400. A public
    // call never looks its session up: no public handler reads it, yet a logged-in browser sends
    // its cookie to every call (two queries saved per lookup, ADR 014).
    ...(publico ? {} : { onRequest: autenticar(deps, ep) }),
    // After the login and role checks of onRequest, before a byte of the file is read.
    ...(upload
      ? {
          preParsing: (req: FastifyRequest) => {
            verificarUpload(req, upload);
            return Promise.resolve();
          },
        }
      : {}),
    handler: async (req, reply) => {
      const sessao = publico ? null : (req.sessao ?? null);
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
        ...(upload
          ? {
              arquivo: Buffer.isBuffer(req.body)
                ? { conteudo: req.body, tipo: tipoDeConteudo(req), nome: nomeDoArquivo(req) }
                : null,
            }
          : {}),
      };
      const corpo = upload ? undefined : req.body;
      const entrada = { params: req.params, query: req.query, body: corpo } as Entrada<E>;
      const dados = await handler(entrada, ctx);
      if (dados instanceof RespostaDeArquivo) {
        // Only an endpoint that declares `arquivo` may answer a file (a programming error otherwise).
        if (!ep.arquivo) throw new Error(`${ep.path} não declara arquivo`);
        // The handler may name a fuller type (with its charset) itself.
        if (!reply.hasHeader('content-type')) void reply.type(ep.arquivo.tipo);
        return dados.conteudo;
      }
      return { ...dados, status: 1 as const };
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    sessao?: Sessao | null;
  }
}
