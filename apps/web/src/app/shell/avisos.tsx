import { Alert, Snackbar } from '@mui/material';
import { duracaoDoAviso, useAvisos } from '../../lib/avisos';

/** Shows the snackbar queue one at a time (spec 1 §9: info 5 s, error 10 s, default 3 s). */
export function Avisos() {
  const aviso = useAvisos((s) => s.avisos[0]);
  const remover = useAvisos((s) => s.remover);
  if (!aviso) return null;
  return (
    <Snackbar
      key={aviso.id}
      open
      autoHideDuration={duracaoDoAviso(aviso.tipo)}
      onClose={(_e, motivo) => motivo !== 'clickaway' && remover(aviso.id)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity={aviso.tipo} variant="filled" onClose={() => remover(aviso.id)} sx={{ width: '100%' }}>
        {aviso.mensagem}
      </Alert>
    </Snackbar>
  );
}
