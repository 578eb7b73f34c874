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
  compactoNoCelular = false,
}: {
  categorias: readonly produtos.Categoria[];
  escolhidas: readonly number[];
  aoMudar: (ids: number[]) => void;
  rotulo?: string;
  /**
   * Smaller chips on a phone, so the list takes fewer rows above the products (the pages never
   * scroll sideways, so the chips wrap).
   */
  compactoNoCelular?: boolean;
}) {
  const alternar = (id: number) =>
    aoMudar(escolhidas.includes(id) ? escolhidas.filter((c) => c !== id) : [...escolhidas, id]);
  return (
    <Stack direction="row" spacing={1} useFlexGap role="group" aria-label={rotulo} sx={{ flexWrap: 'wrap' }}>
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
            sx={
              compactoNoCelular
                ? { height: { xs: 28, sm: 32 }, '& .MuiChip-label': { px: { xs: 1.25, sm: 1.5 } } }
                : undefined
            }
          />
        );
      })}
    </Stack>
  );
}
