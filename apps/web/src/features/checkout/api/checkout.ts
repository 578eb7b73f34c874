import { useMutation, useQuery } from '@tanstack/react-query';
import { clientes, pedidos, type BodyDe } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import type { ItemCarrinho } from '../../../lib/estado-local';
import { sha256Hex } from '../../../lib/sha256';

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

/** The clients a supplier or representative may order for, with their companies. */
export function useClientesDoPedido(busca: string, rodadaId: number | null, ativo: boolean) {
  return useQuery({
    queryKey: ['pedidos', 'clientes', busca, rodadaId],
    queryFn: ({ signal }) =>
      chamar(pedidos.clientesDoPedido, {
        query: { busca: busca || undefined, rodada_id: rodadaId ?? undefined },
        signal,
      }),
    enabled: ativo,
    select: (r) => r.clientes,
    retry: false,
  });
}

/** Today's server date 'AAAA-MM-DD' (spec 3 §5: the delivery date's minimum). */
export function useDataDoServidor(ativo: boolean) {
  return useQuery({
    queryKey: ['pedidos', 'data'],
    queryFn: ({ signal }) => chamar(pedidos.dataAtual, { signal }),
    enabled: ativo,
    select: (r) => r.data_atual,
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

/** A new idempotency key (spec D11); getRandomValues also works outside a secure context. */
export function novoUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The body's hash (spec D11: hex SHA-256 of the body without the hash, keys as built here). Web
 * Crypto's digest where the browser gives it (https, localhost), else the plain-JS sha256Hex.
 */
export async function hashDoCorpo(corpo: object): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(corpo));
  if (typeof crypto === 'undefined' || !crypto.subtle) return sha256Hex(bytes);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
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

/** POST /api/pedidos/salvar: a supplier's (or representative's) order for a client's company. */
export function useSalvarPedidoFornecedor() {
  return useMutation({
    mutationFn: async (corpo: CorpoFornecedor) =>
      chamar(pedidos.salvarPedido, { body: { ...corpo, hash: await hashDoCorpo(corpo) } }),
  });
}
