import { and, asc, eq, sql } from 'drizzle-orm';
import type { rodadas as contrato } from '@rodada/contracts';
import type { Db, Tx } from '../../db/client.js';
import {
  clientes,
  fornecedores,
  representantes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  stands,
} from '../../db/schema/index.js';

// The owners of stands (spec 3 §3 "Stand", §4 "Stand owner type"): the round's participants of
// each type, read straight from rodada_fornecedores / _clientes / _representantes (read-only; the
// participants module maintains them), and the owner's name a stand row shows.

type TipoParticipante = contrato.TipoParticipanteStand;

/** A client's name as the lists show it: the trade name, or its own name before it completes its account. */
const nomeDoCliente = sql<string>`coalesce(${clientes.nome_fantasia}, ${clientes.nome})`;

/** The participant table, its profile table, the id column and the name of each owner type. */
const TABELAS = {
  cliente: {
    participacao: rodada_clientes,
    membro: rodada_clientes.cliente_id,
    perfil: clientes,
    id: clientes.id,
    nome: nomeDoCliente,
  },
  fornecedor: {
    participacao: rodada_fornecedores,
    membro: rodada_fornecedores.fornecedor_id,
    perfil: fornecedores,
    id: fornecedores.id,
    nome: sql<string>`${fornecedores.nome_fantasia}`,
  },
  representante: {
    participacao: rodada_representantes,
    membro: rodada_representantes.representante_id,
    perfil: representantes,
    id: representantes.id,
    nome: sql<string>`${representantes.nome_fantasia}`,
  },
} as const;

/** The round's participants of one type as owner options (id, name), by name, at most `limite`. */
export async function participantes(
  db: Db | Tx,
  rodadaId: number,
  tipo: TipoParticipante,
  limite: number,
): Promise<contrato.ProprietarioOpcao[]> {
  const t = TABELAS[tipo];
  return db
    .select({ id: t.id, nome: t.nome })
    .from(t.participacao)
    .innerJoin(t.perfil, eq(t.id, t.membro))
    .where(eq(t.participacao.rodada_id, rodadaId))
    .orderBy(asc(t.nome), asc(t.id))
    .limit(limite);
}

/** Whether profile `id` takes part in the round as `tipo`. */
export async function participa(
  db: Db | Tx,
  rodadaId: number,
  tipo: TipoParticipante,
  id: number,
): Promise<boolean> {
  const t = TABELAS[tipo];
  const [linha] = await db
    .select({ um: sql<number>`1` })
    .from(t.participacao)
    .where(and(eq(t.participacao.rodada_id, rodadaId), eq(t.membro, id)))
    .limit(1);
  return linha !== undefined;
}

/** The ids of every participant of the round, per type (the copy keeps only these owners). */
export async function idsDosParticipantes(
  db: Db | Tx,
  rodadaId: number,
): Promise<Record<TipoParticipante, Set<number>>> {
  const ler = async (tipo: TipoParticipante) => {
    const t = TABELAS[tipo];
    const linhas = await db
      .select({ id: t.membro })
      .from(t.participacao)
      .where(eq(t.participacao.rodada_id, rodadaId));
    return new Set(linhas.map((l) => l.id));
  };
  return {
    cliente: await ler('cliente'),
    fornecedor: await ler('fornecedor'),
    representante: await ler('representante'),
  };
}

/** The join of a stands select with the owner's profile of each type (the stand's own type only). */
export const JUNCAO_PROPRIETARIO = {
  cliente: and(eq(stands.proprietario_tipo, 'cliente'), eq(clientes.id, stands.proprietario_id)),
  fornecedor: and(eq(stands.proprietario_tipo, 'fornecedor'), eq(fornecedores.id, stands.proprietario_id)),
  representante: and(
    eq(stands.proprietario_tipo, 'representante'),
    eq(representantes.id, stands.proprietario_id),
  ),
};

/** The owner's name of a stand row joined with JUNCAO_PROPRIETARIO: the participant's, or the avulso name. */
export const nomeDoProprietario = sql<string | null>`case ${stands.proprietario_tipo}
  when 'cliente' then ${nomeDoCliente}
  when 'fornecedor' then ${fornecedores.nome_fantasia}
  when 'representante' then ${representantes.nome_fantasia}
  else ${stands.avulso_nome} end`;
