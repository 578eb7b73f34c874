import { MSG_PRODUTOS as MSG, type produtos as contrato } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito } from '../../lib/errors.js';
import { catalogoDe, donoDoNovo, duplicado, emUso, exigirProdutoEditavel } from './catalogo-comum.service.js';
import * as categorias from './categorias.repository.js';
import * as repo from './cores.repository.js';
import * as tamanhos from './tamanhos.repository.js';
import { linhaTamanho } from './tamanhos.service.js';

// The colours catalogue (spec 3 §2 "Colours catalogue", §3 "Colour", §5, §7 "Colours"): the sizes'
// ownership (POLITICAS.cor, ADR 013); the grid dialog's colours and sizes; the categories.

/** A colour with what the caller may do to it. */
function linhaCor(ator: Ator, c: repo.CorLida): contrato.Cor {
  return { ...c, acoes: acoesDe(ator, 'cor', c) };
}

/** GET /api/cores: the caller's catalogue (the master: every colour). */
export async function listarCores(deps: Deps, ator: Ator) {
  const lista = await repo.listar(deps.db, catalogoDe(ator));
  return { cores: lista.map((c) => linhaCor(ator, c)) };
}

/** GET /api/cores/{id}: the colours of product {id} in its order. */
export async function coresDoProduto(deps: Deps, ator: Ator, produtoId: number) {
  await exigirProdutoEditavel(deps, ator, produtoId);
  const lista = await repo.doProduto(deps.db, produtoId);
  return { cores: lista.map((c) => linhaCor(ator, c)) };
}

/** GET /api/corestamanhos: the grid dialog's pickers. */
export async function listarCoresTamanhos(deps: Deps, ator: Ator) {
  const dono = catalogoDe(ator);
  const [c, t] = [await repo.listar(deps.db, dono), await tamanhos.listar(deps.db, dono)];
  return { cores: c.map((x) => linhaCor(ator, x)), tamanhos: t.map((x) => linhaTamanho(ator, x)) };
}

/** GET /api/produtos/corestamanhos/{id}: what product {id} has chosen, in its order. */
export async function coresTamanhosDoProduto(deps: Deps, ator: Ator, produtoId: number) {
  await exigirProdutoEditavel(deps, ator, produtoId);
  const c = await repo.doProduto(deps.db, produtoId);
  const t = await tamanhos.doProduto(deps.db, produtoId);
  return { cores: c.map((x) => linhaCor(ator, x)), tamanhos: t.map((x) => linhaTamanho(ator, x)) };
}

const jaExiste = () => conflito(MSG.corJaExiste, { nome: MSG.corJaExiste });

/** POST /api/cores/salvar. */
export async function salvarCor(deps: Deps, ator: Ator, dados: contrato.CorForm, ip: string) {
  const dono = donoDoNovo(ator);
  const id = await deps.db
    .transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, dados.nome, dono.fornecedor_id)) throw jaExiste();
      const novo = await repo.inserir(tx, { ...dono, nome: dados.nome });
      await auditar(tx, {
        userId: ator.userId,
        acao: 'cadastrar',
        entidade: 'cores',
        entidadeId: novo,
        dados: { ...dono, ...dados },
        ip,
      });
      return novo;
    })
    .catch(duplicado(MSG.corJaExiste, 'nome'));
  return { msg: MSG.corSalva, cor: linhaCor(ator, (await repo.buscar(deps.db, id))!) };
}

/** POST /api/cores/{id}/atualizar. */
export async function atualizarCor(deps: Deps, ator: Ator, id: number, dados: contrato.CorForm, ip: string) {
  const atual = await repo.buscar(deps.db, id);
  exigir(ator, 'cor.editar', atual);
  await deps.db
    .transaction(async (tx) => {
      if (await repo.nomeEmUso(tx, dados.nome, atual.fornecedor_id, id)) throw jaExiste();
      await repo.atualizar(tx, id, dados.nome);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'cores',
        entidadeId: id,
        dados: { antes: atual.nome, ...dados },
        ip,
      });
    })
    .catch(duplicado(MSG.corJaExiste, 'nome'));
  return { msg: MSG.corAtualizada, cor: linhaCor(ator, (await repo.buscar(deps.db, id))!) };
}

/** POST /api/cores/{id}/excluir: refused (409) while a product or an order uses it. */
export async function excluirCor(deps: Deps, ator: Ator, id: number, ip: string) {
  const atual = await repo.buscar(deps.db, id);
  exigir(ator, 'cor.excluir', atual);
  await deps.db
    .transaction(async (tx) => {
      if (await repo.emUso(tx, id)) throw conflito(MSG.corEmUso);
      await repo.excluir(tx, id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'cores',
        entidadeId: id,
        dados: { nome: atual.nome, tipo: atual.tipo, fornecedor_id: atual.fornecedor_id },
        ip,
      });
    })
    .catch(emUso(MSG.corEmUso));
  return { msg: MSG.corExcluida };
}

/** GET /api/produtos/categorias and GET /api/categorias. */
export async function listarCategorias(deps: Deps) {
  return { categorias: await categorias.listar(deps.db) };
}
