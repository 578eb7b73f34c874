import { Grid, Stack, Typography } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { CampoDetalhe, DialogoDetalhes, GradeDetalhes } from '../../../components/dialogo-detalhes';
import { ImagemAmpliavel } from '../../../components/imagem-ampliavel';

/** A round's date as 'dd/mm/aaaa' ('—' when the server's value is not a date). */
export function dataDaRodada(iso: string): string {
  try {
    return formatarData(iso);
  } catch {
    return '—';
  }
}

/**
 * The read-only 'Detalhes' of a round (spec 3 §2): name, location, start, end, publication and limit
 * dates, state, city, and the logo, banner and planta, each enlargeable. The row already carries it
 * all: no request, nothing to wait for.
 */
export function DialogoDetalhesRodada({
  rodada,
  aberto,
  onFechar,
}: {
  /** The round shown (kept while the dialog fades out). */
  rodada: rodadas.RodadaLinha | null;
  aberto: boolean;
  onFechar: () => void;
}) {
  return (
    <DialogoDetalhes
      aberto={aberto}
      titulo="Detalhes da Rodada"
      carregando={false}
      erro={null}
      largura="md"
      onFechar={onFechar}
    >
      {rodada && (
        <Stack spacing={3}>
          <GradeDetalhes>
            <CampoDetalhe rotulo="Nome" largo>
              {rodada.nome}
            </CampoDetalhe>
            <CampoDetalhe rotulo="Local" largo>
              {rodada.local}
            </CampoDetalhe>
            <CampoDetalhe rotulo="Data Início">{dataDaRodada(rodada.data_inicio)}</CampoDetalhe>
            <CampoDetalhe rotulo="Data Término">{dataDaRodada(rodada.data_fim)}</CampoDetalhe>
            <CampoDetalhe rotulo="Data Veiculação">{dataDaRodada(rodada.data_veiculacao)}</CampoDetalhe>
            <CampoDetalhe rotulo="Data Limite">{dataDaRodada(rodada.data_limite)}</CampoDetalhe>
            <CampoDetalhe rotulo="Estado">{rodada.estado_nome}</CampoDetalhe>
            <CampoDetalhe rotulo="Cidade">{rodada.cidade_nome}</CampoDetalhe>
          </GradeDetalhes>
          <Grid container spacing={2}>
            {(
              [
                ['Logo', rodada.logo_nome],
                ['Banner', rodada.banner_nome],
                ['Planta', rodada.planta_nome],
              ] as const
            ).map(([titulo, src]) => (
              <Grid key={titulo} size={{ xs: 12, sm: 4 }}>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
                  {titulo}
                </Typography>
                <ImagemAmpliavel titulo={`${titulo} de ${rodada.nome}`} src={src} />
              </Grid>
            ))}
          </Grid>
        </Stack>
      )}
    </DialogoDetalhes>
  );
}
