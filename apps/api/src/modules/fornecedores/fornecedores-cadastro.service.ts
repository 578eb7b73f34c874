import { fornecedores as contrato } from '@rodada/contracts';
import { acoesDe, pode, type Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoEncontrado, regraViolada, semPermissao } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import { carregarPermitido, permitido, recurso, representanteDo } from './fornecedores-acesso.js';
import * as repo from './fornecedores-cadastro.repository.js';
import * as contaRepo from './fornecedores.repository.js';

// 'Cadastro de Fornecedor' (spec 2 §2, §5 "Supplier registration", §7 "Suppliers"; spec D1; ADR
// 007): register a supplier with a temporary password, load it for editing and update it.

const { MSG_FORNECEDORES: MSG } = contrato;

type Cadastro = contrato.FornecedorCadastro;

/**
 * The address row and the supplier's 'Cidade/UF': the city must belong to the state (400 on
 * endereco.cidade_id otherwise).
 */
async function prepararEndereco(tx: Tx, endereco: Cadastro['endereco']) {
  const local = await perfis.localDaCidade(tx, endereco.cidade_id, endereco.estado_id);
  if (!local) throw invalido({ 'endereco.cidade_id': MSG.cidadeForaDoEstado });
  return { endereco: { ...endereco, local } satisfies perfis.EnderecoGravado, local };
}

/** 400 on `cnpj` when another supplier has it; holds the CNPJ's lock until the transaction ends. */
async function exigirCnpjLivre(tx: Tx, cnpj: string, excetoId?: number) {
  await repo.travarCnpj(tx, cnpj);
  if (await repo.cnpjEmUso(tx, cnpj, excetoId)) throw invalido({ cnpj: MSG.cnpjEmUso });
}

/** The profile columns of a save. */
function perfil(dados: Cadastro, local: string): repo.DadosFornecedor {
  return {
    razao_social: dados.razao_social,
    nome_fantasia: dados.nome_fantasia,
    cnpj: dados.cnpj,
    ie: dados.ie,
    nome_socio: dados.nome_socio,
    cpf: dados.cpf,
    data_nascimento: dados.data_nascimento,
    local,
  };
}

/**
 * Registers a supplier (POST /api/fornecedores/salvar) in one transaction: login with a temporary
 * password (spec D1), address and profile; a representante carries it from then on. The CNPJ
 * and the login e-mail must be free.
 */
export async function salvarFornecedor(deps: Deps, ator: Ator, dados: Cadastro, ip: string) {
  const representanteId = representanteDo(ator);
  if (ator.tipo === 'representante' && representanteId === null) throw semPermissao();
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const id = await deps.db
    .transaction(async (tx) => {
      await exigirCnpjLivre(tx, dados.cnpj);
      if (await perfis.emailEmUso(tx, dados.user.email, 0)) {
        throw invalido({ 'user.email': MSG.emailEmUso });
      }
      const { endereco, local } = await prepararEndereco(tx, dados.endereco);
      const criado = await repo.inserirFornecedor(tx, {
        ...perfil(dados, local),
        email: dados.user.email,
        hash,
        endereco,
        representanteId,
        criadoPor: ator.userId,
      });
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'fornecedores',
        entidadeId: criado.id,
        userId: criado.userId,
        dados: { ...dados, user_id: criado.userId },
        ip,
      });
      return criado.id;
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.salvo, id, senha };
}

/** 'Cadastro de Fornecedor' of one supplier (GET /api/fornecedores/{id}/editar). */
export async function editarFornecedor(deps: Deps, ator: Ator, id: number) {
  // Whoever may not edit it gets 404, carrying it included (ADR 007: fornecedor.editar is hidden).
  const c = permitido(ator, 'fornecedor.editar', await repo.buscarCadastro(deps.db, id));
  const {
    email,
    endereco_id,
    endereco,
    representante_ids: _representantes,
    criado_por: _criadoPor,
    rodada_administrador_ids: _administradores,
    user_id: _userId,
    ...resto
  } = c;
  return {
    fornecedor: {
      ...resto,
      endereco: endereco_id === null ? null : endereco,
      user: { email },
      // alterar_email false locks the login e-mail on the form (ADR 007: its user or the master).
      acoes: acoesDe(ator, 'fornecedor', recurso(c)),
    },
  };
}

/**
 * Updates a supplier (POST /api/fornecedores/{id}/atualizar) in one transaction: profile, address and,
 * for the master only, the login e-mail (ADR 007: a login e-mail is changed by its user or the
 * master; anyone else gets 422 on user.email, so a password reset can never be sent elsewhere).
 */
export async function atualizarFornecedor(deps: Deps, ator: Ator, id: number, dados: Cadastro, ip: string) {
  const f = await carregarPermitido(deps, ator, 'fornecedor.editar', id);
  const alteraEmail = pode(ator, 'fornecedor.alterar_email', recurso(f));
  const agora = deps.clock.agora();
  await deps.db
    .transaction(async (tx) => {
      const atual = await repo.travar(tx, id);
      if (!atual) throw naoEncontrado();
      const login = await contaRepo.loginDoUsuario(tx, atual.user_id);
      if (!login) throw naoEncontrado();
      await exigirCnpjLivre(tx, dados.cnpj, id);
      const emailMudou = perfis.emailMudou(dados.user.email, login.email);
      if (emailMudou && !alteraEmail) {
        throw regraViolada(MSG.emailSoMaster, { 'user.email': MSG.emailSoMaster });
      }
      if (emailMudou && (await perfis.emailEmUso(tx, dados.user.email, atual.user_id))) {
        throw invalido({ 'user.email': MSG.emailEmUso });
      }
      const { endereco, local } = await prepararEndereco(tx, dados.endereco);
      // The supplier's own contact e-mail typed here is kept; the login e-mail lives on users.
      const enderecoId = await perfis.gravarEndereco(tx, atual.endereco_id, endereco);
      await repo.atualizarFornecedor(
        tx,
        id,
        atual.user_id,
        {
          ...perfil(dados, local),
          endereco_id: enderecoId,
          email: emailMudou ? dados.user.email : undefined,
        },
        agora,
      );
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'fornecedores',
        entidadeId: id,
        dados: { ...dados, email_anterior: emailMudou ? login.email : undefined },
        ip,
      });
    })
    .catch(perfis.traduzirEmailDuplicado('user.email'));
  return { msg: MSG.atualizado };
}
