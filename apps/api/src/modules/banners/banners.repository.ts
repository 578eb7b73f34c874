import { and, arrayContains, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import { arquivos, banners } from '../../db/schema/index.js';

/** The columns of a banner as the list, the form and the carousel read it (with its picture). */
const colunas = {
  id: banners.id,
  nome: banners.nome,
  data_inicio: banners.data_inicio,
  data_fim: banners.data_fim,
  destinatarios: banners.destinatarios,
  destino: banners.destino,
  status: banners.status,
  publicacao: banners.publicacao,
  arquivo_id: arquivos.id,
  chave: arquivos.chave,
  largura: arquivos.largura,
  altura: arquivos.altura,
};
export type LinhaBanner = NonNullable<Awaited<ReturnType<typeof buscarBanner>>>;

/** Search by part of the name (LIKE wildcards typed by the user are literal). */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = `%${busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`lower(${banners.nome}) like ${termo}`;
}

/** A page of banners, newest first, and how many match the search. */
export async function listarBanners(
  db: Db,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
) {
  const where = filtroBusca(filtro.busca);
  const total = await contarAte(db, db.select(UM).from(banners).where(where));
  const data = await db
    .select(colunas)
    .from(banners)
    .leftJoin(arquivos, eq(arquivos.id, banners.imagem_arquivo_id))
    .where(where)
    .orderBy(desc(banners.created_at), desc(banners.id))
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total, data };
}

/** One banner with its picture, or null. */
export async function buscarBanner(db: Db | Tx, id: number) {
  const [linha] = await db
    .select(colunas)
    .from(banners)
    .leftJoin(arquivos, eq(arquivos.id, banners.imagem_arquivo_id))
    .where(eq(banners.id, id))
    .limit(1);
  return linha ?? null;
}

/**
 * The carousel's banners: published (status 1), for `destino`, whose period includes `hoje`
 * ('aaaa-mm-dd' in America/Sao_Paulo), with a picture; newest first (at most 20).
 */
export async function listarAtivos(db: Db, destino: string, hoje: string) {
  return db
    .select(colunas)
    .from(banners)
    .innerJoin(arquivos, eq(arquivos.id, banners.imagem_arquivo_id))
    .where(
      and(
        eq(banners.status, 1),
        lte(banners.data_inicio, hoje),
        gte(banners.data_fim, hoje),
        arrayContains(banners.destinatarios, [destino]),
      ),
    )
    .orderBy(desc(banners.data_inicio), desc(banners.id))
    .limit(20);
}

/** The arquivos row of a new picture. */
export interface ArquivoDoBanner {
  chave: string;
  mime: string;
  bytes: number;
  largura: number;
  altura: number;
  sha256: string;
  user_id: number;
  created_at: Date;
}

export async function inserirArquivo(tx: Tx, a: ArquivoDoBanner): Promise<number> {
  const [linha] = await tx
    .insert(arquivos)
    .values({ ...a, nome: 'banner.jpg' })
    .returning({ id: arquivos.id });
  return linha!.id;
}

export async function removerArquivo(tx: Tx, id: number): Promise<void> {
  await tx.delete(arquivos).where(eq(arquivos.id, id));
}

/** The stored fields of a banner. */
export interface DadosBanner {
  nome: string;
  data_inicio: string;
  data_fim: string;
  destinatarios: string[];
  destino: string | null;
}

export async function inserirBanner(
  tx: Tx,
  dados: DadosBanner & { imagem_arquivo_id: number; status: 2; created_at: Date; updated_at: Date },
): Promise<number> {
  const [linha] = await tx.insert(banners).values(dados).returning({ id: banners.id });
  return linha!.id;
}

export async function atualizarBanner(
  tx: Tx,
  id: number,
  dados: DadosBanner & {
    status: 1 | 2;
    publicacao: Date | null;
    imagem_arquivo_id: number | null;
    updated_at: Date;
  },
): Promise<void> {
  await tx.update(banners).set(dados).where(eq(banners.id, id));
}

export async function excluirBanner(tx: Tx, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}
