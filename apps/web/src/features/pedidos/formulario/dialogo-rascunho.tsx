import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { MSG_FORMULARIO } from './grade-pedido';

/**
 * The recover-unfinished-order dialog (spec 3 §2 "Order form", §4 "Draft"). It must be answered
 * (Esc and the backdrop do nothing) and 'Recuperar' has the focus: an accidental Enter keeps the
 * typed order instead of throwing it away.
 */
export function DialogoRascunho(props: { aberto: boolean; onResponder: (recuperar: boolean) => void }) {
  return (
    <Dialog
      open={props.aberto}
      fullWidth
      maxWidth="xs"
      aria-labelledby="titulo-rascunho"
      aria-describedby="texto-rascunho"
      slotProps={{ paper: { sx: { maxWidth: 728 } } }}
    >
      <DialogTitle id="titulo-rascunho">Pedido não finalizado</DialogTitle>
      <DialogContent>
        <DialogContentText id="texto-rascunho">{MSG_FORMULARIO.recuperar}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="error" onClick={() => props.onResponder(false)}>
          Descartar
        </Button>
        <Button variant="contained" autoFocus onClick={() => props.onResponder(true)}>
          Recuperar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
