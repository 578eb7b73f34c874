import type { FastifyRequest } from 'fastify';
import { MSG, type Tipo, type UsuarioLogado } from '@rodada/contracts';
import type { Ator } from '@rodada/domain';
import { auditar } from '../../lib/auditoria.js';
import { AppError, naoAutenticado } from '../../lib/errors.js';
import { conferirSenha, hashSenha, novoToken, sha256 } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import * as repo from './auth.repository.js';
import { LIMITES_LOGIN } from './login-limites.js';

/** Token lifetime: the api_token cookie lasts 365 days (spec 1 §9). */
export const VALIDADE_TOKEN_MS = 365 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads don't write on every call. */
const INTERVALO_USO_MS = 60 * 60 * 1000;

export const COOKIE_TOKEN = 'api_token';
/** Readable flag that a login cookie exists (no secret in it). */
export const COOKIE_SESSAO = 'rodada_sessao';
/** HttpOnly device cookie (256 random bits): marks a device that logged in before (ADR 002). */
export const COOKIE_APARELHO = 'rodada_aparelho';

/** The authenticated caller of one request. */
export interface Sessao {
  tokenId: number;
  ator: Ator;
  viaCookie: boolean;
  /** Holds a temporary password (spec D1): only the change-password calls are open. */
  trocarSenha: boolean;
  /**
   * The account is completed (spec 1 §2.1); while it is not, a fornecedor, representante or
   * cliente reaches only the endpoints marked `permiteCadastroIncompleto` (cadastroIncompleto).
   */
  verificado: boolean;
}

// Compared against when the email is unknown, so both paths cost one argon2 verification.
let hashFicticio: Promise<string> | null = null;

/** Maps the stored user to the device's copy (spec 1 §3). */
export function paraUsuarioLogado(u: repo.UsuarioComPerfil): UsuarioLogado {
  return {
    id: u.id,
    tipo: u.tipo as Tipo,
    nome: u.nome,
    email: u.email,
    verificado: u.verificado,
    trocar_senha: u.trocar_senha,
    cliente_id: u.cliente_id,
    cliente_nome: u.cliente_nome,
    fornecedor_id: u.fornecedor_id,
    fornecedor_nome: u.fornecedor_nome,
    representante_id: u.representante_id,
    representante_nome: u.representante_nome,
    administrador_id: u.administrador_id,
    administrador_nome: u.administrador_nome,
    master_nome: u.tipo === 'master' ? u.nome : null,
  };
}

/** The caller as the policies see it. */
export function paraAtor(u: repo.UsuarioComPerfil): Ator {
  const tipo = u.tipo as Tipo;
  return {
    userId: u.id,
    tipo,
    administradorId: u.administrador_id,
    fornecedorId: u.fornecedor_id,
    // A cliente's representante_id is its main representative, not an identity: keep it off the ator.
    representanteId: tipo === 'representante' ? u.representante_id : null,
    clienteId: u.cliente_id,
  };
}

/** The device cookie's hash when it is one we could have issued (256 bits, base64url), else null. */
function hashDoAparelho(cookie: string | undefined): string | null {
  return cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? sha256(cookie) : null;
}

/** Refuses the attempt with 429 when a rule of LIMITES_LOGIN says so (ADR 002 names each rule). */
async function verificarLimites(
  deps: Deps,
  tentativa: { email: string; ip: string; aparelhoHash: string | null },
  agora: Date,
) {
  const { email, ip, aparelhoHash } = tentativa;
  const antes = (ms: number) => new Date(agora.getTime() - ms);
  // Known-device rule: a device that logged into this account before is never refused, unless it
  // piles up failures on it (a stolen or shared tablet must not become an unlimited guesser).
  if (
    aparelhoHash &&
    (await repo.aparelhoConhecido(deps.db, email, aparelhoHash)) &&
    (await repo.falhasDoAparelho(deps.db, email, aparelhoHash, antes(LIMITES_LOGIN.janelaAparelhoMs))) <
      LIMITES_LOGIN.falhasPorAparelhoConhecido
  ) {
    return;
  }
  const conta = await repo.falhasDaConta(deps.db, email, {
    curta: antes(LIMITES_LOGIN.janelaMs),
    longa: antes(LIMITES_LOGIN.janelaLongaMs),
  });
  const excedido =
    conta.curta >= LIMITES_LOGIN.falhasPorConta ||
    conta.longa >= LIMITES_LOGIN.falhasPorContaNoDia ||
    (await repo.falhasSemSucessoDoIp(deps.db, ip, antes(LIMITES_LOGIN.janelaMs))) >=
      LIMITES_LOGIN.falhasPorIp;
  if (excedido) throw new AppError(429, MSG.muitasTentativas, undefined, 'muitas_tentativas');
}

/**
 * Login with email and password (spec 1 §4, §7): answers the user, a new token and the device
 * cookie to keep (the one sent when valid, else a new one); 401 on wrong credentials, 403 with
 * status 2 when the account is not validated or is deactivated.
 */
export async function logar(
  deps: Deps,
  credenciais: { email: string; password: string },
  origem: { ip: string; userAgent: string; aparelho: string | undefined },
): Promise<UsuarioLogado & { api_token: string; aparelho: string }> {
  const agora = deps.clock.agora();
  const email = credenciais.email.trim().toLowerCase();
  const aparelhoHash = hashDoAparelho(origem.aparelho);
  await verificarLimites(deps, { email, ip: origem.ip, aparelhoHash }, agora);

  const usuario = await repo.buscarUsuarioComPerfil(deps.db, { email });
  hashFicticio ??= hashSenha('senha-ficticia-para-tempo-constante');
  const senhaOk = usuario
    ? await conferirSenha(usuario.password, credenciais.password)
    : (await conferirSenha(await hashFicticio, credenciais.password)) && false;
  await repo.registrarTentativa(deps.db, { email, ip: origem.ip, aparelhoHash, sucesso: senhaOk, agora });
  if (!usuario || !senhaOk) throw new AppError(401, MSG.loginInvalido, undefined, 'login_invalido');

  if (!usuario.ativo || usuario.fornecedor_ativo === false) {
    throw new AppError(403, MSG.contaDesativada, undefined, 'conta_desativada');
  }
  if (!usuario.email_validado) {
    throw new AppError(403, MSG.contaNaoValidada, undefined, 'conta_nao_validada');
  }

  const token = novoToken();
  // Keep the device cookie it came with; a new device gets 256 random bits like a token.
  const aparelho = aparelhoHash && origem.aparelho ? origem.aparelho : novoToken();
  // The token, the last-login mark, the device and the audit row land together or not at all (ADR 003).
  await deps.db.transaction(async (tx) => {
    await repo.inserirToken(tx, {
      user_id: usuario.id,
      token_hash: sha256(token),
      expires_at: new Date(agora.getTime() + VALIDADE_TOKEN_MS),
      ip: origem.ip.slice(0, 64),
      user_agent: origem.userAgent.slice(0, 255),
    });
    await repo.marcarLogin(tx, usuario.id, agora);
    await repo.lembrarAparelho(tx, usuario.id, sha256(aparelho), agora);
    await auditar(tx, {
      userId: usuario.id,
      acao: 'login',
      entidade: 'users',
      entidadeId: usuario.id,
      ip: origem.ip,
    });
  });
  return { ...paraUsuarioLogado(usuario), api_token: token, aparelho };
}

/** Reads the token from `Authorization: Bearer` or, failing that, the api_token cookie. */
function lerToken(req: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice(7).trim();
    if (token) return { token, viaCookie: false };
  }
  const cookie = req.cookies?.[COOKIE_TOKEN];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/** Resolves the request's session, or null when it has no valid, live token. */
export async function resolverSessao(deps: Deps, req: FastifyRequest): Promise<Sessao | null> {
  if (req.sessao !== undefined) return req.sessao;
  const lido = lerToken(req);
  if (!lido || lido.token.length > 200) return null;
  const agora = deps.clock.agora();
  const linha = await repo.buscarToken(deps.db, sha256(lido.token), agora);
  if (!linha) return null;
  const usuario = await repo.buscarUsuarioComPerfil(deps.db, { id: linha.user_id });
  if (!usuario || !usuario.ativo || usuario.fornecedor_ativo === false) return null;
  if (!linha.last_used_at || agora.getTime() - linha.last_used_at.getTime() > INTERVALO_USO_MS) {
    await repo.tocarToken(deps.db, linha.id, agora);
  }
  return {
    tokenId: linha.id,
    ator: paraAtor(usuario),
    viaCookie: lido.viaCookie,
    trocarSenha: usuario.trocar_senha,
    verificado: usuario.verificado,
  };
}

/** Revokes the session's token (POST /api/logout). */
export async function sair(deps: Deps, sessao: Sessao, ip: string): Promise<void> {
  await repo.revogarToken(deps.db, sessao.tokenId, deps.clock.agora());
  await auditar(deps.db, {
    userId: sessao.ator.userId,
    acao: 'logout',
    entidade: 'tokens',
    entidadeId: sessao.tokenId,
    ip,
  });
}

/** The session's user as the device stores it. */
export async function usuarioDaSessao(deps: Deps, sessao: Sessao): Promise<UsuarioLogado> {
  const usuario = await repo.buscarUsuarioComPerfil(deps.db, { id: sessao.ator.userId });
  if (!usuario) throw naoAutenticado();
  return paraUsuarioLogado(usuario);
}

/** Deletes login attempts past their retention and forgets devices unused for a year (daily). */
export async function limparRegistrosDeLogin(deps: Deps): Promise<void> {
  const agora = deps.clock.agora().getTime();
  await repo.limparTentativas(deps.db, new Date(agora - LIMITES_LOGIN.retencaoMs));
  await repo.esquecerAparelhos(deps.db, new Date(agora - LIMITES_LOGIN.aparelhoSemUsoMs));
}
