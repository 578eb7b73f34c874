import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  administradores,
  aparelhos_conhecidos,
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
  db: Db | Tx,
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

/** Records the outcome of a login attempt and the device it came from (hash of its cookie, or null). */
export async function registrarTentativa(
  db: Db,
  tentativa: { email: string; ip: string; aparelhoHash: string | null; sucesso: boolean; agora: Date },
) {
  await db.insert(login_tentativas).values({
    email: tentativa.email,
    ip: tentativa.ip,
    aparelho_hash: tentativa.aparelhoHash,
    sucesso: tentativa.sucesso,
    created_at: tentativa.agora,
  });
}

/** Failures against one account (any device, any IP) since each of two moments, in one query. */
export async function falhasDaConta(
  db: Db,
  email: string,
  desde: { curta: Date; longa: Date },
): Promise<{ curta: number; longa: number }> {
  const [linha] = await db
    .select({
      curta: sql<number>`(count(*) filter (where ${gt(login_tentativas.created_at, desde.curta)}))::int`,
      longa: count(),
    })
    .from(login_tentativas)
    .where(
      and(
        eq(login_tentativas.email, email),
        eq(login_tentativas.sucesso, false),
        gt(login_tentativas.created_at, desde.longa),
      ),
    );
  return { curta: linha?.curta ?? 0, longa: linha?.longa ?? 0 };
}

/** Failures of one device on one account since `desde`. */
export async function falhasDoAparelho(
  db: Db,
  email: string,
  aparelhoHash: string,
  desde: Date,
): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(login_tentativas)
    .where(
      and(
        eq(login_tentativas.email, email),
        eq(login_tentativas.aparelho_hash, aparelhoHash),
        eq(login_tentativas.sucesso, false),
        gt(login_tentativas.created_at, desde),
      ),
    );
  return linha?.n ?? 0;
}

/**
 * Failures from one IP since `desde` that no later success of the same account from that IP
 * followed (a typo fixed on the next try does not count; spraying many accounts does).
 */
export async function falhasSemSucessoDoIp(db: Db, ip: string, desde: Date): Promise<number> {
  // One ordered pass over the address's attempts in the window (a success that resolves a failure
  // in the window is in it too): per account, newest first, "a success so far" marks the failures
  // it follows. A join or a per-row subquery goes quadratic when the planner has no statistics.
  const janela = db
    .select({
      sucesso: login_tentativas.sucesso,
      resolvida: sql<boolean>`bool_or(${login_tentativas.sucesso}) over (
        partition by ${login_tentativas.email} order by ${login_tentativas.created_at} desc
        rows between unbounded preceding and current row)`.as('resolvida'),
    })
    .from(login_tentativas)
    .where(and(eq(login_tentativas.ip, ip), gt(login_tentativas.created_at, desde)))
    .as('janela');
  const [linha] = await db
    .select({ n: count() })
    .from(janela)
    .where(and(eq(janela.sucesso, false), eq(janela.resolvida, false)));
  return linha?.n ?? 0;
}

/** Whether this device (hash of its cookie) logged into the account with this email before. */
export async function aparelhoConhecido(db: Db, email: string, aparelhoHash: string): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(aparelhos_conhecidos)
    .innerJoin(users, eq(users.id, aparelhos_conhecidos.user_id))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(aparelhos_conhecidos.aparelho_hash, aparelhoHash)));
  return (linha?.n ?? 0) > 0;
}

/** Remembers that this device logged into the account (or refreshes when it last did). */
export async function lembrarAparelho(db: Db | Tx, userId: number, aparelhoHash: string, agora: Date) {
  await db
    .insert(aparelhos_conhecidos)
    .values({ user_id: userId, aparelho_hash: aparelhoHash, created_at: agora, ultimo_login_em: agora })
    .onConflictDoUpdate({
      target: [aparelhos_conhecidos.user_id, aparelhos_conhecidos.aparelho_hash],
      set: { ultimo_login_em: agora },
    });
}

/** Drops attempts older than `antes` (they no longer count for any limit). */
export async function limparTentativas(db: Db, antes: Date) {
  await db.delete(login_tentativas).where(lt(login_tentativas.created_at, antes));
}

/** Forgets devices that have not logged in since `antes`. */
export async function esquecerAparelhos(db: Db, antes: Date) {
  await db.delete(aparelhos_conhecidos).where(lt(aparelhos_conhecidos.ultimo_login_em, antes));
}

/** Records the login time. */
export async function marcarLogin(db: Db | Tx, userId: number, agora: Date) {
  await db.update(users).set({ ultimo_login_em: agora }).where(eq(users.id, userId));
}
