import type { AcaoDe } from '@rodada/contracts';
import { acoesDe, type Ator, type FornecedorAutorizavel } from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import * as repo from './fornecedores-manutencao.repository.js';

// Who may act on which supplier is decided by the engine (ADR 013) over the policies of
// @rodada/domain (fornecedor.policy): this file turns the loaded rows into the resources they read.

/** The caller's representante id, or null for the other roles (the list's scope). */
export const representanteDo = (ator: Ator) => (ator.tipo === 'representante' ? ator.representanteId : null);

/** The facts the policies read, as every supplier query loads them (repository colunasGestao). */
export interface FatosDoFornecedor {
  id: number;
  ativo: boolean;
  representante_ids: number[];
  criado_por: number | null;
  verificado: boolean;
  rodada_administrador_ids: number[];
  user_id: number;
}

/** The supplier as the policies read it (null: it does not exist, which the engine answers 404). */
export function recurso(f: FatosDoFornecedor): FornecedorAutorizavel;
export function recurso(f: FatosDoFornecedor | null): FornecedorAutorizavel | null;
export function recurso(f: FatosDoFornecedor | null): FornecedorAutorizavel | null {
  if (!f) return null;
  return {
    id: f.id,
    ativo: f.ativo,
    representante_ids: f.representante_ids,
    criado_por: f.criado_por,
    verificado: f.verificado,
    rodada_administrador_ids: f.rodada_administrador_ids,
    user_id: f.user_id,
  };
}

/**
 * A list or details row as the contract answers it: the facts the policies read (who carries the
 * supplier, who registered it, its rounds' administradores, its login) give way to `acoes`, the
 * engine's answer for the caller, from the same row: no query per row.
 */
export function comAcoes<T extends FatosDoFornecedor>(ator: Ator, linha: T) {
  // The facts stay on the server: the answer carries only what they decide.
  const {
    representante_ids: _representantes,
    criado_por: _criadoPor,
    verificado: _verificado,
    rodada_administrador_ids: _administradores,
    user_id: _userId,
    ...resto
  } = linha;
  return { ...resto, acoes: acoesDe(ator, 'fornecedor', recurso(linha)) };
}

/**
 * `linha` after the engine allowed `acao` on the supplier it holds: 404 when it is missing or hidden
 * from the caller, otherwise the status the policy declares (ADR 013). `msg` replaces the 403 text.
 */
export function permitido<T extends FatosDoFornecedor>(
  ator: Ator,
  acao: `fornecedor.${AcaoDe<'fornecedor'>}`,
  linha: T | null,
  msg?: string,
): T {
  exigir(ator, acao, recurso(linha), msg);
  if (!linha) throw naoEncontrado();
  return linha;
}

/** The supplier loaded with what the policies read, after the engine allowed `acao` on it. */
export async function carregarPermitido(
  deps: Deps,
  ator: Ator,
  acao: `fornecedor.${AcaoDe<'fornecedor'>}`,
  id: number,
) {
  return permitido(ator, acao, await repo.buscarRecurso(deps.db, id));
}
