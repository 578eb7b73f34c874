import { and, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { clientes, fornecedores, lojas, pedidos, representantes, rodadas } from '../../db/schema/index.js';

// SQL of the orders list and filter (spec 3 §2 "Orders list", §3 "Order filter", §7; PEDIDOS.md
// decision 3). The scope is one equality on an indexed column (the caller's own orders, or the
// round of an administrador); the page is newest first; the totals are one aggregate over the
// whole filtered set.

type Leitor = Db | Tx;

/** Whose orders: a party column equal to the caller's profile, or the orders of one round. */
export type EscopoPedidos =
  | { coluna: 'fornecedor_id' | 'representante_id' | 'cliente_id'; id: number }
  | { coluna: 'rodada_id'; id: number };

/** The filter, resolved (undefined: no filter). */
export interface FiltroResolvido {
  rodada_id?: number | undefined;
  status: 'todos' | 'abertos' | 'enviados';
  data_tipo: 'nenhuma' | 'cadastro' | 'entrega';
  data_inicial?: string | undefined;
  data_final?: string | undefined;
  cliente_id?: number | undefined;
  cliente_loja_id?: number | undefined;
  fornecedor_id?: number | undefined;
  representante_id?: number | undefined;
  pedido?: number | undefined;
  busca?: string | undefined;
}

const CANCELADO = 5;

/** A LIKE pattern matching `texto` anywhere, the user's wildcards taken literally. */
const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search: order number, client name, store razão social / nome fantasia / CNPJ, supplier name. */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = contendo(busca.toLowerCase());
  const partes: SQL[] = [
    sql`lower(${clientes.nome}) like ${termo}`,
    sql`lower(${lojas.razao_social}) like ${termo}`,
    sql`lower(${lojas.nome_fantasia}) like ${termo}`,
    sql`lower(${fornecedores.nome_fantasia}) like ${termo}`,
  ];
  const documento = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (documento) partes.push(sql`${lojas.cnpj} like ${contendo(documento)}`);
  if (/^\d{1,9}$/.test(busca.trim())) partes.push(eq(pedidos.id, Number(busca.trim())));
  return or(...partes);
}

/** The WHERE of the scope, the filter and the search. */
export function onde(escopo: EscopoPedidos, f: FiltroResolvido): SQL | undefined {
  const coluna = pedidos[escopo.coluna];
  const periodo =
    f.data_tipo === 'nenhuma' ? null : f.data_tipo === 'cadastro' ? pedidos.data : pedidos.entrega;
  return and(
    eq(coluna, escopo.id),
    f.rodada_id === undefined ? undefined : eq(pedidos.rodada_id, f.rodada_id),
    f.status === 'abertos' ? inArray(pedidos.status, [0, 1, 2]) : undefined,
    f.status === 'enviados' ? eq(pedidos.status, 4) : undefined,
    periodo && f.data_inicial ? gte(periodo, f.data_inicial) : undefined,
    periodo && f.data_final ? lte(periodo, f.data_final) : undefined,
    f.cliente_id === undefined ? undefined : eq(pedidos.cliente_id, f.cliente_id),
    f.cliente_loja_id === undefined ? undefined : eq(pedidos.cliente_loja_id, f.cliente_loja_id),
    f.fornecedor_id === undefined ? undefined : eq(pedidos.fornecedor_id, f.fornecedor_id),
    f.representante_id === undefined ? undefined : eq(pedidos.representante_id, f.representante_id),
    f.pedido === undefined ? undefined : eq(pedidos.id, f.pedido),
    filtroBusca(f.busca),
  );
}

const dinheiroTexto = (expr: SQL) => sql<string>`(${expr})::numeric(14,2)::text`;
const naoCancelado = sql`${pedidos.status} <> ${CANCELADO}`;
const somaSe = (coluna: SQL, condicao: SQL) =>
  dinheiroTexto(sql`coalesce(sum(${coluna}) filter (where ${condicao}), 0)`);
const contaSe = (condicao: SQL) => sql<number>`(count(*) filter (where ${condicao}))::int`;

/** How many orders match and the totals over them (cancelled orders out of the sums). */
export async function totaisFiltrados(db: Leitor, where: SQL | undefined, comJuncoes: boolean) {
  const liquido = sql`${pedidos.valor_liquido}`;
  const colunas = {
    total: sql<number>`count(*)::int`,
    pedidos: contaSe(naoCancelado),
    quantidade: sql<number>`coalesce(sum(${pedidos.quantidade}) filter (where ${naoCancelado}), 0)::int`,
    valor_bruto: somaSe(sql`${pedidos.valor_bruto}`, naoCancelado),
    valor_liquido: somaSe(liquido, naoCancelado),
    comissao_valor: somaSe(sql`${pedidos.comissao_valor}`, naoCancelado),
    pendentes_pedidos: contaSe(sql`${pedidos.status} in (0, 1)`),
    pendentes_valor: somaSe(liquido, sql`${pedidos.status} in (0, 1)`),
    entregues_pedidos: contaSe(sql`${pedidos.status} = 3`),
    entregues_valor: somaSe(liquido, sql`${pedidos.status} = 3`),
    enviados_pedidos: contaSe(sql`${pedidos.status} = 4`),
    enviados_valor: somaSe(liquido, sql`${pedidos.status} = 4`),
  };
  const base = db.select(colunas).from(pedidos);
  const [t] = comJuncoes
    ? await base
        .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
        .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
        .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
        .where(where)
    : await base.where(where);
  return t!;
}

/**
 * A page of orders, newest first, with what the rows and their `acoes` need. The page's ids come
 * first from the orders alone (the people's tables only when the search reads them), then the rows
 * of those ids with their joins: a deep page skips its offset without joining every skipped row.
 */
export async function paginaDePedidos(
  db: Leitor,
  where: SQL | undefined,
  comJuncoes: boolean,
  limite: number,
  deslocamento: number,
) {
  const base = db.select({ id: pedidos.id }).from(pedidos);
  const chaves = await (
    comJuncoes
      ? base
          .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
          .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
          .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
          .where(where)
      : base.where(where)
  )
    .orderBy(desc(pedidos.id))
    .limit(limite)
    .offset(deslocamento);
  if (chaves.length === 0) return [];
  return db
    .select({
      id: pedidos.id,
      uuid: pedidos.uuid,
      hash: pedidos.hash,
      data: pedidos.data,
      entrega: pedidos.entrega,
      status: pedidos.status,
      cliente_id: pedidos.cliente_id,
      cliente_nome: clientes.nome,
      razao_social: lojas.razao_social,
      nome_fantasia: lojas.nome_fantasia,
      cnpj: lojas.cnpj,
      fornecedor_id: pedidos.fornecedor_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      representante_id: pedidos.representante_id,
      representante_nome: representantes.nome_fantasia,
      quantidade: pedidos.quantidade,
      valor_bruto: pedidos.valor_bruto,
      valor_liquido: pedidos.valor_liquido,
      comissao_valor: pedidos.comissao_valor,
      offline: pedidos.offline,
      pedido_loja: pedidos.pedido_loja,
      pedido_cliente_id: pedidos.pedido_cliente_id,
      rodada_id: pedidos.rodada_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
      rodada_administrador_id: rodadas.administrador_id,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(representantes, eq(representantes.id, pedidos.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(
      inArray(
        pedidos.id,
        chaves.map((c) => c.id),
      ),
    )
    .orderBy(desc(pedidos.id));
}
export type LinhaDaPagina = Awaited<ReturnType<typeof paginaDePedidos>>[number];

/** A round's administrator (null when the round does not exist). */
export async function administradorDaRodada(db: Leitor, rodadaId: number) {
  const [r] = await db
    .select({ administrador_id: rodadas.administrador_id })
    .from(rodadas)
    .where(eq(rodadas.id, rodadaId));
  return r ?? null;
}
