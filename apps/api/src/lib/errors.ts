import { MSG } from '@rodada/contracts';

/**
 * The one error type of the API: services throw it, the error handler turns it into
 * `{status: 2, msg, errors?}` with the HTTP code (spec README).
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly msg: string,
    readonly errors?: Record<string, string>,
    readonly motivo?: string,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

/** 401: no valid session. */
export const naoAutenticado = () => new AppError(401, MSG.sessaoExpirada);
/** 403: role or ownership forbids it. */
export const semPermissao = (msg: string = MSG.semPermissao) => new AppError(403, msg);
/** 404: absent, or not visible to the caller (we never reveal someone else's object). */
export const naoEncontrado = (msg: string = MSG.naoEncontrado) => new AppError(404, msg);
/** 400 with per-field messages. */
export const invalido = (errors: Record<string, string>, msg: string = MSG.dadosInvalidos) =>
  new AppError(400, msg, errors);
/** 409: conflicts with the current state (duplicate, wrong status). */
export const conflito = (msg: string, errors?: Record<string, string>) => new AppError(409, msg, errors);
/** 422: a business rule refuses it. */
export const regraViolada = (msg: string, errors?: Record<string, string>) => new AppError(422, msg, errors);
