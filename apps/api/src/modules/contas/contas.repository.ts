import { and, count, desc, eq, gt, gte, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  auditoria,
  clientes,
  codigos_verificacao,
  fornecedores,
  representantes,
  tokens,
  users,
} from '../../db/schema/index.js';

export type Finalidade = 'ativacao' | 'reset';
/** Roles a visitor may sign up as (the contract refuses the others). */
export type TipoCadastro = 'representante' | 'fornecedor' | 'cliente';

/**
 * The code flows whose requests and wrong codes are tracked per email, known or not (see
 * contas.service.ts "uniform answers"): the password reset and the account validation.
 */
export type FluxoPorEmail = 'reset' | 'ativacao';

/**
 * Audit rows that track each flow's requests per email. entidade_id holds the SHA-256 of the
 * lower-cased email, so the rows are found through the (entidade, entidade_id) index and never
 * store an email nobody registered.
 */
const ENTIDADE: Record<FluxoPorEmail, string> = { reset: 'reset_senha_email', ativacao: 'ativacao_email' };
const ACAO_PEDIDO: Record<FluxoPorEmail, string> = {
  reset: 'solicitar_reset',
  ativacao: 'reenviar_ativacao',
};
const ACAO_FALHA = 'codigo_incorreto';

/** Creates the login and its role profile (profile name = the typed name), in the caller's transaction. */
export async function criarUsuarioComPerfil(
  tx: Tx,
  dados: { tipo: TipoCadastro; nome: string; email: string; hash: string; agora: Date },
): Promise<{ userId: number; perfilId: number }> {
  const [user] = await tx
    .insert(users)
    .values({
      tipo: dados.tipo,
      nome: dados.nome,
      email: dados.email,
      password: dados.hash,
      email_validado: false,
      verificado: false,
      // The sign-up limit counts users by creation time: use the service clock, not the database's.
      created_at: dados.agora,
      updated_at: dados.agora,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('usuário não criado');
  const base = { user_id: user.id, created_at: dados.agora, updated_at: dados.agora };
  const perfil =
    dados.tipo === 'cliente'
      ? await tx
          .insert(clientes)
          .values({ ...base, nome: dados.nome })
          .returning({ id: clientes.id })
      : dados.tipo === 'fornecedor'
        ? await tx
            .insert(fornecedores)
            .values({ ...base, nome_fantasia: dados.nome })
            .returning({ id: fornecedores.id })
        : await tx
            .insert(representantes)
            .values({ ...base, nome_fantasia: dados.nome })
            .returning({ id: representantes.id });
  if (!perfil[0]) throw new Error('perfil não criado');
  return { userId: user.id, perfilId: perfil[0].id };
}

/**
 * Public sign-ups made from `ip` since `desde`: users created since then whose creation audit row
 * ('cadastrar' on 'users', written in the same transaction) carries that IP. Logins created by staff
 * (users.criado_por set) never count: a venue desk registering people must not block the public.
 */
export async function cadastrosDoIpDesde(db: Db, ip: string, desde: Date): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(
      auditoria,
      and(
        eq(auditoria.entidade, 'users'),
        eq(auditoria.entidade_id, sql`${users.id}::text`),
        eq(auditoria.acao, 'cadastrar'),
      ),
    )
    .where(and(gt(users.created_at, desde), isNull(users.criado_por), eq(auditoria.ip, ip.slice(0, 64))));
  return linha?.n ?? 0;
}

/** Stores a new code (its hash only). */
export async function inserirCodigo(
  db: Db | Tx,
  dados: { userId: number; finalidade: Finalidade; hash: string; expiraEm: Date; agora: Date },
) {
  await db.insert(codigos_verificacao).values({
    user_id: dados.userId,
    finalidade: dados.finalidade,
    codigo_hash: dados.hash,
    expires_at: dados.expiraEm,
    created_at: dados.agora,
  });
}

/** Ends every still-valid code of this purpose (a new one replaces them). */
export async function invalidarCodigos(db: Db | Tx, userId: number, finalidade: Finalidade, agora: Date) {
  await db
    .update(codigos_verificacao)
    .set({ expires_at: agora })
    .where(
      and(
        eq(codigos_verificacao.user_id, userId),
        eq(codigos_verificacao.finalidade, finalidade),
        isNull(codigos_verificacao.used_at),
        gt(codigos_verificacao.expires_at, agora),
      ),
    );
}

/** The newest unused, unexpired code of this purpose (locked ones included), or null. */
export async function codigoVigente(db: Db, userId: number, finalidade: Finalidade, agora: Date) {
  const [linha] = await db
    .select({
      id: codigos_verificacao.id,
      codigo_hash: codigos_verificacao.codigo_hash,
      tentativas: codigos_verificacao.tentativas,
    })
    .from(codigos_verificacao)
    .where(
      and(
        eq(codigos_verificacao.user_id, userId),
        eq(codigos_verificacao.finalidade, finalidade),
        isNull(codigos_verificacao.used_at),
        gt(codigos_verificacao.expires_at, agora),
      ),
    )
    .orderBy(desc(codigos_verificacao.created_at), desc(codigos_verificacao.id))
    .limit(1);
  return linha ?? null;
}

/**
 * The hash of the code of this purpose the user used up last, when that was at or after `desde`;
 * else null (a second tab typing the code that just validated the account).
 */
export async function ultimoCodigoUsado(
  db: Db,
  userId: number,
  finalidade: Finalidade,
  desde: Date,
): Promise<string | null> {
  const [linha] = await db
    .select({ hash: codigos_verificacao.codigo_hash })
    .from(codigos_verificacao)
    .where(
      and(
        eq(codigos_verificacao.user_id, userId),
        eq(codigos_verificacao.finalidade, finalidade),
        gte(codigos_verificacao.used_at, desde),
      ),
    )
    .orderBy(desc(codigos_verificacao.used_at), desc(codigos_verificacao.id))
    .limit(1);
  return linha?.hash ?? null;
}

/** Counts one wrong try on a code, atomically; answers the new count. */
export async function registrarTentativaErrada(db: Db, id: number): Promise<number> {
  const [linha] = await db
    .update(codigos_verificacao)
    .set({ tentativas: sql`${codigos_verificacao.tentativas} + 1` })
    .where(eq(codigos_verificacao.id, id))
    .returning({ tentativas: codigos_verificacao.tentativas });
  return linha?.tentativas ?? Number.MAX_SAFE_INTEGER;
}

/** Uses a code up; false when another request used it first (single use). */
export async function consumirCodigo(tx: Tx, id: number, agora: Date): Promise<boolean> {
  const linhas = await tx
    .update(codigos_verificacao)
    .set({ used_at: agora })
    .where(and(eq(codigos_verificacao.id, id), isNull(codigos_verificacao.used_at)))
    .returning({ id: codigos_verificacao.id });
  return linhas.length > 0;
}

/** Marks the email as confirmed (ADR 003: login stops answering status 2). */
export async function marcarEmailValidado(tx: Tx, userId: number, agora: Date) {
  await tx.update(users).set({ email_validado: true, updated_at: agora }).where(eq(users.id, userId));
}

/**
 * Stores a password its owner chose: no longer temporary (spec D1), and the email is confirmed,
 * since the reset code reached it.
 */
export async function definirSenhaDoDono(tx: Tx, userId: number, hash: string, agora: Date) {
  await tx
    .update(users)
    .set({ password: hash, trocar_senha: false, email_validado: true, updated_at: agora })
    .where(eq(users.id, userId));
}

/** Revokes every live token of the user; answers how many. */
export async function revogarTokensDoUsuario(tx: Tx, userId: number, agora: Date): Promise<number> {
  const linhas = await tx
    .update(tokens)
    .set({ revoked_at: agora })
    .where(and(eq(tokens.user_id, userId), isNull(tokens.revoked_at)))
    .returning({ id: tokens.id });
  return linhas.length;
}

/** Records a request of the flow for an email (known or not), at the service clock's time. */
export async function registrarPedido(
  db: Db,
  fluxo: FluxoPorEmail,
  dados: { chave: string; userId: number | null; ip: string; agora: Date },
) {
  await db.insert(auditoria).values({
    user_id: dados.userId,
    acao: ACAO_PEDIDO[fluxo],
    entidade: ENTIDADE[fluxo],
    entidade_id: dados.chave,
    ip: dados.ip.slice(0, 64),
    created_at: dados.agora,
  });
}

/** Records a wrong code typed for an email that has no live code of the flow (see the service). */
export async function registrarFalha(
  db: Db,
  fluxo: FluxoPorEmail,
  dados: { chave: string; ip: string; agora: Date },
) {
  await db.insert(auditoria).values({
    user_id: null,
    acao: ACAO_FALHA,
    entidade: ENTIDADE[fluxo],
    entidade_id: dados.chave,
    ip: dados.ip.slice(0, 64),
    created_at: dados.agora,
  });
}

/** Rows of one kind of the flow for an email since `desde` (inclusive). */
async function contar(db: Db, fluxo: FluxoPorEmail, chave: string, acao: string, desde: Date) {
  const [linha] = await db
    .select({ n: count() })
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidade, ENTIDADE[fluxo]),
        eq(auditoria.entidade_id, chave),
        eq(auditoria.acao, acao),
        gte(auditoria.created_at, desde),
      ),
    );
  return linha?.n ?? 0;
}

/** Requests of the flow for an email since `desde`. */
export const pedidosDesde = (db: Db, fluxo: FluxoPorEmail, chave: string, desde: Date) =>
  contar(db, fluxo, chave, ACAO_PEDIDO[fluxo], desde);

/** Wrong codes recorded for an email without a live code of the flow since `desde`. */
export const falhasDesde = (db: Db, fluxo: FluxoPorEmail, chave: string, desde: Date) =>
  contar(db, fluxo, chave, ACAO_FALHA, desde);

/** When the flow was last requested for an email, or null. */
export async function ultimoPedido(db: Db, fluxo: FluxoPorEmail, chave: string): Promise<Date | null> {
  const [linha] = await db
    .select({ em: auditoria.created_at })
    .from(auditoria)
    .where(
      and(
        eq(auditoria.entidade, ENTIDADE[fluxo]),
        eq(auditoria.entidade_id, chave),
        eq(auditoria.acao, ACAO_PEDIDO[fluxo]),
      ),
    )
    .orderBy(desc(auditoria.created_at), desc(auditoria.id))
    .limit(1);
  return linha?.em ?? null;
}
