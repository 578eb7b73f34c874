import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '@rodada/contracts';
import { AppError } from '../lib/errors.js';

/**
 * Characters no column can hold (ADR 009): NUL (PostgreSQL text refuses it) and half of a UTF-16
 * surrogate pair (not valid Unicode: PostgreSQL's json refuses it, so the audit trail fails).
 * A well-formed pair (an emoji) passes.
 */
const SURROGATE_SOLITARIO = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text can be stored as it is (no NUL, no lone surrogate). */
export function textoArmazenavel(s: string): boolean {
  return !s.includes('\u0000') && !SURROGATE_SOLITARIO.test(s);
}

/**
 * The dotted path of the first string in `valor` that cannot be stored (for a key, the path of
 * its object), '' for the root itself, or null when every string is fine. Buffers (raw uploads) are not text.
 */
export function primeiroTextoInvalido(valor: unknown, caminho = ''): string | null {
  if (typeof valor === 'string') return textoArmazenavel(valor) ? null : caminho;
  if (typeof valor !== 'object' || valor === null || Buffer.isBuffer(valor)) return null;
  for (const [chave, v] of Object.entries(valor)) {
    // A bad key is reported at its object: the key itself cannot name the field.
    if (!textoArmazenavel(chave)) return caminho;
    const aqui = caminho ? `${caminho}.${chave}` : chave;
    const achado = primeiroTextoInvalido(v, aqui);
    if (achado !== null) return achado;
  }
  return null;
}

const PARTES = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const satisfies readonly (readonly [keyof FastifyRequest, string])[];

/**
 * One hook for every route, present and future (ADR 009): before any contract runs, a string
 * anywhere in the path parameters, the query or the JSON body that the database could not store
 * answers 400 `{status: 2, msg, errors: {campo: msg}}`, instead of a 500 from SQL.
 */
export function registrarEntradas(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, feito) => {
    for (const [parte, nome] of PARTES) {
      const campo = primeiroTextoInvalido(req[parte]);
      if (campo !== null) {
        feito(new AppError(400, MSG.caractereInvalido, { [campo || nome]: MSG.caractereInvalido }));
        return;
      }
    }
    feito();
  });
}
