import { and, count, eq, exists, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  rodada_clientes,
  rodada_fornecedores,
  rodada_representantes,
  rodadas,
} from '../../db/schema/index.js';

/** Which rounds a caller sees (domain.md ownership table): all, the ones organised, or taken part in. */
export type EscopoRodadas =
  | { tipo: 'todas' }
  | { tipo: 'administrador'; administradorId: number }
  | { tipo: 'fornecedor'; fornecedorId: number }
  | { tipo: 'representante'; representanteId: number }
  | { tipo: 'cliente'; clienteId: number };

/** The rounds `escopo` sees, as a condition on `rodadas` (none: every round). */
export function condicaoDoEscopo(db: Db, escopo: EscopoRodadas): SQL | undefined {
  const participa = (
    tabela: typeof rodada_fornecedores | typeof rodada_representantes | typeof rodada_clientes,
    filtro: SQL,
  ) =>
    exists(
      db
        .select({ um: sql`1` })
        .from(tabela)
        .where(and(eq(tabela.rodada_id, rodadas.id), filtro)),
    );
  switch (escopo.tipo) {
    case 'todas':
      return undefined;
    case 'administrador':
      return eq(rodadas.administrador_id, escopo.administradorId);
    case 'fornecedor':
      return participa(rodada_fornecedores, eq(rodada_fornecedores.fornecedor_id, escopo.fornecedorId));
    case 'representante':
      return participa(
        rodada_representantes,
        eq(rodada_representantes.representante_id, escopo.representanteId),
      );
    case 'cliente':
      return participa(rodada_clientes, eq(rodada_clientes.cliente_id, escopo.clienteId));
  }
}

/** Rounds open on `hoje` ('yyyy-mm-dd', America/Sao_Paulo): data_fim today or later (spec D4). */
export async function contarAbertas(
  db: Db,
  filtro: { hoje: string; escopo: EscopoRodadas },
): Promise<number> {
  const [linha] = await db
    .select({ n: count() })
    .from(rodadas)
    .where(and(gte(rodadas.data_fim, filtro.hoje), condicaoDoEscopo(db, filtro.escopo)));
  return linha?.n ?? 0;
}
