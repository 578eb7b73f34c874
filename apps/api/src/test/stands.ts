import { stands } from '../db/schema/index.js';
import { criarUsuario, entrar, type AppDeTeste } from './app.js';
import { criarUsuarioLogado } from './fabricas.js';

// What the stands tests (modules/stands/*.test.ts) share: the clock, the callers and a stand row.

/** 12:00 in São Paulo on 10/03/2030: "today" is 2030-03-10 (spec D4). */
export const AGORA_STANDS = new Date('2030-03-10T15:00:00Z');

/**
 * Moves the clock to AGORA_STANDS and makes the callers of a stands test, e-mails under `dominio`:
 * the master, an administrador, another administrador and a supplier named `fornecedorNome`.
 */
export async function chamadoresDeStands(t: AppDeTeste, dominio: string, fornecedorNome: string) {
  t.relogio.avancar(AGORA_STANDS.getTime() - t.relogio.agora().getTime());
  await criarUsuario(t.deps, { tipo: 'master', email: `master@${dominio}` });
  const master = await entrar(t.app, `master@${dominio}`);
  const admin = await criarUsuarioLogado(t, { tipo: 'administrador', email: `admin@${dominio}` });
  const outroAdmin = await criarUsuarioLogado(t, { tipo: 'administrador', email: `outro@${dominio}` });
  const fornecedor = await criarUsuarioLogado(t, {
    tipo: 'fornecedor',
    email: `forn@${dominio}`,
    nome: fornecedorNome,
  });
  return { master, admin, outroAdmin, fornecedor };
}

/** A stand inserted straight in the table (the map makes them so too: avulso, no owner). */
export async function inserirStand(
  t: AppDeTeste,
  rodada_id: number,
  dados: Partial<typeof stands.$inferInsert> = {},
): Promise<number> {
  const [s] = await t.deps.db
    .insert(stands)
    .values({ rodada_id, nome: 'STAND', valor: '100.00', ...dados })
    .returning({ id: stands.id });
  return s!.id;
}
