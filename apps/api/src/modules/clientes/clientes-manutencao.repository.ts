import { and, count, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  cliente_representante,
  clientes,
  fornecedor_cliente,
  lojas,
  pedidos,
  representantes,
  rodada_clientes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { inserirLoginTemporario } from '../perfis/index.js';
import { definirAtivo as definirLoginAtivo } from '../usuarios/index.js';
import { colunasVinculos } from './clientes-escopo.repository.js';

// SQL of the customers maintenance (spec 2 §5 "Customer form", §6, §7): one customer with what
// the cliente policy reads (its links, login user, CNPJ and IE: domain ClienteGerido), and the
// writes of the customer form. The lists are clientes-escopo.repository.ts.

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
  ...colunasVinculos(),
};

/** One customer with its login, main representative's name and links (ClienteGerido), or null. */
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
 * The customer as the authorization engine reads it (domain ClienteGerido: its links, its login's
 * user, CNPJ and IE), or null when it does not exist.
 */
export async function clienteGerido(db: Db | Tx, clienteId: number) {
  const [linha] = await db
    .select({
      id: clientes.id,
      user_id: clientes.user_id,
      cnpj: clientes.cnpj,
      ie: clientes.ie,
      ...colunasVinculos(),
    })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .limit(1);
  return linha ?? null;
}

/**
 * Whether a customer other than `clienteId` (any customer, when null) holds the CNPJ (14
 * characters, spec D5) on its profile or on one of its stores (issue 9 §6: a CNPJ belongs to
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

/** Creates a customer login with a temporary password (spec D1); answers the user id. */
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
