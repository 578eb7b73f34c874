import { useId, type ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** What a confirmation dialog asks and what happens on each answer. */
export interface DialogoConfirmacaoProps {
  aberto: boolean;
  titulo: string;
  /** The question, in a sentence (plain text is wrapped in a paragraph). */
  mensagem: ReactNode;
  textoConfirmar?: string;
  textoCancelar?: string;
  /** Destructive actions (delete, inactivate) paint the confirm button red. */
  perigo?: boolean;
  /** While the action runs: the buttons are disabled and the dialog cannot be dismissed. */
  ocupado?: boolean;
  /** The dialog's maximum width in px (e.g. spec 3 §9 "728 px confirmations"); MUI's xs otherwise. */
  largura?: number;
  onConfirmar: () => void;
  onCancelar: () => void;
}

/**
 * The one confirmation dialog of the app (spec 2 §2: "dialogs exist for delete, password reset,
 * activation"): a title, the question, Cancelar and the action. The action button is not focused
 * first, so an accidental Enter does not confirm.
 */
export function DialogoConfirmacao({
  aberto,
  titulo,
  mensagem,
  textoConfirmar = 'Confirmar',
  textoCancelar = 'Cancelar',
  perigo = false,
  ocupado = false,
  largura,
  onConfirmar,
  onCancelar,
}: DialogoConfirmacaoProps) {
  const id = useId();
  return (
    <Dialog
      open={aberto}
      onClose={ocupado ? undefined : onCancelar}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-mensagem`}
      fullWidth
      maxWidth="xs"
      {...(largura ? { slotProps: { paper: { sx: { maxWidth: largura } } } } : {})}
    >
      <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
      <DialogContent>
        {typeof mensagem === 'string' ? (
          <DialogContentText id={`${id}-mensagem`}>{mensagem}</DialogContentText>
        ) : (
          <div id={`${id}-mensagem`}>{mensagem}</div>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancelar} disabled={ocupado} autoFocus>
          {textoCancelar}
        </Button>
        <Button
          variant="contained"
          color={perigo ? 'error' : 'primary'}
          onClick={onConfirmar}
          disabled={ocupado}
          startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {textoConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
