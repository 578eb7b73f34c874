import { aliasedTable, and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Ator } from '@rodada/domain';
import type { Db } from '../../db/client.js';
import {
  clientes,
  cores,
  enderecos,
  fornecedores,
  lojas,
  pedido_grade,
  pedido_itens,
  pedidos,
  representantes,
  rodadas,
  tamanhos,
  users,
} from '../../db/schema/index.js';
import { filtroBuscaDeClientes } from '../clientes/index.js';

// Reads of the order prints (spec 3 §7 "GET /api/pedidos/{id}/imprimir", "Printing" pedidos/listar):
// one order with its parties and lines, and the filtered list as the caller sees it.

const enderecoCliente = aliasedTable(enderecos, 'endereco_cliente');
const enderecoFornecedor = aliasedTable(enderecos, 'endereco_fornecedor');
const usuarioFornecedor = aliasedTable(users, 'usuario_fornecedor');

/** One order with everything its sheet prints; null when absent. */
export async function pedidoParaImprimir(db: Db, id: number) {
  const [p] = await db
    .select({
      id: pedidos.id,
      data: pedidos.data,
      entrega: pedidos.entrega,
      status: pedidos.status,
      fornecedor_id: pedidos.fornecedor_id,
      cliente_id: pedidos.cliente_id,
      representante_id: pedidos.representante_id,
      rodada_nome: rodadas.nome,
      rodada_administrador_id: rodadas.administrador_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
      pedido_loja: pedidos.pedido_loja,
      forma_pagamento: pedidos.forma_pagamento,
      prazo: pedidos.prazo,
      parcelas: pedidos.parcelas,
      transportadora: pedidos.transportadora,
      transportadora_telefone: pedidos.transportadora_telefone,
      vendedor: pedidos.vendedor,
      desconto_percentual: pedidos.desconto_percentual,
      desconto_valor: pedidos.desconto_valor,
      taxa_percentual: pedidos.taxa_percentual,
      taxa_valor: pedidos.taxa_valor,
      comissao_percentual: pedidos.comissao_percentual,
      comissao_valor: pedidos.comissao_valor,
      comissao_tipo: pedidos.comissao_tipo,
      valor_bruto: pedidos.valor_bruto,
      valor_liquido: pedidos.valor_liquido,
      quantidade: pedidos.quantidade,
      observacoes: pedidos.observacoes,
      cliente_nome: clientes.nome,
      cliente_razao_social: clientes.razao_social,
      cliente_cnpj: clientes.cnpj,
      cliente_telefone: enderecoCliente.telefone,
      cliente_celular: enderecoCliente.celular,
      cliente_email: enderecoCliente.email,
      loja_razao_social: lojas.razao_social,
      loja_nome_fantasia: lojas.nome_fantasia,
      loja_cnpj: lojas.cnpj,
      loja_endereco_id: lojas.endereco_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      fornecedor_razao_social: fornecedores.razao_social,
      fornecedor_cnpj: fornecedores.cnpj,
      fornecedor_telefone: enderecoFornecedor.telefone,
      fornecedor_email: usuarioFornecedor.email,
      representante_nome: representantes.nome_fantasia,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(usuarioFornecedor, eq(usuarioFornecedor.id, fornecedores.user_id))
    .leftJoin(enderecoCliente, eq(enderecoCliente.id, clientes.endereco_id))
    .leftJoin(enderecoFornecedor, eq(enderecoFornecedor.id, fornecedores.endereco_id))
    .leftJoin(representantes, eq(representantes.id, pedidos.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(eq(pedidos.id, id));
  return p ?? null;
}

/** The order's lines in order, each with its grid cells named (colour, size). */
export async function linhasParaImprimir(db: Db, pedidoId: number) {
  const itens = await db
    .select({
      id: pedido_itens.id,
      codigo: pedido_itens.codigo,
      descricao: pedido_itens.descricao,
      valor: pedido_itens.valor,
      quantidade: pedido_itens.quantidade,
      subtotal: pedido_itens.subtotal,
      observacoes: pedido_itens.observacoes,
    })
    .from(pedido_itens)
    .where(eq(pedido_itens.pedido_id, pedidoId))
    .orderBy(asc(pedido_itens.ordem), asc(pedido_itens.id));
  const celulas = itens.length
    ? await db
        .select({
          pedido_item_id: pedido_grade.pedido_item_id,
          cor: cores.nome,
          tamanho: tamanhos.tamanho,
          quantidade: pedido_grade.quantidade,
        })
        .from(pedido_grade)
        .innerJoin(cores, eq(cores.id, pedido_grade.cor_id))
        .innerJoin(tamanhos, eq(tamanhos.id, pedido_grade.tamanho_id))
        .where(
          inArray(
            pedido_grade.pedido_item_id,
            itens.map((i) => i.id),
          ),
        )
        .orderBy(asc(cores.nome), asc(tamanhos.ordem), asc(tamanhos.id))
    : [];
  return itens.map((i) => ({ ...i, grade: celulas.filter((c) => c.pedido_item_id === i.id) }));
}

/** The order filter of the printed list (spec 3 §3 "Order filter"; design of issue 14, decision 3). */
export interface FiltroPedidos {
  status: 'todos' | 'abertos' | 'enviados';
  data_tipo: 'nenhuma' | 'cadastro' | 'entrega';
  data_inicial?: string | undefined;
  data_final?: string | undefined;
  cliente_id?: number | undefined;
  cliente_loja_id?: number | undefined;
  fornecedor_id?: number | undefined;
  representante_id?: number | undefined;
  pedido?: number | undefined;
  rodada_id?: number | undefined;
  busca?: string | undefined;
}

/** The orders the caller may see (pedido.ver), as SQL. */
function escopo(ator: Ator): SQL {
  switch (ator.tipo) {
    case 'fornecedor':
      return eq(pedidos.fornecedor_id, ator.fornecedorId ?? 0);
    case 'representante':
      return eq(pedidos.representante_id, ator.representanteId ?? 0);
    case 'cliente':
      return eq(pedidos.cliente_id, ator.clienteId ?? 0);
    case 'administrador':
      return eq(rodadas.administrador_id, ator.administradorId ?? 0);
    default:
      return sql`false`;
  }
}

const contendo = (texto: string) => `%${texto.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condicoes(ator: Ator, f: FiltroPedidos) {
  const status =
    f.status === 'abertos'
      ? inArray(pedidos.status, [0, 1, 2])
      : f.status === 'enviados'
        ? eq(pedidos.status, 4)
        : undefined;
  const coluna =
    f.data_tipo === 'cadastro' ? pedidos.data : f.data_tipo === 'entrega' ? pedidos.entrega : null;
  const busca = f.busca
    ? or(
        filtroBuscaDeClientes(f.busca),
        sql`lower(${fornecedores.nome_fantasia}) like ${contendo(f.busca.toLowerCase())}`,
        /^\d{1,9}$/.test(f.busca) ? eq(pedidos.id, Number(f.busca)) : undefined,
      )
    : undefined;
  return and(
    escopo(ator),
    status,
    coluna && f.data_inicial ? gte(coluna, f.data_inicial) : undefined,
    coluna && f.data_final ? lte(coluna, f.data_final) : undefined,
    f.cliente_id === undefined ? undefined : eq(pedidos.cliente_id, f.cliente_id),
    f.cliente_loja_id === undefined ? undefined : eq(pedidos.cliente_loja_id, f.cliente_loja_id),
    f.fornecedor_id === undefined ? undefined : eq(pedidos.fornecedor_id, f.fornecedor_id),
    f.representante_id === undefined ? undefined : eq(pedidos.representante_id, f.representante_id),
    f.pedido === undefined ? undefined : eq(pedidos.id, f.pedido),
    f.rodada_id === undefined ? undefined : eq(pedidos.rodada_id, f.rodada_id),
    busca,
  );
}

/** The filtered orders (newest first, at most `limite`), with their total count and sums. */
export async function listaParaImprimir(db: Db, ator: Ator, f: FiltroPedidos, limite: number) {
  const onde = condicoes(ator, f);
  const linhas = await db
    .select({
      id: pedidos.id,
      data: pedidos.data,
      entrega: pedidos.entrega,
      status: pedidos.status,
      cliente_nome: clientes.nome,
      loja_nome_fantasia: lojas.nome_fantasia,
      fornecedor_nome: fornecedores.nome_fantasia,
      representante_nome: representantes.nome_fantasia,
      quantidade: pedidos.quantidade,
      valor_liquido: pedidos.valor_liquido,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos.cliente_loja_id))
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(representantes, eq(representantes.id, pedidos.representante_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(onde)
    .orderBy(desc(pedidos.id))
    .limit(limite);
  const [totais] = await db
    .select({
      pedidos: sql<number>`count(*)::int`,
      quantidade: sql<number>`coalesce(sum(${pedidos.quantidade}) filter (where ${pedidos.status} <> 5), 0)::int`,
      valor_liquido: sql<string>`coalesce(sum(${pedidos.valor_liquido}) filter (where ${pedidos.status} <> 5), 0)::text`,
    })
    .from(pedidos)
    .innerJoin(clientes, eq(clientes.id, pedidos.cliente_id))
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos.rodada_id))
    .where(onde);
  return { linhas, totais: totais! };
}
