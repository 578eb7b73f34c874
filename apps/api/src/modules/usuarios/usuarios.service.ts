import { MSG, usuarios, type Tipo, type z, MSG_USUARIOS } from '@rodada/contracts';
import { acoesDe, type Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { exigir } from '../../lib/autorizacao.js';
import { conferirSenha } from '../../lib/crypto.js';
import { hashSenhaEscolhida } from '../../lib/senhas-comuns.js';
import type { Deps } from '../../lib/deps.js';
import { conflito, invalido, naoEncontrado, regraViolada } from '../../lib/errors.js';
import { pagina } from '../../lib/paginacao.js';
import * as perfis from '../perfis/index.js';
import * as repo from './usuarios.repository.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';

type UsuarioDetalheDto = z.output<typeof usuarios.usuarioDetalheSchema>;
type Filtro = { busca?: string | undefined; tipo?: Tipo | undefined };

/** Drops undefined filter keys (exactOptionalPropertyTypes). */
function filtro(q: Filtro) {
  return { ...(q.busca ? { busca: q.busca } : {}), ...(q.tipo ? { tipo: q.tipo } : {}) };
}

/** A list row as the contract answers it: its role as Tipo, and what the caller may do with it. */
function paraLinha(
  ator: Ator,
  u: { id: number; tipo: string; nome: string; email: string; verificado: boolean; ativo: boolean },
) {
  return { ...u, tipo: u.tipo as Tipo, acoes: acoesDe(ator, 'usuario', u) };
}

/** Users list for master (spec D12): paginated, searchable by name or email. */
export async function listarUsuarios(
  deps: Deps,
  ator: Ator,
  q: Filtro & { page: number; paginacao: number },
) {
  const { total, data } = await repo.listarUsuarios(deps.db, {
    ...filtro(q),
    page: q.page,
    porPagina: q.paginacao,
  });
  return {
    usuarios: pagina(
      data.map((u) => paraLinha(ator, u)),
      total,
      q.page,
      q.paginacao,
    ),
  };
}

/** Every user without pagination, bounded to usuarios.LIMITE_LISTAR_TODOS rows (`truncado` says so). */
export async function listarTodosUsuarios(deps: Deps, ator: Ator, q: Filtro) {
  const { total, data } = await repo.listarTodosUsuarios(deps.db, {
    ...filtro(q),
    limite: usuarios.LIMITE_LISTAR_TODOS,
  });
  return {
    usuarios: data.map((u) => paraLinha(ator, u)),
    total,
    limite: usuarios.LIMITE_LISTAR_TODOS,
    truncado: total > data.length,
  };
}

/** The user or 404 (the caller's own login: alterar-senha). */
async function usuarioOu404(deps: Deps, id: number) {
  const usuario = await repo.buscarUsuario(deps.db, id);
  if (!usuario) throw naoEncontrado();
  return usuario;
}

/**
 * The login `id` for the engine's `acao` (ADR 013): 404 when it does not exist or the caller may
 * not see it. The own login is refused first with the action's own 422 message (`proprio`), as
 * the users screen has always answered it.
 */
async function usuarioPermitido(
  deps: Deps,
  ator: Ator,
  id: number,
  acao: 'usuario.ver' | 'usuario.editar' | 'usuario.excluir' | 'usuario.resetar_senha' | 'usuario.ativar',
  proprio?: string,
) {
  if (proprio !== undefined && id === ator.userId) throw regraViolada(proprio);
  const usuario = await repo.buscarUsuario(deps.db, id);
  exigir(ator, acao, usuario);
  return usuario;
}

/** The edit-form shape of a user (no password), with what the caller may do with it. */
function paraDetalhe(ator: Ator, u: repo.UsuarioDetalhe): UsuarioDetalheDto {
  return {
    acoes: acoesDe(ator, 'usuario', u),
    id: u.id,
    nome: u.nome,
    email: u.email,
    tipo: u.tipo as Tipo,
    verificado: u.verificado,
    ativo: u.ativo,
    email_validado: u.email_validado,
    trocar_senha: u.trocar_senha,
    ultimo_login_em: u.ultimo_login_em?.toISOString() ?? null,
    created_at: u.created_at.toISOString(),
  };
}

/**
 * Gives the master a new random temporary password for a login (spec D1): the master's own
 * password is changed on /alterar-senha, never reset (it would end the master's own session).
 */
export async function resetarSenha(deps: Deps, ator: Ator, id: number, ip: string) {
  await usuarioPermitido(deps, ator, id, 'usuario.resetar_senha', MSG_USUARIOS.usuarioProprioResetar);
  return trocarPorSenhaTemporaria(deps, ator, id, ip);
}

/**
 * Gives the login `id` a new random temporary password (spec D1): stored hashed with trocar_senha
 * set, every open session of the user revoked, shown once in the answer. No authorization here:
 * the caller decided it (the users screen above, the representatives maintenance).
 */
export async function trocarPorSenhaTemporaria(deps: Deps, ator: Ator, id: number, ip: string) {
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const agora = deps.clock.agora();
  const revogadas = await deps.db.transaction(async (tx) => {
    const n = await perfis.trocarPorSenhaTemporaria(tx, id, hash, agora);
    await perfis.auditarSenhaTemporaria(tx, {
      ator,
      userId: id,
      motivo: 'reset',
      dados: { sessoes_encerradas: n },
      ip,
    });
    return n;
  });
  deps.log.info({ userId: id, sessoesEncerradas: revogadas }, 'senha resetada');
  return perfis.senhaResetada(senha);
}

/**
 * Inactivates or reactivates a login (spec 2 §7 "/{id}/inativar"). Inactivating also revokes the
 * user's tokens, so a later reactivation does not revive old sessions (ADR 003 "Conta desativada").
 */
export async function inativarUsuario(
  deps: Deps,
  ator: Ator,
  id: number,
  ativo: boolean | undefined,
  ip: string,
) {
  const usuario = await usuarioPermitido(
    deps,
    ator,
    id,
    'usuario.ativar',
    MSG_USUARIOS.usuarioProprioInativar,
  );
  const novo = ativo ?? !usuario.ativo;
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    await repo.definirAtivo(tx, id, novo, agora);
    await auditar(tx, {
      userId: ator.userId,
      acao: novo ? 'ativar' : 'inativar',
      entidade: 'users',
      entidadeId: id,
      ip,
    });
  });
  return { msg: novo ? MSG_USUARIOS.usuarioAtivado : MSG_USUARIOS.usuarioInativado, ativo: novo };
}

/** 400 on the e-mail field when another login already uses it. */
async function exigirEmailLivre(deps: Deps, email: string, excetoId?: number) {
  if (await repo.emailEmUso(deps.db, email, excetoId)) {
    throw invalido({ email: MSG_USUARIOS.usuarioEmailEmUso });
  }
}

/** A unique-index race lost after the check above reads the same as the check. */
function traduzirEmailDuplicado(e: unknown): never {
  if (sqlstate(e) === SQLSTATE.unica) throw invalido({ email: MSG_USUARIOS.usuarioEmailEmUso });
  throw e;
}

/**
 * Master creates an administrador login (spec 2 §7 "/cadastrar") with a temporary password shown
 * once (spec D1); the administrador completes the profile on /administrador/minha-conta.
 */
export async function cadastrarUsuario(
  deps: Deps,
  ator: Ator,
  dados: { nome: string; email: string },
  ip: string,
) {
  await exigirEmailLivre(deps, dados.email);
  const { senha, hash } = await perfis.novaSenhaTemporaria();
  const id = await deps.db
    .transaction(async (tx) => {
      const novoId = await repo.inserirAdministrador(tx, { ...dados, hash, criadoPor: ator.userId });
      await perfis.auditarCadastroComSenhaTemporaria(tx, {
        ator,
        entidade: 'users',
        entidadeId: novoId,
        userId: novoId,
        dados: { ...dados, tipo: 'administrador' },
        ip,
      });
      return novoId;
    })
    .catch(traduzirEmailDuplicado);
  return { msg: `${MSG_USUARIOS.usuarioCadastrado}. Senha temporária: ${senha}`, id, senha };
}

/** One user for the edit form. */
export async function editarUsuario(deps: Deps, ator: Ator, id: number) {
  return { usuario: paraDetalhe(ator, await usuarioPermitido(deps, ator, id, 'usuario.editar')) };
}

/** Updates a login's name and e-mail (unique, case-insensitive). */
export async function atualizarUsuario(
  deps: Deps,
  ator: Ator,
  id: number,
  dados: { nome: string; email: string },
  ip: string,
) {
  const antes = await usuarioPermitido(deps, ator, id, 'usuario.editar');
  await exigirEmailLivre(deps, dados.email, id);
  await deps.db
    .transaction(async (tx) => {
      await repo.atualizarUsuario(tx, id, dados, deps.clock.agora());
      await auditar(tx, {
        userId: ator.userId,
        acao: 'atualizar',
        entidade: 'users',
        entidadeId: id,
        dados: { antes: { nome: antes.nome, email: antes.email }, depois: dados },
        ip,
      });
    })
    .catch(traduzirEmailDuplicado);
  return {
    msg: MSG_USUARIOS.usuarioAtualizado,
    usuario: paraDetalhe(ator, await usuarioPermitido(deps, ator, id, 'usuario.editar')),
  };
}

/**
 * Deletes a login that has no history (spec 2 §7 "/{id}/excluir"). One with orders, products,
 * rounds and the like is kept (409) and should be inactivated: deleting it would erase or orphan
 * other people's records. The master never deletes their own login.
 */
export async function excluirUsuario(deps: Deps, ator: Ator, id: number, ip: string) {
  const usuario = await usuarioPermitido(
    deps,
    ator,
    id,
    'usuario.excluir',
    MSG_USUARIOS.usuarioProprioExcluir,
  );
  if (await repo.possuiRegistros(deps.db, usuario)) throw conflito(MSG_USUARIOS.usuarioComRegistros);
  await deps.db
    .transaction(async (tx) => {
      await repo.excluirUsuario(tx, id);
      await auditar(tx, {
        userId: ator.userId,
        acao: 'excluir',
        entidade: 'users',
        entidadeId: id,
        dados: { email: usuario.email, tipo: usuario.tipo, nome: usuario.nome },
        ip,
      });
    })
    .catch((e: unknown) => {
      // A reference the check above does not know about still keeps the user (restrict).
      if (sqlstate(e) === SQLSTATE.chaveEstrangeira) throw conflito(MSG_USUARIOS.usuarioComRegistros);
      throw e;
    });
  return { msg: MSG_USUARIOS.usuarioExcluido };
}

/**
 * The caller changes their own password (spec 2 §5, §7 "Change password"): the current one must
 * match; the new one is hashed with argon2id, clears trocar_senha (spec D1) and ends the
 * caller's other sessions, keeping the one in use.
 */
export async function alterarSenha(
  deps: Deps,
  sessao: { userId: number; tokenId: number },
  dados: { currentPassword: string; newPassword: string },
  ip: string,
) {
  const usuario = await usuarioOu404(deps, sessao.userId);
  if (!(await conferirSenha(usuario.password, dados.currentPassword))) {
    throw invalido({ currentPassword: MSG.senhaAtualIncorreta }, MSG.senhaAtualIncorreta);
  }
  const hash = await hashSenhaEscolhida(dados.newPassword, 'newPassword');
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    await repo.definirSenha(tx, sessao.userId, { hash, trocarSenha: false }, agora);
    const n = await repo.revogarTokens(tx, sessao.userId, agora, sessao.tokenId);
    await auditar(tx, {
      userId: sessao.userId,
      acao: 'alterar_senha',
      entidade: 'users',
      entidadeId: sessao.userId,
      dados: { outras_sessoes_encerradas: n, era_temporaria: usuario.trocar_senha },
      ip,
    });
  });
  return { msg: MSG.senhaAlterada };
}
