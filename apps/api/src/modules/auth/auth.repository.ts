import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  administradores,
  clientes,
  fornecedores,
  login_tentativas,
  representantes,
  tokens,
  users,
} from '../../db/schema/index.js';

/** The user with the profile ids and names the login answer carries (spec 1 §3). */
export async function buscarUsuarioComPerfil(db: Db, where: { email: string } | { id: number }) {
  const linhas = await db
    .select({
      id: users.id,
      tipo: users.tipo,
      nome: users.nome,
      email: users.email,
      password: users.password,
      verificado: users.verificado,
      email_validado: users.email_validado,
      ativo: users.ativo,
      trocar_senha: users.trocar_senha,
      administrador_id: administradores.id,
      administrador_nome: administradores.nome,
      fornecedor_id: fornecedores.id,
      fornecedor_nome: fornecedores.nome_fantasia,
      fornecedor_ativo: fornecedores.ativo,
      cliente_id: clientes.id,
      cliente_nome: clientes.nome,
      representante_id: sql<number | null>`coalesce(${representantes.id}, ${clientes.representante_id})`,
      representante_nome: sql<
        string | null
      >`coalesce(${representantes.nome_fantasia}, (select r.nome_fantasia from ${representantes} r where r.id = ${clientes.representante_id}))`,
    })
    .from(users)
    .leftJoin(administradores, eq(administradores.user_id, users.id))
    .leftJoin(fornecedores, eq(fornecedores.user_id, users.id))
    .leftJoin(representantes, eq(representantes.user_id, users.id))
    .leftJoin(clientes, eq(clientes.user_id, users.id))
    .where(
      'email' in where ? sql`lower(${users.email}) = ${where.email.toLowerCase()}` : eq(users.id, where.id),
    )
    .limit(1);
  return linhas[0] ?? null;
}
export type UsuarioComPerfil = NonNullable<Awaited<ReturnType<typeof buscarUsuarioComPerfil>>>;

/** Stores a new token (its hash) for a user. */
export async function inserirToken(
  db: Db,
  dados: { user_id: number; token_hash: string; expires_at: Date; ip: string; user_agent: string },
) {
  await db.insert(tokens).values(dados);
}

/** The live token row with its user, or null. */
export async function buscarToken(db: Db, tokenHash: string, agora: Date) {
  const linhas = await db
    .select({ id: tokens.id, user_id: tokens.user_id, last_used_at: tokens.last_used_at })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .where(
      and(
        eq(tokens.token_hash, tokenHash),
        isNull(tokens.revoked_at),
        gt(tokens.expires_at, agora),
        eq(users.ativo, true),
      ),
    )
    .limit(1);
  return linhas[0] ?? null;
}

/** Marks a token used (throttled by the caller to avoid a write per request). */
export async function tocarToken(db: Db, id: number, agora: Date) {
  await db.update(tokens).set({ last_used_at: agora }).where(eq(tokens.id, id));
}

/** Revokes one token. */
export async function revogarToken(db: Db, id: number, agora: Date) {
  await db.update(tokens).set({ revoked_at: agora }).where(eq(tokens.id, id));
}

/** Records the outcome of a login attempt. */
export async function registrarTentativa(db: Db, email: string, ip: string, sucesso: boolean, agora: Date) {
  await db.insert(login_tentativas).values({ email, ip, sucesso, created_at: agora });
}

/** Counts login attempts matching the filter since `desde` (the window of LIMITES_LOGIN). */
async function contarTentativas(
  db: Db,
  filtro: { email?: string; ip?: string; sucesso: boolean },
  desde: Date,
): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(login_tentativas)
    .where(
      and(
        filtro.email === undefined ? undefined : eq(login_tentativas.email, filtro.email),
        filtro.ip === undefined ? undefined : eq(login_tentativas.ip, filtro.ip),
        eq(login_tentativas.sucesso, filtro.sucesso),
        gt(login_tentativas.created_at, desde),
      ),
    );
  return linha?.n ?? 0;
}

/** Failures of this (account, IP) since `desde` and since its last success. */
export async function falhasDoPar(db: Db, email: string, ip: string, desde: Date) {
  const [ultimoSucesso] = await db
    .select({ em: max(login_tentativas.created_at) })
    .from(login_tentativas)
    .where(
      and(
        eq(login_tentativas.email, email),
        eq(login_tentativas.ip, ip),
        eq(login_tentativas.sucesso, true),
        gt(login_tentativas.created_at, desde),
      ),
    );
  return contarTentativas(db, { email, ip, sucesso: false }, ultimoSucesso?.em ?? desde);
}

/** Failures from one IP (any account) since `desde`. */
export const falhasDoIp = (db: Db, ip: string, desde: Date) =>
  contarTentativas(db, { ip, sucesso: false }, desde);

/** Failures against one account from every IP since `desde`. */
export const falhasDaConta = (db: Db, email: string, desde: Date) =>
  contarTentativas(db, { email, sucesso: false }, desde);

/** Whether this IP has logged into this account successfully since `desde` (a known device). */
export async function ipConhecido(db: Db, email: string, ip: string, desde: Date) {
  return (await contarTentativas(db, { email, ip, sucesso: true }, desde)) > 0;
}

/** Drops attempts older than `antes` (they no longer count for any limit). */
export async function limparTentativas(db: Db, antes: Date) {
  await db.delete(login_tentativas).where(sql`${login_tentativas.created_at} < ${antes}`);
}

/** Records the login time. */
export async function marcarLogin(db: Db, userId: number, agora: Date) {
  await db.update(users).set({ ultimo_login_em: agora }).where(eq(users.id, userId));
}
