import { useId, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';

/** One card of the representative form: a Paper region named by its h2 heading. */
export function Secao({
  titulo,
  descricao,
  children,
}: {
  titulo: string;
  descricao?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography id={id} variant="h6" component="h2">
          {titulo}
        </Typography>
        {descricao && (
          <Typography variant="body2" color="text.secondary">
            {descricao}
          </Typography>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
