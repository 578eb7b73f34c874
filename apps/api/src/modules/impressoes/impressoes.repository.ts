import { and, count, eq, sql } from 'drizzle-orm';
import type { Ator, RodadaParticipacao } from '@rodada/domain';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  impressoes,
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
} from '../../db/schema/index.js';

/** A round and whether the supplier takes part in it (rodada_fornecedores); null when it does not exist. */
export async function participacaoDoFornecedor(
  db: Db,
  rodadaId: number,
  fornecedorId: number,
): Promise<RodadaParticipacao | null> {
  // A join, not a correlated `exists` in the select list: drizzle leaves columns unqualified there.
  const [linha] = await db
    .select({
      administrador_id: rodadas.administrador_id,
      participante: sql<boolean>`${rodada_fornecedores.id} is not null`,
    })
    .from(rodadas)
    .leftJoin(
      rodada_fornecedores,
      and(eq(rodada_fornecedores.rodada_id, rodadas.id), eq(rodada_fornecedores.fornecedor_id, fornecedorId)),
    )
    .where(eq(rodadas.id, rodadaId));
  return linha ?? null;
}

/**
 * Print jobs a user sent to a round's queue that are still waiting: status 'pendente' and not yet
 * marked seen by the sender (`lida`, spec D13).
 */
export async function contarPendentes(db: Db, filtro: { rodadaId: number; userId: number }): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(impressoes)
    .where(
      and(
        eq(impressoes.rodada_id, filtro.rodadaId),
        eq(impressoes.user_id, filtro.userId),
        eq(impressoes.status, 'pendente'),
        eq(impressoes.lida, false),
      ),
    );
  return linha?.n ?? 0;
}

/**
 * A round as remote printing needs it, and whether the actor takes part in it (through the
 * participant table of its role; master and administrador are decided by podeVerRodada); null
 * when the round does not exist.
 */
export async function rodadaParaImpressao(
  db: Db,
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

/** Registers the stored PDF of a print job (db/schema/arquivos.ts); answers its id. */
export async function inserirArquivo(
  tx: Tx,
  dados: { chave: string; nome: string; mime: string; bytes: number; sha256: string; user_id: number },
): Promise<number> {
  const [linha] = await tx.insert(arquivos).values(dados).returning({ id: arquivos.id });
  if (!linha) throw new Error('arquivo não registrado');
  return linha.id;
}

/** Queues a print job on a round's print island (status 'pendente', spec D13). */
export async function inserirImpressao(
  tx: Tx,
  dados: { rodada_id: number; user_id: number; descricao: string; arquivo_id: number },
): Promise<number> {
  const [linha] = await tx.insert(impressoes).values(dados).returning({ id: impressoes.id });
  if (!linha) throw new Error('impressão não registrada');
  return linha.id;
}
