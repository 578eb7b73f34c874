import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { arquivos, impressoes } from '../../db/schema/index.js';

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
