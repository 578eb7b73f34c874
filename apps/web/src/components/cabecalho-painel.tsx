import { IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/**
 * The title row of a side panel (cart, filters): its heading and a 'Fechar' button. On a phone the
 * panel takes the whole width, so there is no backdrop to tap and no Escape key: the button is the
 * way out (ADR 011).
 */
export function CabecalhoPainel({ titulo, onFechar }: { titulo: string; onFechar: () => void }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
      <Typography variant="h6" component="h2">
        {titulo}
      </Typography>
      <IconButton aria-label={`Fechar ${titulo.toLowerCase()}`} edge="end" onClick={onFechar}>
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}
