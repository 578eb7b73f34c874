import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';

/**
 * One card of a form or account page: a Paper region named by its h2 heading, with an optional
 * description under the heading and an optional action (a button) at its right.
 *
 *   <SecaoFormulario titulo="Endereço"><CamposEndereco<Form> prefixo="endereco" /></SecaoFormulario>
 */
export function SecaoFormulario({
  titulo,
  descricao,
  acao,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  acao?: ReactNode;
  children?: ReactNode;
}) {
  const id = useId();
  const cabecalho = (
    <Stack spacing={0.5} sx={{ mb: children ? 2 : 0 }}>
      <Typography id={id} variant="h6" component="h2">
        {titulo}
      </Typography>
      {descricao && (
        <Typography variant="body2" color="text.secondary">
          {descricao}
        </Typography>
      )}
    </Stack>
  );
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      {acao ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>{cabecalho}</Box>
          <Box sx={{ flexShrink: 0, mb: children ? 2 : 0 }}>{acao}</Box>
        </Stack>
      ) : (
        cabecalho
      )}
      {children}
    </Paper>
  );
}
