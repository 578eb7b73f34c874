import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx, Db } from '../../db/client.js';
import { arquivos, enderecos, fornecedores, representante_fornecedor, users } from '../../db/schema/index.js';
import { colunasEnderecoDaConta, inserirLoginTemporario, type EnderecoGravado } from '../perfis/index.js';
import { definirAtivo as definirLoginAtivo } from '../usuarios/index.js';
import { colunasGestao } from './fornecedores-manutencao.repository.js';

// SQL of 'Cadastro de Fornecedor' and of the maintenance writes (spec 2 §2 "Suppliers", §5
// "Supplier registration", §7): load, register, update, block and delete a supplier.

/** The same supplier row locked until the transaction ends (one change at a time). */
export async function travar(tx: Tx, id: number) {
  const [linha] = await tx
    .select({
      id: fornecedores.id,
      ativo: fornecedores.ativo,
      user_id: fornecedores.user_id,
      endereco_id: fornecedores.endereco_id,
    })
    .from(fornecedores)
    .where(eq(fornecedores.id, id))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** 'Cadastro de Fornecedor' of one supplier: profile, address, login and what the policies read, or null. */
export async function buscarCadastro(db: Db, id: number) {
  const [linha] = await db
    .select({
      id: fornecedores.id,
      razao_social: fornecedores.razao_social,
      nome_fantasia: fornecedores.nome_fantasia,
      cnpj: fornecedores.cnpj,
      ie: fornecedores.ie,
      nome_socio: fornecedores.nome_socio,
      cpf: fornecedores.cpf,
      data_nascimento: fornecedores.data_nascimento,
      ativo: fornecedores.ativo,
      email: users.email,
      endereco_id: fornecedores.endereco_id,
      endereco: { ...colunasEnderecoDaConta, email: enderecos.email, email2: enderecos.email2 },
      ...colunasGestao,
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .where(eq(fornecedores.id, id))
    .limit(1);
  return linha ?? null;
}

/**
 * Serialises registrations and edits of one CNPJ until the transaction ends, so two saves racing
 * for the same CNPJ cannot both pass the uniqueness check (there is no unique index on it).
 */
export async function travarCnpj(tx: Tx, cnpj: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fornecedores.cnpj:${cnpj}`}))`);
}

/** Whether another supplier already has this CNPJ. */
export async function cnpjEmUso(db: Db | Tx, cnpj: string, excetoId?: number): Promise<boolean> {
  const [linha] = await db
    .select({ n: count() })
    .from(fornecedores)
    .where(
      and(
        eq(fornecedores.cnpj, cnpj),
        excetoId === undefined ? undefined : sql`${fornecedores.id} <> ${excetoId}`,
      ),
    );
  return (linha?.n ?? 0) > 0;
}

/** The supplier profile data 'Cadastro de Fornecedor' writes. */
export interface DadosFornecedor {
  razao_social: string;
  nome_fantasia: string;
  cnpj: string;
  ie: string | null;
  nome_socio: string | null;
  cpf: string | null;
  data_nascimento: string | null;
  local: string;
}

/**
 * Creates a supplier: its login (tipo fornecedor, the e-mail counts as validated since the password
 * is handed over in person, account to be completed, temporary password to change), its address and
 * profile; a representante who registers it carries it. Answers the supplier id.
 */
export async function inserirFornecedor(
  tx: Tx,
  dados: DadosFornecedor & {
    email: string;
    hash: string;
    endereco: EnderecoGravado;
    representanteId: number | null;
    criadoPor: number;
  },
): Promise<{ id: number; userId: number }> {
  const userId = await inserirLoginTemporario(tx, {
    tipo: 'fornecedor',
    nome: dados.nome_fantasia,
    email: dados.email,
    hash: dados.hash,
    verificado: false,
    criadoPor: dados.criadoPor,
  });
  const [end] = await tx.insert(enderecos).values(dados.endereco).returning({ id: enderecos.id });
  if (!end) throw new Error('endereço não inserido');
  const [forn] = await tx
    .insert(fornecedores)
    .values({
      user_id: userId,
      razao_social: dados.razao_social,
      nome_fantasia: dados.nome_fantasia,
      cnpj: dados.cnpj,
      ie: dados.ie,
      nome_socio: dados.nome_socio,
      cpf: dados.cpf,
      data_nascimento: dados.data_nascimento,
      endereco_id: end.id,
      local: dados.local,
    })
    .returning({ id: fornecedores.id });
  if (!forn) throw new Error('fornecedor não inserido');
  if (dados.representanteId !== null) {
    await tx
      .insert(representante_fornecedor)
      .values({ representante_id: dados.representanteId, fornecedor_id: forn.id, ativo_representante: true });
  }
  return { id: forn.id, userId };
}

/** Updates the supplier profile; the login's display name follows the trade name (and its e-mail, when given). */
export async function atualizarFornecedor(
  tx: Tx,
  id: number,
  userId: number,
  dados: DadosFornecedor & { endereco_id: number; email?: string | undefined },
  agora: Date,
): Promise<void> {
  const { endereco_id, email, ...perfil } = dados;
  await tx
    .update(fornecedores)
    .set({ ...perfil, endereco_id, updated_at: agora })
    .where(eq(fornecedores.id, id));
  await tx
    .update(users)
    .set({ nome: dados.nome_fantasia, ...(email === undefined ? {} : { email }), updated_at: agora })
    .where(eq(users.id, userId));
}

/**
 * Sets the supplier's ativo and its login's ativo together (spec 2 §4, schema note on
 * fornecedores.ativo); deactivating also ends the login's sessions.
 */
export async function definirAtivo(tx: Tx, id: number, userId: number, ativo: boolean, agora: Date) {
  await tx.update(fornecedores).set({ ativo, updated_at: agora }).where(eq(fornecedores.id, id));
  await definirLoginAtivo(tx, userId, ativo, agora);
}

/**
 * Deletes the supplier's login (the profile, tokens, ratings, representative and customer links go
 * with it, cascade), then its address and the rows of its logo and video; answers the storage keys
 * of the files, to remove after the commit.
 */
export async function excluirFornecedor(
  tx: Tx,
  f: {
    user_id: number;
    endereco_id: number | null;
    logo_arquivo_id: number | null;
    video_arquivo_id: number | null;
  },
): Promise<string[]> {
  await tx.delete(users).where(eq(users.id, f.user_id));
  if (f.endereco_id !== null) await tx.delete(enderecos).where(eq(enderecos.id, f.endereco_id));
  const ids = [f.logo_arquivo_id, f.video_arquivo_id].filter((v): v is number => v !== null);
  if (ids.length === 0) return [];
  const apagados = await tx
    .delete(arquivos)
    .where(inArray(arquivos.id, ids))
    .returning({ chave: arquivos.chave });
  return apagados.map((a) => a.chave);
}
