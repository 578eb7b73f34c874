import { useId } from 'react';
import {
  Autocomplete,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { pedidos } from '@rodada/contracts';

interface Props {
  aberto: boolean;
  /** The client's name, in the dialog's sentence. */
  nome: string;
  /** The term as typed (the caller starts it from the client's current one at each opening). */
  valor: string;
  /** The contract's maximum for `prazo` (its column). */
  maxLength?: number | undefined;
  /** Why the term was refused (the contract's or the server's message), under the field. */
  erro: string | null;
  /** The user typed: the caller keeps the text and drops the refusal. */
  onMudar: (valor: string) => void;
  ocupado: boolean;
  onSalvar: (prazo: string) => void;
  onCancelar: () => void;
}

/**
 * 'Prazo' of one client in the round (spec 3 §7 POST .../clientes/{cid}/prazo): a small dialog with
 * the payment term, picked from the spec's list or typed ('30/60/90'); empty clears it. Enter saves.
 */
export function DialogoPrazo({
  aberto,
  nome,
  valor,
  maxLength,
  erro,
  onMudar,
  ocupado,
  onSalvar,
  onCancelar,
}: Props) {
  const id = useId();
  const salvar = () => {
    if (!ocupado) onSalvar(valor.trim());
  };
  return (
    <Dialog
      open={aberto}
      onClose={ocupado ? undefined : onCancelar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${id}-titulo`}>Prazo</DialogTitle>
      {/* A form, so Enter saves; Enter on a highlighted suggestion only picks it (the Autocomplete
          prevents the submission). */}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          salvar();
        }}
      >
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Prazo de pagamento de {nome} nesta rodada, em dias (ex.: 30/60/90).
          </DialogContentText>
          <Autocomplete
            freeSolo
            options={pedidos.PRAZOS_PAGAMENTO}
            inputValue={valor}
            onInputChange={(_e, v) => onMudar(v)}
            disabled={ocupado}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Prazo"
                autoFocus
                error={erro !== null}
                helperText={erro ?? 'Dias separados por /; vazio remove o prazo'}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    ...(maxLength === undefined ? {} : { maxLength }),
                  },
                }}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancelar} disabled={ocupado}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={ocupado}
            startIcon={ocupado ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
