/*
 * PROVISIONAL (branch h-f only): stand-ins for h-e's approval and expiry dialogs and h-a's sizes
 * and colours dialogs, until they land. Delete this file when merging them.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

interface Base {
  aberto: boolean;
  onFechar: () => void;
}

function Provisorio({ aberto, onFechar, titulo }: Base & { titulo: string }) {
  return (
    <Dialog open={aberto} onClose={onFechar}>
      <DialogTitle>{titulo}</DialogTitle>
      <DialogContent />
      <DialogActions>
        <Button onClick={onFechar}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

export function DialogoHomologar(
  p: Base & { produto: { id: number; descricao: string } | null; aprovar?: boolean; onConcluido: () => void },
) {
  return <Provisorio {...p} titulo="Homologar" />;
}
export function DialogoVencido(
  p: Base & { produto: { id: number; descricao: string } | null; onConcluido: () => void },
) {
  return <Provisorio {...p} titulo="Ainda vende este produto?" />;
}
export function DialogoTamanhos(p: Base) {
  return <Provisorio {...p} titulo="Tamanhos" />;
}
export function DialogoCores(p: Base) {
  return <Provisorio {...p} titulo="Cores" />;
}
