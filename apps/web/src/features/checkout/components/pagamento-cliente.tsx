import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { pedidos } from '@rodada/contracts';

/** The methods a client order shows; only deposit is usable (spec 3 §5 "Client-order payment"). */
const FORMAS = [pedidos.FORMA_PAGAMENTO_CLIENTE, 'PIX', 'Cheque', 'TED'] as const;

/** The client order's payment: Depósito chosen, PIX, Cheque and TED shown disabled. */
export function PagamentoCliente() {
  return (
    <FormControl>
      <FormLabel id="forma-pagamento-cliente">Forma de pagamento</FormLabel>
      <RadioGroup aria-labelledby="forma-pagamento-cliente" value={pedidos.FORMA_PAGAMENTO_CLIENTE}>
        {FORMAS.map((f) => (
          <FormControlLabel
            key={f}
            value={f}
            control={<Radio />}
            label={f}
            disabled={f !== pedidos.FORMA_PAGAMENTO_CLIENTE}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
