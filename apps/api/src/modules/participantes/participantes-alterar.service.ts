import { rodadas as contrato } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado, regraViolada } from '../../lib/errors.js';
import * as repo from './participantes-alterar.repository.js';
import { exigirRodadaParaAlterar } from './participantes-listas.service.js';

// Adding and removing a round's participants, a client's term and sign-up (spec 3 §7 "Rounds").
// Each change: the round visible (404), open (422), the caller's to manage (403), then the rule of
// the change; the write and its audit row in one transaction. The choices where the spec is
// silent are in the contract (participantes-alterar.ts).

const { MSG_RODADAS: MSG } = contrato;

interface Origem {
  ip: string;
}

/** POST /api/rodadas/:id/{tipo}/:x/salvar: idempotent; inactive 422, unknown 404. */
export async function adicionar(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  tipo: repo.TipoParticipante,
  id: number,
  origem: Origem,
) {
  return deps.db.transaction(async (tx) => {
    await exigirRodadaParaAlterar(deps, ator, rodadaId, tx);
    const cadastro = await repo.buscarCadastro(tx, tipo, id);
    if (!cadastro) throw naoEncontrado(MSG.naoEncontrado);
    const ja = await repo.jaParticipam(tx, tipo, rodadaId, [id]);
    if (!ja.has(id)) {
      if (!cadastro.ativo) throw regraViolada(MSG.motivoInativo);
      await repo.inserirParticipantes(tx, tipo, rodadaId, [id]);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'rodada.participante.adicionar',
        entidade: 'rodada',
        entidadeId: rodadaId,
        dados: { tipo, id },
        ip: origem.ip,
      });
    }
    return { msg: MSG.adicionado(cadastro.nome) };
  });
}

/**
 * POST /api/rodadas/:id/{tipo}/:x/excluir: not in the round 404; the owner of a stand of the round
 * or a party of its orders 409 with the reason (a wholesale organiser expects to be told what to
 * change first, not to lose a stand's owner or an order's party silently).
 */
export async function remover(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  tipo: repo.TipoParticipante,
  id: number,
  origem: Origem,
) {
  return deps.db.transaction(async (tx) => {
    const rodada = await exigirRodadaParaAlterar(deps, ator, rodadaId, tx);
    exigir(ator, 'participante.excluir', { rodada });
    const cadastro = await repo.buscarCadastro(tx, tipo, id);
    const participa = cadastro && (await repo.jaParticipam(tx, tipo, rodadaId, [id])).has(id);
    if (!cadastro || !participa) throw naoEncontrado(MSG.naoParticipa);
    if (await repo.donoDeStand(tx, tipo, rodadaId, id)) throw conflito(MSG.donoDeStand(cadastro.nome));
    if (await repo.temPedidos(tx, tipo, rodadaId, id)) throw conflito(MSG.comPedidos(cadastro.nome));
    await repo.removerParticipante(tx, tipo, rodadaId, id);
    await auditar(tx, {
      userId: ator.userId,
      acao: 'rodada.participante.remover',
      entidade: 'rodada',
      entidadeId: rodadaId,
      dados: { tipo, id },
      ip: origem.ip,
    });
    return { msg: MSG.removido(cadastro.nome) };
  });
}

/** POST /api/rodadas/:id/clientes/:cliente_id/prazo: the client's term ('30/60/90'; null clears). */
export async function alterarPrazo(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  clienteId: number,
  prazo: string | null,
  origem: Origem,
) {
  return deps.db.transaction(async (tx) => {
    const rodada = await exigirRodadaParaAlterar(deps, ator, rodadaId, tx);
    exigir(ator, 'participante.alterar_prazo', { rodada });
    const participacao = await repo.participacaoDoCliente(tx, rodadaId, clienteId);
    if (!participacao) throw naoEncontrado(MSG.naoParticipa);
    await repo.atualizarParticipacaoDoCliente(tx, participacao.id, { prazo });
    await auditar(tx, {
      userId: ator.userId,
      acao: 'rodada.cliente.prazo',
      entidade: 'rodada',
      entidadeId: rodadaId,
      dados: { cliente_id: clienteId, prazo },
      ip: origem.ip,
    });
    return { msg: prazo === null ? MSG.prazoRemovido : MSG.prazoSalvo };
  });
}

/**
 * POST /api/rodadas/:id/clientes/:cliente_id/inscrever[/cancelar]: confirms or cancels the client's
 * sign-up. Idempotent: confirming again keeps the first instant; cancelling clears it.
 */
export async function alterarInscricao(
  deps: Deps,
  ator: Ator,
  rodadaId: number,
  clienteId: number,
  inscrever: boolean,
  origem: Origem,
) {
  return deps.db.transaction(async (tx) => {
    const rodada = await exigirRodadaParaAlterar(deps, ator, rodadaId, tx);
    exigir(ator, 'participante.inscrever', { rodada });
    const participacao = await repo.participacaoDoCliente(tx, rodadaId, clienteId);
    if (!participacao) throw naoEncontrado(MSG.naoParticipa);
    if (participacao.inscrito !== inscrever) {
      await repo.atualizarParticipacaoDoCliente(tx, participacao.id, {
        inscrito: inscrever,
        inscrito_em: inscrever ? deps.clock.agora() : null,
      });
      await auditar(tx, {
        userId: ator.userId,
        acao: inscrever ? 'rodada.cliente.inscrever' : 'rodada.cliente.cancelar_inscricao',
        entidade: 'rodada',
        entidadeId: rodadaId,
        dados: { cliente_id: clienteId },
        ip: origem.ip,
      });
    }
    return { msg: inscrever ? MSG.inscricaoConfirmada : MSG.inscricaoCancelada };
  });
}
