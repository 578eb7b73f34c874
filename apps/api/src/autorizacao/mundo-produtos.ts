import {
  categorias,
  cores,
  homologacao_erros,
  homologacoes,
  produto_cores,
  produto_tamanhos,
  produtos,
  tamanhos,
} from '../db/schema/index.js';
import type { AppDeTeste } from '../test/app.js';

// The world's catalogue (mundo.ts; issue 12): a category, shared colours and sizes and each
// supplier's own, and products of four suppliers in every status. The products, sizes and colours
// rows of the matrix (dados/produtos.ts) and the other catalogue helpers (approval, expiry, shop
// search) read them: import the ids from Mundo.catalogo.

/** Whose products: the caller fornecedor (F), the master's supplier (FM), the administrador's (FA), another owner's (FX). */
export type DonoDeProduto = 'fornecedor' | 'master' | 'administrador' | 'outro';

/**
 * One product per status (spec 3 §4): em homologação (0), homologado and active (1), reprovado (2,
 * with a rejection and two reasons), vencido (3), and an approved but deactivated one.
 */
export type SituacaoDeProduto = 'emHomologacao' | 'homologado' | 'reprovado' | 'vencido' | 'desativado';

const SITUACOES: Record<SituacaoDeProduto, { status: number; ativo: boolean }> = {
  emHomologacao: { status: 0, ativo: true },
  homologado: { status: 1, ativo: true },
  reprovado: { status: 2, ativo: true },
  vencido: { status: 3, ativo: true },
  desativado: { status: 1, ativo: false },
};

export interface CatalogoDoMundo {
  categoria: number;
  /** A shared colour and size (tipo 1), usable by every supplier. */
  corCompartilhada: number;
  tamanhoCompartilhado: number;
  /** The caller fornecedor's own colour and size (tipo 0), and another owner's. */
  corDoFornecedor: number;
  tamanhoDoFornecedor: number;
  corDoOutro: number;
  tamanhoDoOutro: number;
  /** produtos[dono][situacao]: a product id (code `${DONO}-${SITUACAO}`, e.g. 'F-HOMOLOGADO'). */
  produtos: Record<DonoDeProduto, Record<SituacaoDeProduto, number>>;
}

/** Builds the catalogue of world `n` for these suppliers (profile ids). */
export async function criarCatalogoDoMundo(
  db: AppDeTeste['deps']['db'],
  n: number,
  fornecedores: Record<DonoDeProduto, number>,
): Promise<CatalogoDoMundo> {
  const [categoria] = await db
    .insert(categorias)
    .values({ nome: `Categoria da Matriz ${n}` })
    .returning({ id: categorias.id });
  const corLinhas = await db
    .insert(cores)
    .values([
      { nome: `AZUL ${n}`, tipo: 1, fornecedor_id: null },
      { nome: `VINHO ${n}`, tipo: 0, fornecedor_id: fornecedores.fornecedor },
      { nome: `VERDE ${n}`, tipo: 0, fornecedor_id: fornecedores.outro },
    ])
    .returning({ id: cores.id, nome: cores.nome });
  const tamLinhas = await db
    .insert(tamanhos)
    .values([
      { tamanho: `U${n}`, tipo: 1, fornecedor_id: null },
      { tamanho: `F${n}`, tipo: 0, fornecedor_id: fornecedores.fornecedor },
      { tamanho: `X${n}`, tipo: 0, fornecedor_id: fornecedores.outro },
    ])
    .returning({ id: tamanhos.id, tamanho: tamanhos.tamanho });
  const cor = (prefixo: string) => corLinhas.find((c) => c.nome.startsWith(prefixo))!.id;
  const tam = (prefixo: string) => tamLinhas.find((c) => c.tamanho.startsWith(prefixo))!.id;

  const donos = Object.keys(fornecedores) as DonoDeProduto[];
  const situacoes = Object.keys(SITUACOES) as SituacaoDeProduto[];
  const codigo = (dono: DonoDeProduto, s: SituacaoDeProduto) => `${dono}-${s}`.toUpperCase();
  const criados = await db
    .insert(produtos)
    .values(
      donos.flatMap((dono) =>
        situacoes.map((s) => ({
          fornecedor_id: fornecedores[dono],
          codigo: codigo(dono, s),
          descricao: `Produto ${dono} ${s} ${n}`,
          valor: '49.90',
          categoria_id: categoria!.id,
          detalhes: 'Produto da matriz',
          ...SITUACOES[s],
        })),
      ),
    )
    .returning({ id: produtos.id, codigo: produtos.codigo, fornecedor_id: produtos.fornecedor_id });
  const idDe = (dono: DonoDeProduto, s: SituacaoDeProduto) =>
    criados.find((p) => p.fornecedor_id === fornecedores[dono] && p.codigo === codigo(dono, s))!.id;
  const porDono = Object.fromEntries(
    donos.map((dono) => [dono, Object.fromEntries(situacoes.map((s) => [s, idDe(dono, s)]))]),
  ) as CatalogoDoMundo['produtos'];

  // Every product's grid: the shared colour and size.
  await db
    .insert(produto_cores)
    .values(criados.map((p) => ({ produto_id: p.id, cor_id: cor('AZUL'), ordem: 0 })));
  await db
    .insert(produto_tamanhos)
    .values(criados.map((p) => ({ produto_id: p.id, tamanho_id: tam('U'), ordem: 0 })));
  // The rejected ones carry their rejection (spec 3 §4: at least one reason).
  const reprovacoes = await db
    .insert(homologacoes)
    .values(donos.map((dono) => ({ produto_id: porDono[dono].reprovado, status: 2 })))
    .returning({ id: homologacoes.id });
  await db.insert(homologacao_erros).values(
    reprovacoes.flatMap((h) => [
      { homologacao_id: h.id, descricao: 'Foto fora de foco' },
      { homologacao_id: h.id, descricao: 'Descrição incompleta' },
    ]),
  );

  return {
    categoria: categoria!.id,
    corCompartilhada: cor('AZUL'),
    tamanhoCompartilhado: tam('U'),
    corDoFornecedor: cor('VINHO'),
    tamanhoDoFornecedor: tam('F'),
    corDoOutro: cor('VERDE'),
    tamanhoDoOutro: tam('X'),
    produtos: porDono,
  };
}
