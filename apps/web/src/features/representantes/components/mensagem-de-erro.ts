import { ApiError } from '../../../lib/api';

/** The server's message for a failed call, or the screen's own; null after a 401 (already said). */
export function mensagemDeErro(e: unknown, fallback: string): string | null {
  if (e instanceof ApiError && e.httpStatus === 401) return null;
  return e instanceof ApiError && e.httpStatus !== 500 && e.httpStatus !== 0 ? e.msg : fallback;
}
