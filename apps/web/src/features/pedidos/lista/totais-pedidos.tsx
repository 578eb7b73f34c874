import { Box, Paper, Skeleton, Typography } from '@mui/material';
import { formatarMoeda, paraCentavos } from '@rodada/domain';

/** R$ pt-BR of a money string ('1234.50' → 'R$ 1.234,50', spec D14). */
export const emReais = (valor: string | null | undefined) => formatarMoeda(paraCentavos(valor ?? '0'));

/** One figure of the summary: its name, the main value and an optional line under it. */
export interface FiguraTotal {
  rotulo: string;
  valor: string;
  detalhe?: string;
}

/**
 * The summary totals above a list (spec 3 §2 "summary totals"): small cards in a grid, two per line
 * on a phone, up to four (else three) on a tablet, all in one line on a wide screen; amounts never
 * wrap. Shown as placeholders while the first page loads.
 */
export function TotaisPedidos({
  rotulo,
  figuras,
  carregando,
}: {
  rotulo: string;
  figuras: readonly FiguraTotal[];
  carregando: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label={rotulo}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${figuras.length > 4 ? 3 : figuras.length}, minmax(0, 1fr))`,
          lg: `repeat(${figuras.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {figuras.map((f) => (
        <Paper key={f.rotulo} variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="p" noWrap>
            {f.rotulo}
          </Typography>
          {carregando ? (
            <Skeleton width="70%" />
          ) : (
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              {f.valor}
            </Typography>
          )}
          {f.detalhe && !carregando && (
            <Typography variant="caption" color="text.secondary" component="p">
              {f.detalhe}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}

/** 'n pedido(s)' */
export const pedidosEmTexto = (n: number) => `${n} ${n === 1 ? 'pedido' : 'pedidos'}`;
