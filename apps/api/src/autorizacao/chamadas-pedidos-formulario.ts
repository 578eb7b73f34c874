import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pedidos, produtos } from '../db/schema/index.js';
import type { Chamada, ContextoDaChamada } from './chamadas.js';
import type { Mundo } from './mundo.js';
import { pedidosDoMundo } from './mundo-pedidos.js';

// How the matrix calls the orders endpoints of issue 14 (h-a): lists, the order form's load and
// update and its lookups (dados/pedidos-formulario.ts).

const chave = () => ({ uuid: randomUUID(), hash: createHash('sha256').update(randomUUID()).digest('hex') });

/** A line of one piece on the shared colour and size every world product has. */
function linha(c: ContextoDaChamada, produto_id: number) {
  const { corCompartilhada: cor_id, tamanhoCompartilhado: tamanho_id } = c.m.catalogo;
  return { produto_id, quantidade: 1, grade: [{ cor_id, tamanho_id, quantidade: 1 }] };
}

/** The world's supplier order (mundo-pedidos.ts): of m.forn for m.cli, reviewed by m.rep. */
async function pedidoDoMundo(c: ContextoDaChamada) {
  const { pedidoCliente } = await pedidosDoMundo(c.t, c.m);
  const [p] = await c.t.deps.db
    .select({ id: pedidos.id })
    .from(pedidos)
    .where(eq(pedidos.pedido_cliente_id, pedidoCliente));
  return p!.id;
}

const criados = new WeakMap<Mundo, Map<string, Promise<number>>>();

/**
 * An order (status 0, no round) of `fornecedorId` for the client and store, once per world:
 * the caller's own order for its own client, another owner's for another owner's client.
 */
function pedidoPara(
  c: ContextoDaChamada,
  o: {
    fornecedorId: number;
    clienteId: number;
    lojaId: number;
    userId: number;
    representanteId: number | null;
  },
) {
  let mapa = criados.get(c.m);
  if (!mapa) criados.set(c.m, (mapa = new Map<string, Promise<number>>()));
  const k = JSON.stringify(o);
  let p = mapa.get(k);
  if (!p) {
    p = c.t.deps.db
      .insert(pedidos)
      .values({
        uuid: randomUUID(),
        user_id: o.userId,
        fornecedor_id: o.fornecedorId,
        cliente_id: o.clienteId,
        cliente_loja_id: o.lojaId,
        representante_id: o.representanteId,
        data: '2030-01-01',
        entrega: '2099-12-31',
        pedido_loja: true,
      })
      .returning({ id: pedidos.id })
      .then((r) => r[0]!.id);
    mapa.set(k, p);
  }
  return p;
}

function alvo(c: ContextoDaChamada) {
  if (!c.alvo) throw new Error('chamada de pedido sem objeto');
  return c.alvo;
}

/** A query with the own round for the administrador (its lists need one). */
const daRodada = (c: ContextoDaChamada): Record<string, number> =>
  c.quem === 'administrador' ? { rodada_id: c.m.rodadas.propria } : {};

export const CHAMADAS_PEDIDOS_FORMULARIO: Record<string, Chamada> = {
  'GET /api/pedidos/listar': (c) => ({ query: daRodada(c) }),
  'POST /api/pedidos/filtrar': (c) => ({ body: { ...daRodada(c), status: 'abertos' } }),
  'GET /api/pedidos/:id/editar': async (c) => ({ params: { id: await pedidoDoMundo(c) } }),
  'POST /api/pedidos/:id/atualizar': async (c) => {
    const m = c.m;
    const cliente = alvo(c);
    const p = await pedidosDoMundo(c.t, m);
    const doRepresentante = c.quem === 'representante';
    const alheio = cliente.id === m.clientes.outro.id;
    const id = await pedidoPara(c, {
      fornecedorId: alheio
        ? m.fornecedores.outro.id
        : doRepresentante
          ? p.fornecedorDoRepresentante
          : m.forn.id,
      clienteId: cliente.id,
      lojaId: cliente.loja!,
      userId: alheio ? m.fornecedores.outro.userId : doRepresentante ? m.rep.userId : m.forn.userId,
      representanteId: doRepresentante && !alheio ? m.rep.id : null,
    });
    return {
      params: { id },
      body: {
        ...chave(),
        cliente_id: cliente.id,
        cliente_loja_id: cliente.loja,
        fornecedor_id: doRepresentante ? p.fornecedorDoRepresentante : undefined,
        entrega: '2099-12-31',
        forma_pagamento: 'PIX',
        prazo: '30',
        vendedor: 'Matriz',
        produtos: [
          linha(c, doRepresentante ? p.produtoDoRepresentante : m.catalogo.produtos.fornecedor.homologado),
        ],
      },
    };
  },
  'GET /api/pedidos/produtos': async (c) =>
    c.quem === 'representante'
      ? { query: { fornecedor_id: (await pedidosDoMundo(c.t, c.m)).fornecedorDoRepresentante } }
      : {},
  'GET /api/pedidos/produtos/codigo': async (c) => {
    const p = await pedidosDoMundo(c.t, c.m);
    const doRepresentante = c.quem === 'representante';
    const [prod] = await c.t.deps.db
      .select({ codigo: produtos.codigo })
      .from(produtos)
      .where(
        eq(
          produtos.id,
          doRepresentante ? p.produtoDoRepresentante : c.m.catalogo.produtos.fornecedor.homologado,
        ),
      );
    return {
      query: {
        codigo: prod!.codigo,
        ...(doRepresentante ? { fornecedor_id: p.fornecedorDoRepresentante } : {}),
      },
    };
  },
  'GET /api/pedidos/fornecedores': (c) => ({ query: daRodada(c) }),
  'GET /api/pedidos/representantes': (c) => ({ query: daRodada(c) }),
  // The list print has the list's scope: an administrador names its round.
  'GET /api/impressoes/pedidos/listar': (c) => ({ query: daRodada(c) }),
};
