import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  categorias,
  clientes,
  cores,
  homologacao_erros,
  homologacoes,
  lojas,
  pedido_itens,
  pedidos,
  produto_cores,
  produto_tamanhos,
  produtos,
  tamanhos,
  users,
} from '../db/schema/index.js';
import type { Deps } from '../lib/deps.js';

// Catalogue rows for API tests (modules/produtos and the other catalogue modules): categories,
// colours, sizes, products with a grid, a rejection with its reasons and an order naming a product.

let sequencia = 0;

/** A category; answers its id. */
export async function inserirCategoria(deps: Deps, nome = `Categoria ${++sequencia}`): Promise<number> {
  const [c] = await deps.db.insert(categorias).values({ nome }).returning({ id: categorias.id });
  return c!.id;
}

/** A colour: shared (tipo 1) when `fornecedorId` is null, the supplier's own (tipo 0) otherwise. */
export async function inserirCor(deps: Deps, nome: string, fornecedorId: number | null = null) {
  const [c] = await deps.db
    .insert(cores)
    .values({ nome, tipo: fornecedorId === null ? 1 : 0, fornecedor_id: fornecedorId })
    .returning({ id: cores.id });
  return c!.id;
}

/** A size: shared (tipo 1) when `fornecedorId` is null, the supplier's own (tipo 0) otherwise. */
export async function inserirTamanho(deps: Deps, tamanho: string, fornecedorId: number | null = null) {
  const [c] = await deps.db
    .insert(tamanhos)
    .values({ tamanho, tipo: fornecedorId === null ? 1 : 0, fornecedor_id: fornecedorId })
    .returning({ id: tamanhos.id });
  return c!.id;
}

/** A product of `fornecedorId` straight in the table, with a grid when colours and sizes are given. */
export async function inserirProduto(
  deps: Deps,
  d: Partial<typeof produtos.$inferInsert> & {
    fornecedor_id: number;
    categoria_id: number;
    cores?: number[];
    tamanhos?: number[];
  },
): Promise<number> {
  const { cores: corIds = [], tamanhos: tamanhoIds = [], ...dados } = d;
  const n = ++sequencia;
  const [p] = await deps.db
    .insert(produtos)
    .values({ codigo: `P${n}`, descricao: `Produto ${n}`, valor: '10.00', detalhes: 'Detalhes', ...dados })
    .returning({ id: produtos.id });
  const id = p!.id;
  if (corIds.length)
    await deps.db
      .insert(produto_cores)
      .values(corIds.map((cor_id, ordem) => ({ produto_id: id, cor_id, ordem })));
  if (tamanhoIds.length)
    await deps.db
      .insert(produto_tamanhos)
      .values(tamanhoIds.map((tamanho_id, ordem) => ({ produto_id: id, tamanho_id, ordem })));
  return id;
}

/** A rejection of the product (status 2 set on it) with these free-text reasons. */
export async function reprovarProduto(deps: Deps, produtoId: number, motivos: string[], erroId?: number) {
  const [h] = await deps.db
    .insert(homologacoes)
    .values({ produto_id: produtoId, status: 2 })
    .returning({ id: homologacoes.id });
  await deps.db
    .insert(homologacao_erros)
    .values(motivos.map((descricao) => ({ homologacao_id: h!.id, descricao, erro_id: erroId ?? null })));
  await deps.db.update(produtos).set({ status: 2 }).where(eq(produtos.id, produtoId));
}

/** An order of a new customer with one line naming the product. */
export async function pedidoComProduto(deps: Deps, fornecedorId: number, produtoId: number) {
  const [u] = await deps.db
    .insert(users)
    .values({
      tipo: 'cliente',
      nome: 'Cliente do Pedido',
      email: `pedido-${++sequencia}@produtos.test`,
      password: 'x',
    })
    .returning({ id: users.id });
  const [c] = await deps.db
    .insert(clientes)
    .values({ user_id: u!.id, nome: 'Cliente do Pedido' })
    .returning();
  const [l] = await deps.db
    .insert(lojas)
    .values({
      cliente_id: c!.id,
      razao_social: 'Loja Ltda',
      nome_fantasia: 'Loja',
      cnpj: '12ABC34501DE35',
      padrao: true,
    })
    .returning();
  const [o] = await deps.db
    .insert(pedidos)
    .values({
      uuid: randomUUID(),
      user_id: u!.id,
      fornecedor_id: fornecedorId,
      cliente_id: c!.id,
      cliente_loja_id: l!.id,
      data: '2026-11-25',
    })
    .returning();
  await deps.db.insert(pedido_itens).values({
    pedido_id: o!.id,
    produto_id: produtoId,
    codigo: 'X',
    descricao: 'X',
    valor: '10.00',
    quantidade: 1,
    subtotal: '10.00',
  });
}
