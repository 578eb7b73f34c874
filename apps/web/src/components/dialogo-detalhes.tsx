import { useId, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  LinearProgress,
  Typography,
  type Breakpoint,
} from '@mui/material';

/**
 * A read-only 'Detalhes' dialog of the list screens (spec 2 §2 "row menu ... details"): the title,
 * a progress bar while the record loads, the screen's error message when it could not, the content
 * and 'Fechar'.
 *
 *   <DialogoDetalhes aberto={id !== null} titulo="Detalhes do Cliente" carregando={q.isPending} erro={erroDeCarga(q, MSG)} onFechar={fechar}>
 *     <GradeDetalhes><CampoDetalhe rotulo="CNPJ">{cnpj}</CampoDetalhe></GradeDetalhes>
 *   </DialogoDetalhes>
 */
export function DialogoDetalhes({
  aberto,
  titulo,
  carregando,
  erro,
  largura = 'sm',
  onFechar,
  children,
}: {
  aberto: boolean;
  titulo: ReactNode;
  carregando: boolean;
  erro: string | null;
  largura?: Breakpoint;
  onFechar: () => void;
  children: ReactNode;
}) {
  const idTitulo = useId();
  return (
    <Dialog open={aberto} onClose={onFechar} fullWidth maxWidth={largura} aria-labelledby={idTitulo}>
      <DialogTitle id={idTitulo}>{titulo}</DialogTitle>
      {/* On a phone the details scroll: the keyboard reaches them too (axe scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={idTitulo}>
        {carregando && <LinearProgress aria-label="Carregando" />}
        {erro && <Alert severity="error">{erro}</Alert>}
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The fields of a details dialog: a description list laid out in two columns (one on phones). */
export function GradeDetalhes({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {children}
    </Grid>
  );
}

/** One read-only field of a GradeDetalhes: its label above its value ('—' when empty). */
export function CampoDetalhe({
  rotulo,
  children,
  largo,
}: {
  rotulo: string;
  children: ReactNode;
  largo?: boolean;
}) {
  return (
    <Grid size={{ xs: 12, sm: largo ? 12 : 6 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {rotulo}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Typography>
    </Grid>
  );
}
