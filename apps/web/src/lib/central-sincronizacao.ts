import { formatarData, formatarMoeda } from '@rodada/domain';
import type { PedidoOffline } from './pedidos-offline';
import type { EstadoSincronizacao } from './estado-sincronizacao';

/*
 * What the sync centre, the top bar's indicator and the orders list say about the orders kept on
 * the device (spec 1 §3, §4; spec 3 "Orders list": offline orders blink orange while syncing and
 * show NOVO when they have no id). Pure, shared by app/shell and features/pedidos.
 */

/** Where an order of the device stands: being sent now, waiting for a sync, or refused by the server. */
export type SituacaoOffline = 'sincronizando' | 'aguardando' | 'recusado';

/** The situation of `p`: the order the sync is sending now is 'sincronizando'. */
export function situacaoDe(
  p: Pick<PedidoOffline, 'uuid' | 'estado'>,
  estado: Pick<EstadoSincronizacao, 'sincronizando' | 'uuidEmEnvio'>,
): SituacaoOffline {
  if (estado.sincronizando && estado.uuidEmEnvio === p.uuid) return 'sincronizando';
  return p.estado === 'recusado' ? 'recusado' : 'aguardando';
}

/** The words of each situation (chips and screen readers; the colour is never the only sign). */
export const ROTULO_SITUACAO: Record<SituacaoOffline, string> = {
  sincronizando: 'Sincronizando',
  aguardando: 'Aguardando',
  recusado: 'Recusado',
};

/** An order's name: 'Pedido {id}' once the server gave it an id, 'NOVO' before (spec 3 "Orders list"). */
export const nomeDoPedidoOffline = (p: Pick<PedidoOffline, 'id'>) =>
  p.id === null ? 'NOVO' : `Pedido ${p.id}`;

/**
 * The form that fixes an order of the device (the form page reads `?offline=`): a new one opens in
 * /pedidos/adicionar, one the server already knows in /pedidos/{id}/editar.
 */
export function caminhoParaCorrigir(p: Pick<PedidoOffline, 'uuid' | 'id'>): string {
  const offline = `offline=${encodeURIComponent(p.uuid)}`;
  return p.id === null ? `/pedidos/adicionar?${offline}` : `/pedidos/${p.id}/editar?${offline}`;
}

/** '26/11/2026 às 07:15', in America/Sao_Paulo (spec D4), of an ISO instant. */
const HORA_EM_SAO_PAULO = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export function dataHoraBr(iso: string): string {
  const instante = new Date(iso);
  if (Number.isNaN(instante.getTime())) return '—';
  return `${formatarData(instante)} às ${HORA_EM_SAO_PAULO.format(instante)}`;
}

/** The sync centre's line about the last successful sync. */
export function textoUltimaSincronizacao(ultimoSucesso: string | null): string {
  return ultimoSucesso
    ? `Última sincronização: ${dataHoraBr(ultimoSucesso)}`
    : 'Última sincronização: nenhuma neste aparelho';
}

/** '3 peças · R$ 150,00 · 26/11/2026': an order's summary line. */
export function detalheDoResumo(r: PedidoOffline['resumo']): string {
  const pecas = r.quantidade === 1 ? '1 peça' : `${r.quantidade} peças`;
  let data = r.data;
  try {
    data = formatarData(r.data);
  } catch {
    // a summary always carries a valid date; shown as stored otherwise
  }
  return `${pecas} · ${formatarMoeda(r.valor_liquido)} · ${data}`;
}

/** '1 pedido esperando' / 'n pedidos esperando' / 'Nenhum pedido esperando'. */
export function textoEsperando(n: number): string {
  if (n === 0) return 'Nenhum pedido esperando';
  return n === 1 ? '1 pedido esperando' : `${n} pedidos esperando`;
}

/** The indicator's accessible name: the connection and what waits on the device. */
export function rotuloIndicador(online: boolean, esperando: number): string {
  return `Sincronização: ${online ? 'online' : 'sem conexão'}, ${textoEsperando(esperando).toLowerCase()}`;
}
