import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MSG, type Erro } from '@rodada/contracts';
import { AppError } from '../lib/errors.js';

/** Turns `/endereco/cep` into `endereco.cep` (the `errors` keys of the envelope). */
function campo(instancePath: string, contexto: string | undefined): string {
  const caminho = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return caminho || contexto || 'body';
}

/**
 * Maps Fastify's own 4xx errors (bad JSON, too large, wrong type, a malformed or over-long path)
 * to Portuguese messages.
 */
function mensagemFastify(err: FastifyError, status: number): string {
  if (err.code === 'FST_ERR_BAD_URL') return MSG.enderecoInvalido;
  if (status === 414) return MSG.enderecoLongoDemais;
  if (status === 413) return MSG.corpoGrandeDemais;
  if (status === 415) return MSG.tipoConteudoInvalido;
  if (status === 429) return MSG.muitasRequisicoes;
  if (status === 404) return MSG.rotaNaoEncontrada;
  if (err.code?.includes('JSON') || err instanceof SyntaxError) return MSG.jsonInvalido;
  return MSG.requisicaoInvalida;
}

/**
 * The one error handler: every failure leaves as `{status: 2, msg, errors?}` with a real HTTP code
 * (spec README). Bad input never becomes a 500.
 */
export function registrarErros(app: FastifyInstance) {
  app.setErrorHandler<FastifyError>(tratarErro);
}

/**
 * Fastify's `frameworkErrors` option: errors its router raises before any route or error handler
 * runs (a bad percent-encoding in the path, FST_ERR_BAD_URL; a path parameter over
 * maxParamLength, 414), answered by the same handler.
 */
export function errosDoRoteador(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  void tratarErro(err, req, reply);
}

/** Answers one error in the envelope (see registrarErros). */
function tratarErro(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let corpo: Erro = { status: 2, msg: MSG.erroInterno };

  if (err instanceof AppError) {
    status = err.httpStatus;
    corpo = { status: 2, msg: err.msg };
    if (err.errors) corpo.errors = err.errors;
    if (err.motivo) corpo.motivo = err.motivo;
  } else if (hasZodFastifySchemaValidationErrors(err)) {
    status = 400;
    const errors: Record<string, string> = {};
    for (const v of err.validation) {
      const chave = campo(v.instancePath, err.validationContext);
      errors[chave] ??= v.message ?? MSG.requisicaoInvalida;
    }
    corpo = { status: 2, msg: MSG.dadosInvalidos, errors };
  } else if (isResponseSerializationError(err)) {
    req.log.error({ err, issues: err.cause.issues }, 'resposta fora do contrato');
  } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    status = err.statusCode;
    corpo = { status: 2, msg: mensagemFastify(err, status) };
  } else {
    req.log.error({ err }, 'erro inesperado');
  }
  if (status === 429 && !reply.getHeader('retry-after')) void reply.header('retry-after', '60');
  return reply.code(status).send(corpo);
}
