import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { rodadas as contrato } from '@rodada/contracts';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import { clientes, fornecedores, representantes, rodadas, stands } from '../../db/schema/index.js';
import { JUNCAO_PROPRIETARIO, nomeDoProprietario } from './stands-proprietarios.repository.js';

// SQL of a round's stands (spec 3 §2 "Stands list", §3 "Stand", §7 "Stands").

/** A stand as the list, the form and the print read it. */
export interface StandLido {
  id: number;
  codigo: string | null;
  nome: string | null;
  valor: string;
  proprietario_tipo: contrato.ProprietarioTipo;
  proprietario_id: number | null;
  avulso_nome: string | null;
  proprietario_nome: string | null;
}

/** The columns written by the form and the copy. */
export interface StandGravado {
  nome: string | null;
  codigo: string | null;
  valor: string;
  proprietario_tipo: contrato.ProprietarioTipo;
  proprietario_id: number | null;
  avulso_nome: string | null;
}

const COLUNAS = {
  id: stands.id,
  codigo: stands.codigo,
  nome: stands.nome,
  valor: stands.valor,
  proprietario_tipo: sql<contrato.ProprietarioTipo>`${stands.proprietario_tipo}`,
  proprietario_id: stands.proprietario_id,
  avulso_nome: stands.avulso_nome,
  proprietario_nome: nomeDoProprietario,
};

/** A LIKE pattern for part of a text (wildcards typed by the user are literal), lower-cased. */
function padraoLike(busca: string): string {
  return `%${busca.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search by part of the stand's name or code, or of its owner's name. */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = padraoLike(busca);
  return or(
    sql`lower(coalesce(${stands.nome}, '')) like ${termo}`,
    sql`lower(coalesce(${stands.codigo}, '')) like ${termo}`,
    sql`lower(coalesce(${nomeDoProprietario}, '')) like ${termo}`,
  );
}

/** The stands with their owner's profile joined (for the owner's name). */
const selecionar = (db: Db | Tx) =>
  db
    .select(COLUNAS)
    .from(stands)
    .leftJoin(clientes, JUNCAO_PROPRIETARIO.cliente)
    .leftJoin(fornecedores, JUNCAO_PROPRIETARIO.fornecedor)
    .leftJoin(representantes, JUNCAO_PROPRIETARIO.representante);

/** The same joins, for counting (contarAte). */
const paraContar = (db: Db | Tx) =>
  db
    .select(UM)
    .from(stands)
    .leftJoin(clientes, JUNCAO_PROPRIETARIO.cliente)
    .leftJoin(fornecedores, JUNCAO_PROPRIETARIO.fornecedor)
    .leftJoin(representantes, JUNCAO_PROPRIETARIO.representante);

/** Named stands first, by name, then by code. */
const ORDEM = [
  sql`${stands.nome} asc nulls last`,
  sql`${stands.codigo} asc nulls last`,
  sql`${stands.id} asc`,
];

/** A page of the round's stands, and how many match the search. */
export async function listar(
  db: Db,
  rodadaId: number,
  filtro: { busca?: string | undefined; page: number; porPagina: number },
): Promise<{ total: number; data: StandLido[] }> {
  const where = and(eq(stands.rodada_id, rodadaId), filtroBusca(filtro.busca));
  const total = await contarAte(db, paraContar(db).where(where));
  const data = await selecionar(db)
    .where(where)
    .orderBy(...ORDEM)
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total, data };
}

/** Every stand of a round with its owner's name, in list order (the copy's source). */
export async function todosDaRodada(db: Db | Tx, rodadaId: number): Promise<StandLido[]> {
  return selecionar(db)
    .where(eq(stands.rodada_id, rodadaId))
    .orderBy(...ORDEM);
}

/** Stand `standId` of round `rodadaId`, or null (also when it belongs to another round). */
export async function buscar(db: Db | Tx, rodadaId: number, standId: number): Promise<StandLido | null> {
  const [linha] = await selecionar(db).where(and(eq(stands.id, standId), eq(stands.rodada_id, rodadaId)));
  return linha ?? null;
}

/** The round's name. */
export async function nomeDaRodada(db: Db | Tx, rodadaId: number): Promise<string> {
  const [linha] = await db.select({ nome: rodadas.nome }).from(rodadas).where(eq(rodadas.id, rodadaId));
  return linha?.nome ?? '';
}

/** Whether another stand of the round (not `exceto`) already has `codigo`. */
export async function codigoEmUso(
  db: Db | Tx,
  rodadaId: number,
  codigo: string,
  exceto?: number,
): Promise<boolean> {
  const [linha] = await db
    .select(UM)
    .from(stands)
    .where(
      and(
        eq(stands.rodada_id, rodadaId),
        eq(stands.codigo, codigo),
        exceto === undefined ? undefined : ne(stands.id, exceto),
      ),
    )
    .limit(1);
  return linha !== undefined;
}

/** Inserts stands into a round; answers their ids. */
export async function inserir(db: Db | Tx, rodadaId: number, linhas: StandGravado[]): Promise<number[]> {
  if (linhas.length === 0) return [];
  const criados = await db
    .insert(stands)
    .values(linhas.map((l) => ({ ...l, rodada_id: rodadaId })))
    .returning({ id: stands.id });
  return criados.map((c) => c.id);
}

/** Updates a stand of the round; `codigo` undefined keeps the stored one. */
export async function atualizar(
  db: Db | Tx,
  rodadaId: number,
  standId: number,
  dados: Omit<StandGravado, 'codigo'> & { codigo?: string | null | undefined },
): Promise<void> {
  const { codigo, ...resto } = dados;
  await db
    .update(stands)
    .set({ ...resto, ...(codigo === undefined ? {} : { codigo }), updated_at: sql`now()` })
    .where(and(eq(stands.id, standId), eq(stands.rodada_id, rodadaId)));
}

/** Deletes a stand of the round. */
export async function excluir(db: Db | Tx, rodadaId: number, standId: number): Promise<void> {
  await db.delete(stands).where(and(eq(stands.id, standId), eq(stands.rodada_id, rodadaId)));
}

/** How many stands the round has. */
export async function contar(db: Db | Tx, rodadaId: number): Promise<number> {
  const [linha] = await db.select({ n: count() }).from(stands).where(eq(stands.rodada_id, rodadaId));
  return linha?.n ?? 0;
}

/** Locks the round's row until the transaction ends (two copies into one round run one at a time). */
export async function travarRodada(tx: Tx, rodadaId: number): Promise<void> {
  await tx.select({ id: rodadas.id }).from(rodadas).where(eq(rodadas.id, rodadaId)).for('update');
}

/**
 * The rounds with stands other than `exceto`, newest start first, at most `limite`: every one for
 * the master (`administradorId` null), the ones it organises for an administrador.
 */
export async function rodadasComStands(
  db: Db,
  filtro: { exceto: number; administradorId: number | null; limite: number },
) {
  return db
    .select({
      id: rodadas.id,
      nome: rodadas.nome,
      data_inicio: rodadas.data_inicio,
      stands: count(stands.id),
    })
    .from(rodadas)
    .innerJoin(stands, eq(stands.rodada_id, rodadas.id))
    .where(
      and(
        ne(rodadas.id, filtro.exceto),
        filtro.administradorId === null ? undefined : eq(rodadas.administrador_id, filtro.administradorId),
      ),
    )
    .groupBy(rodadas.id)
    .orderBy(desc(rodadas.data_inicio), desc(rodadas.id))
    .limit(filtro.limite);
}
