import { MSG_PEDIDOS } from '@rodada/contracts';
import { ErroDeConexao } from './api';
import { useSincronizacao } from './estado-sincronizacao';
import {
  descartarPedidoOffline,
  guardarPedidoOffline,
  lerPedidoOffline,
  type NovoPedidoOffline,
} from './pedidos-offline';

/*
 * Saving an order with the network coming and going (spec 1 §4 "Offline orders", §7 "Offline
 * behaviour of calls", §8 "Offline order saved"; issue 15 §3), shared by the order form and the
 * supplier / representative checkout: a save that gets no answer stores the order on the device,
 * says 'Pedido salvo com sucesso!' (or 'Pedido atualizado com sucesso!') and asks for a sync; a
 * refusal the server explained passes unchanged; an online save drops a queued copy of the uuid.
 */

export interface ResultadoDoSalvar {
  msg: string;
  /** The server's id; null when the order was queued without one. */
  id: number | null;
  /** Queued on the device (no answer from the server). */
  offline: boolean;
}

/**
 * Runs `enviar` (POST salvar or atualizar with `naFila.corpo`); with no answer (ErroDeConexao),
 * queues `naFila` instead. `atualizacao`: an update of a saved order (the message says atualizado;
 * a fix of an order already queued does too).
 */
export async function salvarOuGuardar(
  enviar: () => Promise<{ msg: string; id: number }>,
  naFila: NovoPedidoOffline,
  atualizacao: boolean,
): Promise<ResultadoDoSalvar> {
  try {
    const r = await enviar();
    // Saved online: a copy of this uuid waiting on the device is the same order.
    await descartarPedidoOffline(naFila.uuid).catch(() => undefined);
    return { msg: r.msg, id: r.id, offline: false };
  } catch (erro) {
    if (!(erro instanceof ErroDeConexao)) throw erro;
    const jaNaFila = (await lerPedidoOffline(naFila.uuid)) !== undefined;
    await guardarPedidoOffline(naFila);
    useSincronizacao.getState().sincronizarAgora();
    const msg =
      atualizacao || jaNaFila ? MSG_PEDIDOS.pedidoAtualizadoOffline : MSG_PEDIDOS.pedidoSalvoOffline;
    return { msg, id: naFila.id, offline: true };
  }
}
