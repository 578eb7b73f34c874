import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Ator } from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  clientes,
  fornecedores,
  lojas,
  pedidos,
  pedidos_clientes,
  representantes,
  rodadas,
} from '../../db/schema/index.js';
import { colunasVinculos, filtroBuscaDeClientes } from '../clientes/index.js';

// Reads of the customer orders (pedidos_clientes, spec D9; design of issue 14, decision 2): the
// list with its summary, one customer order for an action, and a client's open supplier orders.

/** Cancelled (spec D10): left out of money sums. */
const CANCELADO = 5;

/**
 * The customer orders the caller may see, as SQL (the same people pedido_cliente.ver allows):
 * cliente its own; representante those it reviews; fornecedor those with an order of it;
 * administrador those of its rounds; nobody else.
 */
function escopo(ator: Ator): SQL {
  switch (ator.tipo) {
    case 'cliente':
      return eq(pedidos_clientes.cliente_id, ator.clienteId ?? 0);
    case 'representante':
      return eq(pedidos_clientes.representante_id, ator.representanteId ?? 0);
    case 'fornecedor':
      return sql`exists (select 1 from ${pedidos} p where p.pedido_cliente_id = ${pedidos_clientes.id} and p.fornecedor_id = ${ator.fornecedorId ?? 0})`;
    case 'administrador':
      return sql`exists (select 1 from ${rodadas} r where r.id = ${pedidos_clientes.rodada_id} and r.administrador_id = ${ator.administradorId ?? 0})`;
    default:
      return sql`false`;
  }
}

/** A LIKE pattern matching `texto` anywhere, with the user's wildcards taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search: the order id, the client's names or CNPJ, or the store's. */
function busca(texto: string | undefined): SQL | undefined {
  if (!texto) return undefined;
  const termo = contendo(texto.toLowerCase());
  const partes: (SQL | undefined)[] = [
    filtroBuscaDeClientes(texto),
    sql`lower(${lojas.razao_social}) like ${termo}`,
    sql`lower(${lojas.nome_fantasia}) like ${termo}`,
  ];
  const documento = texto.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (documento) partes.push(sql`${lojas.cnpj} like ${contendo(documento)}`);
  if (/^\d{1,9}$/.test(texto)) partes.push(eq(pedidos_clientes.id, Number(texto)));
  return or(...partes);
}

export interface FiltroPedidosClientes {
  clienteId: number | undefined;
  rodadaId: number | undefined;
  busca: string | undefined;
}

function condicoes(ator: Ator, f: FiltroPedidosClientes) {
  return and(
    escopo(ator),
    f.clienteId === undefined ? undefined : eq(pedidos_clientes.cliente_id, f.clienteId),
    f.rodadaId === undefined ? undefined : eq(pedidos_clientes.rodada_id, f.rodadaId),
    busca(f.busca),
  );
}

const base = (db: Db | Tx) =>
  db
    .select({
      id: pedidos_clientes.id,
      data: pedidos_clientes.data,
      rodada_id: pedidos_clientes.rodada_id,
      status: pedidos_clientes.status,
      cliente_id: pedidos_clientes.cliente_id,
      cliente_nome: clientes.nome,
      cliente_loja_id: pedidos_clientes.cliente_loja_id,
      nome_fantasia: lojas.nome_fantasia,
      razao_social: lojas.razao_social,
      cnpj: lojas.cnpj,
      quantidade_total: pedidos_clientes.quantidade_total,
      valor_total: pedidos_clientes.valor_total,
      representante_id: pedidos_clientes.representante_id,
      representante_nome: representantes.nome_fantasia,
      rodada_administrador_id: rodadas.administrador_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
    })
    .from(pedidos_clientes)
    .innerJoin(clientes, eq(clientes.id, pedidos_clientes.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos_clientes.cliente_loja_id))
    .leftJoin(representantes, eq(representantes.id, pedidos_clientes.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos_clientes.rodada_id));

/** One page of the caller's customer orders, newest first. */
export async function paginaDePedidosClientes(
  db: Db,
  ator: Ator,
  f: FiltroPedidosClientes,
  pagina: { page: number; porPagina: number },
) {
  return base(db)
    .where(condicoes(ator, f))
    .orderBy(desc(pedidos_clientes.id))
    .limit(pagina.porPagina)
    .offset((pagina.page - 1) * pagina.porPagina);
}
export type LinhaPedidoCliente = Awaited<ReturnType<typeof paginaDePedidosClientes>>[number];

/** One customer order with what its policy reads; locked when `travar` (the actions). */
export async function pedidoCliente(db: Db | Tx, id: number, travar = false) {
  const q = base(db).where(eq(pedidos_clientes.id, id));
  const [pc] = travar ? await q.for('update', { of: pedidos_clientes }) : await q;
  return pc ?? null;
}

/** The summary of the whole filtered set: counts by derived status, money of live orders. */
export async function totaisDePedidosClientes(db: Db, ator: Ator, f: FiltroPedidosClientes) {
  const onde = condicoes(ator, f);
  const [contagem] = await db
    .select({
      pedidos: sql<number>`count(*)::int`,
      pendentes: sql<number>`(count(*) filter (where ${pedidos_clientes.status} in (0, 1, 2)))::int`,
      entregues: sql<number>`(count(*) filter (where ${pedidos_clientes.status} = 3))::int`,
      enviados: sql<number>`(count(*) filter (where ${pedidos_clientes.status} = 4))::int`,
      cancelados: sql<number>`(count(*) filter (where ${pedidos_clientes.status} = 5))::int`,
    })
    .from(pedidos_clientes)
    .innerJoin(clientes, eq(clientes.id, pedidos_clientes.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos_clientes.cliente_loja_id))
    .where(onde);
  const soma = (filtro: SQL) =>
    sql<string>`coalesce(sum(${pedidos.valor_liquido}) filter (where ${filtro}), 0)::text`;
  const [dinheiro] = await db
    .select({
      quantidade: sql<number>`coalesce(sum(${pedidos.quantidade}), 0)::int`,
      valor_total: sql<string>`coalesce(sum(${pedidos.valor_bruto}), 0)::text`,
      valor_liquido: sql<string>`coalesce(sum(${pedidos.valor_liquido}), 0)::text`,
      pendentes: soma(sql`${pedidos_clientes.status} in (0, 1, 2)`),
      entregues: soma(sql`${pedidos_clientes.status} = 3`),
      enviados: soma(sql`${pedidos_clientes.status} = 4`),
    })
    .from(pedidos)
    .innerJoin(pedidos_clientes, eq(pedidos_clientes.id, pedidos.pedido_cliente_id))
    .innerJoin(clientes, eq(clientes.id, pedidos_clientes.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos_clientes.cliente_loja_id))
    .where(
      and(
        onde,
        sql`${pedidos.status} <> ${CANCELADO}`,
        // A fornecedor's money is its own supplier orders' (the others' are not its to see).
        ator.tipo === 'fornecedor' ? eq(pedidos.fornecedor_id, ator.fornecedorId ?? 0) : undefined,
      ),
    );
  return { contagem: contagem!, dinheiro: dinheiro! };
}

/** The supplier orders of these customer orders, with their parties. */
export async function pedidosDosPedidosClientes(
  db: Db | Tx,
  pedidoClienteIds: readonly number[],
  soDoFornecedor?: number,
) {
  if (pedidoClienteIds.length === 0) return [];
  return db
    .select({
      id: pedidos.id,
      pedido_cliente_id: pedidos.pedido_cliente_id,
      status: pedidos.status,
      fornecedor_id: pedidos.fornecedor_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      cliente_id: pedidos.cliente_id,
      representante_id: pedidos.representante_id,
      quantidade: pedidos.quantidade,
      valor_bruto: pedidos.valor_bruto,
      valor_liquido: pedidos.valor_liquido,
    })
    .from(pedidos)
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .where(
      and(
        inArray(pedidos.pedido_cliente_id, [...pedidoClienteIds]),
        soDoFornecedor === undefined ? undefined : eq(pedidos.fornecedor_id, soDoFornecedor),
      ),
    )
    .orderBy(asc(pedidos.id));
}
export type PedidoDoPedidoCliente = Awaited<ReturnType<typeof pedidosDosPedidosClientes>>[number];

/** A client with the links the cliente policy reads; null when absent. */
export async function clienteComVinculos(db: Db, id: number) {
  const [c] = await db
    .select({ id: clientes.id, ...colunasVinculos() })
    .from(clientes)
    .where(eq(clientes.id, id));
  return c ?? null;
}

/** The client's orders in status 0 or 1 the caller may see, newest first (GET /api/pedidos/abertos). */
export async function pedidosAbertos(
  db: Db,
  ator: Ator,
  f: { clienteId: number; rodadaId: number | undefined; limite: number },
) {
  const doAtor = (): SQL => {
    switch (ator.tipo) {
      case 'fornecedor':
        return eq(pedidos.fornecedor_id, ator.fornecedorId ?? 0);
      case 'representante':
        return eq(pedidos.representante_id, ator.representanteId ?? 0);
      case 'administrador':
        return eq(rodadas.administrador_id, ator.administradorId ?? 0);
      default:
        return sql`false`;
    }
  };
  return db
    .select({
      id: pedidos.id,
      data: pedidos.data,
      entrega: pedidos.entrega,
      status: pedidos.status,
      rodada_id: pedidos.rodada_id,
      cliente_id: pedidos.cliente_id,
      cliente_loja_id: pedidos.cliente_loja_id,
      fornecedor_id: pedidos.fornecedor_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      representante_id: pedidos.representante_id,
      representante_nome: representantes.nome_fantasia,
      quantidade: pedidos.quantidade,
      valor_bruto: pedidos.valor_bruto,
      valor_liquido: pedidos.valor_liquido,
      pedido_cliente_id: pedidos.pedido_cliente_id,
      rodada_administrador_id: rodadas.administrador_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
    })
    .from(pedidos)
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(representantes, eq(representantes.id, pedidos.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(
      and(
        eq(pedidos.cliente_id, f.clienteId),
        inArray(pedidos.status, [0, 1]),
        f.rodadaId === undefined ? undefined : eq(pedidos.rodada_id, f.rodadaId),
        doAtor(),
      ),
    )
    .orderBy(desc(pedidos.id))
    .limit(f.limite);
}
