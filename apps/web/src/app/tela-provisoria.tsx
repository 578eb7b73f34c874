import { Paper, Stack, Typography } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';

/**
 * The place of a screen whose issue has not landed yet (issue 3, item 8): its title and a note.
 * The e2e suite lists these routes (apps/web/e2e/telas-provisorias.ts) and the list must end empty.
 */
export default function TelaProvisoria({ titulo }: { titulo: string }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        {titulo}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <ScheduleIcon color="secondary" aria-hidden />
        <Typography>Esta tela será liberada em uma próxima versão da Rodada.</Typography>
      </Paper>
    </Stack>
  );
}
