import { eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { arquivos, impressoes, rodadas } from '../../db/schema/index.js';

/** A stored file as the private-file read needs it: who stored it and which organisers' islands hold it. */
export interface ArquivoGuardado {
  id: number;
  user_id: number | null;
  /** administrador ids of the rounds whose print-island queue holds the file. */
  administradores: number[];
}

/** The file stored under `chave`, or null when no row names it (an orphan file is never served). */
export async function buscarPorChave(db: Db, chave: string): Promise<ArquivoGuardado | null> {
  const [arquivo] = await db
    .select({ id: arquivos.id, user_id: arquivos.user_id })
    .from(arquivos)
    .where(eq(arquivos.chave, chave));
  if (!arquivo) return null;
  // Uses impressoes_arquivo_idx.
  const rodadasDaFila = await db
    .select({ administrador_id: rodadas.administrador_id })
    .from(impressoes)
    .innerJoin(rodadas, eq(rodadas.id, impressoes.rodada_id))
    .where(and(eq(impressoes.arquivo_id, arquivo.id), isNotNull(rodadas.administrador_id)));
  return {
    ...arquivo,
    administradores: rodadasDaFila.flatMap((r) => (r.administrador_id === null ? [] : [r.administrador_id])),
  };
}
