import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pedidos } from '../db/schema/index.js';
import type { Chamada, ContextoDaChamada } from './chamadas.js';
import { pedidosDoMundo } from './mundo-pedidos.js';

/** A cart line of one piece on the shared colour and size every world product has. */
function linha(c: ContextoDaChamada, produto_id: number) {
  const { corCompartilhada: cor_id, tamanhoCompartilhado: tamanho_id } = c.m.catalogo;
  return { produto_id, quantidade: 1, grade: [{ cor_id, tamanho_id, quantidade: 1 }] };
}

/** A new idempotency key per call: no cell answers another's saved order. */
const chave = () => ({ uuid: randomUUID(), hash: createHash('sha256').update(randomUUID()).digest('hex') });

function alvo(c: ContextoDaChamada) {
  if (!c.alvo) throw new Error('chamada de pedido sem objeto');
  return c.alvo;
}

/**
 * The world's supplier order (mundo-pedidos.ts: of the caller fornecedor, cliente and
 * representante, outside any round), put in `status` first: each cell of an action finds it in
 * the status the action starts from for that caller, so a party's cell reaches the transition.
 */
async function pedidoEm(c: ContextoDaChamada, status: number) {
  const { pedidoCliente } = await pedidosDoMundo(c.t, c.m);
  const [p] = await c.t.deps.db
    .update(pedidos)
    .set({ status })
    .where(eq(pedidos.pedido_cliente_id, pedidoCliente))
    .returning({ id: pedidos.id });
  return p!.id;
}

/** The world's customer order, its supplier orders put in `status` first. */
async function pedidoClienteEm(c: ContextoDaChamada, status: number) {
  await pedidoEm(c, status);
  return (await pedidosDoMundo(c.t, c.m)).pedidoCliente;
}

/** Issue 14 (h-b): status actions, customer orders, open orders and prints (dados/pedidos.ts). */
const CHAMADAS_PEDIDOS_14: Record<string, Chamada> = {
  'POST /api/pedidos/:id/fechar': async (c) => ({ params: { id: await pedidoEm(c, 0) } }),
  'POST /api/pedidos/:id/entregar': async (c) => ({ params: { id: await pedidoEm(c, 1) } }),
  'POST /api/pedidos/:id/entregar/desfazer': async (c) => ({ params: { id: await pedidoEm(c, 3) } }),
  // The supplier cancels from 1 on, the cliente and the representante a pending one (spec 3 §4).
  'POST /api/pedidos/:id/cancelar': async (c) => ({
    params: { id: await pedidoEm(c, c.quem === 'fornecedor' ? 1 : 0) },
  }),
  'POST /api/pedidos/pedidosclientes/:id/cancelar': async (c) => ({
    params: { id: await pedidoClienteEm(c, 0) },
  }),
  'POST /api/pedidos/pedidosclientes/:id/entregar': async (c) => ({
    params: { id: await pedidoClienteEm(c, 1) },
  }),
  'GET /api/pedidos/abertos': (c) => ({ query: { cliente_id: alvo(c).id } }),
  'GET /api/pedidos/:id/imprimir': async (c) => {
    const { pedidoCliente } = await pedidosDoMundo(c.t, c.m);
    const [p] = await c.t.deps.db
      .select({ id: pedidos.id })
      .from(pedidos)
      .where(eq(pedidos.pedido_cliente_id, pedidoCliente));
    return { params: { id: p!.id } };
  },
};

/**
 * How the matrix calls the orders endpoints of issue 13 (dados/pedidos.ts). The cliente checkout
 * buys the caller fornecedor's approved product for the cell's store; the supplier checkout orders
 * for the cell's client: the fornecedor its own product, the representante the product of a
 * supplier it carries.
 */
export const CHAMADAS_PEDIDOS: Record<string, Chamada> = {
  'POST /api/pedidos/salvar/cliente': (c) => ({
    body: {
      ...chave(),
      cliente_loja_id: alvo(c).loja,
      forma_pagamento: 'Depósito',
      produtos: [linha(c, c.m.catalogo.produtos.fornecedor.homologado)],
    },
  }),
  'POST /api/pedidos/salvar': async (c) => {
    const p = await pedidosDoMundo(c.t, c.m);
    const doRepresentante = c.quem === 'representante';
    return {
      body: {
        ...chave(),
        cliente_id: alvo(c).id,
        cliente_loja_id: alvo(c).loja,
        fornecedor_id: doRepresentante ? p.fornecedorDoRepresentante : c.m.forn.id,
        entrega: '2099-12-31',
        forma_pagamento: 'PIX',
        prazo: '30',
        vendedor: 'Matriz',
        produtos: [
          linha(c, doRepresentante ? p.produtoDoRepresentante : c.m.catalogo.produtos.fornecedor.homologado),
        ],
      },
    };
  },
  'GET /api/pedidos/pedidosclientes/:id/detalhar': async (c) => ({
    params: { id: (await pedidosDoMundo(c.t, c.m)).pedidoCliente },
  }),
  ...CHAMADAS_PEDIDOS_14,
};
