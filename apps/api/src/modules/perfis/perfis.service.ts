import { clientes, MSG, type UsuarioLogado } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import type { Tx } from '../../db/client.js';
import { auditar } from '../../lib/auditoria.js';
import { gerarSenhaTemporaria, hashSenha } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoAutenticado } from '../../lib/errors.js';
import { buscarUsuarioComPerfil, paraUsuarioLogado } from '../auth/index.js';
import * as usuariosRepo from '../usuarios/index.js';
import * as repo from './perfis.repository.js';

// Rules shared by the account pages of every role (/{tipo}/minha-conta, spec 2 §2, §4, §5).

const { MSG_CONTA } = clientes;

/** The unique index on lower(users.email) (db/schema/usuarios.ts). */
const INDICE_EMAIL = 'users_email_lower_uq';

/** An account's address before its first save: every part the account pages edit is empty. */
export const ENDERECO_VAZIO = {
  rua: null,
  numero: null,
  complemento: null,
  bairro: null,
  estado_id: null,
  cidade_id: null,
  cep: null,
  telefone: null,
  celular: null,
} as const;

/** An address as the account forms send it, already normalised by the contract. */
export interface EnderecoDaConta {
  rua: string;
  numero: string;
  complemento: string | null;
  bairro: string;
  estado_id: number;
  cidade_id: number;
  cep: string;
  telefone: string | null;
  celular: string | null;
}

/**
 * The address row to store: the city must belong to the chosen state (400 on `<campo>.cidade_id`),
 * the address e-mail copies the login e-mail (spec 2 §5 "Administrator form") and `local` keeps
 * 'Cidade/UF' for the lists.
 */
export async function prepararEndereco(
  tx: Tx,
  campo: string,
  endereco: EnderecoDaConta,
  email: string,
): Promise<repo.EnderecoGravado> {
  const local = await repo.localDaCidade(tx, endereco.cidade_id, endereco.estado_id);
  if (!local) throw invalido({ [`${campo}.cidade_id`]: MSG_CONTA.cidadeForaDoEstado });
  return { ...endereco, email, local };
}

/** Whether the body's login e-mail (the contract lower-cases it) is another than the stored one. */
export function emailMudou(email: string, atual: string): boolean {
  return email !== atual.toLowerCase();
}

/**
 * 400 on the e-mail field when the login changes to one another login already uses (logins are
 * case-insensitive); keeping the stored e-mail is always allowed.
 */
export async function exigirEmailLivre(
  tx: Tx,
  campo: string,
  email: string,
  atual: { email: string; user_id: number },
): Promise<void> {
  if (!emailMudou(email, atual.email)) return;
  if (await repo.emailEmUso(tx, email, atual.user_id)) throw invalido({ [campo]: MSG_CONTA.emailEmUso });
}

/**
 * Rethrows a lost race on the e-mail index as the same 400 on `campo` the check before the write
 * gives ('Este email já está cadastrado'); anything else is rethrown as is.
 */
export function traduzirEmailDuplicado(campo: string): (erro: unknown) => never {
  return (erro) => {
    if (repo.violouUnico(erro, INDICE_EMAIL)) throw invalido({ [campo]: MSG_CONTA.emailEmUso });
    throw erro;
  };
}

/** The refreshed login user (spec 2 §4: the device's stored user is replaced by the one answered). */
async function usuarioAtualizado(deps: Deps, userId: number): Promise<UsuarioLogado> {
  const usuario = await buscarUsuarioComPerfil(deps.db, { id: userId });
  if (!usuario) throw naoAutenticado();
  return paraUsuarioLogado(usuario);
}

/**
 * Runs an account save (`gravar`, which answers the account's user id) in one transaction and
 * answers `{msg, user}` with the refreshed user. Two saves racing for one e-mail: the unique index
 * decides, and the loser gets the same 400 on `campoEmail` as the check before the write gives.
 */
export async function salvarConta(
  deps: Deps,
  resposta: { campoEmail: string; msg: string },
  gravar: (tx: Tx) => Promise<number>,
): Promise<{ msg: string; user: UsuarioLogado }> {
  const userId = await deps.db.transaction(gravar).catch(traduzirEmailDuplicado(resposta.campoEmail));
  return { msg: resposta.msg, user: await usuarioAtualizado(deps, userId) };
}

/**
 * The last steps of every account save, in its transaction: the login takes the e-mail (and the
 * name, when given) and becomes verificado (spec 2 §4), and the save goes to the audit trail.
 */
export async function concluirConta(
  tx: Tx,
  login: { userId: number; email: string; nome?: string | undefined; agora: Date },
  registro: Parameters<typeof auditar>[1],
): Promise<void> {
  await repo.concluirLogin(tx, login.userId, { email: login.email, nome: login.nome }, login.agora);
  await auditar(tx, registro);
}

/**
 * A new random temporary password (spec D1) and its argon2id hash: only the hash is stored, the
 * password goes once in the answer (shown to whoever creates or resets the login).
 */
export async function novaSenhaTemporaria(): Promise<{ senha: string; hash: string }> {
  const senha = gerarSenhaTemporaria();
  return { senha, hash: await hashSenha(senha) };
}

/**
 * Gives a login the temporary password `hash` in `tx` (spec D1): to be changed at the next
 * login, and every open session of the login ends. Answers how many sessions ended.
 */
export async function trocarPorSenhaTemporaria(tx: Tx, userId: number, hash: string, agora: Date) {
  await usuariosRepo.definirSenha(tx, userId, { hash, trocarSenha: true }, agora);
  return usuariosRepo.revogarTokens(tx, userId, agora);
}

/** The audit action of every temporary password handed out (ADR 007). */
export const ACAO_SENHA_TEMPORARIA = 'senha_temporaria';

/**
 * Writes, in the handout's transaction, the one audit row of a temporary password handed out
 * (spec D1, ADR 007): who received it to pass on (`ator`), for which login, why (a new login or
 * a reset) and the handout's details. The password itself is never written.
 */
export async function auditarSenhaTemporaria(
  tx: Tx,
  registro: {
    ator: Ator;
    userId: number;
    motivo: 'cadastro' | 'reset';
    dados?: Record<string, unknown>;
    ip: string;
  },
): Promise<void> {
  await auditar(tx, {
    userId: registro.ator.userId,
    acao: ACAO_SENHA_TEMPORARIA,
    entidade: 'users',
    entidadeId: registro.userId,
    dados: { motivo: registro.motivo, ...registro.dados },
    ip: registro.ip,
  });
}

/**
 * Audits, in its transaction, a registration that hands out a temporary password: the record's
 * 'cadastrar' row (with the form, secrets left out) and the handout row of its new login.
 */
export async function auditarCadastroComSenhaTemporaria(
  tx: Tx,
  registro: {
    ator: Ator;
    entidade: string;
    entidadeId: number;
    userId: number;
    dados: unknown;
    ip: string;
  },
): Promise<void> {
  const { ator, entidade, entidadeId, userId, ip } = registro;
  await auditar(tx, {
    userId: ator.userId,
    acao: 'cadastrar',
    entidade,
    entidadeId,
    dados: registro.dados,
    ip,
  });
  await auditarSenhaTemporaria(tx, {
    ator,
    userId,
    motivo: 'cadastro',
    dados: { entidade, entidade_id: entidadeId },
    ip,
  });
}

/** What a password reset answers (spec D1): 'Senha resetada com sucesso. Nova senha: …' and the password. */
export function senhaResetada(senha: string): { msg: string; senha: string } {
  return { msg: `${MSG.senhaResetada}. Nova senha: ${senha}`, senha };
}
