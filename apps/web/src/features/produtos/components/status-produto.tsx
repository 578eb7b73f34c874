import { Chip } from '@mui/material';
import { STATUS_PRODUTO as CHIPS } from './dialogo-homologacao-detalhes';

/** spec 3 §4 "Product status": the number the API sends. */
export const STATUS = { emHomologacao: 0, homologado: 1, reprovado: 2, vencido: 3 } as const;

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
