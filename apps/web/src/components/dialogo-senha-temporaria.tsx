import { useEffect, useId, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';

/** Copies text; falls back to the selected field where the Clipboard API is missing (plain http). */
async function copiar(texto: string, campo: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(texto);
      return true;
    }
  } catch {
    // Permission refused: try the selection below.
  }
  if (!campo) return false;
  campo.select();
  // The only way to copy without the Clipboard API (tablets reaching a local server over http).
  return document.execCommand('copy');
}

/**
 * Shows a temporary password once (spec D1) with a copy button: after a reset, or for an account
 * created for someone else. Once closed it is gone: the server keeps only its hash.
 */
export function DialogoSenhaTemporaria({
  senha,
  titulo,
  texto,
  rotulo,
  onFechar,
}: {
  /** The password to show; null closes the dialog. */
  senha: string | null;
  titulo: string;
  /** What the password is for and that it is shown only once. */
  texto: string;
  /** Label of the password field. */
  rotulo: string;
  onFechar: () => void;
}) {
  const id = useId();
  const campo = useRef<HTMLInputElement>(null);
  const [copiada, setCopiada] = useState(false);

  useEffect(() => {
    if (!copiada) return;
    const t = setTimeout(() => setCopiada(false), 2500);
    return () => clearTimeout(t);
  }, [copiada]);

  return (
    <Dialog
      open={senha !== null}
      onClose={onFechar}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={`${id}-texto`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={`${id}-texto`}>{texto}</DialogContentText>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              label={rotulo}
              value={senha ?? ''}
              inputRef={campo}
              fullWidth
              slotProps={{
                htmlInput: {
                  readOnly: true,
                  spellCheck: false,
                  style: {
                    fontFamily: 'ui-monospace, "Roboto Mono", Menlo, monospace',
                    fontSize: 20,
                    letterSpacing: 1,
                  },
                },
              }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              variant="outlined"
              startIcon={copiada ? <Check /> : <ContentCopy />}
              onClick={() => {
                void copiar(senha ?? '', campo.current).then(setCopiada);
              }}
              sx={{ flexShrink: 0 }}
            >
              {copiada ? 'Copiada' : 'Copiar'}
            </Button>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
