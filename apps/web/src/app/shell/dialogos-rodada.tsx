import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { rodadas } from '@rodada/contracts';
import { useEstadoLocal } from '../../lib/estado-local';

/**
 * Asked after selecting a round that permits orders (spec 1 §4): Sim or Não sets remote printing.
 * Mounted on demand by sob-demanda.tsx, which also turns the island off outside the round's window.
 */
export function DialogoIlhaImpressao() {
  const perguntar = useEstadoLocal((s) => s.perguntarIlha);
  const responder = useEstadoLocal((s) => s.responderIlha);

  return (
    <Dialog open={perguntar} aria-labelledby="titulo-ilha" maxWidth="sm">
      <DialogTitle id="titulo-ilha">Ilha de Impressão</DialogTitle>
      <DialogContent>
        <DialogContentText>{rodadas.MSG_RODADAS.perguntaIlha}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => responder(false)}>Não</Button>
        <Button variant="contained" onClick={() => responder(true)}>
          Sim
        </Button>
      </DialogActions>
    </Dialog>
  );
}
