import { pode, type Ator } from '@rodada/domain';
import { SQLSTATE, sqlstate } from '../../db/erros.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado, semPermissao } from '../../lib/errors.js';
import * as categorias from './categorias.repository.js';

// What the sizes and colours services share (spec 3 §3, §6 "Products: fornecedor, master", §7).

/** Who owns an item the caller creates: the supplier its own (tipo 0), the master a shared one (tipo 1). */
export function donoDoNovo(ator: Ator): { tipo: 0 | 1; fornecedor_id: number | null } {
  if (ator.tipo === 'master') return { tipo: 1, fornecedor_id: null };
  if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) {
    return { tipo: 0, fornecedor_id: ator.fornecedorId };
  }
  throw semPermissao();
}

/** The supplier whose catalogue the caller sees: its own; undefined for the master (every item). */
export function catalogoDe(ator: Ator): number | undefined {
  if (ator.tipo === 'master') return undefined;
  if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) return ator.fornecedorId;
  throw semPermissao();
}

/**
 * Product `id` for its colours and sizes: its supplier or the master (produto.editar); anyone
 * else gets 404, even for an approved product the shop shows (its grid is GET .../grade).
 */
export async function exigirProdutoEditavel(deps: Deps, ator: Ator, id: number): Promise<void> {
  const p = await categorias.produtoAutorizavel(deps.db, id);
  if (!pode(ator, 'produto.editar', p)) throw naoEncontrado();
}

/** A name taken between the check and the write (two saves at once) answers as the check does. */
export function duplicado(msg: string, campo: string) {
  return (e: unknown): never => {
    if (sqlstate(e) === SQLSTATE.unica) throw conflito(msg, { [campo]: msg });
    throw e;
  };
}

/** An item referenced between the check and the delete answers as the check does. */
export function emUso(msg: string) {
  return (e: unknown): never => {
    if (sqlstate(e) === SQLSTATE.chaveEstrangeira) throw conflito(msg);
    throw e;
  };
}
