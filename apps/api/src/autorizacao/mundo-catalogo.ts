import type { AppDeTeste } from '../test/app.js';
import { categorias, cores, produtos, tamanhos } from '../db/schema/index.js';

/** A size or colour of each owner in the world (tipo 0 of `forn` and of another supplier, tipo 1). */
export interface ItensDoMundo {
  /** The world's supplier's own (tipo 0). */
  proprio: number;
  /** Another supplier's own (tipo 0). */
  outro: number;
  /** Shared (tipo 1), the master's own object. */
  doMaster: number;
  /** Another shared one (tipo 1): the supplier's neighbour, seen and not editable. */
  compartilhado: number;
}

/** The world's catalogue (spec 3 §3): sizes, colours and a product of each supplier. */
export interface CatalogoDoMundo {
  tamanhos: ItensDoMundo;
  cores: ItensDoMundo;
  produtos: { proprio: number; outro: number };
}

/**
 * The catalogue of a world (mundo.ts): for `forn` and for another supplier `outro`, a size, a
 * colour and a product each; two shared sizes and colours (the master's own object and the
 * supplier's neighbour, so that a permitted delete by the master leaves the other in place). Names
 * carry the world's number: the shared names are unique across worlds.
 */
export async function criarCatalogoDoMundo(
  db: AppDeTeste['deps']['db'],
  d: { n: number; forn: number; outro: number },
): Promise<CatalogoDoMundo> {
  const [cat] = await db
    .insert(categorias)
    .values({ nome: `Categoria da matriz ${d.n}` })
    .returning({ id: categorias.id });
  const donos = [
    { tipo: 0, fornecedor_id: d.forn },
    { tipo: 0, fornecedor_id: d.outro },
    { tipo: 1, fornecedor_id: null },
    { tipo: 1, fornecedor_id: null },
  ];
  const t = await db
    .insert(tamanhos)
    .values(donos.map((dono, i) => ({ ...dono, tamanho: `MTZ${d.n}-${i}` })))
    .returning({ id: tamanhos.id });
  const c = await db
    .insert(cores)
    .values(donos.map((dono, i) => ({ ...dono, nome: `MATRIZ ${d.n}-${i}` })))
    .returning({ id: cores.id });
  const p = await db
    .insert(produtos)
    .values(
      [d.forn, d.outro].map((fornecedor_id) => ({
        fornecedor_id,
        codigo: `MTZ-${d.n}`,
        descricao: 'Produto da matriz',
        valor: '10.00',
        categoria_id: cat!.id,
      })),
    )
    .returning({ id: produtos.id });
  const itens = (l: { id: number }[]): ItensDoMundo => ({
    proprio: l[0]!.id,
    outro: l[1]!.id,
    doMaster: l[2]!.id,
    compartilhado: l[3]!.id,
  });
  return { tamanhos: itens(t), cores: itens(c), produtos: { proprio: p[0]!.id, outro: p[1]!.id } };
}
