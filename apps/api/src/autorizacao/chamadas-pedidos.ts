import { createHash, randomUUID } from 'node:crypto';
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
};
