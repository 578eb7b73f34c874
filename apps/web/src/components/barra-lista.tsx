import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Stack, Typography } from '@mui/material';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { Endpoint } from '@rodada/contracts';
import { maxLengthDoEsquema } from '../lib/contrato-campo';
import { CampoBusca } from './campo-busca';

/** Props of a list screen's toolbar. */
export interface BarraListaProps {
  /** The screen's h1 (also the table's name). */
  titulo: string;
  /** A line under the title (e.g. the selected round). */
  subtitulo?: ReactNode;
  /**
   * The list's search: the term as typed, its setter, what it searches and the list's endpoint, whose
   * `busca` gives the field its maxLength.
   */
  busca?: { valor: string; aoMudar: (valor: string) => void; placeholder: string; contrato: Endpoint };
  /** Filters beside the search (e.g. a role select). */
  filtros?: ReactNode;
  /** The list's print button (a BotaoImprimir with its default text variant). */
  imprimir?: ReactNode;
  /** Other buttons of the list, between 'Imprimir' and 'Adicionar' (e.g. 'Importar'). */
  acoes?: ReactNode;
  /**
   * Where 'Adicionar' leads, or what it opens (a dialog); no button when absent (the role may not
   * add).
   */
  adicionar?: string | (() => void) | null;
  /** Where 'Voltar' leads (a list reached from another list's row); no button when absent. */
  voltar?: string | null;
}

/**
 * The toolbar of every list screen (issue 9 §8, one toolbar for all): the title, then 'Imprimir'
 * and 'Adicionar' at its right (wrapping under it on a phone), then the search field and the
 * filters on a line of their own, full width on a phone.
 */
export function BarraLista({
  titulo,
  subtitulo,
  busca,
  filtros,
  imprimir,
  acoes,
  adicionar,
  voltar,
}: BarraListaProps) {
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
            {titulo}
          </Typography>
          {subtitulo && (
            <Typography variant="body2" color="text.secondary">
              {subtitulo}
            </Typography>
          )}
        </Box>
        {(imprimir || acoes || adicionar || voltar) && (
          // Several buttons wrap onto a second line on a phone instead of overflowing (ADR 011).
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            {voltar && (
              <Button startIcon={<ArrowBack />} component={RouterLink} to={voltar}>
                Voltar
              </Button>
            )}
            {imprimir}
            {acoes}
            {typeof adicionar === 'string' && (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={adicionar}>
                Adicionar
              </Button>
            )}
            {typeof adicionar === 'function' && (
              <Button variant="contained" startIcon={<Add />} onClick={adicionar}>
                Adicionar
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {(busca || filtros) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {busca && (
            <CampoBusca
              valor={busca.valor}
              aoMudar={busca.aoMudar}
              placeholder={busca.placeholder}
              maxLength={maxLengthDoEsquema(busca.contrato.query, 'busca')}
              sx={{ flex: 1, maxWidth: { sm: 420 } }}
            />
          )}
          {filtros}
        </Stack>
      )}
    </Stack>
  );
}
