import { fornecedores as contrato } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import * as usuariosRepo from '../usuarios/index.js';
import { carregarPermitido } from './fornecedores-acesso.js';
import * as repo from './fornecedores-cadastro.repository.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';

// The maintenance actions on one supplier (spec 2 §2 "Dialogs exist for delete, password reset,
// activation", §4 "Supplier ativo"; spec D1; ADR 007): delete, reset the password, block.

const { MSG_FORNECEDORES: MSG } = contrato;

/**
 * Deletes a supplier without history (POST /api/fornecedores/{id}/excluir): one with products,
 * orders, bookings or rounds is kept (409) and should be deactivated instead. The logo and video
 * files go after the commit.
 */
export async function excluirFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  const f = await carregarPermitido(deps, ator, 'fornecedor.excluir', id);
  const comHistorico = await usuariosRepo.possuiRegistros(deps.db, {
    id: f.user_id,
    administrador_id: null,
    fornecedor_id: f.id,
    representante_id: null,
    cliente_id: null,
  });
  if (comHistorico) throw conflito(MSG.possuiRegistros);
  const chaves = await deps.db
    .transaction(async (tx) => {
      if (!(await repo.travar(tx, id))) throw naoEncontrado();
      const apagadas = await repo.excluirFornecedor(tx, f);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'fornecedores',
        entidadeId: id,
        dados: { nome_fantasia: f.nome_fantasia, user_id: f.user_id },
        ip,
      });
      return apagadas;
    })
    .catch((e: unknown) => {
      // History created meanwhile still keeps the supplier (restrict).
      if (sqlstate(e) === SQLSTATE.chaveEstrangeira) throw conflito(MSG.possuiRegistros);
      throw e;
    });
  for (const chave of chaves) {
    await deps.storage.remover(chave).catch((erro: unknown) => {
      deps.log.warn({ err: erro, chave }, 'arquivo do fornecedor excluído não removido');
    });
  }
  return { msg: MSG.excluido };
}

/**
 * Resets a supplier's password (POST /api/fornecedores/{id}/resetar, spec D1): a temporary one,
 * stored hashed, to be changed at the next login; every session ends. A deactivated supplier is
 * reactivated (spec 2 §4: it "cannot log in until reactivated or its password is reset").
 */
export async function resetarFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  await carregarPermitido(deps, ator, 'fornecedor.resetar_senha', id);
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    const atual = await repo.travar(tx, id);
    if (!atual) throw naoEncontrado();
    const sessoes = await perfis.trocarPorSenhaTemporaria(tx, atual.user_id, hash, agora);
    await repo.definirAtivo(tx, id, atual.user_id, true, agora);
    await perfis.auditarSenhaTemporaria(tx, {
      ator,
      userId: atual.user_id,
      motivo: 'reset',
      dados: { fornecedor_id: id, sessoes_encerradas: sessoes, reativado: !atual.ativo },
      ip,
    });
  });
  return perfis.senhaResetada(senha);
}

/**
 * Blocks or unblocks a supplier (POST /api/fornecedores/{id}/bloquear, spec 2 §4): ativo flips and
 * the login follows; deactivating ends the supplier's sessions.
 */
export async function bloquearFornecedor(deps: Deps, ator: Ator, id: number, ip: string) {
  await carregarPermitido(deps, ator, 'fornecedor.bloquear', id);
  const agora = deps.clock.agora();
  const ativo = await deps.db.transaction(async (tx) => {
    const atual = await repo.travar(tx, id);
    if (!atual) throw naoEncontrado();
    const novo = !atual.ativo;
    await repo.definirAtivo(tx, id, atual.user_id, novo, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: novo ? 'ativar' : 'desativar',
      entidade: 'fornecedores',
      entidadeId: id,
      ip,
    });
    return novo;
  });
  return { msg: ativo ? MSG.ativado : MSG.desativado, ativo };
}
