import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { avaliacoes, representantes } from '../../db/schema/index.js';

// SQL of the representatives' ratings of suppliers (spec 2 §3 "avaliacao", §5 "Rating").

const colunasAvaliacao = {
  id: avaliacoes.id,
  rating: avaliacoes.rating,
  comentario: avaliacoes.comentario,
  representante_id: avaliacoes.representante_id,
  fornecedor_id: avaliacoes.fornecedor_id,
  created_at: avaliacoes.created_at,
  representante_nome: representantes.nome_fantasia,
};

/** The newest ratings of a supplier, at most `limite`, with the author's trade name. */
export async function listarAvaliacoes(db: Db, fornecedorId: number, limite: number) {
  return db
    .select(colunasAvaliacao)
    .from(avaliacoes)
    .innerJoin(representantes, eq(representantes.id, avaliacoes.representante_id))
    .where(eq(avaliacoes.fornecedor_id, fornecedorId))
    .orderBy(desc(avaliacoes.created_at), desc(avaliacoes.id))
    .limit(limite);
}

/** One rating with its author's name, or null. */
export async function buscarAvaliacao(db: Db | Tx, id: number) {
  const [linha] = await db
    .select(colunasAvaliacao)
    .from(avaliacoes)
    .innerJoin(representantes, eq(representantes.id, avaliacoes.representante_id))
    .where(eq(avaliacoes.id, id))
    .limit(1);
  return linha ?? null;
}

/** Stores a rating; answers its id. */
export async function inserirAvaliacao(
  tx: Tx,
  dados: {
    representante_id: number;
    fornecedor_id: number;
    rating: string;
    comentario: string;
    created_at: Date;
  },
): Promise<number> {
  const [linha] = await tx.insert(avaliacoes).values(dados).returning({ id: avaliacoes.id });
  if (!linha) throw new Error('avaliação não inserida');
  return linha.id;
}

/** Deletes a rating. */
export async function excluirAvaliacao(tx: Tx, id: number): Promise<void> {
  await tx.delete(avaliacoes).where(eq(avaliacoes.id, id));
}
