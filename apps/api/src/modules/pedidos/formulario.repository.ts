import { aliasedTable, and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  arquivos,
  clientes,
  cores,
  enderecos,
  fornecedores,
  lojas,
  pedido_grade,
  pedido_itens,
  pedidos,
  pedidos_clientes,
  produto_cores,
  produto_midias,
  produto_tamanhos,
  produtos,
  representante_fornecedor,
  representantes,
  rodadas,
  tamanhos,
} from '../../db/schema/index.js';
import { inserirLinhas, type NovaLinha } from './checkout.repository.js';
import type { EscopoPedidos } from './lista.repository.js';

// SQL of the order form (spec 3 §2 "Order form", §3 "Order", "Order line", §7; PEDIDOS.md
// decisions 4-6): one order with its parties, lines, grid and products; the usable products of
// a supplier; the suppliers and representatives of the list's filter; the update's writes.

type Leitor = Db | Tx;

const enderecoCliente = aliasedTable(enderecos, 'endereco_cliente');
const enderecoFornecedor = aliasedTable(enderecos, 'endereco_fornecedor');

/** One order by number or uuid, with its parties and round, or null. */
export async function pedidoCompleto(db: Leitor, ref: number | string) {
  const [p] = await db
    .select({
      pedido: pedidos,
      cliente: {
        id: clientes.id,
        nome: clientes.nome,
        razao_social: clientes.razao_social,
        nome_fantasia: clientes.nome_fantasia,
        cnpj: clientes.cnpj,
        telefone: enderecoCliente.telefone,
        celular: enderecoCliente.celular,
        email: enderecoCliente.email,
      },
      loja: {
        id: lojas.id,
        razao_social: lojas.razao_social,
        nome_fantasia: lojas.nome_fantasia,
        cnpj: lojas.cnpj,
      },
      fornecedor: {
        id: fornecedores.id,
        nome_fantasia: fornecedores.nome_fantasia,
        razao_social: fornecedores.razao_social,
        cnpj: fornecedores.cnpj,
        telefone: enderecoFornecedor.telefone,
        email: enderecoFornecedor.email,
      },
      representante_nome: representantes.nome_fantasia,
      rodada_nome: rodadas.nome,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
      rodada_administrador_id: rodadas.administrador_id,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
    .leftJoin(enderecoCliente, eq(enderecoCliente.id, clientes.endereco_id))
    .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(enderecoFornecedor, eq(enderecoFornecedor.id, fornecedores.endereco_id))
    .leftJoin(representantes, eq(representantes.id, pedidos.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(typeof ref === 'number' ? eq(pedidos.id, ref) : eq(pedidos.uuid, ref));
  return p ?? null;
}
export type PedidoCompleto = NonNullable<Awaited<ReturnType<typeof pedidoCompleto>>>;

/** The order's lines in typing order, each with its grid cells. */
export async function linhasDoPedido(db: Leitor, pedidoId: number) {
  const itens = await db
    .select({
      id: pedido_itens.id,
      produto_id: pedido_itens.produto_id,
      codigo: pedido_itens.codigo,
      descricao: pedido_itens.descricao,
      valor: pedido_itens.valor,
      quantidade: pedido_itens.quantidade,
      subtotal: pedido_itens.subtotal,
      observacoes: pedido_itens.observacoes,
      quantidade_minima: produtos.quantidade_minima,
      multiplo: produtos.multiplo,
    })
    .from(pedido_itens)
    .innerJoin(produtos, eq(produtos.id, pedido_itens.produto_id))
    .where(eq(pedido_itens.pedido_id, pedidoId))
    .orderBy(asc(pedido_itens.ordem), asc(pedido_itens.id));
  if (itens.length === 0) return [];
  const celulas = await db
    .select({
      pedido_item_id: pedido_grade.pedido_item_id,
      cor_id: pedido_grade.cor_id,
      tamanho_id: pedido_grade.tamanho_id,
      quantidade: pedido_grade.quantidade,
    })
    .from(pedido_grade)
    .where(
      inArray(
        pedido_grade.pedido_item_id,
        itens.map((i) => i.id),
      ),
    )
    .orderBy(asc(pedido_grade.id));
  return itens.map(({ id, ...i }) => ({
    ...i,
    grade: celulas
      .filter((c) => c.pedido_item_id === id)
      .map(({ cor_id, tamanho_id, quantidade }) => ({ cor_id, tamanho_id, quantidade })),
  }));
}

/** Colours and sizes of each product of `ids`, in the product's order. */
export async function gradesDosProdutos(db: Leitor, ids: readonly number[]) {
  const mapa = new Map<
    number,
    { cores: { id: number; nome: string }[]; tamanhos: { id: number; tamanho: string; especial: boolean }[] }
  >();
  if (ids.length === 0) return mapa;
  const lista = [...new Set(ids)];
  for (const id of lista) mapa.set(id, { cores: [], tamanhos: [] });
  const [cs, ts] = await Promise.all([
    db
      .select({ produto_id: produto_cores.produto_id, id: cores.id, nome: cores.nome })
      .from(produto_cores)
      .innerJoin(cores, eq(cores.id, produto_cores.cor_id))
      .where(inArray(produto_cores.produto_id, lista))
      .orderBy(asc(produto_cores.ordem), asc(produto_cores.id)),
    db
      .select({
        produto_id: produto_tamanhos.produto_id,
        id: tamanhos.id,
        tamanho: tamanhos.tamanho,
        especial: tamanhos.especial,
      })
      .from(produto_tamanhos)
      .innerJoin(tamanhos, eq(tamanhos.id, produto_tamanhos.tamanho_id))
      .where(inArray(produto_tamanhos.produto_id, lista))
      .orderBy(asc(produto_tamanhos.ordem), asc(produto_tamanhos.id)),
  ]);
  for (const { produto_id, ...c } of cs) mapa.get(produto_id)!.cores.push(c);
  for (const { produto_id, ...t } of ts) mapa.get(produto_id)!.tamanhos.push(t);
  return mapa;
}

/** The first photo (arquivos id and key) of each product of `ids`. */
export async function primeirasFotos(db: Leitor, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { id: number; chave: string }>();
  const linhas = await db
    .selectDistinctOn([produto_midias.produto_id], {
      produto_id: produto_midias.produto_id,
      id: arquivos.id,
      chave: arquivos.chave,
    })
    .from(produto_midias)
    .innerJoin(arquivos, eq(arquivos.id, produto_midias.arquivo_id))
    .where(and(inArray(produto_midias.produto_id, [...new Set(ids)]), eq(produto_midias.tipo, 'foto')))
    .orderBy(produto_midias.produto_id, asc(produto_midias.ordem), asc(produto_midias.id));
  return new Map(linhas.map((l) => [l.produto_id, { id: l.id, chave: l.chave }]));
}

const usavel = (fornecedorId: number) =>
  and(
    eq(produtos.fornecedor_id, fornecedorId),
    eq(produtos.status, 1),
    eq(produtos.ativo, true),
    eq(fornecedores.ativo, true),
  );

const COLUNAS_PRODUTO = {
  id: produtos.id,
  codigo: produtos.codigo,
  descricao: produtos.descricao,
  valor: produtos.valor,
  quantidade_minima: produtos.quantidade_minima,
  multiplo: produtos.multiplo,
};

/** A page of the supplier's usable products by code and description, and how many match. */
export async function produtosUsaveis(
  db: Leitor,
  f: { fornecedorId: number; busca: string | undefined; page: number; porPagina: number },
) {
  const where = and(
    usavel(f.fornecedorId),
    f.busca
      ? sql`${produtos.busca} like '%' || rodada_texto_busca(${f.busca.replace(/[\\%_]/g, (c) => `\\${c}`)}) || '%'`
      : undefined,
  );
  const [linhas, [total]] = await Promise.all([
    db
      .select(COLUNAS_PRODUTO)
      .from(produtos)
      .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id))
      .where(where)
      .orderBy(asc(produtos.codigo), asc(produtos.id))
      .limit(f.porPagina)
      .offset((f.page - 1) * f.porPagina),
    db
      .select({ n: count() })
      .from(produtos)
      .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id))
      .where(where),
  ]);
  return { linhas, total: total?.n ?? 0 };
}

/** The supplier's usable product with this (normalised) code, or null. */
export async function produtoUsavelPorCodigo(db: Leitor, fornecedorId: number, codigo: string) {
  const [p] = await db
    .select(COLUNAS_PRODUTO)
    .from(produtos)
    .innerJoin(fornecedores, eq(fornecedores.id, produtos.fornecedor_id))
    .where(and(usavel(fornecedorId), eq(produtos.codigo, codigo)));
  return p ?? null;
}

/** Whether the representative carries the supplier (representante_fornecedor). */
export async function representaFornecedor(db: Leitor, representanteId: number, fornecedorId: number) {
  const [l] = await db
    .select({ id: representante_fornecedor.id })
    .from(representante_fornecedor)
    .where(
      and(
        eq(representante_fornecedor.representante_id, representanteId),
        eq(representante_fornecedor.fornecedor_id, fornecedorId),
      ),
    );
  return l !== undefined;
}

const porNome = <T extends { nome_fantasia: string }>(xs: T[]) =>
  xs.sort((a, b) => a.nome_fantasia.localeCompare(b.nome_fantasia, 'pt-BR'));

/** The suppliers with orders in the scope, plus `extra` (a representative's suppliers, itself). */
export async function fornecedoresDoEscopo(
  db: Leitor,
  escopo: EscopoPedidos,
  rodadaId: number | undefined,
  extra: SQL | undefined,
) {
  const dosPedidos = sql`${fornecedores.id} in (select p.fornecedor_id from ${pedidos} p where p.${sql.identifier(
    escopo.coluna,
  )} = ${escopo.id}${rodadaId === undefined ? sql`` : sql` and p.rodada_id = ${rodadaId}`})`;
  const linhas = await db
    .select({ id: fornecedores.id, nome_fantasia: fornecedores.nome_fantasia })
    .from(fornecedores)
    .where(extra ? sql`(${dosPedidos} or ${extra})` : dosPedidos);
  return porNome(linhas);
}

/** The representatives of orders in the scope, plus `extra`. */
export async function representantesDoEscopo(
  db: Leitor,
  escopo: EscopoPedidos,
  rodadaId: number | undefined,
  extra: SQL | undefined,
) {
  const dosPedidos = sql`${representantes.id} in (select p.representante_id from ${pedidos} p where p.${sql.identifier(
    escopo.coluna,
  )} = ${escopo.id}${rodadaId === undefined ? sql`` : sql` and p.rodada_id = ${rodadaId}`})`;
  const linhas = await db
    .select({ id: representantes.id, nome_fantasia: representantes.nome_fantasia })
    .from(representantes)
    .where(extra ? sql`(${dosPedidos} or ${extra})` : dosPedidos);
  return porNome(linhas);
}

/** Locks order `id` for its update; answers its status and round switch (null when absent). */
export async function travarPedido(tx: Tx, id: number) {
  const [p] = await tx
    .select({ id: pedidos.id, status: pedidos.status })
    .from(pedidos)
    .where(eq(pedidos.id, id))
    .for('update');
  return p ?? null;
}

/** Replaces the order's row values and its lines and grid (in the caller's transaction). */
export async function regravarPedido(
  tx: Tx,
  id: number,
  valores: Partial<typeof pedidos.$inferInsert>,
  linhas: readonly NovaLinha[],
) {
  await tx.update(pedidos).set(valores).where(eq(pedidos.id, id));
  await tx.delete(pedido_itens).where(eq(pedido_itens.pedido_id, id));
  await inserirLinhas(tx, id, linhas);
}

/**
 * A customer order's totals again from its supplier orders (after one of them was edited): pieces
 * and gross over the ones not cancelled.
 */
export async function recontarPedidoCliente(tx: Tx, pedidoClienteId: number) {
  await tx
    .update(pedidos_clientes)
    .set({
      quantidade_total: sql`(select coalesce(sum(p.quantidade), 0)::int from ${pedidos} p
        where p.pedido_cliente_id = ${pedidoClienteId} and p.status <> 5)`,
      valor_total: sql`(select coalesce(sum(p.valor_bruto), 0) from ${pedidos} p
        where p.pedido_cliente_id = ${pedidoClienteId} and p.status <> 5)`,
    })
    .where(eq(pedidos_clientes.id, pedidoClienteId));
}
