import { timingSafeEqual } from 'node:crypto';
import { MSG_CONTAS } from '@rodada/contracts';
import { auditar } from '../../lib/auditoria.js';
import { gerarCodigo, sha256 } from '../../lib/crypto.js';
import { hashSenhaEscolhida } from '../../lib/senhas-comuns.js';
import type { Deps } from '../../lib/deps.js';
import { AppError } from '../../lib/errors.js';
import type { Email } from '../../lib/mail.js';
import { buscarUsuarioComPerfil, type UsuarioComPerfil } from '../auth/index.js';
import { LIMITES_CONTAS } from './contas-limites.js';
import * as repo from './contas.repository.js';
import { emailCodigoAtivacao, emailCodigoReset } from './emails.js';
import { SQLSTATE, sqlstate } from '../../db/erros.js';

// Answers of the code flow, with a stable `motivo` for the interface (ADR 003).
const codigoInvalido = () =>
  new AppError(400, MSG_CONTAS.codigoInvalido, { codigo: MSG_CONTAS.codigoInvalido }, 'codigo_invalido');
const codigoBloqueado = () => new AppError(429, MSG_CONTAS.codigoBloqueado, undefined, 'codigo_bloqueado');
const muitosCodigos = () => new AppError(429, MSG_CONTAS.muitosCodigos, undefined, 'muitos_codigos');
const emailJaCadastrado = () =>
  new AppError(400, MSG_CONTAS.erroCadastrar, { email: MSG_CONTAS.emailJaCadastrado }, 'email_cadastrado');

/** Emails are unique case-insensitively and stored lower-case. */
const normalizar = (email: string) => email.trim().toLowerCase();
const desde = (agora: Date, ms: number) => new Date(agora.getTime() - ms);

/** Whether the account may log in at all (ADR 003 "Conta desativada"). */
const podeEntrar = (u: UsuarioComPerfil) => u.ativo && u.fornecedor_ativo !== false;

/** Replaces the live code of this purpose with a new one; answers the code in clear, for the mail. */
async function novoCodigo(deps: Deps, userId: number, finalidade: repo.Finalidade, agora: Date) {
  const codigo = gerarCodigo();
  await deps.db.transaction(async (tx) => {
    await repo.invalidarCodigos(tx, userId, finalidade, agora);
    await repo.inserirCodigo(tx, {
      userId,
      finalidade,
      hash: sha256(codigo),
      expiraEm: new Date(agora.getTime() + LIMITES_CONTAS.validadeCodigoMs),
      agora,
    });
  });
  return codigo;
}

/**
 * Sends a mail whose failure must not change the answer: the account exists (sign-up) or the answer
 * must not depend on the account (reset). The failure is logged; 'Reenviar' tries again.
 */
async function enviarSemFalhar(deps: Deps, email: Email) {
  try {
    await deps.mailer.enviar(email);
  } catch (err) {
    deps.log.error({ err, para: email.para, assunto: email.assunto }, 'falha ao enviar email');
  }
}

/**
 * Sends a mail without holding the answer (issue 9 §6, account enumeration): the answer for an
 * existing account must take as long as for an unknown email, whatever the SMTP server's speed.
 * enviarSemFalhar never rejects: a failure is logged, and 'Reenviar' tries again.
 */
function enviarSemEsperar(deps: Deps, email: Email): void {
  void enviarSemFalhar(deps, email);
}

/** Whether the typed code is the one whose SHA-256 is `hash` (constant time). */
const mesmoCodigo = (hash: string, codigo: string) =>
  timingSafeEqual(Buffer.from(hash), Buffer.from(sha256(codigo)));

/**
 * Checks a typed code against the user's live code of this purpose (spec 1 §5): a wrong code counts
 * a try and the 5th wrong try locks the code (429 until a new one is requested); an expired, used
 * or replaced code reads like a wrong one. Answers the live code's id.
 */
async function conferirCodigo(
  deps: Deps,
  vigente: NonNullable<Awaited<ReturnType<typeof repo.codigoVigente>>> | null,
  codigo: string,
): Promise<number> {
  if (!vigente) throw codigoInvalido();
  if (vigente.tentativas >= LIMITES_CONTAS.tentativasPorCodigo) throw codigoBloqueado();
  if (!mesmoCodigo(vigente.codigo_hash, codigo)) {
    const tentativas = await repo.registrarTentativaErrada(deps.db, vigente.id);
    if (tentativas >= LIMITES_CONTAS.tentativasPorCodigo) throw codigoBloqueado();
    throw codigoInvalido();
  }
  return vigente.id;
}

/**
 * Sign-up (spec 1 §4, §7 `POST /api/usuarios/salvar`): creates the login (email not validated, account
 * not verified) and its role profile in one transaction, then mails the validation code.
 * At most LIMITES_CONTAS.cadastrosPorIp public sign-ups per IP and hour: counted from the users created
 * in the window whose creation audit row carries the caller's IP (no extra table, survives restarts);
 * logins created by staff do not count.
 */
export async function cadastrar(
  deps: Deps,
  dados: { tipo: repo.TipoCadastro; nome: string; email: string; password: string },
  ip: string,
) {
  const agora = deps.clock.agora();
  const email = normalizar(dados.email);
  const recentes = await repo.cadastrosDoIpDesde(deps.db, ip, desde(agora, LIMITES_CONTAS.janelaMs));
  if (recentes >= LIMITES_CONTAS.cadastrosPorIp) {
    throw new AppError(429, MSG_CONTAS.muitosCadastros, undefined, 'muitos_cadastros');
  }
  if (await buscarUsuarioComPerfil(deps.db, { email })) throw emailJaCadastrado();

  const hash = await hashSenhaEscolhida(dados.password, 'password');
  const codigo = gerarCodigo();
  await deps.db
    .transaction(async (tx) => {
      const { userId, perfilId } = await repo.criarUsuarioComPerfil(tx, {
        tipo: dados.tipo,
        nome: dados.nome,
        email,
        hash,
        agora,
      });
      await repo.inserirCodigo(tx, {
        userId,
        finalidade: 'ativacao',
        hash: sha256(codigo),
        expiraEm: new Date(agora.getTime() + LIMITES_CONTAS.validadeCodigoMs),
        agora,
      });
      await auditar(tx, {
        userId,
        acao: 'cadastrar',
        entidade: 'users',
        entidadeId: userId,
        dados: { tipo: dados.tipo, nome: dados.nome, email, perfil_id: perfilId, origem: 'cadastro' },
        ip,
      });
    })
    .catch((e: unknown) => {
      // Two sign-ups racing for one email: the unique index answers like the check above.
      if (sqlstate(e) === SQLSTATE.unica) throw emailJaCadastrado();
      throw e;
    });
  await enviarSemFalhar(deps, emailCodigoAtivacao(email, dados.nome, codigo, deps.config.publicUrl));
  return { msg: MSG_CONTAS.contaCriada, email };
}

/**
 * The answer to a code typed for an email without a live code of the flow (unknown, or an account
 * the flow does not serve, or whose code expired): the sequence a real code gives, 400 and then
 * 429 from the LIMITES_CONTAS.tentativasPorCodigo-th wrong try, counted per email hash since
 * `desde`; no count when `desde` is null (plain 400). So the code step never reveals an account.
 */
async function recusarSemCodigo(
  deps: Deps,
  fluxo: repo.FluxoPorEmail,
  dados: { email: string; ip: string; agora: Date },
  desde: Date | null,
): Promise<never> {
  if (desde) {
    const chave = sha256(dados.email);
    const falhas = await repo.falhasDesde(deps.db, fluxo, chave, desde);
    if (falhas >= LIMITES_CONTAS.tentativasPorCodigo) throw codigoBloqueado();
    await repo.registrarFalha(deps.db, fluxo, { chave, ip: dados.ip, agora: dados.agora });
    if (falhas + 1 >= LIMITES_CONTAS.tentativasPorCodigo) throw codigoBloqueado();
  }
  throw codigoInvalido();
}

/**
 * Validates the account with its code (spec 1 §7 `codigo-ativacao`): login stops answering status 2.
 *
 * Uniform answers (issue 9 §6): an unknown email, an account already validated and one whose code
 * expired answer like a wrong code (400, then 429 from the 5th wrong try within a code's lifetime,
 * counted per email hash), so the endpoint does not tell whether an account exists or was
 * validated. The one exception is the code that has just validated the account, typed again (a
 * second tab, a double submit): success again, which only whoever holds that code can see.
 */
export async function validarAtivacao(deps: Deps, dados: { email: string; codigo: string }, ip: string) {
  const agora = deps.clock.agora();
  const email = normalizar(dados.email);
  const usuario = await buscarUsuarioComPerfil(deps.db, { email });
  const inicioDaJanela = desde(agora, LIMITES_CONTAS.validadeCodigoMs);
  const vigente =
    usuario && !usuario.email_validado
      ? await repo.codigoVigente(deps.db, usuario.id, 'ativacao', agora)
      : null;
  if (!usuario || !vigente) {
    if (usuario?.email_validado) {
      const usado = await repo.ultimoCodigoUsado(deps.db, usuario.id, 'ativacao', inicioDaJanela);
      if (usado && mesmoCodigo(usado, dados.codigo)) return { msg: MSG_CONTAS.contaValidada };
    }
    // Failures count from the last code request, so a new code unlocks an unknown email too.
    const ultimo = await repo.ultimoPedido(deps.db, 'ativacao', sha256(email));
    const contarDesde = ultimo && ultimo > inicioDaJanela ? ultimo : inicioDaJanela;
    return recusarSemCodigo(deps, 'ativacao', { email, ip, agora }, contarDesde);
  }
  const codigoId = await conferirCodigo(deps, vigente, dados.codigo);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumirCodigo(tx, codigoId, agora))) throw codigoInvalido();
    await repo.marcarEmailValidado(tx, usuario.id, agora);
    await auditar(tx, {
      userId: usuario.id,
      acao: 'validar_email',
      entidade: 'users',
      entidadeId: usuario.id,
      ip,
    });
  });
  return { msg: MSG_CONTAS.contaValidada };
}

/**
 * Sends a new validation code and invalidates the previous one (spec 1 §7 `codigo-ativacao-reenviar`).
 *
 * Uniform answers (issue 9 §6): every email, with an account to validate or not (unknown, already
 * validated), gets the same answer; only an account still to validate gets a mail, sent without
 * holding the answer. The limit, LIMITES_CONTAS.enviosPorEmail requests per email and hour, then
 * 429, counts the requests recorded per email hash, known or not (the sign-up's own code aside,
 * since counting it would tell who signed up in the last hour).
 */
export async function reenviarAtivacao(deps: Deps, dados: { email: string }, ip: string) {
  const agora = deps.clock.agora();
  const email = normalizar(dados.email);
  const chave = sha256(email);
  const pedidos = await repo.pedidosDesde(deps.db, 'ativacao', chave, desde(agora, LIMITES_CONTAS.janelaMs));
  if (pedidos >= LIMITES_CONTAS.enviosPorEmail) throw muitosCodigos();
  const usuario = await buscarUsuarioComPerfil(deps.db, { email });
  const destinatario = usuario && !usuario.email_validado ? usuario : null;
  await repo.registrarPedido(deps.db, 'ativacao', { chave, userId: destinatario?.id ?? null, ip, agora });
  if (destinatario) {
    const codigo = await novoCodigo(deps, destinatario.id, 'ativacao', agora);
    enviarSemEsperar(
      deps,
      emailCodigoAtivacao(destinatario.email, destinatario.nome, codigo, deps.config.publicUrl),
    );
  }
  return { msg: MSG_CONTAS.codigoReenviado };
}

/**
 * Starts a password reset (spec 1 §4, §7 `POST /api/password/email`).
 *
 * Uniform answers: the reset must not reveal whether an email has an account, so the limit (429)
 * and the "code already sent" answer (409, status 2, `motivo: 'codigo_ja_enviado'`, spec 1 §8) are
 * decided from the reset requests recorded per email, known or not (audit rows keyed by the
 * email's SHA-256). Only an existing, active account gets a code.
 */
export async function solicitarReset(deps: Deps, dados: { email: string; reenviar: boolean }, ip: string) {
  const agora = deps.clock.agora();
  const email = normalizar(dados.email);
  const chave = sha256(email);
  const pedidos = await repo.pedidosDesde(deps.db, 'reset', chave, desde(agora, LIMITES_CONTAS.janelaMs));
  if (pedidos >= LIMITES_CONTAS.enviosPorEmail) throw muitosCodigos();
  if (!dados.reenviar) {
    const ultimo = await repo.ultimoPedido(deps.db, 'reset', chave);
    if (ultimo && agora.getTime() - ultimo.getTime() < LIMITES_CONTAS.validadeCodigoMs) {
      throw new AppError(409, MSG_CONTAS.codigoJaEnviado, undefined, 'codigo_ja_enviado');
    }
  }
  const usuario = await buscarUsuarioComPerfil(deps.db, { email });
  const destinatario = usuario && podeEntrar(usuario) ? usuario : null;
  await repo.registrarPedido(deps.db, 'reset', { chave, userId: destinatario?.id ?? null, ip, agora });
  if (destinatario) {
    const codigo = await novoCodigo(deps, destinatario.id, 'reset', agora);
    await enviarSemFalhar(
      deps,
      emailCodigoReset(destinatario.email, destinatario.nome, codigo, deps.config.publicUrl),
    );
  }
  return { msg: MSG_CONTAS.resetSolicitado };
}

/**
 * Checks a reset code; answers the account and the code's id. For an email without an active
 * account, the same sequence of answers as a real code (400 four times, then 429 while the request
 * is recent), recorded per email hash, so the code step does not reveal the account either.
 */
async function conferirReset(deps: Deps, dados: { email: string; codigo: string }, ip: string) {
  const agora = deps.clock.agora();
  const email = normalizar(dados.email);
  const usuario = await buscarUsuarioComPerfil(deps.db, { email });
  if (usuario && podeEntrar(usuario)) {
    const vigente = await repo.codigoVigente(deps.db, usuario.id, 'reset', agora);
    return { usuario, codigoId: await conferirCodigo(deps, vigente, dados.codigo) };
  }
  // Counted only while a request is recent: an existing account without one has no live code either.
  const ultimo = await repo.ultimoPedido(deps.db, 'reset', sha256(email));
  const recente = ultimo && agora.getTime() - ultimo.getTime() < LIMITES_CONTAS.validadeCodigoMs;
  return recusarSemCodigo(deps, 'reset', { email, ip, agora }, recente ? ultimo : null);
}

/** Checks a reset code without using it up (spec 1 §7 `codigo-reset`). */
export async function conferirCodigoReset(deps: Deps, dados: { email: string; codigo: string }, ip: string) {
  await conferirReset(deps, dados, ip);
  return { msg: MSG_CONTAS.codigoConfirmado };
}

/**
 * Sets the new password with the reset code (spec 1 §7 `nova-senha-reset`): uses the code up, clears
 * trocar_senha (the owner chose it, spec D1), confirms the email, and revokes every token of the
 * account, since whoever held a session may be who the owner is locking out.
 */
export async function redefinirSenha(
  deps: Deps,
  dados: { email: string; codigo: string; nova_senha: string },
  ip: string,
) {
  const { usuario, codigoId } = await conferirReset(deps, dados, ip);
  const hash = await hashSenhaEscolhida(dados.nova_senha, 'nova_senha');
  const agora = deps.clock.agora();
  await deps.db.transaction(async (tx) => {
    if (!(await repo.consumirCodigo(tx, codigoId, agora))) throw codigoInvalido();
    await repo.definirSenhaDoDono(tx, usuario.id, hash, agora);
    const sessoes = await repo.revogarTokensDoUsuario(tx, usuario.id, agora);
    await auditar(tx, {
      userId: usuario.id,
      acao: 'redefinir_senha',
      entidade: 'users',
      entidadeId: usuario.id,
      dados: { sessoes_encerradas: sessoes },
      ip,
    });
  });
  return { msg: MSG_CONTAS.senhaAlterada };
}
