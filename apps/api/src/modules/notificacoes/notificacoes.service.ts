import { NOTIFICACAO_TIPO, notificacoes as contrato } from '@rodada/contracts';
import { pode, type Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { auditar } from '../../lib/auditoria.js';
import { conflito, invalido, naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import { produtoHomologavel, responderVencido } from '../homologacao/index.js';
import * as repo from './notificacoes.repository.js';

/** The caller's unread-notification count, for the menu badge (spec 1 §3 "contagem", polled every 120 s). */
export async function contarNotificacoes(deps: Deps, ator: Ator): Promise<{ contagem: number }> {
  return { contagem: await repo.contarNaoLidas(deps.db, ator.userId) };
}

/** GET /api/notificacoes/listar (spec 1 §2.7): the caller's own pending notifications, newest first. */
export async function listarNotificacoes(deps: Deps, ator: Ator, q: { page: number; paginacao: number }) {
  const { total, linhas } = await repo.listarPendentes(deps.db, ator.userId, q.page, q.paginacao);
  const data = linhas.map(({ produto_codigo, produto_descricao, data, ...n }) => ({
    ...n,
    produto:
      n.produto_id !== null && produto_codigo !== null
        ? { id: n.produto_id, codigo: produto_codigo, descricao: produto_descricao ?? '' }
        : null,
    data: data.toISOString(),
  }));
  return { notificacoes: pagina(data, total, q.page, q.paginacao) };
}

/**
 * POST /api/notificacoes/{id}/responder (spec 1 §2.7, §7): a tipo 4 question is answered as
 * POST /api/produtos/{id}/renovar-vencido does (1 renews, 2 removes the product) while the product
 * is still 3 Vencido and the caller's; otherwise, and for every other type, the notification is
 * only marked read (answered). It leaves the list; the answer brings the new unread count.
 */
export async function responderNotificacao(
  deps: Deps,
  ator: Ator,
  id: number,
  resposta: 1 | 2 | undefined,
  ip: string,
) {
  const agora = deps.clock.agora();
  const ehPergunta = await deps.db.transaction(async (tx) => {
    const n = await repo.daPessoa(tx, id, ator.userId);
    if (!n) throw naoEncontrado();
    if (n.lida_em || n.respondida_em || n.resposta !== null)
      throw conflito(contrato.MSG_NOTIFICACOES.jaRespondida);
    if (n.tipo !== NOTIFICACAO_TIPO.produtoVencido) {
      await repo.marcar(tx, n.id, agora, null);
      return false;
    }
    if (resposta === undefined) {
      throw invalido({ resposta: contrato.MSG_NOTIFICACOES.respostaObrigatoria });
    }
    const p = n.produto_id === null ? undefined : await produtoHomologavel(tx, n.produto_id, true);
    if (p && pode(ator, 'produto.renovar', p)) {
      // Answers this notification too (every pending tipo 4 of the product).
      await responderVencido(deps, tx, ator, p, resposta, ip);
    } else {
      await repo.marcar(tx, n.id, agora, resposta);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'responder',
        entidade: 'notificacao',
        entidadeId: n.id,
        dados: { resposta, produto_id: n.produto_id, aplicada: false },
        ip,
      });
    }
    return true;
  });
  return {
    msg: ehPergunta ? contrato.MSG_NOTIFICACOES.respondida : contrato.MSG_NOTIFICACOES.lida,
    contagem: await repo.contarNaoLidas(deps.db, ator.userId),
  };
}
