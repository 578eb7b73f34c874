import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The Content-Security-Policy and the other helmet headers of every answer (ADR 008). */
export const OPCOES_HELMET: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      frameSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers one answer carries, as [name, value] pairs (`inject` of a probe app). */
async function cabecalhosDe(
  registrar: (app: FastifyInstance) => Promise<void>,
): Promise<Map<string, string>> {
  const sonda = Fastify({ logger: false });
  await registrar(sonda);
  sonda.get('/', () => '');
  const resposta = await sonda.inject({ url: '/' });
  await sonda.close();
  return new Map(Object.entries(resposta.headers).map(([nome, valor]) => [nome, String(valor)]));
}

/**
 * The headers helmet adds to an answer, asked of helmet once: the ones a probe app answers with
 * helmet and not without it.
 */
export async function cabecalhosDoHelmet(opcoes: FastifyHelmetOptions): Promise<[string, string][]> {
  const com = await cabecalhosDe(async (app) => {
    await app.register(helmet, opcoes);
  });
  const sem = await cabecalhosDe(() => Promise.resolve());
  return [...com].filter(([nome]) => !sem.has(nome));
}

/**
 * Sets the security headers on every answer (ADR 008). @fastify/helmet builds helmet anew for each
 * request, parsing the CSP directives every time (about a tenth of a bare route's time, ADR 014);
 * the headers never change, so they are computed once at start and copied onto each answer, on the
 * raw response as helmet does (a route may still override one, e.g. the API docs' own CSP).
 */
export async function registrarCabecalhosDeSeguranca(app: FastifyInstance): Promise<void> {
  const cabecalhos = await cabecalhosDoHelmet(OPCOES_HELMET);
  app.addHook('onRequest', (_req, reply, pronto) => {
    for (const [nome, valor] of cabecalhos) reply.raw.setHeader(nome, valor);
    pronto();
  });
}
