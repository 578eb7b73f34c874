import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

/** Numbered steps; each item may hold inline emphasis (screen names, button labels). */
export function Passos({ itens }: { itens: ReactNode[] }) {
  return (
    <Box component="ol" sx={{ pl: 3, my: 1, '& > li + li': { mt: 1 } }}>
      {itens.map((item, i) => (
        <Typography component="li" key={i}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** Bulleted notes, for facts that are not a sequence. */
export function Notas({ itens }: { itens: ReactNode[] }) {
  return (
    <Box component="ul" sx={{ pl: 3, my: 1, '& > li + li': { mt: 1 } }}>
      {itens.map((item, i) => (
        <Typography component="li" key={i}>
          {item}
        </Typography>
      ))}
    </Box>
  );
}

/** A paragraph of help text. */
export function Paragrafo({ children }: { children: ReactNode }) {
  return <Typography sx={{ my: 1 }}>{children}</Typography>;
}

/** A short list of terms (statuses, legend items) each with its explanation. */
export function Legenda({ itens }: { itens: { termo: ReactNode; explicacao: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: 1,
        my: 1.5,
        alignItems: 'center',
      }}
    >
      {itens.map((item, i) => (
        <Box key={i} sx={{ display: 'contents' }}>
          <Box component="dt">{item.termo}</Box>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {item.explicacao}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
