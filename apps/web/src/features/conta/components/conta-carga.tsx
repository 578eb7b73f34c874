import { Alert, Button, LinearProgress } from '@mui/material';
import { TEXTOS_CONTA } from './conta-textos';

/**
 * The account page while its data is not there: a progress bar, or 'Não foi possível carregar os
 * dados da conta' (spec 2 §8) with a retry.
 */
export function ContaCarga({ erro, tentarDeNovo }: { erro: boolean; tentarDeNovo: () => void }) {
  if (!erro) return <LinearProgress aria-label="Carregando os dados da conta" />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={tentarDeNovo}>
          {TEXTOS_CONTA.tentarNovamente}
        </Button>
      }
    >
      {TEXTOS_CONTA.erroCarregar}
    </Alert>
  );
}
