import { Button, IconButton, Snackbar } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useAtualizacao } from '../../lib/atualizacao';

export const MENSAGEM_ATUALIZACAO = 'Há uma nova atualização disponível!';

/**
 * The new-version notice (spec 1 §2.3), just under the top bar, where the shell's other notices
 * (bottom) and the screen's actions do not sit. It stays until 'Atualizar', or until 'Fechar' for
 * this visit: on a phone it covers the top of the screen, and someone mid-order may update later.
 */
export default function BarraAtualizacao() {
  const atualizar = useAtualizacao((s) => s.atualizar);
  const dispensar = useAtualizacao((s) => s.dispensar);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
      message={MENSAGEM_ATUALIZACAO}
      action={
        <>
          <Button color="secondary" size="small" variant="contained" onClick={atualizar}>
            Atualizar
          </Button>
          <IconButton color="inherit" size="small" aria-label="Fechar" onClick={dispensar}>
            <Close fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
