import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.js';
import { arquivos, enderecos, fornecedores, users } from '../../db/schema/index.js';
import { colunasEnderecoDaConta } from '../perfis/index.js';

const logo = alias(arquivos, 'logo');
const video = alias(arquivos, 'video');

/**
 * The supplier account page (spec 2 §3 "fornecedor"): the profile, its login, its address (with
 * email2, supplier addresses only) and the storage keys of its logo and showroom video.
 */
export async function buscarConta(db: Db, fornecedorId: number) {
  const [linha] = await db
    .select({
      id: fornecedores.id,
      razao_social: fornecedores.razao_social,
      nome_fantasia: fornecedores.nome_fantasia,
      cnpj: fornecedores.cnpj,
      ie: fornecedores.ie,
      user_id: users.id,
      email: users.email,
      verificado: users.verificado,
      logo_chave: logo.chave,
      video_chave: video.chave,
      endereco: { ...colunasEnderecoDaConta, email: enderecos.email, email2: enderecos.email2 },
    })
    .from(fornecedores)
    .innerJoin(users, eq(users.id, fornecedores.user_id))
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .leftJoin(logo, eq(logo.id, fornecedores.logo_arquivo_id))
    .leftJoin(video, eq(video.id, fornecedores.video_arquivo_id))
    .where(eq(fornecedores.id, fornecedorId))
    .limit(1);
  return linha ?? null;
}

/** The storage key of the supplier's logo, or null. */
export async function chaveDoLogo(db: Db, fornecedorId: number): Promise<string | null> {
  const [linha] = await db
    .select({ chave: arquivos.chave })
    .from(fornecedores)
    .innerJoin(arquivos, eq(arquivos.id, fornecedores.logo_arquivo_id))
    .where(eq(fornecedores.id, fornecedorId))
    .limit(1);
  return linha?.chave ?? null;
}

/** Locks the supplier row until the transaction ends (one save at a time); answers its links. */
export async function travarFornecedor(tx: Tx, fornecedorId: number) {
  const [linha] = await tx
    .select({
      user_id: fornecedores.user_id,
      endereco_id: fornecedores.endereco_id,
      logo_arquivo_id: fornecedores.logo_arquivo_id,
      video_arquivo_id: fornecedores.video_arquivo_id,
    })
    .from(fornecedores)
    .where(eq(fornecedores.id, fornecedorId))
    .limit(1)
    .for('update');
  return linha ?? null;
}

/** The login's e-mail and whether the account is completed. */
export async function loginDoUsuario(tx: Tx, userId: number) {
  const [linha] = await tx
    .select({ email: users.email, verificado: users.verificado })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return linha ?? null;
}

/** Updates the supplier profile of the account page. */
export async function atualizarFornecedor(
  tx: Tx,
  fornecedorId: number,
  dados: {
    razao_social: string;
    nome_fantasia: string;
    cnpj: string;
    ie: string;
    endereco_id: number;
    local: string;
  },
): Promise<void> {
  await tx.update(fornecedores).set(dados).where(eq(fornecedores.id, fornecedorId));
}

/** Registers a stored file (db/schema/arquivos.ts); answers its id. */
export async function inserirArquivo(
  tx: Tx,
  dados: {
    chave: string;
    nome: string | null;
    mime: string;
    bytes: number;
    largura?: number | null;
    altura?: number | null;
    duracao?: string | null;
    sha256: string;
    user_id: number;
  },
): Promise<number> {
  const [linha] = await tx.insert(arquivos).values(dados).returning({ id: arquivos.id });
  if (!linha) throw new Error('arquivo não registrado');
  return linha.id;
}

/** Points the supplier's logo or showroom video at a stored file (null: none). */
export async function definirArquivo(
  tx: Tx,
  fornecedorId: number,
  campo: 'logo' | 'video',
  arquivoId: number | null,
): Promise<void> {
  await tx
    .update(fornecedores)
    .set(campo === 'logo' ? { logo_arquivo_id: arquivoId } : { video_arquivo_id: arquivoId })
    .where(eq(fornecedores.id, fornecedorId));
}

/** Deletes a file row; answers its storage key (null when it was already gone). */
export async function excluirArquivo(db: Db, id: number): Promise<string | null> {
  const [linha] = await db.delete(arquivos).where(eq(arquivos.id, id)).returning({ chave: arquivos.chave });
  return linha?.chave ?? null;
}
