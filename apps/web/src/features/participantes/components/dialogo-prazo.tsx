import { useEffect, useId, useState } from 'react';
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

/** The payment terms of spec 3 §9 ("Payment terms (days)"), offered as suggestions; free text allowed. */
export const PRAZOS_SUGERIDOS = [
  '15',
  '15/30',
  '15/30/45',
  '15/30/45/60',
  '15/30/45/60/75',
  '30',
  '30/60',
  '30/60/90',
  '30/60/90/120',
  '30/60/90/120/150',
  '60',
  '60/90',
  '60/90/120',
  '60/90/120/150',
] as const;

interface Props {
  /** The client whose term is edited; null closes the dialog. */
  cliente: { nome: string; prazo: string | null } | null;
  /** The contract's maximum for `prazo` (its column). */
  maxLength?: number | undefined;
  ocupado: boolean;
  onSalvar: (prazo: string) => void;
  onCancelar: () => void;
}

/**
 * 'Prazo' of one client in the round (spec 3 §7 POST .../clientes/{cid}/prazo): a small dialog with
 * the payment term, picked from the spec's list or typed ('30/60/90'); empty clears it. Enter saves.
 */
export function DialogoPrazo({ cliente, maxLength, ocupado, onSalvar, onCancelar }: Props) {
  const id = useId();
  const [prazo, setPrazo] = useState('');
  // Each opening starts from the client's current term.
  useEffect(() => {
    if (cliente) setPrazo(cliente.prazo ?? '');
  }, [cliente]);
  const salvar = () => {
    if (!ocupado) onSalvar(prazo.trim());
  };
  return (
    <Dialog
      open={cliente !== null}
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
            Prazo de pagamento de {cliente?.nome} nesta rodada, em dias (ex.: 30/60/90).
          </DialogContentText>
          <Autocomplete
            freeSolo
            options={PRAZOS_SUGERIDOS}
            inputValue={prazo}
            onInputChange={(_e, v) => setPrazo(v)}
            disabled={ocupado}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Prazo"
                autoFocus
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
