import { MSG_PRODUTOS as MSG, type produtos as contrato } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, semPermissao } from '../../lib/errors.js';
import { catalogoDe, donoDoNovo, duplicado, emUso, exigirProdutoEditavel } from './catalogo-comum.service.js';
import * as repo from './tamanhos.repository.js';

// The sizes catalogue (spec 3 §2 "Sizes dialog", §3 "Size", §5, §7 "Sizes"): a supplier manages its
// own (tipo 0), the master the shared ones (tipo 1) and only it marks one especial. Each row
// carries its acoes (POLITICAS.tamanho, ADR 013).

/** A size with what the caller may do to it. */
export function linhaTamanho(ator: Ator, t: repo.TamanhoLido): contrato.Tamanho {
  return { ...t, acoes: acoesDe(ator, 'tamanho', t) };
}

/** GET /api/tamanhos: the caller's catalogue (the master: every size). */
export async function listarTamanhos(deps: Deps, ator: Ator) {
  const lista = await repo.listar(deps.db, catalogoDe(ator));
  return { tamanhos: lista.map((t) => linhaTamanho(ator, t)) };
}

/** GET /api/tamanhos/{produtoId}: the product's sizes in its order. */
export async function tamanhosDoProduto(deps: Deps, ator: Ator, produtoId: number) {
  await exigirProdutoEditavel(deps, ator, produtoId);
  const lista = await repo.doProduto(deps.db, produtoId);
  return { tamanhos: lista.map((t) => linhaTamanho(ator, t)) };
}

/** Only the master marks a size especial (it deactivates the others in every grid). */
function conferirEspecial(ator: Ator, especial: boolean | undefined) {
  if (especial && ator.tipo !== 'master') throw semPermissao(MSG.especialSoMaster);
}

const jaExiste = () => conflito(MSG.tamanhoJaExiste, { tamanho: MSG.tamanhoJaExiste });

/** POST /api/tamanhos/salvar. */
export async function salvarTamanho(deps: Deps, ator: Ator, dados: contrato.TamanhoForm, ip: string) {
  const dono = donoDoNovo(ator);
  conferirEspecial(ator, dados.especial);
  const id = await deps.db
    .transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, dados.tamanho, dono.fornecedor_id)) throw jaExiste();
      const ordem = await repo.proximaOrdem(tx, dono.fornecedor_id);
      const novo = await repo.inserir(tx, {
        ...dono,
        tamanho: dados.tamanho,
        especial: dados.especial ?? false,
        ordem,
      });
      await auditar(tx, {
        userId: ator.userId,
        acao: 'cadastrar',
        entidade: 'tamanhos',
        entidadeId: novo,
        dados: { ...dono, ...dados },
        ip,
      });
      return novo;
    })
    .catch(duplicado(MSG.tamanhoJaExiste, 'tamanho'));
  return { msg: MSG.tamanhoSalvo, tamanho: linhaTamanho(ator, (await repo.buscar(deps.db, id))!) };
}

/** POST /api/tamanhos/{id}/atualizar. */
export async function atualizarTamanho(
  deps: Deps,
  ator: Ator,
  id: number,
  dados: contrato.TamanhoForm,
  ip: string,
) {
  const atual = await repo.buscar(deps.db, id);
  exigir(ator, 'tamanho.editar', atual);
  conferirEspecial(ator, dados.especial);
  await deps.db
    .transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, dados.tamanho, atual.fornecedor_id, id)) throw jaExiste();
      await repo.atualizar(tx, id, dados);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'tamanhos',
        entidadeId: id,
        dados: { antes: atual.tamanho, ...dados },
        ip,
      });
    })
    .catch(duplicado(MSG.tamanhoJaExiste, 'tamanho'));
  return { msg: MSG.tamanhoAtualizado, tamanho: linhaTamanho(ator, (await repo.buscar(deps.db, id))!) };
}

/** POST /api/tamanhos/{id}/excluir: refused (409) while a product or an order uses it. */
export async function excluirTamanho(deps: Deps, ator: Ator, id: number, ip: string) {
  const atual = await repo.buscar(deps.db, id);
  exigir(ator, 'tamanho.excluir', atual);
  await deps.db
    .transaction(async (tx) => {
      if (await repo.emUso(tx, id)) throw conflito(MSG.tamanhoEmUso);
      await repo.excluir(tx, id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'tamanhos',
        entidadeId: id,
        dados: { tamanho: atual.tamanho, tipo: atual.tipo, fornecedor_id: atual.fornecedor_id },
        ip,
      });
    })
    .catch(emUso(MSG.tamanhoEmUso));
  return { msg: MSG.tamanhoExcluido };
}
