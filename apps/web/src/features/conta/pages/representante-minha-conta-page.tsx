import { Alert, Stack, Typography } from '@mui/material';
import { useContaRepresentante } from '../api/representante-conta';
import { ContaCarga } from '../components/conta-carga';
import { avisoCadastroIncompleto } from '../components/conta-textos';
import { RepresentanteContaForm } from '../components/representante-conta-form';

/**
 * /representante/minha-conta (spec 2 §2, §4, §5): an unverified representative is held here (spec
 * 1 §2.1), without Cancelar, until the first save; every save goes to / afterwards.
 */
export default function RepresentanteMinhaContaPage() {
  const conta = useContaRepresentante();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Minha Conta
      </Typography>
      {conta.data && !conta.data.verificado && (
        <Alert severity="error">{avisoCadastroIncompleto('representante')}</Alert>
      )}
      {conta.data ? (
        <RepresentanteContaForm conta={conta.data} />
      ) : (
        <ContaCarga erro={conta.isError} tentarDeNovo={() => void conta.refetch()} />
      )}
    </Stack>
  );
}
