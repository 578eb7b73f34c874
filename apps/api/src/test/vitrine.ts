import { createHash } from 'node:crypto';
import type { Deps } from '../lib/deps.js';
import {
  arquivos,
  categorias,
  cores,
  produto_cores,
  produto_midias,
  produto_tamanhos,
  produtos,
  tamanhos,
} from '../db/schema/index.js';

// Catalogue rows for the shop tests (vitrine module, authorization matrix), written straight to
// the database: the product form is another module's.

export async function inserirCategoria(deps: Deps, nome: string): Promise<number> {
  const [c] = await deps.db.insert(categorias).values({ nome }).returning({ id: categorias.id });
  return c!.id;
}

export interface ProdutoDeTeste {
  fornecedor_id: number;
  categoria_id: number;
  codigo: string;
  descricao?: string;
  valor?: string;
  status?: number;
  ativo?: boolean;
  vendidos?: number;
  created_at?: Date;
  detalhes?: string | null;
}

export async function inserirProduto(deps: Deps, p: ProdutoDeTeste): Promise<number> {
  const [linha] = await deps.db
    .insert(produtos)
    .values({
      fornecedor_id: p.fornecedor_id,
      categoria_id: p.categoria_id,
      codigo: p.codigo,
      descricao: p.descricao ?? `Produto ${p.codigo}`,
      valor: p.valor ?? '10.00',
      status: p.status ?? 1,
      ativo: p.ativo ?? true,
      vendidos: p.vendidos ?? 0,
      detalhes: p.detalhes ?? null,
      ...(p.created_at ? { created_at: p.created_at } : {}),
    })
    .returning({ id: produtos.id });
  return linha!.id;
}

/** A gallery item of the product (a file row with a content-hashed key, no bytes on disk). */
export async function inserirMidia(
  deps: Deps,
  produtoId: number,
  tipo: 'foto' | 'video',
  ordem = 0,
): Promise<{ arquivoId: number; chave: string }> {
  const sha = createHash('sha256').update(`${produtoId}-${tipo}-${ordem}-${Math.random()}`).digest('hex');
  const chave =
    tipo === 'foto'
      ? `produtos/${produtoId}/${sha.slice(0, 16)}-2048.jpg`
      : `produtos/${produtoId}/${sha.slice(0, 16)}.mp4`;
  const [a] = await deps.db
    .insert(arquivos)
    .values({ chave, mime: tipo === 'foto' ? 'image/jpeg' : 'video/mp4', bytes: 1000, sha256: sha })
    .returning({ id: arquivos.id });
  await deps.db.insert(produto_midias).values({ produto_id: produtoId, tipo, ordem, arquivo_id: a!.id });
  return { arquivoId: a!.id, chave };
}

/** The product's grid: shared colours and sizes (tipo 1) created on the way, in the order given. */
export async function inserirGrade(
  deps: Deps,
  produtoId: number,
  nomesCores: readonly string[],
  nomesTamanhos: readonly string[],
): Promise<{ cores: number[]; tamanhos: number[] }> {
  const corIds: number[] = [];
  for (const [ordem, nome] of nomesCores.entries()) {
    const [c] = await deps.db
      .insert(cores)
      .values({ nome, tipo: 1 })
      .onConflictDoNothing()
      .returning({ id: cores.id });
    const id =
      c?.id ??
      (await deps.db.query.cores.findFirst({
        where: (t, { eq, and }) => and(eq(t.nome, nome), eq(t.tipo, 1)),
      }))!.id;
    corIds.push(id);
    await deps.db.insert(produto_cores).values({ produto_id: produtoId, cor_id: id, ordem });
  }
  const tamanhoIds: number[] = [];
  for (const [ordem, tamanho] of nomesTamanhos.entries()) {
    const [t] = await deps.db
      .insert(tamanhos)
      .values({ tamanho, tipo: 1, especial: tamanho === 'ÚNICO' })
      .onConflictDoNothing()
      .returning({ id: tamanhos.id });
    const id =
      t?.id ??
      (await deps.db.query.tamanhos.findFirst({
        where: (x, { eq, and }) => and(eq(x.tamanho, tamanho), eq(x.tipo, 1)),
      }))!.id;
    tamanhoIds.push(id);
    await deps.db.insert(produto_tamanhos).values({ produto_id: produtoId, tamanho_id: id, ordem });
  }
  return { cores: corIds, tamanhos: tamanhoIds };
}
