import { useMutation, useQuery } from '@tanstack/react-query';
import { clientes, pedidos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import type { ItemCarrinho } from '../../../lib/estado-local';
import { hashDoCorpo } from '../../../lib/pedido-chave';
import type { NovoPedidoOffline } from '../../../lib/pedidos-offline';
import { salvarOuGuardar } from '../../../lib/salvar-offline';

/*
 * The calls of 'Finalizar Compra' (spec 3 §2 "Checkout", §5 "Supplier checkout", §7 "Orders";
 * spec D9, D11, D14). Cart lines go without prices: the server reads them from the catalogue.
 */

/** The logged-in customer's companies (GET /api/clientes/:id/lojas/listar), the default first. */
export function useLojasDoCliente(clienteId: number | null) {
  return useQuery({
    queryKey: ['empresas', clienteId, 'listar'],
    queryFn: ({ signal }) => chamar(clientes.listarLojas, { params: { id: clienteId ?? 0 }, signal }),
    enabled: clienteId !== null,
    select: (r) => r.lojas,
    retry: false,
  });
}

/**
 * The representative's suppliers by id (GET /api/pedidos/fornecedores of the round, the query the
 * round's preload keeps on the device): the supplier's name in an order queued offline.
 */
export function useNomesDosFornecedores(ativo: boolean, rodadaId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'fornecedores', rodadaId],
    queryFn: ({ signal }) =>
      chamar(pedidos.fornecedoresDoPedido, { query: { rodada_id: rodadaId ?? undefined }, signal }),
    enabled: ativo,
    select: (r) => new Map(r.fornecedores.map((f) => [f.id, f.nome_fantasia])),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The cart's lines as an order's lines: product, total and the cells above 0 (no price). */
export function linhasDoCarrinho(carrinho: readonly ItemCarrinho[]): pedidos.LinhaPedido[] {
  return carrinho.map((i) => ({
    produto_id: i.id,
    quantidade: i.quantidade,
    grade: i.grade
      .filter((c) => c.quantidade > 0)
      .map((c) => ({ cor_id: c.corId, tamanho_id: c.tamanhoId, quantidade: c.quantidade })),
  }));
}

export type CorpoCliente = Omit<BodyDe<typeof pedidos.salvarPedidoCliente>, 'hash'>;
export type CorpoFornecedor = Omit<BodyDe<typeof pedidos.salvarPedido>, 'hash'>;

/** POST /api/pedidos/salvar/cliente: the customer order and one supplier order per supplier. */
export function useSalvarPedidoCliente() {
  return useMutation({
    mutationFn: async (corpo: CorpoCliente) =>
      chamar(pedidos.salvarPedidoCliente, { body: { ...corpo, hash: await hashDoCorpo(corpo) } }),
  });
}

/** What the checkout adds to its body to queue the order on the device (issue 15 §3). */
export type ParaAFilaDoCheckout = Pick<NovoPedidoOffline, 'usuario_id' | 'rodada_id' | 'resumo' | 'form'>;

/**
 * POST /api/pedidos/salvar: a supplier's (or representative's) order for a client's company; with
 * no answer it is queued on the device ('Pedido salvo com sucesso!').
 */
export function useSalvarPedidoFornecedor() {
  return useMutation({
    mutationFn: async ({ corpo, fila }: { corpo: CorpoFornecedor; fila: ParaAFilaDoCheckout }) => {
      const body = { ...corpo, hash: await hashDoCorpo(corpo) };
      return salvarOuGuardar(
        () => chamar(pedidos.salvarPedido, { body }),
        { ...fila, uuid: corpo.uuid, id: null, origem: 'checkout', corpo: body },
        false,
      );
    },
  });
}
