import { Box, LinearProgress, Typography } from '@mui/material';

/**
 * The two waits of a video upload (decision 7; ADR 005 uploads): measuring the chosen file in the
 * browser, then sending it with its percentage. Shared by the product gallery and the showroom.
 */
export function ProgressoVideo({ conferindo, progresso }: { conferindo: boolean; progresso: number | null }) {
  return (
    <>
      {conferindo && <LinearProgress aria-label="Conferindo o vídeo" />}
      {progresso !== null && (
        <Box>
          <Typography variant="body2" gutterBottom>
            Enviando o vídeo… {Math.round(progresso * 100)}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progresso * 100}
            aria-label="Progresso do envio do vídeo"
          />
        </Box>
      )}
    </>
  );
}
