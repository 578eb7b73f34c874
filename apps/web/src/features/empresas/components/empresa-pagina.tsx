import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** The frame of the company form pages: the title 'Cadastro de Empresa' above the content. */
export function EmpresaPagina({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Cadastro de Empresa
      </Typography>
      {children}
    </Stack>
  );
}
