import { clientes as contrato, type BodyOut, type DadosDe } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import * as contaRepo from './clientes.repository.js';
import * as repo from './clientes-manutencao.repository.js';

// Customers maintenance (spec 2 §4 "Customer ativo", §5 "Customer form", §6, §7): the customer form
// (register, load; the update is clientes-atualizar.service.ts), the supplier's delete and the
// activation switch. Who may act on which customer is the authorization engine (ADR 013) over the
// customer as repo.clienteGerido loads it; a customer the caller may not see answers 404.

const { MSG_CLIENTES, MSG_CONTA } = contrato;

type Salvar = BodyOut<typeof contrato.salvarCliente>;
type ClienteLido = DadosDe<typeof contrato.editarCliente>['cliente'];

/**
 * 409 on `campo` with `msg` when another customer holds the CNPJ (issue 9 §6; `clienteId` null
 * for a customer being created); holds the CNPJ's lock until the transaction ends, so the write
 * that follows cannot race another customer's. Nothing says who holds it.
 */
export async function exigirCnpjDoCliente(
  tx: Tx,
  cnpj: string,
  clienteId: number | null,
  campo: string,
  msg: string = MSG_CLIENTES.cnpjDeOutroCliente,
): Promise<void> {
  await repo.travarCnpj(tx, cnpj);
  if (await repo.cnpjDeOutroCliente(tx, cnpj, clienteId)) throw conflito(msg, { [campo]: msg });
}

/** The address row to store; the city must belong to the state and the e-mail copies the login. */
export async function enderecoCompleto(tx: Tx, e: Salvar['endereco'], email: string) {
  return perfis.prepararEndereco(tx, 'endereco', e, email);
}

/**
 * POST /api/clientes/salvar (administrador, representante, fornecedor): login with a temporary
 * password, profile, address, default store and the link to whoever registers it (see contract).
 */
export async function salvarCliente(deps: Deps, ator: Ator, dados: Salvar, ip: string) {
  const representanteId = ator.tipo === 'representante' ? ator.representanteId : null;
  if (dados.representante_id != null && dados.representante_id !== representanteId) {
    throw regraViolada(MSG_CLIENTES.representanteSoMaster, {
      representante_id: MSG_CLIENTES.representanteSoMaster,
    });
  }
  let rodadaId: number | null = null;
  if (ator.tipo === 'administrador') {
    if (dados.rodada_id == null) throw invalido({ rodada_id: MSG_CLIENTES.rodadaObrigatoria });
    if (!(await repo.organizaRodada(deps.db, ator.administradorId ?? 0, dados.rodada_id))) {
      throw invalido({ rodada_id: MSG_CLIENTES.rodadaInexistente });
    }
    rodadaId = dados.rodada_id;
  }
  const email = dados.user.email;
  if (await perfis.emailEmUso(deps.db, email, 0)) throw invalido({ 'user.email': MSG_CONTA.emailEmUso });

  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const agora = deps.clock.agora();
  const id = await deps.db
    .transaction(async (tx) => {
      await exigirCnpjDoCliente(tx, dados.cnpj, null, 'cnpj', MSG_CLIENTES.jaCadastrado);
      const endereco = await enderecoCompleto(tx, dados.endereco, email);
      const userId = await repo.inserirLogin(tx, {
        nome: dados.nome_fantasia,
        email,
        hash,
        criadoPor: ator.userId,
      });
      const clienteId = await repo.inserirCliente(tx, {
        user_id: userId,
        nome: dados.nome_fantasia,
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        responsavel_nome: dados.responsavel_nome,
        responsavel_cpf: dados.responsavel_cpf,
        representante_id: representanteId,
        endereco_id: await perfis.gravarEndereco(tx, null, endereco),
      });
      // The default store starts as a copy of the customer's data, with its own address row: a
      // store edited later must not move the customer's registered address.
      const lojaId = await contaRepo.inserirLojaPadrao(tx, {
        cliente_id: clienteId,
        responsavel_id: ator.userId,
        razao_social: dados.razao_social,
        nome_fantasia: dados.nome_fantasia,
        cnpj: dados.cnpj,
        ie: dados.ie,
        endereco_id: await perfis.gravarEndereco(tx, null, endereco),
      });
      if (representanteId !== null) await repo.confirmarVinculo(tx, clienteId, representanteId);
      if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) {
        await repo.incluirNoFornecedor(tx, ator.fornecedorId, clienteId);
      }
      if (rodadaId !== null) await repo.incluirNaRodada(tx, rodadaId, clienteId);
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'clientes',
        entidadeId: clienteId,
        userId,
        dados: { ...dados, user_id: userId, loja_padrao_id: lojaId, registrado_em: agora.toISOString() },
        ip,
      });
      return clienteId;
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG_CLIENTES.salvo, id, senha };
}

/** GET /api/clientes/:id/editar: the customer for the form and the details dialog. */
export async function editarCliente(deps: Deps, ator: Ator, id: number): Promise<{ cliente: ClienteLido }> {
  const c = await repo.buscarCliente(deps.db, id);
  exigir(ator, 'cliente.ver', c);
  return {
    cliente: {
      id: c.id,
      nome: c.nome,
      razao_social: c.razao_social,
      nome_fantasia: c.nome_fantasia,
      cnpj: c.cnpj,
      ie: c.ie,
      responsavel_nome: c.responsavel_nome,
      responsavel_cpf: c.responsavel_cpf,
      representante_id: c.representante_id,
      representante_nome: c.representante_nome,
      ativo: c.ativo,
      novo_cadastro: !c.verificado,
      user: { email: c.email },
      endereco: await perfis.lerEndereco(deps.db, c.endereco_id),
      acoes: acoesDe(ator, 'cliente', c),
    },
  };
}

/**
 * DELETE /api/clientes/:id/excluir (fornecedor): the customer leaves the supplier's list; refused
 * (409) while they have orders together, which keep it on the list anyway.
 */
export async function excluirCliente(deps: Deps, ator: Ator, id: number, ip: string) {
  exigir(ator, 'cliente.excluir', await repo.clienteGerido(deps.db, id));
  const fornecedorId = ator.fornecedorId ?? 0;
  await deps.db.transaction(async (tx) => {
    if ((await repo.pedidosEntre(tx, fornecedorId, id)) > 0) throw conflito(MSG_CLIENTES.comPedidos);
    if (!(await repo.tirarDoFornecedor(tx, fornecedorId, id))) throw naoEncontrado();
    await auditar(tx, {
      userId: ator.userId,
      acao: 'excluir',
      entidade: 'fornecedor_cliente',
      entidadeId: id,
      dados: { fornecedor_id: fornecedorId, cliente_id: id },
      ip,
    });
  });
  return { msg: MSG_CLIENTES.excluido };
}

/**
 * POST /api/clientes/:id/ativardesativar (master, administrador, representante of the customer):
 * sets or toggles ativo on the customer and its login; deactivating ends its sessions.
 */
export async function ativarDesativarCliente(
  deps: Deps,
  ator: Ator,
  id: number,
  ativo: boolean | undefined,
  ip: string,
) {
  exigir(ator, 'cliente.ativar', await repo.clienteGerido(deps.db, id));
  const agora = deps.clock.agora();
  const novo = await deps.db.transaction(async (tx) => {
    const atual = await repo.travarCliente(tx, id);
    if (!atual) throw naoEncontrado();
    const estado = ativo ?? !atual.ativo;
    await repo.definirAtivo(tx, atual, estado, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: estado ? 'ativar' : 'desativar',
      entidade: 'clientes',
      entidadeId: id,
      ip,
    });
    return estado;
  });
  return { msg: novo ? MSG_CLIENTES.ativado : MSG_CLIENTES.desativado, ativo: novo };
}
