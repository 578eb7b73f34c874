import type { Tipo } from '@rodada/contracts';
import {
  autorizar,
  perfilDoAtor,
  type AcaoQualquer,
  type Ator,
  type RecursoDoTipo,
  type TipoDaAcao,
} from '@rodada/domain';
import { naoEncontrado, semPermissao } from './errors.js';

/**
 * The services' one door to the authorization engine (ADR 013): throws the status `autorizar`
 * answers (404 for a missing or invisible object, 403 or 404 as the action's policy says) and
 * otherwise narrows `recurso` to the loaded object. `msg` replaces the default 403 text where the
 * spec gives one.
 */
export function exigir<A extends AcaoQualquer>(
  ator: Ator,
  acao: A,
  recurso: RecursoDoTipo<TipoDaAcao<A>> | null | undefined,
  msg?: string,
): asserts recurso is RecursoDoTipo<TipoDaAcao<A>> {
  const decisao = autorizar(ator, acao, recurso);
  if (decisao.permitido) return;
  throw decisao.status === 404 ? naoEncontrado() : semPermissao(msg);
}

/**
 * The caller's own profile id of `papel` for a request naming `id` (or none): the engine's
 * `perfil.<acao>` rule, so another's id answers 404 and so does a session of another role.
 */
export function exigirPerfil(
  ator: Ator,
  papel: Tipo,
  id?: number | null,
  acao: 'perfil.ver' | 'perfil.editar' | 'perfil.alterar_logo' = 'perfil.editar',
  msg?: string,
): number {
  const perfil = perfilDoAtor(ator, papel, id);
  exigir(ator, acao, perfil, msg);
  if (perfil.id === null) throw naoEncontrado();
  return perfil.id;
}
