import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificacoes } from '@rodada/contracts';
import { chamar } from '../../../lib/api';
import { useEstadoLocal } from '../../../lib/estado-local';

// The notifications screen (spec 1 §2.7, §7 Notifications). Every notifications query (the list
// and the menu badge's count, use-contadores.ts) starts with the key 'notificacoes'.

/** One page of the caller's pending notifications. */
export function useNotificacoes(pagina: number, porPagina: number) {
  const usuarioId = useEstadoLocal((s) => s.usuario?.id);
  return useQuery({
    queryKey: ['notificacoes', 'listar', usuarioId, pagina, porPagina],
    queryFn: ({ signal }) =>
      chamar(notificacoes.listarNotificacoes, { query: { page: pagina, paginacao: porPagina }, signal }),
    placeholderData: keepPreviousData,
    select: (r) => r.notificacoes,
    retry: false,
  });
}

/**
 * Answers one notification (tipo 4: resposta 1 Sim / 2 Não) or marks it read; the answer's count
 * goes to the menu badge at once, and the list, the count and the products are refreshed.
 */
export function useResponderNotificacao() {
  const cliente = useQueryClient();
  const definirContagem = useEstadoLocal((s) => s.definirContagemNotificacoes);
  const usuarioId = useEstadoLocal((s) => s.usuario?.id);
  return useMutation({
    mutationFn: ({ id, resposta }: { id: number; resposta?: 1 | 2 }) =>
      chamar(notificacoes.responderNotificacao, {
        params: { id },
        body: resposta === undefined ? {} : { resposta },
      }),
    onSuccess: ({ contagem }) => {
      definirContagem(contagem);
      // The menu badge (use-contadores.ts) shows the new count without waiting for its refetch.
      cliente.setQueryData<{ status: 1; contagem: number }>(['notificacoes', 'contagem', usuarioId], (v) =>
        v ? { ...v, contagem } : v,
      );
    },
    onSettled: () =>
      Promise.all([
        cliente.invalidateQueries({ queryKey: ['notificacoes'] }),
        cliente.invalidateQueries({ queryKey: ['produtos'] }),
      ]),
  });
}
