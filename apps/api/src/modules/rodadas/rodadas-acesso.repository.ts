import { and, eq, sql } from 'drizzle-orm';
import type { Ator, RodadaParticipacao } from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
} from '../../db/schema/index.js';

// Loading a round with what the authorization engine needs to decide on it (rodada.ver,
// rodada.editar: ADR 013), for this module and, through its public entry, for the others.

/**
 * A round as the actor sees it (remote printing, lists narrowed to a round), and whether the actor takes part in it (through the
 * participant table of its role; master and administrador are decided by podeVerRodada); null
 * when the round does not exist.
 */
export async function rodadaDoAtor(
  db: Db | Tx,
  rodadaId: number,
  ator: Ator,
): Promise<(RodadaParticipacao & { data_inicio: string; data_fim: string }) | null> {
  const base = {
    administrador_id: rodadas.administrador_id,
    data_inicio: rodadas.data_inicio,
    data_fim: rodadas.data_fim,
  };
  // Joins, not a correlated `exists` in the select list: drizzle leaves columns unqualified there.
  if (ator.tipo === 'fornecedor' && ator.fornecedorId !== null) {
    const [linha] = await db
      .select({ ...base, participante: sql<boolean>`${rodada_fornecedores.id} is not null` })
      .from(rodadas)
      .leftJoin(
        rodada_fornecedores,
        and(
          eq(rodada_fornecedores.rodada_id, rodadas.id),
          eq(rodada_fornecedores.fornecedor_id, ator.fornecedorId),
        ),
      )
      .where(eq(rodadas.id, rodadaId));
    return linha ?? null;
  }
  if (ator.tipo === 'cliente' && ator.clienteId !== null) {
    const [linha] = await db
      .select({ ...base, participante: sql<boolean>`${rodada_clientes.id} is not null` })
      .from(rodadas)
      .leftJoin(
        rodada_clientes,
        and(eq(rodada_clientes.rodada_id, rodadas.id), eq(rodada_clientes.cliente_id, ator.clienteId)),
      )
      .where(eq(rodadas.id, rodadaId));
    return linha ?? null;
  }
  if (ator.tipo === 'representante' && ator.representanteId !== null) {
    const [linha] = await db
      .select({ ...base, participante: sql<boolean>`${rodada_representantes.id} is not null` })
      .from(rodadas)
      .leftJoin(
        rodada_representantes,
        and(
          eq(rodada_representantes.rodada_id, rodadas.id),
          eq(rodada_representantes.representante_id, ator.representanteId),
        ),
      )
      .where(eq(rodadas.id, rodadaId));
    return linha ?? null;
  }
  // master and administrador: podeVerRodada decides by role and administrador_id.
  const [linha] = await db
    .select({ ...base, participante: sql<boolean>`false` })
    .from(rodadas)
    .where(eq(rodadas.id, rodadaId));
  return linha ?? null;
}
