import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { contarAte, UM } from '../../db/contagem.js';
import type { Db, Tx } from '../../db/client.js';
import {
  administradores,
  cidades,
  clientes,
  enderecos,
  estados,
  fornecedores,
  representantes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
  users,
} from '../../db/schema/index.js';
import { cidadeEstado } from '../perfis/index.js';

// SQL of the participant lists of a round (spec 3 §2 "Round participants") and of the candidates
// of their 'Seleção de ...' dialogs: the same select per kind, the participation table joined
// for the round; participants are the rows it matches, candidates the active ones it does not.

/** Participants of the round, or active records not in it yet (the add dialog). */
export type Modo = 'participantes' | 'candidatos';

export interface Filtro {
  busca?: string | undefined;
  page: number;
  porPagina: number;
}

// Accent-insensitive comparison without the unaccent extension (absent from PGlite): the letters
// of Portuguese (and a few neighbours) with diacritics, and their plain forms, both cases.
const COM_ACENTO = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const SEM_ACENTO = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

/** `texto` lower case and without accents, in SQL (see COM_ACENTO). */
export const semAcentoSql = (texto: unknown) => sql`lower(translate(${texto}, ${COM_ACENTO}, ${SEM_ACENTO}))`;

/** `texto` lower case and without accents, in JavaScript (the search term). */
export const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A LIKE pattern matching `texto` anywhere, with the user's wildcards taken literally. */
function contendo(texto: string): string {
  return `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search over `textos` (accent- and case-insensitive) and `documento` (a CNPJ compared without
 * its mask, upper case, spec D5): undefined without a search.
 */
function filtroBusca(busca: string | undefined, textos: SQL[], documento?: SQL): SQL | undefined {
  if (!busca) return undefined;
  const termo = contendo(semAcento(busca));
  const partes = textos.map((t) => sql`${semAcentoSql(t)} like ${termo}`);
  const doc = busca.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (documento !== undefined && doc) partes.push(sql`${documento} like ${contendo(doc)}`);
  return or(...partes);
}

const pagina = (f: Filtro) => ({ limite: f.porPagina, deslocamento: (f.page - 1) * f.porPagina });

// The filters are written on the listed table alone (columns qualified by hand: drizzle leaves a
// lone table's columns unqualified, and inside a subquery "id" would be the inner table's), so the
// count reads that table only (contarAte, ADR 014) and the page adds its joins for display.

/** Where the mode decides: the record takes part in the round, or is active and does not. */
function doModo(modo: Modo, participa: SQL, ativo: SQL): SQL {
  return modo === 'participantes' ? participa : sql`(${ativo} and not ${participa})`;
}

/** The login of the record (`tabela`.user_id) is active. */
const loginAtivo = (tabela: string) =>
  sql`exists (select 1 from ${users} u where u.id = ${sql.raw(`"${tabela}"."user_id"`)} and u.ativo)`;

/** The round's header of the participants pages (spec 3 §2: the round info, read-only). */
export async function cabecalhoDaRodada(db: Db | Tx, rodadaId: number) {
  const [linha] = await db
    .select({
      id: rodadas.id,
      nome: rodadas.nome,
      local: rodadas.local,
      data_inicio: rodadas.data_inicio,
      data_fim: rodadas.data_fim,
      cidade_nome: cidades.nome,
      estado_nome: estados.nome,
      estado_sigla: estados.sigla,
      administrador_nome: administradores.nome,
    })
    .from(rodadas)
    .innerJoin(cidades, eq(cidades.id, rodadas.cidade_id))
    .innerJoin(estados, eq(estados.id, rodadas.estado_id))
    .innerJoin(administradores, eq(administradores.id, rodadas.administrador_id))
    .where(eq(rodadas.id, rodadaId))
    .limit(1);
  return linha ?? null;
}

/** Suppliers of the round or candidates, by nome fantasia (spec 3 §3 "Fornecedor"). */
export async function listarFornecedores(db: Db | Tx, rodadaId: number, modo: Modo, f: Filtro) {
  const where = and(
    doModo(
      modo,
      sql`exists (select 1 from ${rodada_fornecedores} rf where rf.fornecedor_id = "fornecedores"."id" and rf.rodada_id = ${rodadaId})`,
      sql`"fornecedores"."ativo" and ${loginAtivo('fornecedores')}`,
    ),
    filtroBusca(
      f.busca,
      [sql`"fornecedores"."nome_fantasia"`, sql`"fornecedores"."razao_social"`],
      sql`"fornecedores"."cnpj"`,
    ),
  );
  const total = await contarAte(db, db.select(UM).from(fornecedores).where(where));
  const { limite, deslocamento } = pagina(f);
  const data = await db
    .select({
      id: fornecedores.id,
      nome_fantasia: fornecedores.nome_fantasia,
      razao_social: fornecedores.razao_social,
      cnpj: fornecedores.cnpj,
      cidade_estado: sql<string | null>`coalesce(${cidadeEstado}, ${fornecedores.local})`,
      telefone: enderecos.telefone,
      celular: enderecos.celular,
    })
    .from(fornecedores)
    .leftJoin(enderecos, eq(enderecos.id, fornecedores.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(where)
    .orderBy(semAcentoSql(fornecedores.nome_fantasia), asc(fornecedores.id))
    .limit(limite)
    .offset(deslocamento);
  return { total, data };
}
export type LinhaFornecedor = Awaited<ReturnType<typeof listarFornecedores>>['data'][number];

/** Clients of the round or candidates, by Empresa (nome fantasia, or the name): spec 3 §3 "Cliente". */
export async function listarClientes(db: Db | Tx, rodadaId: number, modo: Modo, f: Filtro) {
  const nome = sql<string>`coalesce(${clientes.nome_fantasia}, ${clientes.nome})`;
  const where = and(
    doModo(
      modo,
      sql`exists (select 1 from ${rodada_clientes} rc where rc.cliente_id = "clientes"."id" and rc.rodada_id = ${rodadaId})`,
      sql`"clientes"."ativo" and ${loginAtivo('clientes')}`,
    ),
    filtroBusca(
      f.busca,
      [
        sql`"clientes"."nome"`,
        sql`"clientes"."nome_fantasia"`,
        sql`"clientes"."razao_social"`,
        sql`"clientes"."responsavel_nome"`,
      ],
      sql`"clientes"."cnpj"`,
    ),
  );
  const total = await contarAte(db, db.select(UM).from(clientes).where(where));
  const { limite, deslocamento } = pagina(f);
  const data = await db
    .select({
      id: clientes.id,
      nome,
      razao_social: clientes.razao_social,
      cnpj: clientes.cnpj,
      responsavel_nome: clientes.responsavel_nome,
      representante_nome: representantes.nome_fantasia,
      cidade_estado: cidadeEstado,
      telefone: enderecos.telefone,
      celular: enderecos.celular,
      prazo: rodada_clientes.prazo,
      inscrito: sql<boolean>`coalesce(${rodada_clientes.inscrito}, false)`,
      inscrito_em: rodada_clientes.inscrito_em,
    })
    .from(clientes)
    .leftJoin(
      rodada_clientes,
      and(eq(rodada_clientes.cliente_id, clientes.id), eq(rodada_clientes.rodada_id, rodadaId)),
    )
    .leftJoin(representantes, eq(representantes.id, clientes.representante_id))
    .leftJoin(enderecos, eq(enderecos.id, clientes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(where)
    .orderBy(semAcentoSql(nome), asc(clientes.id))
    .limit(limite)
    .offset(deslocamento);
  return { total, data };
}
export type LinhaCliente = Awaited<ReturnType<typeof listarClientes>>['data'][number];

/** Representatives of the round or candidates, by nome fantasia (spec 3 §3 "Representante"). */
export async function listarRepresentantes(db: Db | Tx, rodadaId: number, modo: Modo, f: Filtro) {
  const where = and(
    doModo(
      modo,
      sql`exists (select 1 from ${rodada_representantes} rr where rr.representante_id = "representantes"."id" and rr.rodada_id = ${rodadaId})`,
      loginAtivo('representantes'),
    ),
    filtroBusca(
      f.busca,
      [
        sql`"representantes"."nome_fantasia"`,
        sql`"representantes"."razao_social"`,
        sql`(select u.email from ${users} u where u.id = "representantes"."user_id")`,
      ],
      sql`"representantes"."cnpj"`,
    ),
  );
  const total = await contarAte(db, db.select(UM).from(representantes).where(where));
  const { limite, deslocamento } = pagina(f);
  const data = await db
    .select({
      id: representantes.id,
      nome_fantasia: representantes.nome_fantasia,
      cnpj: representantes.cnpj,
      email: users.email,
      cidade_estado: cidadeEstado,
    })
    .from(representantes)
    .innerJoin(users, eq(users.id, representantes.user_id))
    .leftJoin(enderecos, eq(enderecos.id, representantes.endereco_id))
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, cidades.estado_id))
    .where(where)
    .orderBy(semAcentoSql(representantes.nome_fantasia), asc(representantes.id))
    .limit(limite)
    .offset(deslocamento);
  return { total, data };
}
export type LinhaRepresentante = Awaited<ReturnType<typeof listarRepresentantes>>['data'][number];
