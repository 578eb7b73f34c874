import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cidades, estados, fornecedores, rodadas, stands, users } from '../../db/schema/index.js';

// The stand map's reads and its one write (spec 1 §2.10, §7 "GET/POST /api/stands/{id}").

/** The round's header as the map shows it, and its floor plan file; null when it does not exist. */
export async function rodadaDoMapa(db: Db, rodadaId: number) {
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
      planta_arquivo_id: rodadas.planta_arquivo_id,
    })
    .from(rodadas)
    .innerJoin(cidades, eq(cidades.id, rodadas.cidade_id))
    .innerJoin(estados, eq(estados.id, rodadas.estado_id))
    .where(eq(rodadas.id, rodadaId));
  return linha ?? null;
}

/**
 * The round's stands that have a code (a stand made on the form may have none yet): code, name and
 * the owner's id only when the owner is a supplier (the map's link to its shop, issue 13 §7); the
 * value and any other owner stay private.
 */
export async function standsDoMapa(
  db: Db,
  rodadaId: number,
): Promise<{ codigo: string; nome: string | null; fornecedor_id: number | null }[]> {
  const linhas = await db
    .select({
      codigo: stands.codigo,
      nome: stands.nome,
      tipo: stands.proprietario_tipo,
      dono: stands.proprietario_id,
      // The shop shows only active suppliers (profile and login): an inactive one gets no link.
      ativo: sql<boolean>`coalesce(${fornecedores.ativo} and ${users.ativo}, false)`,
    })
    .from(stands)
    .leftJoin(
      fornecedores,
      and(eq(stands.proprietario_tipo, 'fornecedor'), eq(fornecedores.id, stands.proprietario_id)),
    )
    .leftJoin(users, eq(users.id, fornecedores.user_id))
    .where(and(eq(stands.rodada_id, rodadaId), isNotNull(stands.codigo)));
  return linhas.map((l) => ({
    codigo: l.codigo ?? '',
    nome: l.nome,
    fornecedor_id: l.tipo === 'fornecedor' && l.ativo ? l.dono : null,
  }));
}

/**
 * Names the stand `codigo` of the round: a new stand (valor 0, owner avulso, spec 1 §3) or, when
 * the code exists, only its name; its value and owner stay as the stands form set them. One
 * statement on the (rodada_id, codigo) unique index, so two saves at once never make two stands.
 */
export async function gravarNome(
  db: Db,
  rodadaId: number,
  codigo: string,
  nome: string | null,
): Promise<void> {
  await db
    .insert(stands)
    .values({ rodada_id: rodadaId, codigo, nome, valor: '0', proprietario_tipo: 'avulso' })
    .onConflictDoUpdate({
      target: [stands.rodada_id, stands.codigo],
      set: { nome: sql`excluded.nome`, updated_at: sql`now()` },
    });
}
