import type { ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';

/** A shortcut from a help section to the screen it explains. */
export interface AtalhoAjuda {
  /** Route of the screen, e.g. '/produtos/adicionar'. */
  para: string;
  /** Visible text of the button, which also names the link for screen readers. */
  rotulo: string;
}

interface SecaoAjudaProps {
  /** Anchor id of the section; the heading gets `${id}-titulo`. */
  id: string;
  titulo: string;
  icone: ReactNode;
  /** One sentence under the heading saying what the section is about. */
  resumo: string;
  atalhos?: AtalhoAjuda[];
  children: ReactNode;
}

/** Id of a section's heading, used by the page index to move focus there. */
export const idTitulo = (id: string) => `${id}-titulo`;

/** One help topic: an h2 heading, its content and touch-friendly buttons to the screens it explains. */
export function SecaoAjuda({ id, titulo, icone, resumo, atalhos = [], children }: SecaoAjudaProps) {
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={idTitulo(id)}
      variant="outlined"
      // The shell's top bar may stay on screen: keep the heading visible after jumping here.
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: (t) => t.spacing(10) }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icone}</Box>
        <Typography
          variant="h5"
          component="h2"
          id={idTitulo(id)}
          tabIndex={-1}
          sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
        >
          {titulo}
        </Typography>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 2, maxWidth: '75ch' }}>{resumo}</Typography>
      <Box sx={{ maxWidth: '75ch' }}>{children}</Box>
      {atalhos.length > 0 && (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', mt: 3 }}
        >
          {atalhos.map((a) => (
            <Button
              key={a.para}
              component={RouterLink}
              to={a.para}
              variant="outlined"
              endIcon={<ArrowForward />}
              sx={{ minHeight: 44, justifyContent: { xs: 'space-between', sm: 'center' } }}
            >
              {a.rotulo}
            </Button>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** A sub-topic inside a section, with an h3 heading. */
export function TopicoAjuda({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}
