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
  /**
   * Which button has the focus first: 'cancelar' (default: an accidental Enter does not run a
   * destructive action) or 'confirmar' (where the safe answer is the action, e.g. recovering a draft).
   */
  foco?: 'cancelar' | 'confirmar';
  /** The dialog must be answered: Esc and the backdrop do nothing. */
  obrigatorio?: boolean;
  onConfirmar: () => void;
  onCancelar: () => void;
}

/**
 * The one confirmation dialog of the app (spec 2 §2: "dialogs exist for delete, password reset,
 * activation"): a title, the question, Cancelar and the action. By default the action button is not
 * focused first, so an accidental Enter does not confirm (`foco` chooses otherwise).
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
  foco = 'cancelar',
  obrigatorio = false,
  onConfirmar,
  onCancelar,
}: DialogoConfirmacaoProps) {
  const id = useId();
  return (
    <Dialog
      open={aberto}
      onClose={ocupado || obrigatorio ? undefined : onCancelar}
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
        <Button onClick={onCancelar} disabled={ocupado} autoFocus={foco === 'cancelar'}>
          {textoCancelar}
        </Button>
        <Button
          variant="contained"
          color={perigo ? 'error' : 'primary'}
          onClick={onConfirmar}
          disabled={ocupado}
          autoFocus={foco === 'confirmar'}
          startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {textoConfirmar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
