import { Link as RouterLink } from 'react-router';
import { Chip } from '@mui/material';
import EventIcon from '@mui/icons-material/EventOutlined';
import type { RodadaSelecionada } from '../../lib/estado-local';

/**
 * The selected round in the top bar (spec 1 §2.3), a link to /rodadas; 'Apenas consulta' when it takes
 * no orders. Loaded on demand by barra-superior.tsx (issue 13 §8).
 */
export default function ChipRodada({ rodada }: { rodada: RodadaSelecionada }) {
  return (
    <Chip
      icon={<EventIcon />}
      label={rodada.permitir_pedidos ? rodada.nome : `${rodada.nome} · Apenas consulta`}
      component={RouterLink}
      to="/rodadas"
      clickable
      sx={{
        ml: 1,
        maxWidth: 280,
        display: { xs: 'none', sm: 'inline-flex' },
        bgcolor: 'rgba(255,255,255,0.16)',
        color: 'inherit',
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
}
