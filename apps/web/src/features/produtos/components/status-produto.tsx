import { Chip } from '@mui/material';

/** spec 3 §4 "Product status": the number the API sends. */
export const STATUS_PRODUTO = { emHomologacao: 0, homologado: 1, reprovado: 2, vencido: 3 } as const;

/** The chip of each status (spec 3 §4): 1 green, 2 red, 3 orange. */
const CHIPS: Record<number, { rotulo: string; cor: 'default' | 'success' | 'error' | 'warning' }> = {
  0: { rotulo: 'Em Homologação', cor: 'default' },
  1: { rotulo: 'Homologado', cor: 'success' },
  2: { rotulo: 'Reprovado', cor: 'error' },
  3: { rotulo: 'Vencido', cor: 'warning' },
};

/** The Status column's chip; `aoClicar` makes it a button (the supplier's expired product). */
export function ChipStatusProduto({ status, aoClicar }: { status: number; aoClicar?: () => void }) {
  const c = CHIPS[status] ?? CHIPS[0]!;
  return (
    <Chip
      size="small"
      label={c.rotulo}
      color={c.cor}
      {...(aoClicar ? { onClick: aoClicar } : {})}
      sx={{ fontWeight: 500 }}
    />
  );
}
