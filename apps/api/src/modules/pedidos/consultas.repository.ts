import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  cidades,
  clientes,
  enderecos,
  estados,
  fornecedores,
  lojas,
  pedido_grade,
  pedido_itens,
  pedidos,
  pedidos_clientes,
  representante_fornecedor,
  rodada_clientes,
  rodadas,
} from '../../db/schema/index.js';
import {
  colunasVinculos,
  filtroBuscaDeClientes,
  filtroEscopoDeClientes,
  type EscopoDeClientes,
} from '../clientes/index.js';

// Reads of the orders area for issue 13: the checkout's client picker and a customer order's
// detail (spec 3 §7 "Orders").

/** The clients of the caller's scope (the customers module's, ADR 013), with their links. */
export async function clientesDoEscopo(
  db: Db,
  escopo: EscopoDeClientes,
  filtros: {
    rodadaId?: number | undefined;
    id?: number | undefined;
    busca?: string | undefined;
    limite: number;
  },
) {
  const condicoes: (SQL | undefined)[] = [
    filtroEscopoDeClientes(escopo),
    filtroBuscaDeClientes(filtros.busca),
    eq(clientes.ativo, true),
  ];
  if (filtros.id !== undefined) condicoes.push(eq(clientes.id, filtros.id));
  if (filtros.rodadaId !== undefined) {
    condicoes.push(
      sql`exists (select 1 from ${rodada_clientes} rc where rc.cliente_id = "clientes"."id" and rc.rodada_id = ${filtros.rodadaId})`,
    );
  }
  return db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      razao_social: clientes.razao_social,
      nome_fantasia: clientes.nome_fantasia,
      cnpj: clientes.cnpj,
      ...colunasVinculos(),
    })
    .from(clientes)
    .where(and(...condicoes))
    .orderBy(asc(clientes.nome), asc(clientes.id))
    .limit(filtros.limite);
}

/**
 * The suppliers whose orders the caller places, as the compra policy reads them
 * (FornecedorRecurso): a fornecedor's own record, a representante's carried ones; none otherwise.
 * The subquery names the outer column with its table: drizzle leaves a lone table's columns unqualified.
 */
export async function fornecedoresDoChamador(
  db: Db,
  chamador: { fornecedorId: number | null; representanteId: number | null },
) {
  const { fornecedorId, representanteId } = chamador;
  const filtro =
    fornecedorId !== null
      ? eq(fornecedores.id, fornecedorId)
      : representanteId !== null
        ? sql`exists (select 1 from ${representante_fornecedor} rf where rf.fornecedor_id = "fornecedores"."id"
            and rf.representante_id = ${representanteId})`
        : undefined;
  if (!filtro) return [];
  return db
    .select({
      id: fornecedores.id,
      ativo: fornecedores.ativo,
      representante_ids: sql<number[]>`array(select rf.representante_id from ${representante_fornecedor} rf
        where rf.fornecedor_id = ${sql.raw('"fornecedores"."id"')})`.mapWith((v: unknown) =>
        Array.isArray(v) ? v.map(Number) : [],
      ),
    })
    .from(fornecedores)
    .where(filtro);
}

/** The stores of these clients, the default one first. */
export async function lojasDosClientes(db: Db, clienteIds: readonly number[]) {
  if (clienteIds.length === 0) return [];
  return db
    .select({
      id: lojas.id,
      cliente_id: lojas.cliente_id,
      razao_social: lojas.razao_social,
      nome_fantasia: lojas.nome_fantasia,
      cnpj: lojas.cnpj,
      padrao: lojas.padrao,
    })
    .from(lojas)
    .where(inArray(lojas.cliente_id, [...clienteIds]))
    .orderBy(desc(lojas.padrao), asc(lojas.nome_fantasia), asc(lojas.id));
}

/** A customer order with its client, store and round administrator; null when absent. */
export async function pedidoCliente(db: Db, id: number) {
  const [pc] = await db
    .select({
      id: pedidos_clientes.id,
      uuid: pedidos_clientes.uuid,
      data: pedidos_clientes.data,
      status: pedidos_clientes.status,
      cliente_id: pedidos_clientes.cliente_id,
      cliente_nome: clientes.nome,
      representante_id: pedidos_clientes.representante_id,
      forma_pagamento: pedidos_clientes.forma_pagamento,
      observacoes: pedidos_clientes.observacoes,
      quantidade_total: pedidos_clientes.quantidade_total,
      valor_total: pedidos_clientes.valor_total,
      rodada_administrador_id: rodadas.administrador_id,
      rodada_permitir_pedidos: rodadas.permitir_pedidos,
      loja: {
        id: lojas.id,
        nome_fantasia: lojas.nome_fantasia,
        razao_social: lojas.razao_social,
        cnpj: lojas.cnpj,
      },
      loja_endereco_id: lojas.endereco_id,
    })
    .from(pedidos_clientes)
    .innerJoin(clientes, eq(clientes.id, pedidos_clientes.cliente_id))
    .innerJoin(lojas, eq(lojas.id, pedidos_clientes.cliente_loja_id))
    .leftJoin(rodadas, eq(rodadas.id, pedidos_clientes.rodada_id))
    .where(eq(pedidos_clientes.id, id));
  return pc ?? null;
}

/** The supplier orders a customer order made (spec D9). */
export async function pedidosDoPedidoCliente(db: Db, pedidoClienteId: number) {
  return db
    .select({
      id: pedidos.id,
      fornecedor_id: pedidos.fornecedor_id,
      fornecedor_nome: fornecedores.nome_fantasia,
      status: pedidos.status,
      quantidade: pedidos.quantidade,
      valor_bruto: pedidos.valor_bruto,
      valor_liquido: pedidos.valor_liquido,
      comissao_valor: pedidos.comissao_valor,
    })
    .from(pedidos)
    .innerJoin(fornecedores, eq(fornecedores.id, pedidos.fornecedor_id))
    .where(eq(pedidos.pedido_cliente_id, pedidoClienteId))
    .orderBy(asc(pedidos.id));
}

/** The lines of those supplier orders with their grid cells (the authoritative lines, spec D9). */
export async function linhasDosPedidos(db: Db, pedidoIds: readonly number[]) {
  if (pedidoIds.length === 0) return [];
  const itens = await db
    .select({
      id: pedido_itens.id,
      produto_id: pedido_itens.produto_id,
      codigo: pedido_itens.codigo,
      descricao: pedido_itens.descricao,
      quantidade: pedido_itens.quantidade,
      valor: pedido_itens.valor,
      subtotal: pedido_itens.subtotal,
    })
    .from(pedido_itens)
    .where(inArray(pedido_itens.pedido_id, [...pedidoIds]))
    .orderBy(asc(pedido_itens.pedido_id), asc(pedido_itens.ordem));
  const celulas = itens.length
    ? await db
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
        .orderBy(asc(pedido_grade.id))
    : [];
  return itens.map((i) => ({
    ...i,
    grade: celulas
      .filter((c) => c.pedido_item_id === i.id)
      .map(({ cor_id, tamanho_id, quantidade }) => ({ cor_id, tamanho_id, quantidade })),
  }));
}

/** A store's delivery address ('Local de Entrega', spec 3 §3) with city and state names; null when none. */
export async function enderecoDeEntrega(db: Db, enderecoId: number | null) {
  if (enderecoId === null) return null;
  const [e] = await db
    .select({
      rua: enderecos.rua,
      numero: enderecos.numero,
      complemento: enderecos.complemento,
      bairro: enderecos.bairro,
      local: enderecos.local,
      cep: enderecos.cep,
      celular: enderecos.celular,
      cidade: cidades.nome,
      estado: estados.sigla,
    })
    .from(enderecos)
    .leftJoin(cidades, eq(cidades.id, enderecos.cidade_id))
    .leftJoin(estados, eq(estados.id, enderecos.estado_id))
    .where(eq(enderecos.id, enderecoId));
  return e ?? null;
}
