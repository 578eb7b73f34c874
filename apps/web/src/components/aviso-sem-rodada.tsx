import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { MSG_RODADAS } from '@rodada/contracts/leve';

/**
 * What a screen that needs the selected round shows without one (issue 11 §7): the reason and the
 * way to /rodadas, where the 'Ativa' checkbox selects it (spec 3 §4). `texto` replaces the default
 * reason where the screen says why it needs a round.
 */
export function AvisoSemRodada({ texto }: { texto?: string }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button component={RouterLink} to="/rodadas" color="inherit" size="small">
          Ir para Rodadas
        </Button>
      }
    >
      {texto ?? MSG_RODADAS.semRodadaSelecionada}
    </Alert>
  );
}
