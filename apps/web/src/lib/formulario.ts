import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, ErroDeConexao } from './api';
import { avisar } from './avisos';

/**
 * Shows a refused save: each server field error under its field (the form keeps what was typed),
 * and the message as a snackbar ('Sem conexão…' when no answer came, ADR 010); `padrao` when the
 * error is not the server's.
 */
export function mostrarErroDoServidor<T extends FieldValues>(
  erro: unknown,
  setError: UseFormSetError<T>,
  padrao: string,
): void {
  if (erro instanceof ApiError) {
    for (const [campo, mensagem] of Object.entries(erro.errors ?? {})) {
      setError(campo as Path<T>, { type: 'server', message: mensagem });
    }
    // A 401 already showed the session-expired message and left the page.
    if (erro.httpStatus !== 401) avisar(erro.msg || padrao, 'error');
    return;
  }
  avisar(padrao, 'error');
}

/**
 * The message for a failed call outside a form (a row action, a list): the server's own for a
 * refusal it explains, 'Sem conexão…' when no answer came, else the screen's `fallback`; null after
 * a 401 (the shell already said the session expired).
 */
export function mensagemDeErro(e: unknown, fallback: string): string | null {
  if (e instanceof ApiError && e.httpStatus === 401) return null;
  if (e instanceof ErroDeConexao) return e.msg;
  return e instanceof ApiError && e.httpStatus !== 500 && e.httpStatus !== 0 ? e.msg : fallback;
}

/**
 * Announces a failed load of a screen's data once per error, with the screen's message (spec 2 §8
 * 'Erro ao listar …', 'Erro ao editar …'); not after a 401, whose session-expired message the shell
 * already showed.
 */
export function useAvisarErroDeCarga(consulta: Consulta, mensagem: string): void {
  const erro = consulta.isError ? consulta.error : null;
  const texto = erroDeCarga(consulta, mensagem);
  useEffect(() => {
    if (erro && texto && !(erro instanceof ApiError && erro.httpStatus === 401)) avisar(texto, 'error');
  }, [erro, texto]);
}

/** What a screen knows of its data load (a TanStack query). */
type Consulta = { isError: boolean; error: unknown };

/**
 * The text of a failed load, shown with 'Tentar novamente': the screen's own message (spec 2 §8
 * 'Erro ao listar …'), or 'Sem conexão…' when no answer came (ADR 010); null while nothing failed.
 */
export function erroDeCarga(consulta: Consulta, mensagem: string): string | null {
  if (!consulta.isError) return null;
  return consulta.error instanceof ErroDeConexao ? consulta.error.msg : mensagem;
}
