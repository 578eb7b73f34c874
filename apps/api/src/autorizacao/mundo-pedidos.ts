import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import {
  pedido_itens,
  pedidos,
  pedidos_clientes,
  produto_cores,
  produto_tamanhos,
  produtos,
  representante_fornecedor,
} from '../db/schema/index.js';
import type { AppDeTeste } from '../test/app.js';
import type { Mundo } from './mundo.js';

// The world's side of the orders rows (dados/pedidos.ts; issue 13 §6), created on first use for
// each world: an approved product of a supplier the representante carries, and a customer order of
// the cliente caller with one supplier order of the caller fornecedor, reviewed by the representante.

export interface PedidosDoMundo {
  /** A supplier the representante carries (representante_fornecedor) and its approved product. */
  fornecedorDoRepresentante: number;
  produtoDoRepresentante: number;
  /** The customer order (pedidos_clientes) of the cliente caller. */
  pedidoCliente: number;
}

const criados = new WeakMap<Mundo, Promise<PedidosDoMundo>>();

export function pedidosDoMundo(t: AppDeTeste, m: Mundo): Promise<PedidosDoMundo> {
  let p = criados.get(m);
  if (!p) {
    p = criar(t, m);
    criados.set(m, p);
  }
  return p;
}

async function criar(t: AppDeTeste, m: Mundo): Promise<PedidosDoMundo> {
  const db = t.deps.db;
  const [carregado] = await db
    .select({ id: representante_fornecedor.fornecedor_id })
    .from(representante_fornecedor)
    .where(eq(representante_fornecedor.representante_id, m.rep.id))
    .orderBy(asc(representante_fornecedor.id))
    .limit(1);
  const fornecedorId = carregado!.id;
  const [produto] = await db
    .insert(produtos)
    .values({
      fornecedor_id: fornecedorId,
      categoria_id: m.catalogo.categoria,
      codigo: `MTZ-PED-${m.n}`,
      descricao: 'Produto do representante na matriz',
      valor: '25.00',
      status: 1,
    })
    .returning({ id: produtos.id });
  await db.insert(produto_cores).values({ produto_id: produto!.id, cor_id: m.catalogo.corCompartilhada });
  await db
    .insert(produto_tamanhos)
    .values({ produto_id: produto!.id, tamanho_id: m.catalogo.tamanhoCompartilhado });

  const hoje = '2030-01-01';
  const [pc] = await db
    .insert(pedidos_clientes)
    .values({
      cliente_id: m.cli.id,
      cliente_loja_id: m.cli.lojaPadraoId,
      representante_id: m.rep.id,
      user_id: m.cli.userId,
      data: hoje,
      forma_pagamento: 'Depósito',
      quantidade_total: 1,
      valor_total: '10.00',
    })
    .returning({ id: pedidos_clientes.id });
  const [ped] = await db
    .insert(pedidos)
    .values({
      uuid: randomUUID(),
      user_id: m.cli.userId,
      fornecedor_id: m.forn.id,
      cliente_id: m.cli.id,
      cliente_loja_id: m.cli.lojaPadraoId,
      representante_id: m.rep.id,
      pedido_cliente_id: pc!.id,
      data: hoje,
      quantidade: 1,
      valor_bruto: '10.00',
      valor_liquido: '10.00',
      comissao_valor: '0.50',
    })
    .returning({ id: pedidos.id });
  await db.insert(pedido_itens).values({
    pedido_id: ped!.id,
    produto_id: m.catalogo.produtos.fornecedor.homologado,
    codigo: 'F-HOMOLOGADO',
    descricao: 'Produto da matriz',
    valor: '10.00',
    quantidade: 1,
    subtotal: '10.00',
  });
  return {
    fornecedorDoRepresentante: fornecedorId,
    produtoDoRepresentante: produto!.id,
    pedidoCliente: pc!.id,
  };
}
