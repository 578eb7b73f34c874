import { Chip, Tooltip, type ChipProps } from '@mui/material';
import {
  PEDIDO_CLIENTE_STATUS_LABEL,
  PEDIDO_STATUS,
  PEDIDO_STATUS_LABEL,
  isPedidoStatus,
} from '@rodada/domain';

type CorChip = Exclude<ChipProps['color'], 'default' | undefined>;

/** Chip colour per status (0 Pendente … 5 Cancelado, spec 3 §4; ADR 019 decision 1). */
const COR: Record<number, CorChip> = {
  0: 'warning',
  1: 'info',
  2: 'secondary',
  3: 'success',
  4: 'primary',
  5: 'error',
};

/** The chip's text: the status label, 'CAN' for a cancelled order (spec 3 §4 "chip CAN"). */
export function rotuloDoChip(status: number, doCliente = false): string {
  if (status === PEDIDO_STATUS.CANCELADO) return 'CAN';
  if (!isPedidoStatus(status)) return String(status);
  return (doCliente ? PEDIDO_CLIENTE_STATUS_LABEL : PEDIDO_STATUS_LABEL)[status];
}

/** The full name of a status (the chip's tooltip and accessible name; 'Cancelado' for CAN). */
export function nomeDoStatus(status: number, doCliente = false): string {
  if (!isPedidoStatus(status)) return String(status);
  return (doCliente ? PEDIDO_CLIENTE_STATUS_LABEL : PEDIDO_STATUS_LABEL)[status];
}

/**
 * An order's status chip. `aoClicar` makes it a button (the representative's Entregue chip that
 * undoes the delivery, spec 3 §4) named by its label and described by `dica`; `doCliente` uses the
 * customer-order labels (Em aberto, Fechado…). 'CAN' is an abbreviation whose title is 'Cancelado'.
 */
export function ChipStatusPedido({
  status,
  doCliente = false,
  aoClicar,
  dica,
}: {
  status: number;
  doCliente?: boolean;
  aoClicar?: (() => void) | undefined;
  /** What clicking does (the clickable chip's tooltip). */
  dica?: string;
}) {
  const rotulo = rotuloDoChip(status, doCliente);
  const nome = nomeDoStatus(status, doCliente);
  const cor = COR[status];
  const texto =
    rotulo === nome ? (
      rotulo
    ) : (
      <abbr title={nome} style={{ textDecoration: 'none' }}>
        {rotulo}
      </abbr>
    );
  const chip = (
    <Chip
      size="small"
      label={texto}
      color={cor ?? 'default'}
      variant={aoClicar ? 'filled' : 'outlined'}
      {...(aoClicar ? { onClick: aoClicar } : {})}
      // An outlined chip's text in the colour's dark shade: the main info and gold shades are too
      // light for small text on white (WCAG AA contrast).
      sx={{ fontWeight: 600, minWidth: 64, ...(cor && !aoClicar ? { color: `${cor}.dark` } : {}) }}
    />
  );
  return aoClicar && dica ? (
    <Tooltip title={dica} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
