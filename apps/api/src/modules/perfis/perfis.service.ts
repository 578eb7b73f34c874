import { clientes, type UsuarioLogado } from '@rodada/contracts';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../lib/deps.js';
import { invalido, naoAutenticado } from '../../lib/errors.js';
import { buscarUsuarioComPerfil } from '../auth/auth.repository.js';
import { paraUsuarioLogado } from '../auth/auth.service.js';
import * as repo from './perfis.repository.js';

// Rules shared by the account pages of every role (/{tipo}/minha-conta, spec 2 §2, §4, §5).

const { MSG_CONTA } = clientes;

/** The unique index on lower(users.email) (db/schema/usuarios.ts). */
const INDICE_EMAIL = 'users_email_lower_uq';

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

/** 400 on the e-mail field when another login already uses it (logins are case-insensitive). */
export async function exigirEmailLivre(tx: Tx, campo: string, email: string, userId: number): Promise<void> {
  if (await repo.emailEmUso(tx, email, userId)) throw invalido({ [campo]: MSG_CONTA.emailEmUso });
}

/** Rethrows a lost race on the e-mail index as the same 400 the check above gives. */
export function traduzirEmailDuplicado(campo: string): (erro: unknown) => never {
  return (erro) => {
    if (repo.violouUnico(erro, INDICE_EMAIL)) throw invalido({ [campo]: MSG_CONTA.emailEmUso });
    throw erro;
  };
}

/** The refreshed login user (spec 2 §4: the device's stored user is replaced by the one answered). */
export async function usuarioAtualizado(deps: Deps, userId: number): Promise<UsuarioLogado> {
  const usuario = await buscarUsuarioComPerfil(deps.db, { id: userId });
  if (!usuario) throw naoAutenticado();
  return paraUsuarioLogado(usuario);
}
