import { clientes, type BodyOut, type DadosDe } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoEncontrado } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import { exigirCnpjDoCliente } from './clientes-manutencao.service.js';
import * as repo from './clientes.repository.js';

type ContaCliente = BodyOut<typeof clientes.salvarContaCliente>['cliente'];
type ContaClienteLida = DadosDe<typeof clientes.listarContaCliente>['cliente'];

const { MSG_CONTA, CAMPOS_LOJA_OBRIGATORIOS } = clientes;

/** Path of the body's fields in the `errors` of a 400 (the form uses the same paths). */
const CAMPO = 'cliente';

/** Loads the caller's account: profile, login e-mail, address and default store (spec 2 §7). */
export async function listarContaCliente(
  deps: Deps,
  ator: Ator,
  id: number | undefined,
): Promise<{ cliente: ContaClienteLida }> {
  const clienteId = exigirPerfil(ator, 'cliente', id, 'perfil.ver');
  const conta = await repo.buscarConta(deps.db, clienteId);
  if (!conta) throw naoEncontrado();
  const loja = await repo.buscarLojaPadrao(deps.db, clienteId);
  return {
    cliente: {
      id: conta.id,
      nome: conta.nome,
      razao_social: conta.razao_social,
      nome_fantasia: conta.nome_fantasia,
      cnpj: conta.cnpj,
      ie: conta.ie,
      responsavel_nome: conta.responsavel_nome,
      responsavel_cpf: conta.responsavel_cpf,
      novo_cadastro: !conta.verificado,
      user: { email: conta.email },
      endereco: await perfis.lerEndereco(deps.db, conta.endereco_id),
      loja: loja && {
        id: loja.id,
        razao_social: loja.razao_social,
        nome_fantasia: loja.nome_fantasia,
        cnpj: loja.cnpj,
        ie: loja.ie,
        endereco: await perfis.lerEndereco(deps.db, loja.endereco_id),
        acoes: acoesDe(ator, 'loja', { cliente_id: clienteId, padrao: true }),
      },
      acoes: acoesDe(ator, 'perfil', { papel: 'cliente', id: clienteId }),
    },
  };
}

/**
 * The store block when it is complete; null when the body leaves it out. The first save cannot
 * leave it out, and a block sent in part is refused too (spec 2 §5 "Customer account": these
 * fields are required), with 'Campo obrigatório' under each missing field.
 */
function blocoDaLoja(dados: ContaCliente, exigir: boolean) {
  const enviado = CAMPOS_LOJA_OBRIGATORIOS.some((c) => dados[c] !== undefined);
  if (!exigir && !enviado) return null;
  const { razao_social, nome_fantasia, cnpj, endereco } = dados;
  if (razao_social !== undefined && nome_fantasia !== undefined && cnpj !== undefined && endereco) {
    return { razao_social, nome_fantasia, cnpj, ie: dados.ie, endereco };
  }
  const erros: Record<string, string> = {};
  for (const c of ['razao_social', 'nome_fantasia', 'cnpj'] as const) {
    if (dados[c] === undefined) erros[`${CAMPO}.${c}`] = 'Campo obrigatório';
  }
  if (!endereco) {
    for (const c of ['rua', 'numero', 'bairro', 'estado_id', 'cidade_id', 'cep']) {
      erros[`${CAMPO}.endereco.${c}`] = 'Campo obrigatório';
    }
    erros[`${CAMPO}.endereco.telefone`] = MSG_CONTA.telefoneOuCelular;
    erros[`${CAMPO}.endereco.celular`] = MSG_CONTA.telefoneOuCelular;
  }
  throw invalido(erros);
}

/**
 * Saves the caller's account (spec 2 §4 "Account verification", §5 "Customer account"), all in one
 * transaction: the store block (required on the first save) creates or updates the default store
 * and its address, and copies the store data onto the profile with the profile's own address; the
 * responsável and the name are updated; a new e-mail becomes the login (unique, the password stays);
 * the account is marked completed (verificado). Answers the refreshed login user.
 */
export async function salvarContaCliente(deps: Deps, ator: Ator, dados: ContaCliente, ip: string) {
  const clienteId = exigirPerfil(ator, 'cliente', dados.id, 'perfil.editar');
  const email = dados.user.email;
  const agora = deps.clock.agora();
  return perfis.salvarConta(
    deps,
    { campoEmail: `${CAMPO}.user.email`, msg: MSG_CONTA.contaSalva },
    async (tx) => {
      const conta = await repo.travarConta(tx, clienteId);
      if (!conta) throw naoEncontrado();
      const loja = blocoDaLoja(dados, !conta.verificado);
      await perfis.exigirEmailLivre(tx, `${CAMPO}.user.email`, email, conta);

      let lojaId: number | null = null;
      if (loja) {
        await exigirCnpjDoCliente(tx, loja.cnpj, clienteId, `${CAMPO}.cnpj`);
        const endereco = await perfis.prepararEndereco(tx, `${CAMPO}.endereco`, loja.endereco, email);
        const padrao = await repo.buscarLojaPadrao(tx, clienteId);
        const dadosLoja = {
          razao_social: loja.razao_social,
          nome_fantasia: loja.nome_fantasia,
          cnpj: loja.cnpj,
          ie: loja.ie,
          endereco_id: await perfis.gravarEndereco(tx, padrao?.endereco_id ?? null, endereco),
        };
        if (padrao) {
          await repo.atualizarLoja(tx, padrao.id, dadosLoja);
          lojaId = padrao.id;
        } else {
          lojaId = await repo.inserirLojaPadrao(tx, {
            ...dadosLoja,
            cliente_id: clienteId,
            responsavel_id: conta.user_id,
          });
        }
        // The profile keeps its own copy of the address: a store edited later on /empresas must not
        // move the customer's registered address with it.
        await repo.atualizarCliente(tx, clienteId, {
          razao_social: loja.razao_social,
          nome_fantasia: loja.nome_fantasia,
          cnpj: loja.cnpj,
          ie: loja.ie,
          endereco_id: await perfis.gravarEndereco(tx, conta.endereco_id, endereco),
        });
      }
      await repo.atualizarCliente(tx, clienteId, {
        responsavel_nome: dados.responsavel_nome,
        responsavel_cpf: dados.responsavel_cpf,
        ...(dados.nome === undefined ? {} : { nome: dados.nome }),
      });
      await perfis.concluirConta(
        tx,
        { userId: conta.user_id, email, nome: dados.nome, agora },
        {
          userId: ator.userId,
          acao: conta.verificado ? 'atualizar_conta' : 'concluir_cadastro',
          entidade: 'clientes',
          entidadeId: clienteId,
          dados: { ...dados, loja_padrao_id: lojaId, email_anterior: conta.email },
          ip,
        },
      );
      return conta.user_id;
    },
  );
}
