import { Checkbox, Tooltip } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { useEstadoLocal } from '../../../lib/estado-local';
import { paraSelecionada } from './selecao';

/**
 * The row's 'Ativa' checkbox (spec 3 §2, §4 "Selecting a round"): checked when the row is the
 * device's selected round. Checking stores the round and sets the offline flag (and, for a round
 * that permits orders inside its date window, the shell asks about the print island); unchecking
 * clears it and turns remote printing off. Checking another row replaces the selection.
 */
export function CaixaAtiva({ rodada }: { rodada: rodadas.RodadaLinha }) {
  const ativa = useEstadoLocal((s) => s.rodada?.id === rodada.id);
  const selecionar = useEstadoLocal((s) => s.selecionarRodada);
  return (
    <Tooltip title={ativa ? 'Rodada selecionada: toque para tirar a seleção' : 'Selecionar esta rodada'}>
      <Checkbox
        checked={ativa}
        onChange={() => selecionar(paraSelecionada(rodada))}
        slotProps={{ input: { 'aria-label': `Ativa: ${rodada.nome}` } }}
        // On a phone's card the box sits under its label: aligned with the text, not its padding.
        sx={{ ml: { xs: -1.25, sm: 0 }, my: { xs: -0.5, sm: 0 } }}
      />
    </Tooltip>
  );
}
