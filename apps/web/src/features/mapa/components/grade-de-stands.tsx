import { useRef, type MouseEvent } from 'react';
import { Box, ButtonBase, Paper, Typography } from '@mui/material';
import type { rodadas } from '@rodada/contracts';
import { DetectorDeDuploToque } from '../lib/duplo-toque';
import { CORES_DO_MAPA } from '../lib/planta-svg';
import { quebrarNome } from '../lib/quebrar-nome';

/** One stand's card: its code and name, highlighted when it has a name (spec 1 §2.10). */
function CartaoDoStand({ stand }: { stand: rodadas.StandDoMapa }) {
  // The plan's two lines of about 9 characters, so a word is never cut in the middle.
  const linhas = stand.nome ? quebrarNome(stand.nome) : ['Livre'];
  return (
    <Box sx={{ p: 1, textAlign: 'center', width: '100%' }}>
      <Typography variant="caption" component="p" sx={{ fontWeight: 700, color: CORES_DO_MAPA.codigo }}>
        {stand.codigo}
      </Typography>
      <Typography
        variant="body2"
        component="p"
        sx={{
          fontWeight: 600,
          fontSize: { xs: '0.8rem', sm: '0.875rem' },
          color: stand.nome ? 'text.primary' : 'text.secondary',
        }}
      >
        {linhas.map((linha, i) => (
          <Box component="span" key={i} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {/* The space keeps the words apart when the card is read as text. */}
            {i > 0 ? ` ${linha}` : linha}
          </Box>
        ))}
      </Typography>
    </Box>
  );
}

/**
 * The stands as a grid of cards (spec 3 §2: "A round without a planta shows a generated grid of
 * its stands"; also the stands the plan has no element for, and the fallback when the plan fails).
 * For whoever may name them, a card opens the name dialog on a double click or double tap within
 * 400 ms, or at once from the keyboard (Enter or Space on the focused card).
 */
export function GradeDeStands({
  stands,
  podeRenomear,
  aoEscolher,
  rotulo,
}: {
  stands: readonly rodadas.StandDoMapa[];
  podeRenomear: boolean;
  aoEscolher: (codigo: string) => void;
  rotulo: string;
}) {
  const detector = useRef(new DetectorDeDuploToque()).current;
  const aoClicar = (codigo: string) => (e: MouseEvent) => {
    // A click made by the keyboard has no pointer (detail 0): one is enough.
    if (e.detail === 0 || detector.registrar(codigo)) aoEscolher(codigo);
  };
  return (
    <Box
      component="ul"
      aria-label={rotulo}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(auto-fill, minmax(96px, 1fr))',
          sm: 'repeat(auto-fill, minmax(120px, 1fr))',
        },
      }}
    >
      {stands.map((stand) => (
        <li key={stand.codigo}>
          <Paper
            variant="outlined"
            sx={{
              height: '100%',
              minHeight: 72,
              display: 'flex',
              bgcolor: stand.nome ? CORES_DO_MAPA.comNome : 'background.paper',
              borderColor: stand.nome ? CORES_DO_MAPA.contornoComNome : 'divider',
            }}
          >
            {podeRenomear ? (
              <ButtonBase
                onClick={aoClicar(stand.codigo)}
                aria-label={`Stand ${stand.codigo}: ${stand.nome ?? 'livre'}`}
                aria-haspopup="dialog"
                sx={{
                  width: '100%',
                  borderRadius: 'inherit',
                  touchAction: 'manipulation',
                  userSelect: 'none',
                }}
              >
                <CartaoDoStand stand={stand} />
              </ButtonBase>
            ) : (
              <CartaoDoStand stand={stand} />
            )}
          </Paper>
        </li>
      ))}
    </Box>
  );
}
