import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { formatarMoeda } from '@rodada/domain';
import { MenuDaLinha } from '../../../components/menu-linha';
import { sxPiscarLaranja } from '../../../components/piscar-laranja';
import { COLUNA_ACOES, type ColunaTabela, type EstiloDaLinha } from '../../../components/tabela-dados';
import {
  caminhoParaCorrigir,
  nomeDoPedidoOffline,
  ROTULO_SITUACAO,
  situacaoDe,
  type SituacaoOffline,
} from '../../../lib/central-sincronizacao';
import { useSincronizacao } from '../../../lib/estado-sincronizacao';
import { useInterface } from '../../../lib/interface';
import type { PedidoOffline } from '../../../lib/pedidos-offline';
import { dataBr, type PedidoLinha } from './tipos';

/*
 * The orders kept on the device in /pedidos (spec 3 "Orders list": offline orders blink orange while
 * syncing and show NOVO when they have no id; issue 15 §3): on top of the list's first page, in the
 * same columns, from the sync store (lib/estado-sincronizacao), with their situation for a status.
 */

/** A row of the device's queue in the orders list. */
export interface LinhaDoAparelho {
  aparelho: true;
  pedido: PedidoOffline;
  situacao: SituacaoOffline;
}
export type LinhaDaLista = PedidoLinha | LinhaDoAparelho;

export const doAparelho = (l: LinhaDaLista): l is LinhaDoAparelho => 'aparelho' in l;

/** Lower case without accents, to compare a search with a name. */
const comparavel = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The device's orders the list shows: those of the selected round (all of them without a round),
 * matching the search by client or supplier; none under the dialog's filter, which only the
 * server applies. When a sync succeeds, or the network comes back, the server's list is loaded
 * again (the order is there now; the list that failed offline loads).
 */
export function usePedidosDoAparelho(
  rodadaId: number | null,
  busca: string,
  filtrado: boolean,
): LinhaDoAparelho[] {
  const pedidos = useSincronizacao((s) => s.pedidos);
  const sincronizando = useSincronizacao((s) => s.sincronizando);
  const uuidEmEnvio = useSincronizacao((s) => s.uuidEmEnvio);
  const ultimoSincronizado = useSincronizacao((s) => s.sincronizados[0]?.uuid ?? null);
  const online = useSincronizacao((s) => s.online);
  const consultas = useQueryClient();
  useEffect(() => {
    if (ultimoSincronizado) void consultas.invalidateQueries({ queryKey: ['pedidos', 'lista'] });
  }, [ultimoSincronizado, consultas]);
  // Back online, the list that failed without a network loads again by itself.
  const estavaOffline = useRef(!online);
  useEffect(() => {
    if (online && estavaOffline.current) void consultas.invalidateQueries({ queryKey: ['pedidos', 'lista'] });
    estavaOffline.current = !online;
  }, [online, consultas]);

  return useMemo(() => {
    if (filtrado) return [];
    const termo = comparavel(busca.trim());
    return pedidos
      .filter((p) => rodadaId === null || p.rodada_id === rodadaId)
      .filter(
        (p) =>
          !termo ||
          comparavel(p.resumo.cliente).includes(termo) ||
          comparavel(p.resumo.fornecedor).includes(termo),
      )
      .map((pedido) => ({
        aparelho: true as const,
        pedido,
        situacao: situacaoDe(pedido, { sincronizando, uuidEmEnvio }),
      }));
  }, [pedidos, sincronizando, uuidEmEnvio, rodadaId, busca, filtrado]);
}

/** The situation chip of an order of the device; a refused one tells the server's reason on hover. */
function ChipSituacao({ linha }: { linha: LinhaDoAparelho }) {
  const { situacao, pedido } = linha;
  const chip = (
    <Chip
      size="small"
      label={ROTULO_SITUACAO[situacao]}
      color={situacao === 'recusado' ? 'error' : 'warning'}
      variant={situacao === 'aguardando' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, minWidth: 64, ...(situacao === 'aguardando' ? { color: 'warning.dark' } : {}) }}
    />
  );
  return situacao === 'recusado' && pedido.motivo ? (
    <Tooltip title={pedido.motivo} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

/** The cell of column `id` for an order of the device. */
function celula(id: string, l: LinhaDoAparelho, abrir: (p: PedidoOffline) => void) {
  const { pedido } = l;
  switch (id) {
    case 'pedido':
      return (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap', color: 'warning.dark' }}>
            {nomeDoPedidoOffline(pedido)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {dataBr(pedido.resumo.data)}
          </Typography>
        </Box>
      );
    case 'cliente':
      return <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{pedido.resumo.cliente}</Box>;
    case 'fornecedor':
      return pedido.resumo.fornecedor;
    case 'entrega':
      return <Box sx={{ whiteSpace: 'nowrap' }}>{dataBr(pedido.corpo.entrega)}</Box>;
    case 'quantidade':
      return pedido.resumo.quantidade;
    case 'valor':
      return <Box sx={{ whiteSpace: 'nowrap' }}>{formatarMoeda(pedido.resumo.valor_liquido)}</Box>;
    case 'status':
      return <ChipSituacao linha={l} />;
    case COLUNA_ACOES:
      return (
        <MenuDaLinha
          nome={`${nomeDoPedidoOffline(pedido)} de ${pedido.resumo.cliente}`}
          acoes={[
            {
              rotulo: l.situacao === 'recusado' ? 'Corrigir' : 'Abrir',
              icone: <EditIcon fontSize="small" />,
              aoEscolher: () => abrir(pedido),
            },
          ]}
        />
      );
    default:
      return '—';
  }
}

/**
 * The list's columns for both kinds of row: a server row renders as before, a row of the device
 * through `celula`; its menu opens the order in the form (to fix a refused one, or look at one).
 */
export function useColunasComAparelho(colunas: ColunaTabela<PedidoLinha>[]): ColunaTabela<LinhaDaLista>[] {
  const navegar = useNavigate();
  const abrir = (p: PedidoOffline) => void navegar(caminhoParaCorrigir(p));
  return colunas.map((c) => ({
    ...c,
    render: (l: LinhaDaLista) => (doAparelho(l) ? celula(c.id, l, abrir) : c.render(l)),
  }));
}

/** A row of the device: an orange edge; blinking orange while it is being sent. */
export function estiloDaLinha(l: LinhaDaLista): EstiloDaLinha | undefined {
  if (!doAparelho(l)) return undefined;
  const situacao = l.situacao;
  return (t) => ({
    boxShadow: `inset 4px 0 0 ${situacao === 'recusado' ? t.palette.error.main : t.palette.warning.main}`,
    ...(situacao === 'sincronizando'
      ? sxPiscarLaranja(t.palette.warning.main)
      : {
          backgroundColor: alpha(
            situacao === 'recusado' ? t.palette.error.main : t.palette.warning.main,
            0.05,
          ),
        }),
  });
}

/** The key of any row: the server's id, or the device's uuid. */
export const chaveDaLinha = (l: LinhaDaLista): string | number => (doAparelho(l) ? l.pedido.uuid : l.id);

/**
 * The device's orders this list does not show (another round's, or any, in the client-orders list,
 * which holds no device rows): a line that says how many and opens the sync centre, so an order
 * taken offline is never out of sight. `mostrados`: how many the list shows itself.
 */
export function AvisoOutrosNoAparelho({ mostrados }: { mostrados: number }) {
  const total = useSincronizacao((s) => s.pedidos.length);
  const abrir = useInterface((s) => s.definirSincronizacao);
  const outros = total - mostrados;
  if (outros <= 0) return null;
  const texto =
    outros === 1
      ? mostrados > 0
        ? 'Mais 1 pedido salvo neste aparelho espera sincronização.'
        : '1 pedido salvo neste aparelho espera sincronização.'
      : `${mostrados > 0 ? 'Mais ' : ''}${outros} pedidos salvos neste aparelho esperam sincronização.`;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={() => abrir(true)}>
          Ver
        </Button>
      }
    >
      {texto}
    </Alert>
  );
}
