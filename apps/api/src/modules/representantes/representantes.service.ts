import { representantes, type UsuarioLogado, type z } from '@rodada/contracts';
import { acoesDe, perfilDoAtor, type Ator } from '@rodada/domain';
import { exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoEncontrado } from '../../lib/errors.js';
import * as perfis from '../perfis/index.js';
import * as repo from './representantes.repository.js';

// The representative's own account (spec 2 §2 "Representatives", §4 "Account verification", §5
// "Representative account"). The profile id comes from the session (exigirPerfil, ADR 013):
// nobody else's is reachable.

const { MSG_REPRESENTANTES: MSG } = representantes;

type Conta = z.output<typeof representantes.representanteContaSchema>;
type ContaLida = z.output<typeof representantes.representanteContaLidaSchema>;

/** The account page (GET /api/representantes/conta). */
export async function carregarConta(deps: Deps, ator: Ator): Promise<{ representante: ContaLida }> {
  const id = exigirPerfil(ator, 'representante', null, 'perfil.ver');
  const linha = await repo.buscarConta(deps.db, id);
  if (!linha) throw naoEncontrado();
  const { email, endereco, ...perfil } = linha;
  return {
    representante: {
      ...perfil,
      endereco: endereco ?? perfis.ENDERECO_VAZIO,
      user: { email },
      acoes: acoesDe(ator, 'perfil', perfilDoAtor(ator, 'representante', id)),
    },
  };
}

/**
 * Saves the account in one transaction (spec 2 §4, §5): profile and bank data (the bank must be
 * one of the reference list), the address ('Cidade/UF' in `local`; its e-mail copies the login,
 * which the details dialog shows), and the login, which becomes verificado. The e-mail may change
 * (spec 2 §4: the password stays), never to one another login uses. Answers the refreshed user.
 */
export async function salvarConta(
  deps: Deps,
  ator: Ator,
  dados: Conta,
  ip: string,
): Promise<{ msg: string; user: UsuarioLogado }> {
  const id = exigirPerfil(ator, 'representante');
  const email = dados.user.email;
  return perfis.salvarConta(
    deps,
    { campoEmail: 'representante.user.email', msg: MSG.contaSalva },
    async (tx) => {
      const atual = await repo.travarRepresentante(tx, id);
      if (!atual) throw naoEncontrado();
      const erros: Record<string, string> = {};
      const local = await perfis.localDaCidade(tx, dados.endereco.cidade_id, dados.endereco.estado_id);
      if (!local) erros['representante.endereco.cidade_id'] = MSG.cidadeForaDoEstado;
      if (!(await repo.bancoExiste(tx, dados.banco))) erros['representante.banco'] = MSG.bancoInvalido;
      const emailMudou = perfis.emailMudou(email, atual.email);
      if (emailMudou && (await perfis.emailEmUso(tx, email, atual.user_id))) {
        erros['representante.user.email'] = MSG.emailEmUso;
      }
      if (!local || Object.keys(erros).length > 0) throw invalido(erros);

      const enderecoId = await perfis.gravarEndereco(tx, atual.endereco_id, {
        ...dados.endereco,
        email,
        local,
      });
      const { endereco: _endereco, user: _user, ...perfil } = dados;
      await repo.atualizarRepresentante(tx, id, { ...perfil, endereco_id: enderecoId });
      // The display name follows the trade name, as representante_nome does (spec 1 §3).
      await perfis.concluirConta(
        tx,
        {
          userId: atual.user_id,
          email: emailMudou ? email : atual.email,
          nome: dados.nome_fantasia,
          agora: deps.clock.agora(),
        },
        { userId: ator.userId, acao: 'salvar_conta', entidade: 'representantes', entidadeId: id, dados, ip },
      );
      return atual.user_id;
    },
  );
}
