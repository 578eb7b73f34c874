import { useId } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { abrirEmNovaPagina, useVisualizadorPdf } from '../lib/imprimir';

/** The file name offered when the PDF is downloaded instead of opened: the title, made safe. */
export function nomeDoPdf(titulo: string): string {
  const base = titulo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'impressao'}.pdf`;
}

/**
 * The print preview of a local print (spec 1 §2 "print preview (PDF viewer with 'Abrir em nova
 * Página' and 'Fechar')"): the PDF of lib/imprimir.ts in the browser's viewer. Mounted once by
 * the shell; full screen on phones.
 */
export function VisualizadorPdf() {
  const { url, titulo, fechar } = useVisualizadorPdf();
  const id = useId();
  const tema = useTheme();
  const telaCheia = useMediaQuery(tema.breakpoints.down('sm'));
  return (
    <Dialog
      open={url !== null}
      onClose={fechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="lg"
      fullScreen={telaCheia}
    >
      <DialogTitle id={`${id}-titulo`}>{titulo}</DialogTitle>
      <DialogContent dividers sx={{ p: 0, height: telaCheia ? undefined : '75vh', display: 'flex' }}>
        {url && (
          <Box
            component="iframe"
            src={url}
            title={titulo}
            sx={{ border: 0, width: '100%', flex: 1, minHeight: 320 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => url && abrirEmNovaPagina(url, nomeDoPdf(titulo))}>Abrir em nova Página</Button>
        <Button variant="contained" onClick={fechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
