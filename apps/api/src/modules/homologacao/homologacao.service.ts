import { NOTIFICACAO_TIPO, produtos as contrato, MSG_PRODUTOS } from '@rodada/contracts';
import { acoesDe, pode, PRODUTO_STATUS, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado, regraViolada } from '../../lib/errors.js';
import * as repo from './homologacao.repository.js';

// A product's approval and the answer to its expiry (spec 3 §4 "Product status", §7 Products;
// issue 12 items 5 and 6). The engine decides who (ADR 013): produto.homologar is the master's,
// never on a 3 Vencido product; produto.renovar is the owning supplier's, only on a 3 Vencido one.

const DIA_MS = 24 * 60 * 60 * 1000;

/** When an approval given at `agora` lapses (config PRODUTO_VALIDADE_DIAS). */
export function vencimento(deps: Deps, agora: Date): Date {
  return new Date(agora.getTime() + deps.config.produtoValidadeDias * DIA_MS);
}

/** GET /api/produtos/homologacao?produto_id: the master any product, a supplier only its own (404). */
export async function verHomologacao(deps: Deps, ator: Ator, produtoId: number) {
  const p = await repo.produto(deps.db, produtoId);
  exigir(ator, 'produto.ver', p);
  // A product of the shop is visible to every supplier; its approval history is not.
  if (!pode(ator, 'produto.editar', p)) throw naoEncontrado();
  const decisoes = (await repo.decisoes(deps.db, produtoId, contrato.LIMITE_DECISOES)).map((d) => ({
    ...d,
    data: d.data.toISOString(),
  }));
  return {
    homologacao: {
      produto_id: p.id,
      codigo: p.codigo,
      descricao: p.descricao,
      status: p.status,
      homologado_em: p.homologado_em?.toISOString() ?? null,
      vence_em: p.vence_em?.toISOString() ?? null,
      motivos: decisoes[0]?.motivos ?? [],
      decisoes,
      acoes: acoesDe(ator, 'produto', p),
    },
  };
}

/** GET /api/produtos/possiveiserros: the list of possible rejection reasons. */
export async function listarPossiveisErros(deps: Deps) {
  return { erros_homologacao: await repo.errosPossiveis(deps.db) };
}

/** The reasons of a rejection: list ids resolved to their text (422 for an unknown one), free texts. */
async function motivos(tx: Tx, erros: contrato.ErroHomologar[]): Promise<repo.MotivoGravado[]> {
  const ids = [...new Set(erros.flatMap((e) => ('id' in e ? [e.id] : [])))];
  const lista = new Map((await repo.errosDaLista(tx, ids)).map((e) => [e.id, e]));
  if (lista.size !== ids.length) {
    throw regraViolada(MSG_PRODUTOS.motivoInexistente, { erros: MSG_PRODUTOS.motivoInexistente });
  }
  const vistos = new Set<number>();
  const gravados: repo.MotivoGravado[] = [];
  for (const e of erros) {
    if ('id' in e) {
      if (vistos.has(e.id)) continue;
      vistos.add(e.id);
      const item = lista.get(e.id)!;
      gravados.push({ erro_id: e.id, descricao: item.descricao?.trim() || item.nome });
    } else {
      gravados.push({ erro_id: null, descricao: e.descricao });
    }
  }
  return gravados;
}

/**
 * POST /api/produtos/{id}/homologar (spec 3 §4): 1 approves (homologado_em now, vence_em now +
 * the validity days), 2 rejects with its reasons. A 3 Vencido product: 403 MSG_PRODUTOS.jaVencido.
 */
export async function homologar(
  deps: Deps,
  ator: Ator,
  produtoId: number,
  dados: { status: 1 | 2; erros: contrato.ErroHomologar[] },
  ip: string,
) {
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    const p = await repo.produto(tx, produtoId, true);
    exigir(ator, 'produto.homologar', p, MSG_PRODUTOS.jaVencido);
    const gravados = dados.status === 2 ? await motivos(tx, dados.erros) : [];
    if (dados.status === PRODUTO_STATUS.HOMOLOGADO) {
      await repo.mudarStatus(tx, produtoId, {
        status: PRODUTO_STATUS.HOMOLOGADO,
        homologado_em: agora,
        vence_em: vencimento(deps, agora),
      });
    } else {
      await repo.mudarStatus(tx, produtoId, { status: PRODUTO_STATUS.REPROVADO, vence_em: null });
    }
    await repo.gravarDecisao(tx, {
      produtoId,
      status: dados.status,
      userId: ator.userId,
      motivos: gravados,
      agora,
    });
    await auditar(tx, {
      userId: ator.userId,
      acao: dados.status === 1 ? 'aprovar' : 'reprovar',
      entidade: 'produto',
      entidadeId: produtoId,
      dados: { status_anterior: p.status, motivos: gravados },
      ip,
    });
  });
  return { msg: dados.status === 1 ? MSG_PRODUTOS.produtoAprovado : MSG_PRODUTOS.produtoReprovado };
}

/**
 * Answers 'Ainda vende este produto?' inside `tx` for a product the caller may renew (spec 3 §4):
 * 1 renews it (1 Homologado, a new vence_em; the master's approval stands, so homologado_em is
 * kept); 2 removes it: deleted when no order holds it, otherwise deactivated (kept for the orders'
 * history, out of the shop and of new orders; it stays 3 Vencido, so its supplier may still renew
 * it later). Either way the product's pending tipo 4 notification is answered.
 */
export async function responderVencido(
  deps: Deps,
  tx: Tx,
  ator: Ator,
  p: repo.ProdutoHomologavel,
  resposta: 1 | 2,
  ip: string,
): Promise<contrato.DesfechoVencido> {
  const agora = deps.clock.agora();
  await repo.responderVencidoDoProduto(tx, p.id, NOTIFICACAO_TIPO.produtoVencido, resposta, agora);
  let desfecho: contrato.DesfechoVencido;
  if (resposta === 1) {
    await repo.mudarStatus(tx, p.id, {
      status: PRODUTO_STATUS.HOMOLOGADO,
      vence_em: vencimento(deps, agora),
    });
    await repo.gravarDecisao(tx, {
      produtoId: p.id,
      status: PRODUTO_STATUS.HOMOLOGADO,
      userId: ator.userId,
      motivos: [],
      agora,
    });
    desfecho = 'renovado';
  } else if (await repo.emPedidos(tx, p.id)) {
    await repo.mudarStatus(tx, p.id, { status: PRODUTO_STATUS.VENCIDO, ativo: false });
    desfecho = 'desativado';
  } else {
    await repo.excluir(tx, p.id);
    desfecho = 'excluido';
  }
  await auditar(tx, {
    userId: ator.userId,
    acao: `vencido_${desfecho}`,
    entidade: 'produto',
    entidadeId: p.id,
    dados: { resposta, produto: { codigo_produto: p.codigo, descricao: p.descricao } },
    ip,
  });
  return desfecho;
}

/** The message of an answer to 'Ainda vende este produto?'. */
export const msgDoDesfecho = (d: contrato.DesfechoVencido) =>
  d === 'renovado' ? MSG_PRODUTOS.produtoRenovado : MSG_PRODUTOS.produtoRecusado;

/** POST /api/produtos/{id}/renovar-vencido: the supplier's answer from the products list. */
export async function renovarVencido(deps: Deps, ator: Ator, produtoId: number, resposta: 1 | 2, ip: string) {
  const desfecho = await deps.db.transaction(async (tx) => {
    const p = await repo.produto(tx, produtoId, true);
    exigir(ator, 'produto.renovar', p, MSG_PRODUTOS.naoVencido);
    return responderVencido(deps, tx, ator, p, resposta, ip);
  });
  return { msg: msgDoDesfecho(desfecho), desfecho };
}
