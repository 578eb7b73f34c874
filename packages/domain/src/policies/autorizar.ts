import type { AcaoDe, AcoesDe, TipoRecurso } from '@rodada/contracts';
import type { Ator } from './ator.js';
import { POLITICAS, type RecursoDoTipo } from './politicas.js';

/**
 * The one authorization engine (ADR 013): "may this actor do this to this object?". Every service
 * asks it through `autorizar`, every answer's `acoes` comes from `acoesDe`, and both read the same
 * per-resource rules (POLITICAS, one rule per action of the contracts' ACOES vocabulary).
 *
 * An action is named `tipo.acao` ('cliente.editar', 'fornecedor.excluir'). The answer is:
 * - permitido, when the kind's `ver` rule and the action's rule pass;
 * - 404, when the object is missing (null) or the actor may not see it: we never reveal that
 *   someone else's object exists (ADR 003);
 * - otherwise the status the action's rule declares for an object the actor sees but may not
 *   change it this way (`negado`, 403 unless the policy says 404).
 */
export type AcaoQualquer = { [T in TipoRecurso]: `${T}.${AcaoDe<T>}` }[TipoRecurso];

/** The kind of resource an action name is about: 'cliente.editar' → 'cliente'. */
export type TipoDaAcao<A extends AcaoQualquer> = A extends `${infer T}.${string}`
  ? T extends TipoRecurso
    ? T
    : never
  : never;

export type Decisao = { permitido: true } | { permitido: false; status: 403 | 404 };

const PERMITIDO: Decisao = { permitido: true };
const NAO_ENCONTRADO: Decisao = { permitido: false, status: 404 };

function separar<A extends AcaoQualquer>(acao: A): [TipoDaAcao<A>, AcaoDe<TipoDaAcao<A>>] {
  const ponto = acao.indexOf('.');
  return [acao.slice(0, ponto) as TipoDaAcao<A>, acao.slice(ponto + 1) as AcaoDe<TipoDaAcao<A>>];
}

/** The rule and the denial status of one action of one kind. */
function regraDe<T extends TipoRecurso>(tipo: T, nome: AcaoDe<T>) {
  const politica = POLITICAS[tipo] as unknown as Record<string, unknown>;
  const entrada = politica[nome] as
    | ((ator: Ator, r: RecursoDoTipo<T>) => boolean)
    | { regra: (ator: Ator, r: RecursoDoTipo<T>) => boolean; negado: 403 | 404 };
  return typeof entrada === 'function' ? { regra: entrada, negado: 403 as const } : entrada;
}

/**
 * Whether the actor may do `acao` to `recurso` (null or undefined: the object does not exist), and
 * if not, which status to answer. Pure: the services load the resource and throw the status.
 */
export function autorizar<A extends AcaoQualquer>(
  ator: Ator,
  acao: A,
  recurso: RecursoDoTipo<TipoDaAcao<A>> | null | undefined,
): Decisao {
  if (recurso === null || recurso === undefined) return NAO_ENCONTRADO;
  const [tipo, nome] = separar(acao);
  if (!regraDe(tipo, 'ver').regra(ator, recurso)) return NAO_ENCONTRADO;
  if (nome === 'ver') return PERMITIDO;
  const { regra, negado } = regraDe(tipo, nome);
  return regra(ator, recurso) ? PERMITIDO : { permitido: false, status: negado };
}

/** Whether the actor may do `acao` to `recurso` (autorizar's answer as a boolean). */
export function pode<A extends AcaoQualquer>(
  ator: Ator,
  acao: A,
  recurso: RecursoDoTipo<TipoDaAcao<A>> | null | undefined,
): boolean {
  return autorizar(ator, acao, recurso).permitido;
}

/**
 * The `acoes` of one object for this actor: every action of the kind but `ver`, each as
 * autorizar answers it. Plain booleans, so an answer (and the offline order form) can keep it.
 */
export function acoesDe<T extends TipoRecurso>(ator: Ator, tipo: T, recurso: RecursoDoTipo<T>): AcoesDe<T> {
  const politica = POLITICAS[tipo] as unknown as Record<string, unknown>;
  const visivel = regraDe(tipo, 'ver').regra(ator, recurso);
  const acoes: Record<string, boolean> = {};
  for (const nome of Object.keys(politica)) {
    if (nome === 'ver') continue;
    acoes[nome] = visivel && regraDe(tipo, nome as AcaoDe<T>).regra(ator, recurso);
  }
  return acoes as AcoesDe<T>;
}
