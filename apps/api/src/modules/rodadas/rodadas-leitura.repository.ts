import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import { administradores, arquivos, cidades, estados, rodadas, users } from '../../db/schema/index.js';
import { condicaoDoEscopo, type EscopoRodadas } from './rodadas.repository.js';

// Reading rounds as their answers show them (spec 3 §2 "Rounds list", §3 "Rodada", §7 "Rounds"):
// the round with its state, city, administrator and pictures.

const logo = alias(arquivos, 'logo');
const banner = alias(arquivos, 'banner');

/** The columns of a round's answer (RodadaLinha without acoes, aberta and the picture URLs). */
const colunas = {
  id: rodadas.id,
  uuid: rodadas.uuid,
  nome: rodadas.nome,
  local: rodadas.local,
  data_inicio: rodadas.data_inicio,
  data_fim: rodadas.data_fim,
  data_veiculacao: rodadas.data_veiculacao,
  data_limite: rodadas.data_limite,
  estado_id: rodadas.estado_id,
  estado_nome: estados.nome,
  estado_sigla: estados.sigla,
  cidade_id: rodadas.cidade_id,
  cidade_nome: cidades.nome,
  administrador_id: rodadas.administrador_id,
  administrador_nome: administradores.nome,
  permitir_pedidos: rodadas.permitir_pedidos,
  inscricao_clientes: rodadas.inscricao_clientes,
  logo_chave: logo.chave,
  banner_chave: banner.chave,
  planta_arquivo_id: rodadas.planta_arquivo_id,
};
/** The rounds joined with what their answer names. */
function comNomes(db: Db | Tx) {
  return db
    .select(colunas)
    .from(rodadas)
    .innerJoin(estados, eq(estados.id, rodadas.estado_id))
    .innerJoin(cidades, eq(cidades.id, rodadas.cidade_id))
    .innerJoin(administradores, eq(administradores.id, rodadas.administrador_id))
    .leftJoin(logo, eq(logo.id, rodadas.logo_arquivo_id))
    .leftJoin(banner, eq(banner.id, rodadas.banner_arquivo_id));
}
/** A round as read for its answer (logo_chave, banner_chave: the pictures' storage keys). */
export type RodadaLida = Awaited<ReturnType<ReturnType<typeof comNomes>['execute']>>[number];

/** Accented letters (both cases: lower() of the C locale leaves them) and their plain form. */
const COM_ACENTO = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const SEM_ACENTO = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';

/** `coluna` lower-cased and without accents, for a search that ignores both. */
const plano = (coluna: SQLWrapper) => sql`translate(lower(${coluna}), ${COM_ACENTO}, ${SEM_ACENTO})`;

/**
 * The search of /rodadas: part of the name, the place, the city or the administrator's name,
 * ignoring case and accents (LIKE wildcards typed by the user are literal).
 */
function filtroBusca(busca: string | undefined): SQL | undefined {
  if (!busca) return undefined;
  const termo = busca
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const padrao = `%${termo}%`;
  return or(
    sql`${plano(rodadas.nome)} like ${padrao}`,
    sql`${plano(rodadas.local)} like ${padrao}`,
    sql`${plano(cidades.nome)} like ${padrao}`,
    sql`${plano(administradores.nome)} like ${padrao}`,
  );
}

/** Newest start first, then the newest round (spec 3 §2). */
const ordem = [desc(rodadas.data_inicio), desc(rodadas.id)];

/** A page of the rounds `escopo` sees, and how many match the search. */
export async function listarRodadas(
  db: Db,
  filtro: { escopo: EscopoRodadas; busca?: string | undefined; page: number; porPagina: number },
): Promise<{ total: number; data: RodadaLida[] }> {
  const where = and(condicaoDoEscopo(db, filtro.escopo), filtroBusca(filtro.busca));
  const total = await contarAte(
    db,
    db
      .select(UM)
      .from(rodadas)
      .innerJoin(cidades, eq(cidades.id, rodadas.cidade_id))
      .innerJoin(administradores, eq(administradores.id, rodadas.administrador_id))
      .where(where),
  );
  const data = await comNomes(db)
    .where(where)
    .orderBy(...ordem)
    .limit(filtro.porPagina)
    .offset((filtro.page - 1) * filtro.porPagina);
  return { total, data };
}

/** Every round `escopo` sees (the client's rounds: a handful), newest start first. */
export async function listarTodas(db: Db, escopo: EscopoRodadas): Promise<RodadaLida[]> {
  return comNomes(db)
    .where(condicaoDoEscopo(db, escopo))
    .orderBy(...ordem);
}

/** One round as its answer shows it, or null. */
export async function buscarRodada(db: Db | Tx, id: number): Promise<RodadaLida | null> {
  const [linha] = await comNomes(db).where(eq(rodadas.id, id));
  return linha ?? null;
}

/** The active administrators, and `incluir` (the round's own) even if inactive, by name. */
export async function listarAdministradores(
  db: Db,
  incluir?: number,
): Promise<{ id: number; nome: string }[]> {
  const ativo = eq(users.ativo, true);
  return db
    .select({ id: administradores.id, nome: administradores.nome })
    .from(administradores)
    .innerJoin(users, eq(users.id, administradores.user_id))
    .where(incluir === undefined ? ativo : or(ativo, eq(administradores.id, incluir)))
    .orderBy(asc(administradores.nome), asc(administradores.id));
}

/** The storage key and SHA-256 of round `id`'s floor plan, or null (no round, or no planta). */
export async function plantaDaRodada(db: Db, id: number): Promise<{ chave: string; sha256: string } | null> {
  const [linha] = await db
    .select({ chave: arquivos.chave, sha256: arquivos.sha256 })
    .from(rodadas)
    .innerJoin(arquivos, eq(arquivos.id, rodadas.planta_arquivo_id))
    .where(eq(rodadas.id, id));
  return linha ?? null;
}
