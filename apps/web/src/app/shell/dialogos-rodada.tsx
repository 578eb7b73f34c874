import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { useEstadoLocal } from '../../lib/estado-local';

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

  useEffect(() => {
    if (!rodada || !remota) return;
    const hoje = hojeEmSaoPaulo(new Date());
    if (hoje < rodada.data_inicio || hoje > rodada.data_fim) desligar(false);
  }, [rodada, remota, desligar]);

  return (
    <Dialog open={perguntar} aria-labelledby="titulo-ilha" maxWidth="sm">
      <DialogTitle id="titulo-ilha">Ilha de Impressão</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Deseja usar a Ilha de Impressão do evento para imprimir os pedidos e relatórios desta rodada?
        </DialogContentText>
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
