import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pedidos } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import type { CorpoFiltro } from '../lista/filtro';

/*
 * The calls of /pedidos (spec 3 §2 "Orders list", §7 "Orders"; PEDIDOS.md §2-§3): the orders list
 * (GET listar, or POST filtrar with the dialog's filter), the client orders list and a customer
 * order's detail, the filter's lookups, and the status actions. Every action refreshes the lists.
 */

/** Every orders query starts with this key; an action invalidates it. */
const RAIZ = ['pedidos'] as const;

/** Page, size, search and round of a list. */
export interface PaginaPedidos {
  page: number;
  paginacao: number;
  busca?: string;
  rodada_id?: number;
}

/**
 * One page of the orders list: GET /api/pedidos/listar without a filter, POST /api/pedidos/filtrar
 * with one (the same answer). The previous page stays on screen while the next one loads.
 */
export function usePedidos(pagina: PaginaPedidos, filtro: CorpoFiltro | null, ativo = true) {
  return useQuery({
    queryKey: [...RAIZ, 'lista', pagina, filtro],
    queryFn: ({ signal }) =>
      filtro
        ? chamar(pedidos.filtrarPedidos, { body: { ...pagina, ...filtro }, signal })
        : chamar(pedidos.listarPedidos, { query: pagina, signal }),
    placeholderData: keepPreviousData,
    enabled: ativo,
    retry: false,
  });
}

/** One page of the client orders list: GET /api/pedidos/pedidosclientes/0/listar (all I may see). */
export function usePedidosClientes(pagina: PaginaPedidos) {
  return useQuery({
    queryKey: [...RAIZ, 'clientes-lista', pagina],
    queryFn: ({ signal }) =>
      chamar(pedidos.listarPedidosClientes, { params: { id: 0 }, query: pagina, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** A customer order and its products (GET /api/pedidos/pedidosclientes/{id}/detalhar); off while null. */
export function useDetalhePedidoCliente(id: number | null) {
  return useQuery({
    queryKey: [...RAIZ, 'cliente-detalhe', id],
    queryFn: ({ signal }) => chamar(pedidos.detalharPedidoCliente, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * The filter's client select: the clients the caller may pick, with their stores (server search,
 * GET /api/pedidos/clientes; the administrador's are its round's participants).
 */
export function useClientesDoFiltro(busca: string, rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'filtro', 'clientes', busca, rodadaId],
    queryFn: async ({ signal }) => {
      const r = await chamar(pedidos.clientesDoPedido, {
        query: { busca: busca || undefined, rodada_id: rodadaId ?? undefined },
        signal,
      });
      return r.clientes;
    },
    enabled: ativo,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The filter's supplier select (GET /api/pedidos/fornecedores). */
export function useFornecedoresDoFiltro(rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'filtro', 'fornecedores', rodadaId],
    queryFn: ({ signal }) =>
      chamar(pedidos.fornecedoresDoPedido, { query: { rodada_id: rodadaId ?? undefined }, signal }),
    enabled: ativo,
    select: (r) => r.fornecedores,
    retry: false,
  });
}

/** The filter's representative select (GET /api/pedidos/representantes). */
export function useRepresentantesDoFiltro(rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: [...RAIZ, 'filtro', 'representantes', rodadaId],
    queryFn: ({ signal }) =>
      chamar(pedidos.representantesDoPedido, { query: { rodada_id: rodadaId ?? undefined }, signal }),
    enabled: ativo,
    select: (r) => r.representantes,
    retry: false,
  });
}

/** A status action on a supplier order (spec 3 §4; PEDIDOS.md §2). */
export type AcaoStatusPedido = 'entregar' | 'desfazer_entrega' | 'cancelar';

const ENDPOINT_DA_ACAO = {
  entregar: pedidos.entregarPedido,
  desfazer_entrega: pedidos.desfazerEntregaPedido,
  cancelar: pedidos.cancelarPedido,
} as const;

/** Runs a status action on order `id`; answers the server's message; the lists reload after it. */
export function useAcaoPedido() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ acao, id }: { acao: AcaoStatusPedido; id: number }) =>
      chamar(ENDPOINT_DA_ACAO[acao], { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}

/** An action on a customer order: cancel (cliente, representante) or deliver (representante). */
export type AcaoPedidoCliente = 'cancelar' | 'entregar';

const ENDPOINT_DA_ACAO_CLIENTE = {
  cancelar: pedidos.cancelarPedidoCliente,
  entregar: pedidos.entregarPedidoCliente,
} as const;

/** Runs an action on customer order `id`; the lists and its detail reload after it. */
export function useAcaoPedidoCliente() {
  const cliente = useQueryClient();
  return useMutation({
    mutationFn: ({ acao, id }: { acao: AcaoPedidoCliente; id: number }) =>
      chamar(ENDPOINT_DA_ACAO_CLIENTE[acao], { params: { id } }),
    onSettled: () => cliente.invalidateQueries({ queryKey: RAIZ }),
  });
}
