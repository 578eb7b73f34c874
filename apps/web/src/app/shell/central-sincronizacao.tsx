import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Box, Button, Chip, Divider, Drawer, Stack, Typography } from '@mui/material';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import SyncIcon from '@mui/icons-material/Sync';
import { CabecalhoPainel } from '../../components/cabecalho-painel';
import { DialogoConfirmacao } from '../../components/dialogo-confirmacao';
import { sxPiscarLaranja } from '../../components/piscar-laranja';
import { avisar } from '../../lib/avisos';
import {
  caminhoParaCorrigir,
  dataHoraBr,
  detalheDoResumo,
  nomeDoPedidoOffline,
  ROTULO_SITUACAO,
  situacaoDe,
  textoEsperando,
  textoUltimaSincronizacao,
  type SituacaoOffline,
} from '../../lib/central-sincronizacao';
import { useSincronizacao } from '../../lib/estado-sincronizacao';
import { useInterface } from '../../lib/interface';
import { descartarPedidoOffline, type PedidoOffline } from '../../lib/pedidos-offline';

/** The empty queue (issue 15 §7). */
export const MSG_FILA_VAZIA = 'Nenhum pedido esperando sincronização';

const COR_CHIP: Record<SituacaoOffline, 'warning' | 'default' | 'error'> = {
  sincronizando: 'warning',
  aguardando: 'default',
  recusado: 'error',
};

/** One order of the queue: name, client, summary, its situation and, refused, the reason and the fixes. */
function ItemFila({
  pedido,
  situacao,
  aoCorrigir,
  aoDescartar,
}: {
  pedido: PedidoOffline;
  situacao: SituacaoOffline;
  aoCorrigir: () => void;
  aoDescartar: () => void;
}) {
  const nome = nomeDoPedidoOffline(pedido);
  return (
    <Box
      component="li"
      aria-label={`${nome}, ${pedido.resumo.cliente}: ${ROTULO_SITUACAO[situacao]}`}
      data-situacao={situacao}
      sx={(t) => ({
        listStyle: 'none',
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: situacao === 'recusado' ? 'error.light' : 'divider',
        borderLeft: 4,
        borderLeftColor: situacao === 'recusado' ? 'error.main' : 'warning.main',
        ...(situacao === 'sincronizando' ? sxPiscarLaranja(t.palette.warning.main) : {}),
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
            {nome}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {pedido.resumo.cliente}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {pedido.resumo.fornecedor}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {detalheDoResumo(pedido.resumo)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={ROTULO_SITUACAO[situacao]}
          color={COR_CHIP[situacao]}
          variant={situacao === 'aguardando' ? 'outlined' : 'filled'}
          sx={{ fontWeight: 600, flexShrink: 0 }}
        />
      </Stack>
      {situacao === 'recusado' && (
        <>
          <Alert severity="error" sx={{ mt: 1, py: 0 }}>
            {pedido.motivo ?? 'O servidor recusou o pedido.'}
          </Alert>
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            <Button size="small" color="error" onClick={aoDescartar}>
              Descartar
            </Button>
            <Button size="small" variant="contained" onClick={aoCorrigir}>
              Corrigir
            </Button>
          </Stack>
        </>
      )}
      {situacao === 'aguardando' && (
        <Stack direction="row" sx={{ mt: 0.5, justifyContent: 'flex-end' }}>
          <Button size="small" onClick={aoCorrigir}>
            Abrir
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/** A titled group of the panel (a list under its heading). */
function Grupo({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={titulo}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {titulo}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The sync centre (issue 15 §7; spec 1 §4 "Offline orders"), a side panel opened by the top bar's
 * indicator: the connection, the last successful sync ('Última sincronização: …', São Paulo time),
 * 'Sincronizar agora' (off without a connection), then the orders of this device: the one being sent
 * (blinking orange), those waiting and those the server refused with its reason, each refused one
 * with 'Corrigir' (opens the form) and 'Descartar' (after a confirmation); the last synced ones.
 */
export function CentralSincronizacao() {
  const aberto = useInterface((s) => s.sincronizacaoAberta);
  const definir = useInterface((s) => s.definirSincronizacao);
  const estado = useSincronizacao();
  const navegar = useNavigate();
  const [descartando, setDescartando] = useState<PedidoOffline | null>(null);
  const [ocupado, setOcupado] = useState(false);

  const fechar = () => definir(false);
  const corrigir = (p: PedidoOffline) => {
    fechar();
    void navegar(caminhoParaCorrigir(p));
  };
  const descartar = async (p: PedidoOffline) => {
    setOcupado(true);
    try {
      await descartarPedidoOffline(p.uuid);
      useSincronizacao.setState((s) => ({ pedidos: s.pedidos.filter((q) => q.uuid !== p.uuid) }));
      avisar('Pedido descartado deste aparelho', 'success');
      setDescartando(null);
    } catch {
      avisar('Erro ao descartar o pedido', 'error');
    } finally {
      setOcupado(false);
    }
  };

  const comSituacao = estado.pedidos.map((p) => ({ p, s: situacaoDe(p, estado) }));
  const grupo = (s: SituacaoOffline) => comSituacao.filter((x) => x.s === s);
  const grupos: { titulo: string; itens: typeof comSituacao }[] = [
    { titulo: 'Sincronizando', itens: grupo('sincronizando') },
    { titulo: 'Recusados pelo servidor', itens: grupo('recusado') },
    { titulo: 'Esperando no aparelho', itens: grupo('aguardando') },
  ];
  return (
    <Drawer anchor="right" open={aberto} onClose={fechar}>
      <Box sx={(t) => t.mixins.toolbar} />
      <Box
        role="region"
        aria-label="Sincronização"
        sx={{ width: { xs: '100vw', sm: 420 }, p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <CabecalhoPainel titulo="Sincronização" onFechar={fechar} />
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {estado.online ? (
              <CloudDoneOutlined color="success" aria-hidden />
            ) : (
              <CloudOffOutlined color="warning" aria-hidden />
            )}
            <Typography sx={{ fontWeight: 600 }}>
              {estado.online ? 'Online' : 'Sem conexão'}
              {' · '}
              {textoEsperando(estado.pedidos.length)}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {textoUltimaSincronizacao(estado.ultimoSucesso)}
          </Typography>
        </Stack>
        <Button
          variant="contained"
          startIcon={<SyncIcon />}
          disabled={!estado.online || estado.sincronizando}
          loading={estado.sincronizando}
          loadingPosition="start"
          onClick={() => estado.sincronizarAgora()}
        >
          Sincronizar agora
        </Button>
        {!estado.online && (
          <Typography variant="caption" color="text.secondary">
            Sem conexão: os pedidos ficam guardados neste aparelho e são enviados quando a rede voltar.
          </Typography>
        )}
        <Divider />
        {estado.pedidos.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 2 }}>
            {MSG_FILA_VAZIA}
          </Typography>
        ) : (
          grupos
            .filter((g) => g.itens.length > 0)
            .map((g) => (
              <Grupo key={g.titulo} titulo={g.titulo}>
                {g.itens.map(({ p, s }) => (
                  <ItemFila
                    key={p.uuid}
                    pedido={p}
                    situacao={s}
                    aoCorrigir={() => corrigir(p)}
                    aoDescartar={() => setDescartando(p)}
                  />
                ))}
              </Grupo>
            ))
        )}
        {estado.sincronizados.length > 0 && (
          <Grupo titulo="Sincronizados">
            {estado.sincronizados.map((p) => (
              <Box
                component="li"
                key={p.uuid}
                sx={{ listStyle: 'none', px: 1.5, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}
              >
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{`Pedido ${p.id}`}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {dataHoraBr(p.sincronizado_em)}
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary" component="p">
                  {p.resumo.cliente} · {detalheDoResumo(p.resumo)}
                </Typography>
              </Box>
            ))}
          </Grupo>
        )}
      </Box>
      <DialogoConfirmacao
        aberto={descartando !== null}
        titulo="Descartar pedido?"
        mensagem={
          descartando
            ? `O pedido de ${descartando.resumo.cliente} será apagado deste aparelho e não será enviado ao servidor.`
            : ''
        }
        textoConfirmar="Descartar"
        perigo
        ocupado={ocupado}
        onCancelar={() => setDescartando(null)}
        onConfirmar={() => descartando && void descartar(descartando)}
      />
    </Drawer>
  );
}
