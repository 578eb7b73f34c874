import { and, asc, eq, sql } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import {
  cidades,
  cliente_representante,
  clientes,
  enderecos,
  representantes,
  users,
} from '../../db/schema/index.js';
import { filtroBusca } from './representantes-manutencao.repository.js';

// SQL of a client's links with representatives (spec 2 §3 "Link status for a client", §4
// "Representative link (client view)"): a cliente_representante row holds 0 Pendente or
// 1 Confirmado; no row is 2 (not linked). clientes.representante_id is the client's main one.

/** The client's link status with the row's representative: 0, 1, or 2 without a row. */
const statusDoVinculo = sql<number>`coalesce(${cliente_representante.status}, 2)`;

/**
 * What a client may list: every representative it is linked to (even one whose login was
 * deactivated, so it can still unlink), and every active one it could link to.
 */
const visivelAoCliente = sql`(${cliente_representante.id} is not null or ${users.ativo})`;

/**
 * A page of representatives for the client `clienteId`, with its link status: its links first
 * (Confirmado, then Pendente), then by trade name; and how many match.
 */
export async function listarParaCliente(
  db: Db,
  clienteId: number,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
) {
  const where = and(visivelAoCliente, filtroBusca(filtro.busca, false));
  const total = await contarAte(
    db,
    db
      .select(UM)
      .from(representantes)
      .innerJoin(users, eq(users.id, representantes.user_id))
      .leftJoin(
        cliente_representante,
        and(
          eq(cliente_representante.representante_id, representantes.id),
          eq(cliente_representante.cliente_id, clienteId),
        ),
      )
      .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
      .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
      .where(where),
  );
  const data = await db
    .select({
      id: representantes.id,
      nome_fantasia: representantes.nome_fantasia,
      cidade: cidades.nome,
      local: enderecos.local,
      status: statusDoVinculo,
      ativo: users.ativo,
    })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .leftJoin(
      cliente_representante,
      and(
        eq(cliente_representante.representante_id, representantes.id),
        eq(cliente_representante.cliente_id, clienteId),
      ),
    )
    .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .where(where)
    .orderBy(
      sql`case ${statusDoVinculo} when 1 then 0 when 0 then 1 else 2 end`,
      asc(representantes.nome_fantasia),
      asc(representantes.id),
    )
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total, data };
}

/** Locks the client row until the transaction ends (one link change per client at a time). */
export async function travarCliente(tx: Tx, clienteId: number) {
  const [linha] = await tx
    .select({ id: clientes.id, representante_id: clientes.representante_id })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** A representative with its login's ativo, or null. */
export async function buscarRepresentante(db: Db | Tx, id: number) {
  const [linha] = await db
    .select({ id: representantes.id, ativo: users.ativo })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .where(eq(representantes.id, id))
    .limit(1);
  return linha ?? null;
}

/** The link of a client with a representative, or null (status 2). */
export async function buscarVinculo(db: Db | Tx, clienteId: number, representanteId: number) {
  const [linha] = await db
    .select({ id: cliente_representante.id, status: cliente_representante.status })
    .from(cliente_representante)
    .where(
      and(
        eq(cliente_representante.cliente_id, clienteId),
        eq(cliente_representante.representante_id, representanteId),
      ),
    )
    .limit(1);
  return linha ?? null;
}

/**
 * Writes a confirmed link; the representative becomes the client's main one when it has none
 * (domain.md: clientes.representante_id).
 */
export async function confirmarVinculo(tx: Tx, clienteId: number, representanteId: number, agora: Date) {
  await tx
    .insert(cliente_representante)
    .values({ cliente_id: clienteId, representante_id: representanteId, status: 1 })
    .onConflictDoUpdate({
      target: [cliente_representante.cliente_id, cliente_representante.representante_id],
      set: { status: 1, updated_at: agora },
    });
  await tx
    .update(clientes)
    .set({ representante_id: representanteId, updated_at: agora })
    .where(and(eq(clientes.id, clienteId), sql`${clientes.representante_id} is null`));
}

/**
 * Removes the link. When the representative was the client's main one, the oldest remaining
 * confirmed link takes its place, or none.
 */
export async function removerVinculo(tx: Tx, clienteId: number, representanteId: number, agora: Date) {
  await tx
    .delete(cliente_representante)
    .where(
      and(
        eq(cliente_representante.cliente_id, clienteId),
        eq(cliente_representante.representante_id, representanteId),
      ),
    );
  await tx
    .update(clientes)
    .set({
      representante_id: sql`(select ${cliente_representante.representante_id} from ${cliente_representante}
        where ${cliente_representante.cliente_id} = ${clienteId} and ${cliente_representante.status} = 1
        order by ${cliente_representante.created_at}, ${cliente_representante.id} limit 1)`,
      updated_at: agora,
    })
    .where(and(eq(clientes.id, clienteId), eq(clientes.representante_id, representanteId)));
}
