import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { chamar, contratos, ErroDeConexao } from '../../lib/api';
import { avisar } from '../../lib/avisos';
import { useEstadoLocal } from '../../lib/estado-local';
import type { Contador } from '../menus';

/** Notification count is polled every 120 000 ms (spec 1 §7, §9). */
const INTERVALO_MS = 120_000;

/** The menu badges: unread notifications, open rounds, the supplier's print queue. */
export function useContadores(): Partial<Record<Contador, number>> {
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const offLine = useEstadoLocal((s) => s.offLine);
  const definirContagem = useEstadoLocal((s) => s.definirContagemNotificacoes);
  // A temporary password closes every call but the password change (spec D1): no badges until then.
  const logado = usuario !== null && !usuario.trocar_senha;

  const notif = useQuery({
    queryKey: ['notificacoes', 'contagem', usuario?.id],
    queryFn: async ({ signal }) => chamar((await contratos()).notificacoes.contarNotificacoes, { signal }),
    enabled: logado && usuario.tipo !== 'administrador',
    refetchInterval: INTERVALO_MS,
    retry: false,
  });
  const rod = useQuery({
    queryKey: ['rodadas', 'contagem', usuario?.id],
    queryFn: async ({ signal }) => chamar((await contratos()).rodadas.contarRodadas, { signal }),
    enabled: logado && usuario.tipo === 'representante',
    refetchInterval: INTERVALO_MS,
    retry: false,
  });
  const imp = useQuery({
    queryKey: ['impressoes', 'contagem', rodada?.id],
    queryFn: async ({ signal }) =>
      chamar((await contratos()).impressoes.contarImpressoes, {
        query: { rodada_id: rodada?.id ?? 0 },
        signal,
      }),
    enabled: logado && usuario.tipo === 'fornecedor' && !!rodada?.permitir_pedidos,
    refetchInterval: INTERVALO_MS,
    retry: false,
  });

  const contagem = notif.data?.contagem;
  useEffect(() => {
    if (contagem !== undefined) definirContagem(contagem);
  }, [contagem, definirContagem]);

  // spec 1 §8: 'Erro ao carregar as notificações' (a 401 is handled as session expiry instead); not
  // for a missing connection, which the top bar's indicator already shows, every 2 minutes.
  const falhou = notif.isError && !offLine && !(notif.error instanceof ErroDeConexao);
  useEffect(() => {
    if (falhou) avisar('Erro ao carregar as notificações', 'error');
  }, [falhou]);

  return {
    notificacoes: notif.data?.contagem,
    rodadas: rod.data?.contagem,
    impressoes: imp.data?.contagem,
  };
}
