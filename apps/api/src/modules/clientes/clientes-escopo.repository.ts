import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db } from '../../db/client.js';
import {
  cidades,
  cliente_representante,
  clientes,
  enderecos,
  estados,
  fornecedor_cliente,
  pedidos,
  representantes,
  rodada_clientes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { cidadeEstado } from '../perfis/index.js';

// SQL of the customer lists (spec 2 §2 "Customers", §7): which customers each role lists, and the
// links the cliente policy reads (domain ClienteRecurso), loaded with each row for its `acoes`
// (ADR 013). A property test (clientes-escopo.property.test.ts) checks that the scopes list
// exactly the customers the policy's `ver` allows.

/** Order status 5 Cancelado (spec D10): left out of the supplier's round totals. */
const CANCELADO = 5;

/**
 * Which customers a caller's list holds (the same people the policies let see them):
 * - todos: the master;
 * - administrador: participants (rodada_clientes) of the rounds it organises, or of one of them;
 * - representante: main representative, or a confirmed link (status 1);
 * - fornecedor: its customer list (fornecedor_cliente) or customers with orders from it; in a
 *   round, those with an order from it in the round, or of its list and taking part in the round;
 * - cliente: itself.
 */
export type Escopo =
  | { tipo: 'todos' }
  | { tipo: 'administrador'; id: number; rodadaId?: number | undefined }
  | { tipo: 'representante'; id: number }
  | { tipo: 'fornecedor'; id: number; rodadaId?: number | undefined }
  | { tipo: 'cliente'; id: number };

// The fragments name every column with its table: drizzle leaves a lone table's columns
// unqualified, and inside a correlated subquery an unqualified "id" would be the inner table's.
const CLIENTE_ID = sql.raw('"clientes"."id"');
const CLIENTE_REPRESENTANTE = sql.raw('"clientes"."representante_id"');

/** An int[] column as numbers (the drivers answer arrays; anything else is no link). */
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

/**
 * The links that decide who may act on the customer of the row (domain ClienteRecurso): its
 * representatives (main one and confirmed links; a pending link does not count), the suppliers
 * whose list holds it or that have orders with it, and the administrators of the rounds it takes
 * part in. Correlated with "clientes"."id": one statement for the whole page, no query per row.
 * `carregar` false answers empty arrays (a print, which shows no row actions).
 */
export function colunasVinculos(carregar = true) {
  if (!carregar) {
    const vazio = sql<number[]>`'{}'::int[]`.mapWith(ids);
    return { representante_ids: vazio, fornecedor_ids: vazio, rodada_administrador_ids: vazio };
  }
  return {
    representante_ids: sql<
      number[]
    >`array(select ${CLIENTE_REPRESENTANTE} where ${CLIENTE_REPRESENTANTE} is not null
      union select cr.representante_id from ${cliente_representante} cr
        where cr.cliente_id = ${CLIENTE_ID} and cr.status = 1)`.mapWith(ids),
    fornecedor_ids: sql<number[]>`array(select fc.fornecedor_id from ${fornecedor_cliente} fc
        where fc.cliente_id = ${CLIENTE_ID}
      union select p.fornecedor_id from ${pedidos} p where p.cliente_id = ${CLIENTE_ID})`.mapWith(ids),
    rodada_administrador_ids: sql<number[]>`array(select distinct r.administrador_id
      from ${rodada_clientes} rc inner join ${rodadas} r on r.id = rc.rodada_id
      where rc.cliente_id = ${CLIENTE_ID})`.mapWith(ids),
  };
}

/** Customers with a confirmed link or as main representative of `representanteId`. */
const doRepresentante = (representanteId: number): SQL =>
  sql`(${CLIENTE_REPRESENTANTE} = ${representanteId} or exists (select 1 from ${cliente_representante} cr where cr.cliente_id = ${CLIENTE_ID} and cr.representante_id = ${representanteId} and cr.status = 1))`;

/** Customers in the supplier's list or with an order from it. */
const doFornecedor = (fornecedorId: number): SQL =>
  sql`(exists (select 1 from ${fornecedor_cliente} fc where fc.cliente_id = ${CLIENTE_ID} and fc.fornecedor_id = ${fornecedorId}) or exists (select 1 from ${pedidos} p where p.cliente_id = ${CLIENTE_ID} and p.fornecedor_id = ${fornecedorId}))`;

/** The supplier's customers in one round (see Escopo). */
const doFornecedorNaRodada = (fornecedorId: number, rodadaId: number): SQL =>
  sql`(exists (select 1 from ${pedidos} p where p.cliente_id = ${CLIENTE_ID} and p.fornecedor_id = ${fornecedorId} and p.rodada_id = ${rodadaId}) or (exists (select 1 from ${fornecedor_cliente} fc where fc.cliente_id = ${CLIENTE_ID} and fc.fornecedor_id = ${fornecedorId}) and exists (select 1 from ${rodada_clientes} rc where rc.cliente_id = ${CLIENTE_ID} and rc.rodada_id = ${rodadaId})))`;

/** Participants of the rounds the administrator organises (or of one of them). */
const doAdministrador = (administradorId: number, rodadaId?: number): SQL =>
  sql`exists (select 1 from ${rodada_clientes} rc inner join ${rodadas} r on r.id = rc.rodada_id where rc.cliente_id = ${CLIENTE_ID} and r.administrador_id = ${administradorId}${rodadaId === undefined ? sql`` : sql` and r.id = ${rodadaId}`})`;

export function filtroEscopo(escopo: Escopo): SQL | undefined {
  switch (escopo.tipo) {
    case 'todos':
      return undefined;
    case 'administrador':
      return doAdministrador(escopo.id, escopo.rodadaId);
    case 'representante':
      return doRepresentante(escopo.id);
    case 'fornecedor':
      return escopo.rodadaId === undefined
        ? doFornecedor(escopo.id)
        : doFornecedorNaRodada(escopo.id, escopo.rodadaId);
    case 'cliente':
      return eq(clientes.id, escopo.id);
  }
}

/** A LIKE pattern matching `texto` anywhere, with the user's wildcards taken literally. */
function contendo(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Search by part of the name, razão social, nome fantasia or CNPJ; the CNPJ is compared without
 * its mask and upper-cased (spec D5), so '12.ABC' and '12abc' both find '12ABC34501DE35'.
 */
export function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = contendo(busca.toLowerCase());
  const partes = [
    sql`lower(${clientes.nome}) like ${termo}`,
    sql`lower(${clientes.razao_social}) like ${termo}`,
    sql`lower(${clientes.nome_fantasia}) like ${termo}`,
  ];
  const documento = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (documento) partes.push(sql`${clientes.cnpj} like ${contendo(documento)}`);
  return or(...partes);
}

/** The round columns of a supplier's list in a round: its orders with the customer there. */
function colunasDaRodada(escopo: Escopo) {
  if (escopo.tipo !== 'fornecedor' || escopo.rodadaId === undefined) {
    return {
      pedidos_rodada: sql<number | null>`null::int`,
      valor_rodada: sql<string | null>`null::text`,
    };
  }
  const daRodada = sql`from ${pedidos} p where p.cliente_id = ${CLIENTE_ID} and p.fornecedor_id = ${escopo.id} and p.rodada_id = ${escopo.rodadaId} and p.status <> ${CANCELADO}`;
  return {
    pedidos_rodada: sql<number>`(select count(*)::int ${daRodada})`,
    valor_rodada: sql<string>`(select coalesce(sum(p.valor_liquido), 0)::numeric(14,2)::text ${daRodada})`,
  };
}

/**
 * A page of the caller's customers by name, and how many match the search. Each row carries the
 * customer's links, login user, CNPJ and IE (what its `acoes` read) unless `vinculos` is false.
 */
export async function listarClientes(
  db: Db,
  escopo: Escopo,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
  vinculos = true,
) {
  const where = and(filtroEscopo(escopo), filtroBusca(filtro.busca));
  const total = await contarAte(db, db.select(UM).from(clientes).where(where));
  const data = await db
    .select({
      id: clientes.id,
      user_id: clientes.user_id,
      nome: sql<string>`coalesce(${clientes.nome_fantasia}, ${clientes.nome})`,
      razao_social: clientes.razao_social,
      nome_fantasia: clientes.nome_fantasia,
      cnpj: clientes.cnpj,
      ie: clientes.ie,
      responsavel_nome: clientes.responsavel_nome,
      representante_id: clientes.representante_id,
      representante_nome: representantes.nome_fantasia,
      cidade_estado: cidadeEstado,
      telefone: enderecos.telefone,
      celular: enderecos.celular,
      email: users.email,
      ativo: clientes.ativo,
      verificado: users.verificado,
      ...colunasDaRodada(escopo),
      ...colunasVinculos(vinculos),
    })
    .from(clientes)
    .innerJoin(users, eq(users.id, clientes.user_id))
    .leftJoin(representantes, eq(representantes.id, clientes.representante_id))
    .leftJoin(enderecos, eq(enderecos.id, clientes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(where)
    .orderBy(sql`lower(coalesce(${clientes.nome_fantasia}, ${clientes.nome}))`, asc(clientes.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total: total, data };
}
export type LinhaDaLista = Awaited<ReturnType<typeof listarClientes>>['data'][number];
