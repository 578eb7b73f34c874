import {
  administradores as contrato,
  clientes,
  MSG_USUARIOS,
  type BodyOut,
  type DadosDe,
} from '@rodada/contracts';
import { acoesDe, perfilDoAtor, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir, exigirPerfil } from '../../lib/autorizacao.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, naoEncontrado } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as usuarios from '../usuarios/index.js';
import * as perfis from '../perfis/index.js';
import * as repo from './administradores.repository.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';

type ContaAdministrador = BodyOut<typeof contrato.salvarContaAdministrador>['administrador'];
type ContaAdministradorLida = DadosDe<typeof contrato.listarContaAdministrador>['administrador'];

const { MSG_CONTA } = clientes;

/** Path of the body's fields in the `errors` of a 400 (the form uses the same paths). */
const CAMPO = 'administrador';

/** Loads the caller's account: name, CNPJ, address and login e-mail (spec 2 §7 "Administrators"). */
export async function listarContaAdministrador(
  deps: Deps,
  ator: Ator,
  id: number | undefined,
): Promise<{ administrador: ContaAdministradorLida }> {
  const administradorId = exigirPerfil(ator, 'administrador', id, 'perfil.ver');
  const conta = await repo.buscarConta(deps.db, administradorId);
  if (!conta) throw naoEncontrado();
  return {
    administrador: {
      id: conta.id,
      nome: conta.nome,
      cnpj: conta.cnpj,
      novo_cadastro: !conta.verificado,
      user: { email: conta.email },
      endereco: await perfis.lerEndereco(deps.db, conta.endereco_id),
      acoes: acoesDe(ator, 'perfil', perfilDoAtor(ator, 'administrador', administradorId)),
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
  const administradorId = exigirPerfil(ator, 'administrador', dados.id);
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
        endereco_id: await perfis.gravarEndereco(tx, conta.endereco_id, endereco),
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

const { MSG_ADMINISTRADORES } = contrato;

/** Administrators list for master (spec 2 §2): paginated, searchable by name or e-mail. */
export async function listarAdministradores(
  deps: Deps,
  ator: Ator,
  q: { busca?: string | undefined; page: number; paginacao: number },
) {
  const { total, data } = await repo.listarAdministradores(deps.db, {
    busca: q.busca,
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    administradores: pagina(
      data.map((a) => ({ ...a, acoes: acoesDe(ator, 'administrador', a) })),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** The administrator, if the engine lets the actor do `acao` to it (ADR 013); otherwise 404. */
async function administradorPermitido(
  deps: Deps,
  ator: Ator,
  id: number,
  acao: 'administrador.editar' | 'administrador.excluir',
) {
  const adm = await repo.buscarAdministrador(deps.db, id);
  exigir(ator, acao, adm);
  return adm;
}

/** The list/edit shape (no login or address ids), with what the caller may do with it. */
function paraLista(ator: Ator, a: NonNullable<Awaited<ReturnType<typeof repo.buscarAdministrador>>>) {
  const linha = { id: a.id, nome: a.nome, email: a.email, cnpj: a.cnpj, cidade_estado: a.cidade_estado };
  return { ...linha, acoes: acoesDe(ator, 'administrador', linha) };
}

/**
 * Master creates an administrator (spec 2 §7 "POST save"): the same as creating an administrador
 * login on /usuarios (e-mail validated, temporary password shown once and to be changed at the
 * first login, spec D1); answers the new profile's id.
 */
export async function salvarAdministrador(
  deps: Deps,
  ator: Ator,
  dados: { nome: string; email: string },
  ip: string,
) {
  const { id: userId, senha } = await usuarios.cadastrarUsuario(deps, ator, dados, ip);
  const id = await repo.idDoPerfil(deps.db, userId);
  if (id === null) throw new Error('perfil de administrador não criado');
  return { msg: MSG_ADMINISTRADORES.salvo, id, senha };
}

/** One administrator for the edit form. */
export async function editarAdministrador(deps: Deps, ator: Ator, id: number) {
  return {
    administrador: paraLista(ator, await administradorPermitido(deps, ator, id, 'administrador.editar')),
  };
}

/** Renames an administrator; the e-mail is not editable here (spec 2 §5 "Administrator form"). */
export async function atualizarAdministrador(
  deps: Deps,
  ator: Ator,
  id: number,
  dados: { nome: string },
  ip: string,
) {
  const antes = await administradorPermitido(deps, ator, id, 'administrador.editar');
  await deps.db.transaction(async (tx) => {
    await repo.renomearAdministrador(tx, id, antes.user_id, dados.nome, deps.clock.agora());
    await auditar(tx, {
      userId: ator.userId,
      acao: 'atualizar',
      entidade: 'administradores',
      entidadeId: id,
      dados: { antes: { nome: antes.nome }, depois: dados },
      ip,
    });
  });
  return { msg: MSG_ADMINISTRADORES.atualizado };
}

/**
 * Deletes an administrator: profile, login (its sessions end) and address. One that organises
 * rounds is kept (409), and so is one with other history (orders and the like).
 */
export async function excluirAdministrador(deps: Deps, ator: Ator, id: number, ip: string) {
  const adm = await administradorPermitido(deps, ator, id, 'administrador.excluir');
  if (await repo.organizaRodadas(deps.db, id)) throw conflito(MSG_ADMINISTRADORES.organizaRodadas);
  const usuario = await usuarios.buscarUsuario(deps.db, adm.user_id);
  if (usuario && (await usuarios.possuiRegistros(deps.db, usuario))) {
    throw conflito(MSG_USUARIOS.usuarioComRegistros);
  }
  await deps.db
    .transaction(async (tx) => {
      await repo.excluirAdministrador(tx, adm.user_id, adm.endereco_id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'administradores',
        entidadeId: id,
        dados: { nome: adm.nome, email: adm.email, user_id: adm.user_id },
        ip,
      });
    })
    .catch((e: unknown) => {
      // A round created meanwhile still keeps the administrator (restrict).
      if (sqlstate(e) === SQLSTATE.chaveEstrangeira) throw conflito(MSG_ADMINISTRADORES.organizaRodadas);
      throw e;
    });
  return { msg: MSG_ADMINISTRADORES.excluido };
}
