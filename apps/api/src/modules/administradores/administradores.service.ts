import { clientes, type administradores, type BodyOut, type DadosDe } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { naoEncontrado } from '../../lib/errors.js';
import * as perfis from '../perfis/perfis.service.js';
import * as perfisRepo from '../perfis/perfis.repository.js';
import * as repo from './administradores.repository.js';

type ContaAdministrador = BodyOut<typeof administradores.salvarContaAdministrador>['administrador'];
type ContaAdministradorLida = DadosDe<typeof administradores.listarContaAdministrador>['administrador'];

const { MSG_CONTA } = clientes;

/** Path of the body's fields in the `errors` of a 400 (the form uses the same paths). */
const CAMPO = 'administrador';

/** Loads the caller's account: name, CNPJ, address and login e-mail (spec 2 §7 "Administrators"). */
export async function listarContaAdministrador(
  deps: Deps,
  ator: Ator,
  id: number | undefined,
): Promise<{ administrador: ContaAdministradorLida }> {
  const conta = await repo.buscarConta(deps.db, perfis.perfilProprio(ator.administradorId, id));
  if (!conta) throw naoEncontrado();
  return {
    administrador: {
      id: conta.id,
      nome: conta.nome,
      cnpj: conta.cnpj,
      novo_cadastro: !conta.verificado,
      user: { email: conta.email },
      endereco: await perfisRepo.lerEndereco(deps.db, conta.endereco_id),
    },
  };
}

/**
 * Saves the caller's account (spec 2 §5 "Administrator account"), in one transaction: name, CNPJ
 * and address (its e-mail copies the login e-mail, spec 2 §5 "Administrator form"); a new e-mail
 * becomes the login (unique, the password stays); the account is marked completed. Answers the
 * refreshed login user.
 */
export async function salvarContaAdministrador(
  deps: Deps,
  ator: Ator,
  dados: ContaAdministrador,
  ip: string,
) {
  const administradorId = perfis.perfilProprio(ator.administradorId, dados.id);
  const email = dados.user.email;
  const agora = deps.clock.agora();
  return perfis.salvarConta(
    deps,
    { campoEmail: `${CAMPO}.user.email`, msg: MSG_CONTA.contaSalva },
    async (tx) => {
      const conta = await repo.travarConta(tx, administradorId);
      if (!conta) throw naoEncontrado();
      await perfis.exigirEmailLivre(tx, `${CAMPO}.user.email`, email, conta);
      const endereco = await perfis.prepararEndereco(tx, `${CAMPO}.endereco`, dados.endereco, email);
      await repo.atualizarAdministrador(tx, administradorId, {
        nome: dados.nome,
        cnpj: dados.cnpj,
        endereco_id: await perfisRepo.gravarEndereco(tx, conta.endereco_id, endereco),
      });
      await perfis.concluirConta(
        tx,
        { userId: conta.user_id, email, nome: dados.nome, agora },
        {
          userId: ator.userId,
          acao: 'atualizar_conta',
          entidade: 'administradores',
          entidadeId: administradorId,
          dados: { ...dados, email_anterior: conta.email },
          ip,
        },
      );
      return conta.user_id;
    },
  );
}
