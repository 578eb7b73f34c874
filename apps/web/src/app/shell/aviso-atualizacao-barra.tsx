import { Button, Snackbar } from '@mui/material';
import { useAtualizacao } from '../../lib/atualizacao';

export const MENSAGEM_ATUALIZACAO = 'Há uma nova atualização disponível!';

/**
 * The new-version notice (spec 1 §2.3): stays until 'Atualizar', just under the top bar, where the
 * shell's other notices (bottom) and the screen's actions do not sit.
 */
export default function BarraAtualizacao() {
  const atualizar = useAtualizacao((s) => s.atualizar);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: { xs: 64, sm: 72 } }}
      message={MENSAGEM_ATUALIZACAO}
      action={
        <Button color="secondary" size="small" variant="contained" onClick={atualizar}>
          Atualizar
        </Button>
      }
    />
  );
}
