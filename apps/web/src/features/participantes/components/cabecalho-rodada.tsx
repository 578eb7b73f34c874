import { Paper, Skeleton, Typography } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { CampoDetalhe, GradeDetalhes } from '../../../components/dialogo-detalhes';

type RodadaDoCabecalho = Pick<
  rodadas.RodadaDosParticipantes,
  'nome' | 'local' | 'data_inicio' | 'data_fim' | 'cidade_nome' | 'estado_sigla' | 'administrador_nome'
>;

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
          <Typography variant="h6" component="h2" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
            {rodada.nome}
          </Typography>
          <GradeDetalhes>
            <CampoDetalhe rotulo="Local">{rodada.local}</CampoDetalhe>
            <CampoDetalhe rotulo="Cidade/Estado">{`${rodada.cidade_nome}/${rodada.estado_sigla}`}</CampoDetalhe>
            <CampoDetalhe rotulo="Data Início">{formatarData(rodada.data_inicio)}</CampoDetalhe>
            <CampoDetalhe rotulo="Data Término">{formatarData(rodada.data_fim)}</CampoDetalhe>
            <CampoDetalhe rotulo="Administrador">{rodada.administrador_nome}</CampoDetalhe>
          </GradeDetalhes>
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
