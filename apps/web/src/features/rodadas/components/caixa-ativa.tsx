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
      />
    </Tooltip>
  );
}
