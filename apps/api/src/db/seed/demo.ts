import { sql } from 'drizzle-orm';
import { hojeEmSaoPaulo } from '@rodada/domain';
import type { Tx } from '../client.js';
import { clientes, users } from '../schema/index.js';
import { hashSenha } from '../../lib/crypto.js';
import type { Deps } from '../../lib/deps.js';
import { criarCatalogo } from './demo-catalogo.js';
import { criarComunicacao } from './demo-comunicacao.js';
import type { Contexto } from './demo-contexto.js';
import { criarLogistica } from './demo-logistica.js';
import { DEMO_CADASTRO_INCOMPLETO, DEMO_SENHA } from './demo-logins.js';
import { criarPedidos } from './demo-pedidos.js';
import { criarPessoas } from './demo-pessoas.js';
import { criarRodadas } from './demo-rodadas.js';
import { seedReferencia } from './referencia.js';
import { Aleatorio } from './demo-util.js';

// The believable demo (architecture.md "Data": a round with stands and a floor plan, suppliers
// with products, sizes, colours and photos, representatives, clients with companies, orders in
// every status). Deterministic: a seeded PRNG and dates relative to deps.clock.agora() in
// America/Sao_Paulo, so two fresh databases seeded at the same moment hold the same data.

/** The login whose presence means "the demo is already here". */
export const EMAIL_MASTER_DEMO = 'master@rodada.test';

/** Fixed key of the advisory lock that serialises concurrent seeders (two processes starting at once). */
const TRAVA_SEED = 727_001;

/** When the demo may be created: on a database without users, or on one without the demo yet. */
export type CondicaoDemo = 'banco-vazio' | 'sem-demo';

async function podeCriar(tx: Tx, condicao: CondicaoDemo): Promise<boolean> {
  const r = await tx.execute<{ n: number }>(
    condicao === 'banco-vazio'
      ? sql`select count(*)::int as n from (select 1 from ${users} limit 1) u`
      : sql`select count(*)::int as n from ${users} where lower(${users.email}) = ${EMAIL_MASTER_DEMO}`,
  );
  return Number(r.rows[0]?.n ?? 0) === 0;
}

/**
 * Creates the demo in ONE transaction (all or nothing) when `condicao` holds, checked under an
 * advisory lock so two starting processes never seed twice. Answers whether it created it.
 */
export async function criarDemo(deps: Deps, condicao: CondicaoDemo): Promise<boolean> {
  // argon2id is deliberately slow: hash DEMO_SENHA once, outside the transaction, and reuse it
  // for every demo user (demo only; real accounts each get their own hash and salt).
  const senhaHash = await hashSenha(DEMO_SENHA);
  const agora = deps.clock.agora();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TRAVA_SEED})`);
    if (!(await podeCriar(tx, condicao))) return false;
    const ctx: Contexto = {
      tx,
      storage: deps.storage,
      rng: new Aleatorio('rodada-demo-v1'),
      agora,
      hoje: hojeEmSaoPaulo(agora),
      senhaHash,
    };
    const pessoas = await criarPessoas(ctx);
    const catalogo = await criarCatalogo(ctx, pessoas);
    const rodadas = await criarRodadas(ctx, pessoas);
    const pedidos = await criarPedidos(ctx, pessoas, catalogo, rodadas);
    await criarLogistica(ctx, pessoas, rodadas, pedidos);
    await criarComunicacao(ctx, pessoas, catalogo, rodadas, pedidos);
    await criarCadastroIncompleto(ctx);
    return true;
  });
}

/**
 * A client who validated the email but never completed the account (spec 1 §2.1): logging in as
 * them shows how an unverified user is held on /cliente/minha-conta.
 */
async function criarCadastroIncompleto(ctx: Contexto): Promise<void> {
  const [user] = await ctx.tx
    .insert(users)
    .values({
      tipo: 'cliente',
      nome: 'Loja Nova',
      email: DEMO_CADASTRO_INCOMPLETO,
      password: ctx.senhaHash,
      email_validado: true,
      verificado: false,
    })
    .returning({ id: users.id });
  await ctx.tx.insert(clientes).values({ user_id: user!.id, nome: 'Loja Nova' });
}

/**
 * Creates the demo unless it already exists (master@rodada.test present): then it changes
 * nothing and answers false. All or nothing, in one transaction. Loads the reference data first
 * (addresses need the cidades), which costs one query when it is already there.
 */
export async function seedDemo(deps: Deps): Promise<boolean> {
  await seedReferencia(deps.db);
  return criarDemo(deps, 'sem-demo');
}
