import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { pedidos } from '@rodada/contracts';
import { chamar, tentarCargaDeNovo } from '../../../lib/api';
import { sha256Hex } from '../../../lib/sha256';
import type { CorpoPedido } from '../formulario/estado';

const { atualizarPedido, editarPedido, fecharPedido, produtoPorCodigo, produtosDoFormulario, salvarPedido } =
  pedidos;

/*
 * The calls of the order form (spec 3 §2 "Order form", §7 "Orders"; PEDIDOS.md decisions 2, 4-6):
 * the order to edit or copy, the supplier's products by code and by search, saving (salvar /
 * atualizar with uuid and hash, spec D11), the representative's review (fechar), the client list
 * and the server date.
 */

/** The clients a supplier may order for, with their stores (GET /api/pedidos/clientes). */
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

/** Today's server date 'AAAA-MM-DD' (spec 3 §5: the delivery date's minimum; a new order's date). */
export function useDataDoServidor() {
  return useQuery({
    queryKey: ['pedidos', 'data'],
    queryFn: ({ signal }) => chamar(pedidos.dataAtual, { signal }),
    select: (r) => r.data_atual,
    retry: tentarCargaDeNovo,
  });
}

/*
 * novoUuid and hashDoCorpo are the checkout's (features/checkout/api/checkout.ts), repeated here
 * because features do not import each other: candidates for lib/.
 */

/** A new idempotency key (spec D11); getRandomValues also works outside a secure context. */
export function novoUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The body's hash (spec D11: hex SHA-256 of the body without the hash, keys as built here). */
export async function hashDoCorpo(corpo: object): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(corpo));
  if (typeof crypto === 'undefined' || !crypto.subtle) return sha256Hex(bytes);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (x) => x.toString(16).padStart(2, '0')).join('');
}

/** GET /api/pedidos/{id}/editar: the order with its lines, grid axes and `acoes`. */
export function usePedidoParaEditar(id: string | null) {
  return useQuery({
    queryKey: ['pedidos', id, 'editar'],
    queryFn: ({ signal }) => chamar(editarPedido, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    select: (r) => r.pedido,
    retry: tentarCargaDeNovo,
    // The form is filled once from it: a refetch must not overwrite what the user typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** One client of GET /api/pedidos/clientes?id= with its stores (editing: the store select's options). */
export function useClienteDoPedido(clienteId: number | null) {
  return useQuery({
    queryKey: ['pedidos', 'clientes', 'id', clienteId],
    queryFn: ({ signal }) => chamar(pedidos.clientesDoPedido, { query: { id: String(clienteId) }, signal }),
    enabled: clienteId !== null,
    select: (r) => r.clientes[0] ?? null,
    retry: false,
  });
}

/** GET /api/pedidos/produtos/codigo: one usable product by its code (404 'Código não encontrado'). */
export function buscarProdutoPorCodigo(codigo: string, fornecedorId: number | null) {
  return chamar(produtoPorCodigo, {
    query: { codigo, ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}) },
  }).then((r) => r.produto);
}

/** GET /api/pedidos/produtos: the supplier's usable products matching `busca`, a page at a time. */
export function useProdutosDoPedido(
  busca: string,
  fornecedorId: number | null,
  page: number,
  ativo: boolean,
) {
  return useQuery({
    queryKey: ['pedidos', 'produtos', busca, fornecedorId, page],
    queryFn: ({ signal }) =>
      chamar(produtosDoFormulario, {
        query: { busca: busca || undefined, page, ...(fornecedorId ? { fornecedor_id: fornecedorId } : {}) },
        signal,
      }),
    enabled: ativo,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Saves the order: POST /api/pedidos/salvar (novo, copiar) or /{id}/atualizar (editar), the body's
 * SHA-256 as its hash (spec D11: the same uuid and body again is answered as the first time).
 */
export function useSalvarFormulario(idEditado: number | null) {
  return useMutation({
    mutationFn: async (corpo: CorpoPedido) => {
      const body = { ...corpo, hash: await hashDoCorpo(corpo) };
      return idEditado === null
        ? chamar(salvarPedido, { body })
        : chamar(atualizarPedido, { params: { id: idEditado }, body });
    },
  });
}

/** POST /api/pedidos/{id}/fechar: the review, 0 Pendente → 1 Revisado (PEDIDOS.md decision 2). */
export function useFecharPedido() {
  return useMutation({
    mutationFn: (id: number) => chamar(fecharPedido, { params: { id } }),
  });
}
