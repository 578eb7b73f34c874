import { useId, useState } from 'react';
import {
  Box,
  Button,
  ButtonBase,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import ImageOutlined from '@mui/icons-material/ImageOutlined';

/** The preview's side (spec 3 §2 round images: a small preview, enlarged in a dialog). */
export const LADO_PREVIA = 200;
/** The enlarge dialog's image width. */
export const LARGURA_AMPLIADA = 600;

/**
 * The dialog that shows one image large (up to 600 px wide, the whole width on a phone), titled
 * with the image's name, with 'Fechar'.
 */
export function DialogoImagem({
  titulo,
  src,
  aberto,
  onFechar,
}: {
  titulo: string;
  src: string;
  aberto: boolean;
  onFechar: () => void;
}) {
  const id = useId();
  return (
    <Dialog
      open={aberto}
      onClose={onFechar}
      aria-labelledby={id}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: LARGURA_AMPLIADA + 48, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id={id}>{titulo}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="img"
          src={src}
          alt={titulo}
          sx={{ display: 'block', width: '100%', maxWidth: LARGURA_AMPLIADA, height: 'auto', mx: 'auto' }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A 200 px preview of an image that enlarges in a DialogoImagem when clicked ('Ampliar <titulo>'),
 * or a grey box saying 'Sem imagem' when there is none.
 *
 *   <ImagemAmpliavel titulo="Logo" src={rodada.logo_nome} />
 */
export function ImagemAmpliavel({ titulo, src }: { titulo: string; src: string | null }) {
  const [aberta, setAberta] = useState(false);
  const caixa = {
    width: LADO_PREVIA,
    maxWidth: '100%',
    height: LADO_PREVIA,
    borderRadius: 1,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'grey.100',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  } as const;
  if (!src) {
    return (
      <Box sx={{ ...caixa, flexDirection: 'column', gap: 0.5, color: 'text.secondary' }}>
        <ImageOutlined aria-hidden />
        <Typography variant="body2">Sem imagem</Typography>
      </Box>
    );
  }
  return (
    <>
      <ButtonBase
        onClick={() => setAberta(true)}
        aria-label={`Ampliar ${titulo}`}
        focusRipple
        sx={{ ...caixa, '&:hover': { borderColor: 'primary.main' } }}
      >
        <Box
          component="img"
          src={src}
          alt={titulo}
          sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
      </ButtonBase>
      <DialogoImagem titulo={titulo} src={src} aberto={aberta} onFechar={() => setAberta(false)} />
    </>
  );
}
