import { Chip, Stack } from '@mui/material';
import type { produtos } from '@rodada/contracts';

/**
 * The categories as multi-select chips (spec 1 §2.4, §2.5): a chosen one is filled; a click
 * toggles it. Used on the storefront and in the filter panel.
 */
export function ChipsCategorias({
  categorias,
  escolhidas,
  aoMudar,
  rotulo = 'Categorias',
  rolarNoCelular = false,
}: {
  categorias: readonly produtos.Categoria[];
  escolhidas: readonly number[];
  aoMudar: (ids: number[]) => void;
  rotulo?: string;
  /** On a phone, one row that scrolls sideways instead of several rows above the products. */
  rolarNoCelular?: boolean;
}) {
  const alternar = (id: number) =>
    aoMudar(escolhidas.includes(id) ? escolhidas.filter((c) => c !== id) : [...escolhidas, id]);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="group"
      aria-label={rotulo}
      sx={
        rolarNoCelular
          ? {
              flexWrap: { xs: 'nowrap', sm: 'wrap' },
              overflowX: { xs: 'auto', sm: 'visible' },
              pb: { xs: 0.5, sm: 0 },
              scrollbarWidth: 'none',
            }
          : { flexWrap: 'wrap' }
      }
    >
      {categorias.map((c) => {
        const escolhida = escolhidas.includes(c.id);
        return (
          <Chip
            key={c.id}
            label={c.nome}
            clickable
            color={escolhida ? 'primary' : 'default'}
            variant={escolhida ? 'filled' : 'outlined'}
            aria-pressed={escolhida}
            onClick={() => alternar(c.id)}
            sx={{ flexShrink: 0 }}
          />
        );
      })}
    </Stack>
  );
}
