import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  clientes,
  fornecedores,
  pedidos,
  pedidos_clientes,
  representantes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  stands,
  users,
} from '../../db/schema/index.js';

// SQL of the changes to a round's participants (spec 3 §7): the record being added or removed,
// the participation rows, and what keeps a participant in the round (a stand, orders).

export type TipoParticipante = 'fornecedor' | 'cliente' | 'representante';

/** A record as adding or removing it needs: its display name and whether it is active. */
export interface Cadastro {
  id: number;
  nome: string;
  ativo: boolean;
}

/** The supplier, client or representative `id` (null when it does not exist). */
export async function buscarCadastro(
  db: Db | Tx,
  tipo: TipoParticipante,
  id: number,
): Promise<Cadastro | null> {
  const [linha] = await selecionarCadastros(db, tipo, [id]);
  return linha ?? null;
}

/** Several records of one kind at once (the CSV import), by id. */
export function selecionarCadastros(db: Db | Tx, tipo: TipoParticipante, ids: number[]): Promise<Cadastro[]> {
  switch (tipo) {
    case 'fornecedor':
      return db
        .select({
          id: fornecedores.id,
          nome: fornecedores.nome_fantasia,
          ativo: sql<boolean>`${fornecedores.ativo} and ${users.ativo}`,
        })
        .from(fornecedores)
        .innerJoin(users, eq(users.id, fornecedores.user_id))
        .where(inArray(fornecedores.id, ids));
    case 'cliente':
      return db
        .select({
          id: clientes.id,
          nome: sql<string>`coalesce(${clientes.nome_fantasia}, ${clientes.nome})`,
          ativo: sql<boolean>`${clientes.ativo} and ${users.ativo}`,
        })
        .from(clientes)
        .innerJoin(users, eq(users.id, clientes.user_id))
        .where(inArray(clientes.id, ids));
    case 'representante':
      return db
        .select({ id: representantes.id, nome: representantes.nome_fantasia, ativo: users.ativo })
        .from(representantes)
        .innerJoin(users, eq(users.id, representantes.user_id))
        .where(inArray(representantes.id, ids));
  }
}

/** The ids of `ids` already taking part in the round. */
export async function jaParticipam(
  db: Db | Tx,
  tipo: TipoParticipante,
  rodadaId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const linhas =
    tipo === 'fornecedor'
      ? await db
          .select({ id: rodada_fornecedores.fornecedor_id })
          .from(rodada_fornecedores)
          .where(
            and(eq(rodada_fornecedores.rodada_id, rodadaId), inArray(rodada_fornecedores.fornecedor_id, ids)),
          )
      : tipo === 'cliente'
        ? await db
            .select({ id: rodada_clientes.cliente_id })
            .from(rodada_clientes)
            .where(and(eq(rodada_clientes.rodada_id, rodadaId), inArray(rodada_clientes.cliente_id, ids)))
        : await db
            .select({ id: rodada_representantes.representante_id })
            .from(rodada_representantes)
            .where(
              and(
                eq(rodada_representantes.rodada_id, rodadaId),
                inArray(rodada_representantes.representante_id, ids),
              ),
            );
  return new Set(linhas.map((l) => l.id));
}

/** Puts `ids` in the round; one already there stays as it is (idempotent). */
export async function inserirParticipantes(
  db: Db | Tx,
  tipo: TipoParticipante,
  rodadaId: number,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  switch (tipo) {
    case 'fornecedor':
      await db
        .insert(rodada_fornecedores)
        .values(ids.map((fornecedor_id) => ({ rodada_id: rodadaId, fornecedor_id })))
        .onConflictDoNothing();
      return;
    case 'cliente':
      await db
        .insert(rodada_clientes)
        .values(ids.map((cliente_id) => ({ rodada_id: rodadaId, cliente_id })))
        .onConflictDoNothing();
      return;
    case 'representante':
      await db
        .insert(rodada_representantes)
        .values(ids.map((representante_id) => ({ rodada_id: rodadaId, representante_id })))
        .onConflictDoNothing();
      return;
  }
}

/** Takes `id` out of the round; false when it was not in it. */
export async function removerParticipante(
  tx: Tx,
  tipo: TipoParticipante,
  rodadaId: number,
  id: number,
): Promise<boolean> {
  const removidas =
    tipo === 'fornecedor'
      ? await tx
          .delete(rodada_fornecedores)
          .where(and(eq(rodada_fornecedores.rodada_id, rodadaId), eq(rodada_fornecedores.fornecedor_id, id)))
          .returning({ id: rodada_fornecedores.id })
      : tipo === 'cliente'
        ? await tx
            .delete(rodada_clientes)
            .where(and(eq(rodada_clientes.rodada_id, rodadaId), eq(rodada_clientes.cliente_id, id)))
            .returning({ id: rodada_clientes.id })
        : await tx
            .delete(rodada_representantes)
            .where(
              and(
                eq(rodada_representantes.rodada_id, rodadaId),
                eq(rodada_representantes.representante_id, id),
              ),
            )
            .returning({ id: rodada_representantes.id });
  return removidas.length > 0;
}

/** Whether `id` owns a stand of the round (stands.proprietario_tipo/_id, spec 3 §3 "Stand"). */
export async function donoDeStand(db: Db | Tx, tipo: TipoParticipante, rodadaId: number, id: number) {
  const [linha] = await db
    .select({ id: stands.id })
    .from(stands)
    .where(
      and(eq(stands.rodada_id, rodadaId), eq(stands.proprietario_tipo, tipo), eq(stands.proprietario_id, id)),
    )
    .limit(1);
  return linha !== undefined;
}

/** Whether `id` is a party of an order of the round (supplier orders, and the clients' own orders). */
export async function temPedidos(db: Db | Tx, tipo: TipoParticipante, rodadaId: number, id: number) {
  const coluna =
    tipo === 'fornecedor'
      ? pedidos.fornecedor_id
      : tipo === 'cliente'
        ? pedidos.cliente_id
        : pedidos.representante_id;
  const [pedido] = await db
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(and(eq(pedidos.rodada_id, rodadaId), eq(coluna, id)))
    .limit(1);
  if (pedido || tipo === 'fornecedor') return pedido !== undefined;
  const [doCliente] = await db
    .select({ id: pedidos_clientes.id })
    .from(pedidos_clientes)
    .where(
      and(
        eq(pedidos_clientes.rodada_id, rodadaId),
        or(
          tipo === 'cliente' ? eq(pedidos_clientes.cliente_id, id) : undefined,
          tipo === 'representante' ? eq(pedidos_clientes.representante_id, id) : undefined,
        ),
      ),
    )
    .limit(1);
  return doCliente !== undefined;
}

/** The client's participation row of the round, locked for the change (null: not in the round). */
export async function participacaoDoCliente(tx: Tx, rodadaId: number, clienteId: number) {
  const [linha] = await tx
    .select({ id: rodada_clientes.id, inscrito: rodada_clientes.inscrito })
    .from(rodada_clientes)
    .where(and(eq(rodada_clientes.rodada_id, rodadaId), eq(rodada_clientes.cliente_id, clienteId)))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** Sets the client's term and/or sign-up on its participation row. */
export async function atualizarParticipacaoDoCliente(
  tx: Tx,
  id: number,
  dados: { prazo?: string | null; inscrito?: boolean; inscrito_em?: Date | null },
): Promise<void> {
  await tx.update(rodada_clientes).set(dados).where(eq(rodada_clientes.id, id));
}
