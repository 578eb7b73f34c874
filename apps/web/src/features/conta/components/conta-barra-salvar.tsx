import { Button, CircularProgress, Paper } from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { TEXTOS_CONTA } from './conta-textos';

/**
 * The save button of an account page, in a bar that sticks to the bottom of the window, so it is
 * in reach on a tablet however long the form is; `aoCancelar` adds 'Cancelar' before it.
 */
export function ContaBarraSalvar({ salvando, aoCancelar }: { salvando: boolean; aoCancelar?: () => void }) {
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'sticky',
        bottom: { xs: 8, sm: 16 },
        zIndex: 2,
        p: 1.5,
        display: 'flex',
        justifyContent: 'flex-end',
        gap: 1,
      }}
    >
      {aoCancelar && (
        <Button size="large" onClick={aoCancelar} disabled={salvando}>
          Cancelar
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={salvando}
        startIcon={salvando ? <CircularProgress size={18} color="inherit" aria-hidden /> : <SaveOutlined />}
        sx={{ minWidth: 160 }}
      >
        {TEXTOS_CONTA.salvar}
      </Button>
    </Paper>
  );
}
