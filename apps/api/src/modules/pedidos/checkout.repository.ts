import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  clientes,
  fornecedores,
  lojas,
  pedido_grade,
  pedido_itens,
  pedidos,
  pedidos_clientes,
  pedidos_clientes_itens,
  produto_cores,
  produto_tamanhos,
  produtos,
  representante_fornecedor,
  rodadas,
} from '../../db/schema/index.js';
import { colunasVinculos } from '../clientes/index.js';

// What a checkout reads and writes (issue 13 §6; spec D9, D11). Reads run on `deps.db` before
// the transaction; the writes and the idempotency re-check run on the transaction's `tx`.

type Leitor = Db | Tx;

/** A client with the links the cliente policy reads (ClienteRecurso) and its main representative. */
export async function clienteDoPedido(db: Leitor, id: number) {
  const [c] = await db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      representante_id: clientes.representante_id,
      ...colunasVinculos(),
    })
    .from(clientes)
    .where(eq(clientes.id, id));
  return c ?? null;
}
export type ClienteDoPedido = NonNullable<Awaited<ReturnType<typeof clienteDoPedido>>>;

/** A store (loja) by id: its owner and default flag. */
export async function lojaPorId(db: Leitor, id: number) {
  const [l] = await db
    .select({ id: lojas.id, cliente_id: lojas.cliente_id, padrao: lojas.padrao })
    .from(lojas)
    .where(eq(lojas.id, id));
  return l ?? null;
}

/**
 * A supplier with what the policy reads (FornecedorRecurso) and its trade name. The subquery names
 * the outer column with its table: drizzle leaves a lone table's columns unqualified.
 */
export async function fornecedorDoPedido(db: Leitor, id: number) {
  const [f] = await db
    .select({
      id: fornecedores.id,
      ativo: fornecedores.ativo,
      nome_fantasia: fornecedores.nome_fantasia,
      representante_ids: sql<number[]>`array(select rf.representante_id from ${representante_fornecedor} rf
        where rf.fornecedor_id = ${sql.raw('"fornecedores"."id"')})`.mapWith((v: unknown) =>
        Array.isArray(v) ? v.map(Number) : [],
      ),
    })
    .from(fornecedores)
    .where(eq(fornecedores.id, id));
  return f ?? null;
}

/** A round's order switch and administrator. */
export async function rodadaDoPedido(db: Leitor, id: number) {
  const [r] = await db
    .select({
      id: rodadas.id,
      permitir_pedidos: rodadas.permitir_pedidos,
      administrador_id: rodadas.administrador_id,
    })
    .from(rodadas)
    .where(eq(rodadas.id, id));
  return r ?? null;
}

const idsDe = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/** The catalogue's side of the cart's products: price, rules, state and grid. */
export async function produtosDoPedido(db: Leitor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ProdutoDoPedido>();
  const linhas = await db
    .select({
      id: produtos.id,
      codigo: produtos.codigo,
      descricao: produtos.descricao,
      valor: produtos.valor,
      quantidade_minima: produtos.quantidade_minima,
      multiplo: produtos.multiplo,
      status: produtos.status,
      ativo: produtos.ativo,
      fornecedor_id: produtos.fornecedor_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      fornecedor_ativo: fornecedores.ativo,
      cor_ids: sql<number[]>`array(select pc.cor_id from ${produto_cores} pc
        where pc.produto_id = ${produtos.id})`.mapWith(idsDe),
      tamanho_ids: sql<number[]>`array(select pt.tamanho_id from ${produto_tamanhos} pt
        where pt.produto_id = ${produtos.id})`.mapWith(idsDe),
    })
    .from(produtos)
    .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id))
    .where(inArray(produtos.id, [...new Set(ids)]));
  return new Map(linhas.map((p) => [p.id, p]));
}
export type ProdutoDoPedido = {
  id: number;
  codigo: string;
  descricao: string;
  valor: string;
  quantidade_minima: number;
  multiplo: number;
  status: number;
  ativo: boolean;
  fornecedor_id: number;
  fornecedor_nome: string;
  fornecedor_ativo: boolean;
  cor_ids: number[];
  tamanho_ids: number[];
};

/** A supplier order already saved with this uuid (spec D11): its owner and body hash. */
export async function pedidoPorUuid(db: Leitor, uuid: string) {
  const [p] = await db
    .select({ id: pedidos.id, user_id: pedidos.user_id, hash: pedidos.hash })
    .from(pedidos)
    .where(eq(pedidos.uuid, uuid));
  return p ?? null;
}

/**
 * A customer order already saved with this uuid, with its supplier orders (their hash is the
 * checkout's: pedidos_clientes has no hash column; ADR 018).
 */
export async function pedidoClientePorUuid(db: Leitor, uuid: string) {
  const [pc] = await db
    .select({ id: pedidos_clientes.id, user_id: pedidos_clientes.user_id })
    .from(pedidos_clientes)
    .where(eq(pedidos_clientes.uuid, uuid));
  if (!pc) return null;
  const filhos = await db
    .select({ id: pedidos.id, hash: pedidos.hash })
    .from(pedidos)
    .where(eq(pedidos.pedido_cliente_id, pc.id))
    .orderBy(asc(pedidos.id));
  return { ...pc, pedidos: filhos.map((f) => f.id), hash: filhos[0]?.hash ?? null };
}

/** A supplier order's row, as the service computed it. */
export type NovoPedido = typeof pedidos.$inferInsert;

/** One line of a supplier order with its grid cells. */
export interface NovaLinha {
  produto_id: number;
  codigo: string;
  descricao: string;
  valor: string;
  quantidade: number;
  subtotal: string;
  /** The line's notes (order form only). */
  observacoes?: string | null;
  grade: { cor_id: number; tamanho_id: number; quantidade: number }[];
}

/** Inserts a supplier order with its lines and grid; answers its id. */
export async function inserirPedido(tx: Tx, pedido: NovoPedido, linhas: readonly NovaLinha[]) {
  const [novo] = await tx.insert(pedidos).values(pedido).returning({ id: pedidos.id });
  const pedidoId = novo!.id;
  await inserirLinhas(tx, pedidoId, linhas);
  return pedidoId;
}

/**
 * Writes an order's lines and their grid cells in ONE statement: the lines and the cells travel
 * as two JSON parameters (jsonb_to_recordset) instead of a parameter per value, and the cells
 * join the inserted lines by their position (ordem). The cells are inserted in the order they were
 * sent (`with ordinality`: a join does not keep it, and readers list a line's cells by id). A
 * 20-line order with 12 cells a line is 260 rows in one round trip (bench/pedidos.bench.ts).
 */
export async function inserirLinhas(tx: Tx, pedidoId: number, linhas: readonly NovaLinha[]) {
  if (linhas.length === 0) return;
  const itens = linhas.map((l, ordem) => ({
    produto_id: l.produto_id,
    codigo: l.codigo,
    descricao: l.descricao,
    valor: l.valor,
    quantidade: l.quantidade,
    subtotal: l.subtotal,
    observacoes: l.observacoes ?? null,
    ordem,
  }));
  const celulas = linhas.flatMap((l, ordem) => l.grade.map((c) => ({ ordem, ...c })));
  await tx.execute(sql`
    with itens as (
      insert into ${pedido_itens} (pedido_id, produto_id, codigo, descricao, valor, quantidade, subtotal, observacoes, ordem)
      select ${pedidoId}, x.produto_id, x.codigo, x.descricao, x.valor, x.quantidade, x.subtotal, x.observacoes, x.ordem
      from jsonb_to_recordset(${JSON.stringify(itens)}::jsonb) as x(produto_id integer, codigo varchar,
        descricao varchar, valor numeric, quantidade integer, subtotal numeric, observacoes text, ordem smallint)
      order by x.ordem
      returning id, ordem
    )
    insert into ${pedido_grade} (pedido_item_id, cor_id, tamanho_id, quantidade)
    select itens.id, g.cor_id, g.tamanho_id, g.quantidade
    from itens join rows from (jsonb_to_recordset(${JSON.stringify(celulas)}::jsonb)
      as (ordem smallint, cor_id integer, tamanho_id integer, quantidade integer)) with ordinality
      as g(ordem, cor_id, tamanho_id, quantidade, n) on g.ordem = itens.ordem
    order by g.n`);
}

/** Inserts a customer order (pedidos_clientes) with its cart snapshot; answers its id. */
export async function inserirPedidoCliente(
  tx: Tx,
  pedido: typeof pedidos_clientes.$inferInsert,
  itens: readonly Omit<typeof pedidos_clientes_itens.$inferInsert, 'pedido_cliente_id'>[],
) {
  const [novo] = await tx.insert(pedidos_clientes).values(pedido).returning({ id: pedidos_clientes.id });
  const id = novo!.id;
  await tx.insert(pedidos_clientes_itens).values(itens.map((i) => ({ ...i, pedido_cliente_id: id })));
  return id;
}

/** Whether the cliente has a store with this id (the store of an order is always its client's). */
export async function lojaDoCliente(db: Leitor, lojaId: number, clienteId: number) {
  const [l] = await db
    .select({ id: lojas.id })
    .from(lojas)
    .where(and(eq(lojas.id, lojaId), eq(lojas.cliente_id, clienteId)));
  return l !== undefined;
}
