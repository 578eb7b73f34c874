import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Tipo } from '@rodada/contracts';
import { buildApp } from '../app.js';
import type { Database } from '../db/client.js';
import { administradores, clientes, fornecedores, representantes, users } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { lerConfig } from '../lib/config.js';
import { hashSenha } from '../lib/crypto.js';
import type { Deps } from '../lib/deps.js';
import { createTestDatabase } from './db.js';

/** A clock tests can move forward. */
export class RelogioDeTeste implements Clock {
  constructor(private atual = new Date()) {}
  agora() {
    return new Date(this.atual);
  }
  avancar(ms: number) {
    this.atual = new Date(this.atual.getTime() + ms);
  }
}

export interface AppDeTeste {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  relogio: RelogioDeTeste;
  fechar(): Promise<void>;
}

/**
 * The real app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL); `env`
 * adds configuration variables (e.g. PUBLIC_URL, TRUST_PROXY).
 */
export async function criarAppDeTeste(env: NodeJS.ProcessEnv = {}): Promise<AppDeTeste> {
  const database = await createTestDatabase();
  const dir = mkdtempSync(path.join(tmpdir(), 'rodada-teste-'));
  // CEP_URL '' by default: no test reaches the internet (cep.routes.test.ts starts its own provider).
  const config = lerConfig({ DATA_DIR: dir, SEED: 'none', LOG_LEVEL: 'silent', CEP_URL: '', ...env }, dir);
  const relogio = new RelogioDeTeste();
  const app = await buildApp({ config, database, clock: relogio, logger: false });
  await app.ready();
  return {
    app,
    deps: app.deps,
    database,
    relogio,
    async fechar() {
      await app.close();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let senhaPadraoHash: Promise<string> | null = null;

/** Creates a user with its role profile; password 'segredo123' unless given. */
export async function criarUsuario(
  deps: Deps,
  dados: {
    tipo: Tipo;
    email: string;
    nome?: string;
    senha?: string;
    email_validado?: boolean;
    verificado?: boolean;
    ativo?: boolean;
    fornecedor_ativo?: boolean;
  },
) {
  const senha = dados.senha ?? 'segredo123';
  const hash = dados.senha ? hashSenha(senha) : (senhaPadraoHash ??= hashSenha(senha));
  const nome = dados.nome ?? `Teste ${dados.tipo}`;
  const [user] = await deps.db
    .insert(users)
    .values({
      tipo: dados.tipo,
      nome,
      email: dados.email,
      password: await hash,
      email_validado: dados.email_validado ?? true,
      verificado: dados.verificado ?? true,
      ativo: dados.ativo ?? true,
    })
    .returning();
  if (!user) throw new Error('usuário não criado');
  let perfilId: number | null = null;
  if (dados.tipo === 'administrador') {
    const [p] = await deps.db.insert(administradores).values({ user_id: user.id, nome }).returning();
    perfilId = p?.id ?? null;
  } else if (dados.tipo === 'fornecedor') {
    const [p] = await deps.db
      .insert(fornecedores)
      .values({
        user_id: user.id,
        nome_fantasia: nome,
        razao_social: `${nome} Ltda`,
        ativo: dados.fornecedor_ativo ?? true,
      })
      .returning();
    perfilId = p?.id ?? null;
  } else if (dados.tipo === 'representante') {
    const [p] = await deps.db
      .insert(representantes)
      .values({ user_id: user.id, nome_fantasia: nome })
      .returning();
    perfilId = p?.id ?? null;
  } else if (dados.tipo === 'cliente') {
    const [p] = await deps.db.insert(clientes).values({ user_id: user.id, nome }).returning();
    perfilId = p?.id ?? null;
  }
  return { user, perfilId, senha };
}

/** Logs in through the API and answers the token. */
export async function entrar(app: FastifyInstance, email: string, password = 'segredo123') {
  const r = await app.inject({ method: 'POST', url: '/api/logar', payload: { email, password } });
  if (r.statusCode !== 200) throw new Error(`login falhou (${r.statusCode}): ${r.body}`);
  return r.json<{ api_token: string }>().api_token;
}

/** Authorization header for a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
