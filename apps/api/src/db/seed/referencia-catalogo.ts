import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { categorias, cores, erros_homologacao, tamanhos } from '../schema/index.js';

// The catalogue's reference data (spec 3 §3 "Category", "Size", "Colour", "Possible rejection
// error"; issue 12): what a new installation needs before any supplier registers a product. Each
// list is loaded only while it is empty, so the master's later changes to the shared sizes and
// colours (rename, delete) are never undone by a restart.

/** Product categories (spec 1 §3 "Category"), the product form's Categoria and the shop's chips. */
export const CATEGORIAS = [
  'Vestidos',
  'Blusas',
  'Calças',
  'Jeans',
  'Saias',
  'Shorts e Bermudas',
  'Casacos',
  'Moda Praia',
  'Tricô',
  'Fitness',
  'Infantil',
  'Acessórios',
  'Macacões',
] as const;
/** One of CATEGORIAS. */
export type Categoria = (typeof CATEGORIAS)[number];

/** Shared colours (tipo 1, kept by the master), upper case (spec 3 §5). */
export const CORES_COMPARTILHADAS = [
  'PRETO',
  'BRANCO',
  'OFF WHITE',
  'AZUL MARINHO',
  'AZUL CLARO',
  'VERMELHO',
  'BEGE',
  'CINZA MESCLA',
  'VERDE MILITAR',
  'ROSA',
  'AMARELO',
  'MARROM',
  'VINHO',
  'TERRACOTA',
  'JEANS CLARO',
  'JEANS ESCURO',
  'ESTAMPADO',
] as const;

/** The special shared size: choosing it in the grid dialog deactivates the others (spec 3 §3). */
export const TAMANHO_UNICO = 'ÚNICO';

/** The shared size grid (tipo 1) in its natural order; `especial` deactivates the others. */
export const TAMANHOS_COMPARTILHADOS: readonly { tamanho: string; especial?: boolean }[] = [
  { tamanho: 'PP' },
  { tamanho: 'P' },
  { tamanho: 'M' },
  { tamanho: 'G' },
  { tamanho: 'GG' },
  { tamanho: 'XG' },
  { tamanho: '36' },
  { tamanho: '38' },
  { tamanho: '40' },
  { tamanho: '42' },
  { tamanho: '44' },
  { tamanho: '46' },
  { tamanho: TAMANHO_UNICO, especial: true },
];

/** Possible rejection reasons (spec 3 §3 "Possible rejection error"), the approval dialog's list. */
export const ERROS_HOMOLOGACAO: readonly { nome: string; descricao: string }[] = [
  { nome: 'Foto desfocada', descricao: 'As fotos precisam estar nítidas, com o produto inteiro visível.' },
  {
    nome: 'Descrição incompleta',
    descricao: 'Informe modelo, tecido e detalhes de acabamento na descrição.',
  },
  { nome: 'Preço incompatível', descricao: 'O preço de atacado está fora da faixa praticada na rodada.' },
  { nome: 'Grade incompleta', descricao: 'Cadastre todos os tamanhos e cores disponíveis para venda.' },
  {
    nome: 'Categoria incorreta',
    descricao: 'O produto foi cadastrado em uma categoria que não corresponde a ele.',
  },
  {
    nome: 'Foto com marca d’água',
    descricao: 'Fotos não podem conter marca d’água, logotipos de terceiros ou textos.',
  },
];

/** Whether each list already has rows, in one round trip. */
async function preenchidas(db: Db) {
  const r = await db.execute<{ categorias: boolean; cores: boolean; tamanhos: boolean; erros: boolean }>(sql`
    select exists(select 1 from ${categorias}) as categorias,
           exists(select 1 from ${cores} where ${cores.tipo} = 1) as cores,
           exists(select 1 from ${tamanhos} where ${tamanhos.tipo} = 1) as tamanhos,
           exists(select 1 from ${erros_homologacao}) as erros`);
  const l = r.rows[0];
  return { categorias: !!l?.categorias, cores: !!l?.cores, tamanhos: !!l?.tamanhos, erros: !!l?.erros };
}

/**
 * Loads the categories, the shared colours and sizes and the rejection reasons, each only while
 * its list is empty (one small query when all are there). Unique names make a concurrent start
 * harmless (on conflict do nothing).
 */
export async function seedCatalogoReferencia(db: Db): Promise<void> {
  const ja = await preenchidas(db);
  if (!ja.categorias) {
    await db
      .insert(categorias)
      .values(CATEGORIAS.map((nome) => ({ nome })))
      .onConflictDoNothing();
  }
  if (!ja.cores) {
    await db
      .insert(cores)
      .values(CORES_COMPARTILHADAS.map((nome) => ({ nome, tipo: 1, fornecedor_id: null })))
      .onConflictDoNothing();
  }
  if (!ja.tamanhos) {
    await db
      .insert(tamanhos)
      .values(
        TAMANHOS_COMPARTILHADOS.map((t, i) => ({
          tamanho: t.tamanho,
          tipo: 1,
          fornecedor_id: null,
          especial: t.especial ?? false,
          ordem: i + 1,
        })),
      )
      .onConflictDoNothing();
  }
  if (!ja.erros) await db.insert(erros_homologacao).values([...ERROS_HOMOLOGACAO]);
}
