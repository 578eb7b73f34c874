import type { ReactNode } from 'react';
import { Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';

type RodadaDoCabecalho = Pick<
  rodadas.RodadaDosParticipantes,
  'nome' | 'local' | 'data_inicio' | 'data_fim' | 'cidade_nome' | 'estado_sigla' | 'administrador_nome'
>;

/** One read-only field of the round: its label above its value. */
function Campo({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 6, md: 4, lg: 2.4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {rotulo}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}

/**
 * The round's information, read-only, at the top of each participants page (spec 3 §2 "Round
 * participants": "Each shows the round info read-only"): name, place, start and end (dd/mm/yyyy),
 * city/state and its administrador. A skeleton while the list's first answer comes; nothing when it
 * failed (the table says why).
 */
export function CabecalhoRodada({
  rodada,
  carregando,
}: {
  rodada: RodadaDoCabecalho | null;
  carregando: boolean;
}) {
  if (!rodada && !carregando) return null;
  return (
    <Paper variant="outlined" component="section" aria-label="Rodada" sx={{ p: { xs: 2, sm: 2.5 } }}>
      {rodada ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {rodada.nome}
          </Typography>
          {/* Two columns on a phone, three on a tablet, one line on a wide screen: the list stays in view. */}
          <Grid container spacing={{ xs: 1.5, sm: 2 }} component="dl" sx={{ m: 0 }}>
            <Campo rotulo="Local">{rodada.local}</Campo>
            <Campo rotulo="Cidade/Estado">{`${rodada.cidade_nome}/${rodada.estado_sigla}`}</Campo>
            <Campo rotulo="Data Início">{formatarData(rodada.data_inicio)}</Campo>
            <Campo rotulo="Data Término">{formatarData(rodada.data_fim)}</Campo>
            <Campo rotulo="Administrador">{rodada.administrador_nome}</Campo>
          </Grid>
        </>
      ) : (
        <>
          <Skeleton variant="text" width="40%" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="text" width="55%" />
        </>
      )}
    </Paper>
  );
}
