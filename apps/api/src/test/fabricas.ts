import type { FastifyInstance } from 'fastify';
import { cidades, estados, rodadas } from '../db/schema/index.js';
import type { Deps } from '../lib/deps.js';
import { bearer, criarUsuario, entrar, type AppDeTeste } from './app.js';

/** São Paulo/SP: the one state and city test rows need (the full IBGE list costs ~5 600 inserts). */
export const CIDADE_TESTE = { estado_id: 35, cidade_id: 3550308 } as const;

/** Inserts São Paulo/SP when absent, so rows with an address or a round can reference it. */
export async function garantirCidadeDeTeste(deps: Deps): Promise<void> {
  await deps.db
    .insert(estados)
    .values({ id: 35, sigla: 'SP', nome: 'São Paulo', regiao: 'Sudeste' })
    .onConflictDoNothing();
  await deps.db
    .insert(cidades)
    .values({ id: 3550308, nome: 'São Paulo', estado_id: 35 })
    .onConflictDoNothing();
}

/** Creates rounds organised by `administradorId` with sensible defaults; answers their ids in order. */
export async function criarRodadas(
  deps: Deps,
  administradorId: number,
  dados: { nome: string; data_inicio: string; data_fim: string; permitir_pedidos?: boolean }[],
): Promise<number[]> {
  await garantirCidadeDeTeste(deps);
  const criadas = await deps.db
    .insert(rodadas)
    .values(
      dados.map((d) => ({
        local: 'Expo Center Norte',
        data_veiculacao: d.data_inicio,
        data_limite: d.data_inicio,
        ...CIDADE_TESTE,
        administrador_id: administradorId,
        ...d,
      })),
    )
    .returning({ id: rodadas.id });
  return criadas.map((r) => r.id);
}

/**
 * A test file's JSON caller: one call with a bearer token when given. `app` is read per call,
 * since the app of a test file is built in its beforeAll.
 */
export function chamadorJson(app: () => FastifyInstance) {
  return (metodo: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    app().inject({
      method: metodo,
      url,
      headers: token ? bearer(token) : {},
      ...(payload ? { payload } : {}),
    });
}

/** Creates a user with its role profile (not master) and logs it in: token, profile id, user id. */
export async function criarUsuarioLogado(t: AppDeTeste, dados: Parameters<typeof criarUsuario>[1]) {
  const { user, perfilId } = await criarUsuario(t.deps, dados);
  if (perfilId === null) throw new Error(`${dados.tipo} não tem perfil`);
  return { token: await entrar(t.app, dados.email, dados.senha), id: perfilId, userId: user.id };
}
