import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  cidades,
  cliente_representante,
  clientes,
  enderecos,
  estados,
  fornecedor_cliente,
  lojas,
  pedidos,
  representantes,
  rodada_clientes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { cidadeEstado, inserirLoginTemporario } from '../perfis/perfis.repository.js';
import { definirAtivo as definirLoginAtivo } from '../usuarios/usuarios.repository.js';

// SQL of the customers maintenance (spec 2 §2 "Customers", §7): the scoped lists, one customer
// with the links that decide who may act on it, and the writes of the customer form.

/** Order status 5 Cancelado (decision 10): left out of the supplier's round totals. */
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

// The scope fragments name every column with its table: drizzle leaves a lone table's columns
// unqualified, and inside a correlated subquery an unqualified "id" would be the inner table's.
const CLIENTE_ID = sql.raw('"clientes"."id"');
const CLIENTE_REPRESENTANTE = sql.raw('"clientes"."representante_id"');

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

function filtroEscopo(escopo: Escopo): SQL | undefined {
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
 * its mask and upper-cased (decision 5), so '12.ABC' and '12abc' both find '12ABC34501DE35'.
 */
function filtroBusca(busca: string | undefined): SQL | undefined {
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

/** A page of the caller's customers by name, and how many match the search. */
export async function listarClientes(
  db: Db,
  escopo: Escopo,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
) {
  const where = and(filtroEscopo(escopo), filtroBusca(filtro.busca));
  const [total] = await db.select({ n: count() }).from(clientes).where(where);
  const data = await db
    .select({
      id: clientes.id,
      nome: sql<string>`coalesce(${clientes.nome_fantasia}, ${clientes.nome})`,
      razao_social: clientes.razao_social,
      nome_fantasia: clientes.nome_fantasia,
      cnpj: clientes.cnpj,
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
  return { total: total?.n ?? 0, data };
}

const colunasCliente = {
  id: clientes.id,
  user_id: clientes.user_id,
  nome: clientes.nome,
  razao_social: clientes.razao_social,
  nome_fantasia: clientes.nome_fantasia,
  cnpj: clientes.cnpj,
  ie: clientes.ie,
  responsavel_nome: clientes.responsavel_nome,
  responsavel_cpf: clientes.responsavel_cpf,
  representante_id: clientes.representante_id,
  representante_nome: representantes.nome_fantasia,
  endereco_id: clientes.endereco_id,
  ativo: clientes.ativo,
  email: users.email,
  verificado: users.verificado,
};

/** One customer with its login and main representative's name, or null. */
export async function buscarCliente(db: Db | Tx, clienteId: number) {
  const [linha] = await db
    .select(colunasCliente)
    .from(clientes)
    .innerJoin(users, eq(users.id, clientes.user_id))
    .leftJoin(representantes, eq(representantes.id, clientes.representante_id))
    .where(eq(clientes.id, clienteId))
    .limit(1);
  return linha ?? null;
}
export type LinhaCliente = NonNullable<Awaited<ReturnType<typeof buscarCliente>>>;

/** The same, locking the customer's row until the transaction ends (one save at a time). */
export async function travarCliente(tx: Tx, clienteId: number) {
  const [trava] = await tx
    .select({ id: clientes.id })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .for('update');
  return trava ? buscarCliente(tx, clienteId) : null;
}

/**
 * The links that decide who may act on a customer (domain ClienteRecurso): its representatives
 * (main one and confirmed links; a pending link does not count), the suppliers whose list holds it
 * or that have orders with it, and the administrators of the rounds it takes part in. Null when
 * the customer does not exist.
 */
export async function vinculosDoCliente(db: Db | Tx, clienteId: number) {
  // Written with explicit aliases: drizzle leaves a lone table's columns unqualified in a select,
  // and the correlated subqueries need them qualified.
  const [linha] = await db
    .execute<{
      id: number;
      representante_ids: number[] | null;
      fornecedor_ids: number[] | null;
      rodada_administrador_ids: number[] | null;
    }>(
      sql`select c.id,
        array(select c.representante_id where c.representante_id is not null
          union select cr.representante_id from ${cliente_representante} cr
            where cr.cliente_id = c.id and cr.status = 1) as representante_ids,
        array(select fc.fornecedor_id from ${fornecedor_cliente} fc where fc.cliente_id = c.id
          union select p.fornecedor_id from ${pedidos} p where p.cliente_id = c.id) as fornecedor_ids,
        array(select distinct r.administrador_id from ${rodada_clientes} rc
          inner join ${rodadas} r on r.id = rc.rodada_id
          where rc.cliente_id = c.id) as rodada_administrador_ids
      from ${clientes} c where c.id = ${clienteId}`,
    )
    .then((r) => r.rows);
  if (!linha) return null;
  const ids = (v: unknown) => (Array.isArray(v) ? v.map(Number) : []);
  return {
    id: Number(linha.id),
    representante_ids: ids(linha.representante_ids),
    fornecedor_ids: ids(linha.fornecedor_ids),
    rodada_administrador_ids: ids(linha.rodada_administrador_ids),
  };
}

/**
 * Whether a customer other than `clienteId` (any customer, when null) holds the CNPJ (14
 * characters, decision 5) on its profile or on one of its stores (issue 9 §6: a CNPJ belongs to
 * one customer).
 */
export async function cnpjDeOutroCliente(
  db: Db | Tx,
  cnpj: string,
  clienteId: number | null,
): Promise<boolean> {
  const outro = clienteId ?? 0;
  const [linha] = await db
    .execute<{ existe: boolean }>(
      sql`select (exists (select 1 from ${clientes} c where c.cnpj = ${cnpj} and c.id <> ${outro})
        or exists (select 1 from ${lojas} l where l.cnpj = ${cnpj} and l.cliente_id <> ${outro})) as existe`,
    )
    .then((r) => r.rows);
  return linha?.existe === true;
}

/**
 * Serialises every write of one CNPJ on customers and stores until the transaction ends: two
 * customers claiming the same CNPJ at once get one success and one 409 (the columns have no
 * unique index: a customer's stores may share its CNPJ).
 */
export async function travarCnpj(tx: Tx, cnpj: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cliente-cnpj:${cnpj}`}))`);
}

/** Whether the representative exists. */
export async function representanteExiste(db: Db | Tx, id: number): Promise<boolean> {
  const [linha] = await db
    .select({ id: representantes.id })
    .from(representantes)
    .where(eq(representantes.id, id))
    .limit(1);
  return linha !== undefined;
}

/** Whether the round exists and `administradorId` organises it. */
export async function organizaRodada(db: Db | Tx, administradorId: number, rodadaId: number) {
  const [linha] = await db
    .select({ id: rodadas.id })
    .from(rodadas)
    .where(and(eq(rodadas.id, rodadaId), eq(rodadas.administrador_id, administradorId)))
    .limit(1);
  return linha !== undefined;
}

/** Creates a customer login with a temporary password (decision 1); answers the user id. */
export async function inserirLogin(
  tx: Tx,
  dados: { nome: string; email: string; hash: string; criadoPor: number },
): Promise<number> {
  // The data the form required is already there, so the account counts as completed.
  return inserirLoginTemporario(tx, { ...dados, tipo: 'cliente', verificado: true });
}

/** The customer data the form writes. */
export interface DadosCliente {
  razao_social: string | null;
  nome_fantasia: string | null;
  cnpj: string | null;
  ie: string | null;
  responsavel_nome: string | null;
  responsavel_cpf: string | null;
  representante_id: number | null;
  endereco_id: number | null;
}

/** Creates the customer profile; answers its id. */
export async function inserirCliente(
  tx: Tx,
  dados: DadosCliente & { user_id: number; nome: string },
): Promise<number> {
  const [linha] = await tx.insert(clientes).values(dados).returning({ id: clientes.id });
  if (!linha) throw new Error('cliente não gravado');
  return linha.id;
}

/** Updates the customer profile. */
export async function atualizarCliente(tx: Tx, clienteId: number, dados: Partial<DadosCliente>, agora: Date) {
  await tx
    .update(clientes)
    .set({ ...dados, updated_at: agora })
    .where(eq(clientes.id, clienteId));
}

/** An address as the customer form writes it; the master's edit may leave any part empty. */
export interface EnderecoDoCliente {
  rua: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  estado_id: number | null;
  cidade_id: number | null;
  cep: string | null;
  telefone: string | null;
  celular: string | null;
  email: string | null;
  local: string | null;
}

/** Changes a login's e-mail (the master's edit of a customer). */
export async function trocarEmail(tx: Tx, userId: number, email: string, agora: Date) {
  await tx.update(users).set({ email, updated_at: agora }).where(eq(users.id, userId));
}

/** The representative's confirmed link (status 1), made or confirmed. */
export async function confirmarVinculo(tx: Tx, clienteId: number, representanteId: number) {
  await tx
    .insert(cliente_representante)
    .values({ cliente_id: clienteId, representante_id: representanteId, status: 1 })
    .onConflictDoUpdate({
      target: [cliente_representante.cliente_id, cliente_representante.representante_id],
      set: { status: 1 },
    });
}

/** Puts the customer in the supplier's list. */
export async function incluirNoFornecedor(tx: Tx, fornecedorId: number, clienteId: number) {
  await tx
    .insert(fornecedor_cliente)
    .values({ fornecedor_id: fornecedorId, cliente_id: clienteId })
    .onConflictDoNothing();
}

/** Enrols the customer in a round. */
export async function incluirNaRodada(tx: Tx, rodadaId: number, clienteId: number) {
  await tx
    .insert(rodada_clientes)
    .values({ rodada_id: rodadaId, cliente_id: clienteId })
    .onConflictDoNothing();
}

/** How many orders the supplier has with the customer. */
export async function pedidosEntre(db: Db | Tx, fornecedorId: number, clienteId: number) {
  const [linha] = await db
    .select({ n: count() })
    .from(pedidos)
    .where(and(eq(pedidos.fornecedor_id, fornecedorId), eq(pedidos.cliente_id, clienteId)));
  return linha?.n ?? 0;
}

/** Takes the customer out of the supplier's list; answers whether it was there. */
export async function tirarDoFornecedor(tx: Tx, fornecedorId: number, clienteId: number) {
  const removidos = await tx
    .delete(fornecedor_cliente)
    .where(
      and(eq(fornecedor_cliente.fornecedor_id, fornecedorId), eq(fornecedor_cliente.cliente_id, clienteId)),
    )
    .returning({ id: fornecedor_cliente.id });
  return removidos.length > 0;
}

/**
 * Activates or deactivates the customer and its login together (users.ativo is what the login
 * checks); deactivating also ends the login's sessions.
 */
export async function definirAtivo(
  tx: Tx,
  cliente: { id: number; user_id: number },
  ativo: boolean,
  agora: Date,
) {
  await tx.update(clientes).set({ ativo, updated_at: agora }).where(eq(clientes.id, cliente.id));
  await definirLoginAtivo(tx, cliente.user_id, ativo, agora);
}
