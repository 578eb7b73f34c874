import { create } from 'zustand';
import type { PedidoOffline, PedidoSincronizado } from './pedidos-offline';

/*
 * What the screens see of the offline queue and its sync (issue 15: the top bar's indicator, the
 * sync centre, the offline rows of /pedidos). Not persisted: IndexedDB (lib/pedidos-offline.ts) is
 * the truth, this is its picture for the logged-in user, refreshed (lib/pedidos-offline
 * recarregarFila, from app/sincronizar.ts) on every change of the queue, of the user and of the
 * engine. Only zustand and types here: the top bar reads it in the first load of `/`, while the
 * queue and the engine are loaded on demand.
 */

export interface EstadoSincronizacao {
  /** navigator.onLine and the last call: false once a sync call got no answer. */
  online: boolean;
  sincronizando: boolean;
  /** The order being sent now. */
  uuidEmEnvio: string | null;
  /** The logged-in user's queue (waiting and refused), oldest first. */
  pedidos: PedidoOffline[];
  /** The last synced orders (at most 20), newest first. */
  sincronizados: PedidoSincronizado[];
  /** ISO time of the last successful sync. */
  ultimoSucesso: string | null;
  /** Runs the sync now (or right after the one running). */
  sincronizarAgora: () => void;
}

/** Until the engine starts (app/sincronizar.ts), a request to sync is remembered for its start. */
let pedidoAntesDaPartida = false;
/** Whether sincronizarAgora was called before the engine started (read once by the engine). */
export function sincronizacaoPedidaAntesDaPartida(): boolean {
  const p = pedidoAntesDaPartida;
  pedidoAntesDaPartida = false;
  return p;
}

export const useSincronizacao = create<EstadoSincronizacao>()(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  sincronizando: false,
  uuidEmEnvio: null,
  pedidos: [],
  sincronizados: [],
  ultimoSucesso: null,
  sincronizarAgora: () => {
    pedidoAntesDaPartida = true;
  },
}));
