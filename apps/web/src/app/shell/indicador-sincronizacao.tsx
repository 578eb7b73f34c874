import { useEffect, useState } from 'react';
import { Badge, ButtonBase, Typography } from '@mui/material';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlined from '@mui/icons-material/CloudSyncOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import type { Tipo } from '@rodada/contracts';
import { rotuloIndicador } from '../../lib/central-sincronizacao';
import { useEstadoLocal } from '../../lib/estado-local';
import { useSincronizacao } from '../../lib/estado-sincronizacao';
import { useInterface } from '../../lib/interface';
import { CentralSincronizacao } from './central-sincronizacao';

/** Who takes orders that can be saved offline (the order form and the supplier checkout, spec 1 §4). */
const QUEM_SALVA_OFFLINE: readonly Tipo[] = ['fornecedor', 'representante'];

/**
 * Whether the top bar shows the sync indicator: to those who save orders offline, and to anyone
 * whose queue on this device is not empty (an order never hides).
 */
export function mostraIndicador(tipo: Tipo | null, naFila: number): boolean {
  return naFila > 0 || (tipo !== null && QUEM_SALVA_OFFLINE.includes(tipo));
}

/**
 * The top bar's sync indicator (issue 15 §7): a cloud that says online or offline (with the word
 * 'Offline' beside it from a tablet up), a badge with the orders waiting on the device (red when the
 * server refused one) and, while a sync runs, the syncing cloud. Opens the sync centre, which comes
 * in this same chunk so that it opens offline. Loaded on demand by barra-superior.tsx (issue 13 §8:
 * only a logged-in user has it).
 */
export default function IndicadorSincronizacao() {
  const tipo = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  const online = useSincronizacao((s) => s.online);
  const sincronizando = useSincronizacao((s) => s.sincronizando);
  const naFila = useSincronizacao((s) => s.pedidos.length);
  const recusados = useSincronizacao((s) => s.pedidos.filter((p) => p.estado === 'recusado').length);
  const abrir = useInterface((s) => s.definirSincronizacao);
  const aberto = useInterface((s) => s.sincronizacaoAberta);
  // The panel is in this chunk, mounted from its first opening: it must open without a network.
  const [montado, setMontado] = useState(aberto);
  if (aberto && !montado) setMontado(true);
  // Logging out unmounts the indicator: the panel does not come back open at the next login.
  useEffect(() => () => abrir(false), [abrir]);
  if (!mostraIndicador(tipo, naFila)) return null;

  const rotulo = rotuloIndicador(online, naFila);
  const Icone = !online
    ? CloudOffOutlined
    : recusados > 0
      ? SyncProblemOutlined
      : sincronizando
        ? CloudSyncOutlined
        : CloudDoneOutlined;
  return (
    <>
      <ButtonBase
        aria-label={rotulo}
        title={rotulo}
        aria-haspopup="dialog"
        data-online={online ? 'sim' : 'nao'}
        onClick={() => abrir(true)}
        sx={{
          color: 'inherit',
          borderRadius: 5,
          px: 1,
          height: 40,
          minWidth: 40,
          gap: 0.75,
          // Offline is a state to see at a glance: a light pill behind the cloud.
          bgcolor: online ? 'transparent' : 'rgba(255,255,255,0.18)',
          '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
          '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 },
        }}
      >
        <Badge
          badgeContent={naFila}
          color={recusados > 0 ? 'error' : 'secondary'}
          max={99}
          slotProps={{ badge: { 'aria-hidden': true } }}
        >
          <Icone />
        </Badge>
        {!online && (
          <Typography
            component="span"
            variant="body2"
            aria-hidden
            sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600, ml: 0.5 }}
          >
            Offline
          </Typography>
        )}
      </ButtonBase>
      {montado && <CentralSincronizacao />}
    </>
  );
}
