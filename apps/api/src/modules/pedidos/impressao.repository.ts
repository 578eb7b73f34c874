import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
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

// Reads of the order prints (spec 3 §7 "GET /api/pedidos/{id}/imprimir", "Printing" pedidos/listar):
// one order with its parties and lines (the filtered list reads the list's own query,
// lista.repository.ts).

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
