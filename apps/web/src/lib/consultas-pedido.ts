import { useQuery } from '@tanstack/react-query';
import { pedidos } from '@rodada/contracts';
import { chamar, tentarCargaDeNovo } from './api';

/*
 * Reads shared by the checkout (features/checkout) and the order form (features/pedidos/formulario):
 * the clients one may order for and the server's date.
 */

/** The clients a supplier or representative may order for, with their companies (GET /api/pedidos/clientes). */
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
