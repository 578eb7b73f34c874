import { eq } from 'drizzle-orm';
import { cidades, estados, users } from '../db/schema/index.js';
import { criarUsuario, entrar, type AppDeTeste } from './app.js';
import { CIDADE_TESTE, garantirCidadeDeTeste } from './fabricas.js';

// The people of the rounds route tests: the master, two administradores (A organises, B another),
// an inactive administrador, and a fornecedor, representante and two clientes.

/** 12:00 in São Paulo on 10/03/2030: "today" is 2030-03-10. */
export const AGORA = new Date('2030-03-10T15:00:00Z');
export const HOJE = '2030-03-10';
/** Rio de Janeiro/RJ: a second state and city (a city of another state is refused). */
export const RIO = { estado_id: 33, cidade_id: 3304557 } as const;

export interface Pessoas {
  token: Record<'master' | 'adminA' | 'adminB' | 'forn' | 'rep' | 'cli' | 'cli2', string>;
  adminA: number;
  adminB: number;
  adminInativo: number;
  forn: number;
  rep: number;
  cli: number;
}

/** Puts the clock at AGORA and creates the people (e-mails under `dominio`). */
export async function prepararPessoas(t: AppDeTeste, dominio: string): Promise<Pessoas> {
  t.relogio.avancar(AGORA.getTime() - t.relogio.agora().getTime());
  await garantirCidadeDeTeste(t.deps);
  await t.deps.db
    .insert(estados)
    .values({ id: 33, sigla: 'RJ', nome: 'Rio de Janeiro', regiao: 'Sudeste' })
    .onConflictDoNothing();
  await t.deps.db
    .insert(cidades)
    .values({ id: RIO.cidade_id, nome: 'Rio de Janeiro', estado_id: 33 })
    .onConflictDoNothing();
  const email = (k: string) => `${k}@${dominio}`;
  await criarUsuario(t.deps, { tipo: 'master', email: email('master') });
  const adminA = await criarUsuario(t.deps, {
    tipo: 'administrador',
    email: email('admina'),
    nome: 'Ana Organizadora',
  });
  const adminB = await criarUsuario(t.deps, {
    tipo: 'administrador',
    email: email('adminb'),
    nome: 'Bruno Ávila',
  });
  const inativo = await criarUsuario(t.deps, {
    tipo: 'administrador',
    email: email('inativo'),
    nome: 'Carla Inativa',
  });
  await t.deps.db.update(users).set({ ativo: false }).where(eq(users.id, inativo.user.id));
  const forn = await criarUsuario(t.deps, { tipo: 'fornecedor', email: email('forn') });
  const rep = await criarUsuario(t.deps, { tipo: 'representante', email: email('rep') });
  const cli = await criarUsuario(t.deps, { tipo: 'cliente', email: email('cli') });
  await criarUsuario(t.deps, { tipo: 'cliente', email: email('cli2') });
  const token = {} as Pessoas['token'];
  for (const [k, e] of [
    ['master', 'master'],
    ['adminA', 'admina'],
    ['adminB', 'adminb'],
    ['forn', 'forn'],
    ['rep', 'rep'],
    ['cli', 'cli'],
    ['cli2', 'cli2'],
  ] as const) {
    token[k] = await entrar(t.app, email(e));
  }
  return {
    token,
    adminA: adminA.perfilId!,
    adminB: adminB.perfilId!,
    adminInativo: inativo.perfilId!,
    forn: forn.perfilId!,
    rep: rep.perfilId!,
    cli: cli.perfilId!,
  };
}

/** A valid round form organised by `administradorId`, open from today for three days. */
export const formRodada = (administradorId: number, extra: Record<string, unknown> = {}) => ({
  nome: 'Rodada de Negócios Verão',
  local: 'Expo Center Norte — Pavilhão Azul',
  data_inicio: HOJE,
  data_fim: '2030-03-12',
  data_veiculacao: '2030-02-10',
  data_limite: '2030-03-12',
  ...CIDADE_TESTE,
  administrador_id: administradorId,
  ...extra,
});
