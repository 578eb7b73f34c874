import { fornecedores as contrato } from '@rodada/contracts';
import { acoesDe, type Ator, type FornecedorAutorizavel } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado, semPermissao } from '../../lib/errors.js';
import * as repo from './avaliacoes.repository.js';
import { carregarPermitido, recurso, representanteDo } from './fornecedores-acesso.js';
import * as fornecedoresRepo from './fornecedores-manutencao.repository.js';

// Representatives' ratings of suppliers (spec 2 §3 "avaliacao", §5 "Rating", §6 "Representative on
// suppliers": sees ratings, adds them, deletes only their own).

const { MSG_FORNECEDORES: MSG, LIMITE_AVALIACOES } = contrato;

type Linha = NonNullable<Awaited<ReturnType<typeof repo.buscarAvaliacao>>>;

/**
 * A rating as the contract answers it (the stored numeric '4.5' becomes 4.5), with what the caller
 * may do with it: the rules read the rating's author and its supplier, loaded once for the list.
 */
function paraAvaliacao(ator: Ator, fornecedor: FornecedorAutorizavel, a: Linha): contrato.Avaliacao {
  return {
    id: a.id,
    rating: Number(a.rating),
    comentario: a.comentario,
    representante_id: a.representante_id,
    fornecedor_id: a.fornecedor_id,
    created_at: a.created_at.toISOString(),
    representante: { nome_fantasia: a.representante_nome },
    acoes: acoesDe(ator, 'avaliacao', { id: a.id, representante_id: a.representante_id, fornecedor }),
  };
}

/**
 * The ratings of a supplier the caller may see (GET /api/fornecedores/{id}/listar-avaliacoes), newest
 * first, and `ativo`: the representante's own switch, or the supplier's ativo for the other roles.
 */
export async function listarAvaliacoes(deps: Deps, ator: Ator, fornecedorId: number) {
  const f = await carregarPermitido(deps, ator, 'fornecedor.ver', fornecedorId);
  const representanteId = representanteDo(ator);
  const ativo =
    representanteId === null
      ? f.ativo
      : ((await fornecedoresRepo.ativoDoRepresentante(deps.db, representanteId, fornecedorId)) ?? false);
  const linhas = await repo.listarAvaliacoes(deps.db, fornecedorId, LIMITE_AVALIACOES);
  const fornecedor = recurso(f);
  return { avaliacoes: linhas.map((a) => paraAvaliacao(ator, fornecedor, a)), ativo };
}

/**
 * Saves the calling representante's rating (POST /api/fornecedores/salvar-avaliacao-representante):
 * representante_id, when sent, must be the caller's (403); the supplier one it may see (404).
 */
export async function salvarAvaliacao(
  deps: Deps,
  ator: Ator,
  dados: { rating: number; comentario: string; fornecedor_id: number; representante_id?: number | undefined },
  ip: string,
) {
  const representanteId = representanteDo(ator);
  if (representanteId === null) throw semPermissao();
  if (dados.representante_id !== undefined && dados.representante_id !== representanteId) {
    throw semPermissao(MSG.avaliarEmNomeDeOutro);
  }
  const fornecedor = recurso(await fornecedoresRepo.buscarRecurso(deps.db, dados.fornecedor_id));
  exigir(ator, 'fornecedor.avaliar', fornecedor);
  const id = await deps.db.transaction(async (tx) => {
    const novo = await repo.inserirAvaliacao(tx, {
      representante_id: representanteId,
      fornecedor_id: dados.fornecedor_id,
      rating: dados.rating.toFixed(1),
      comentario: dados.comentario,
      created_at: deps.clock.agora(),
    });
    await auditar(tx, {
      userId: ator.userId,
      acao: 'avaliar',
      entidade: 'avaliacoes',
      entidadeId: novo,
      dados,
      ip,
    });
    return novo;
  });
  const salva = await repo.buscarAvaliacao(deps.db, id);
  if (!salva) throw naoEncontrado();
  return { msg: MSG.avaliacaoSalva, avaliacao: paraAvaliacao(ator, fornecedor, salva) };
}

/**
 * Deletes a rating (POST /api/fornecedores/excluir-avaliacao-representante/{id}): only its author
 * (spec 2 §6); another representante's gets 403, an unknown id (or one about a supplier the caller
 * may not see) 404.
 */
export async function excluirAvaliacao(deps: Deps, ator: Ator, id: number, ip: string) {
  const linha = await repo.buscarAvaliacao(deps.db, id);
  const f = linha && recurso(await fornecedoresRepo.buscarRecurso(deps.db, linha.fornecedor_id));
  const a = linha && f ? { ...linha, fornecedor: f } : null;
  exigir(ator, 'avaliacao.excluir', a, MSG.avaliacaoDeOutro);
  await deps.db.transaction(async (tx) => {
    await repo.excluirAvaliacao(tx, id);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'avaliacoes',
      entidadeId: id,
      dados: { fornecedor_id: a.fornecedor_id, rating: a.rating, comentario: a.comentario },
      ip,
    });
  });
  return { msg: MSG.avaliacaoExcluida };
}
