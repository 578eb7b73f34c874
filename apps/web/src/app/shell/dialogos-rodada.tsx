import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { rodadas } from '@rodada/contracts';
import { ilhaDisponivel, useEstadoLocal } from '../../lib/estado-local';

/**
 * Asked after selecting a round that permits orders (spec 1 §4): Sim or Não sets remote printing.
 * Also turns the print island off when the round is outside its date window.
 */
export function DialogoIlhaImpressao() {
  const perguntar = useEstadoLocal((s) => s.perguntarIlha);
  const responder = useEstadoLocal((s) => s.responderIlha);
  const rodada = useEstadoLocal((s) => s.rodada);
  const remota = useEstadoLocal((s) => s.impressaoRemota);
  const desligar = useEstadoLocal((s) => s.definirImpressaoRemota);

  // A round kept from an earlier day may have left its window since: the island goes off.
  useEffect(() => {
    if (remota && !ilhaDisponivel(rodada)) desligar(false);
  }, [rodada, remota, desligar]);

  return (
    <Dialog open={perguntar} aria-labelledby="titulo-ilha" maxWidth="sm">
      <DialogTitle id="titulo-ilha">Ilha de Impressão</DialogTitle>
      <DialogContent>
        <DialogContentText>{rodadas.MSG_RODADAS.perguntaIlha}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => responder(false)}>Não</Button>
        <Button variant="contained" onClick={() => responder(true)}>
          Sim
        </Button>
      </DialogActions>
    </Dialog>
  );
}
