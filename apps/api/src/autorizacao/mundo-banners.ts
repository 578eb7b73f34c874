import type { AppDeTeste } from '../test/app.js';
import { banners } from '../db/schema/index.js';

/** The world's banners (dados/banners.ts): the master's own object and another one. */
export interface BannersDoMundo {
  proprio: number;
  outro: number;
}

/** Two published banners without a picture (the matrix needs none: an update keeps it). */
export async function criarBannersDoMundo(
  db: AppDeTeste['deps']['db'],
  n: number,
  hoje: string,
): Promise<BannersDoMundo> {
  const linhas = await db
    .insert(banners)
    .values(
      [1, 2].map((i) => ({
        nome: `Banner da Matriz ${n}-${i}`,
        data_inicio: hoje,
        data_fim: hoje,
        destinatarios: ['Clientes'],
        status: 1,
      })),
    )
    .returning({ id: banners.id });
  return { proprio: linhas[0]!.id, outro: linhas[1]!.id };
}
