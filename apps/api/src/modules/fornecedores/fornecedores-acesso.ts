import type { AcaoDe } from '@rodada/contracts';
import {
  podeEditarFornecedor,
  type Ator,
  type FornecedorAutorizavel,
  type FornecedorGerido,
} from '@rodada/domain';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import * as repo from './fornecedores-manutencao.repository.js';

// Who may act on which supplier is decided by the engine (ADR 013) over the policies of
// @rodada/domain (fornecedor.policy): this file turns the loaded rows into the resources they read.

/** The caller's representante id, or null for the other roles (the list's scope). */
export const representanteDo = (ator: Ator) => (ator.tipo === 'representante' ? ator.representanteId : null);

/** The supplier as the policies read it (null: it does not exist, which the engine answers 404). */
export function recurso(f: repo.RecursoFornecedor | null): FornecedorAutorizavel | null {
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

/** The maintenance facts a list row carries (repository colunasGestao). */
interface GestaoDaLinha {
  id: number;
  ativo: boolean;
  criado_por: number | null;
  verificado: boolean;
  rodada_administrador_ids: number[];
}

/**
 * A list or details row as the contract answers it: the maintenance facts give way to `editavel`,
 * the edit policy's answer for the caller. The row has no representante_ids: carrying a supplier
 * never counts for editing it (ADR 007).
 */
export function comEditavel<T extends GestaoDaLinha>(ator: Ator, linha: T) {
  const { criado_por, verificado, rodada_administrador_ids, ...resto } = linha;
  const f: FornecedorGerido = {
    id: linha.id,
    ativo: linha.ativo,
    representante_ids: [],
    criado_por,
    verificado,
    rodada_administrador_ids,
  };
  return { ...resto, editavel: podeEditarFornecedor(ator, f) };
}

/**
 * The supplier loaded with what the policies read, after the engine allowed `acao` on it (404 when
 * it is missing or hidden from the caller, ADR 013).
 */
export async function carregarPermitido(
  deps: Deps,
  ator: Ator,
  acao: `fornecedor.${AcaoDe<'fornecedor'>}`,
  id: number,
) {
  const f = await repo.buscarRecurso(deps.db, id);
  exigir(ator, acao, recurso(f));
  if (!f) throw naoEncontrado();
  return f;
}
