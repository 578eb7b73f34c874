import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { rodadas } from '@rodada/contracts';

/**
 * 'Stand - {code}' (spec 1 §2.10): the field Nome, at most 18 characters and forced to upper case;
 * Enter saves; Cancelar and Salvar. On a failed save the dialog stays open with what was typed and
 * the server's message for the field, if any.
 */
export function DialogoNomeDoStand({
  codigo,
  nomeAtual,
  salvando,
  erroDoCampo,
  aoSalvar,
  aoFechar,
}: {
  /** The stand being named; null while closed. */
  codigo: string | null;
  nomeAtual: string | null;
  salvando: boolean;
  erroDoCampo: string | null;
  aoSalvar: (nome: string) => void;
  aoFechar: () => void;
}) {
  const id = useId();
  const [nome, setNome] = useState('');
  // The title keeps its code while the dialog closes.
  const mostrado = useRef(codigo);
  if (codigo !== null) mostrado.current = codigo;
  // Each opening starts from the stand's current name; a refresh of the map while it is open
  // does not overwrite what is being typed.
  const atual = useRef(nomeAtual);
  atual.current = nomeAtual;
  useEffect(() => {
    if (codigo !== null) setNome(atual.current ?? '');
  }, [codigo]);

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (!salvando) aoSalvar(nome);
  };
  return (
    <Dialog
      open={codigo !== null}
      onClose={salvando ? undefined : aoFechar}
      aria-labelledby={`${id}-titulo`}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={enviar} noValidate>
        <DialogTitle id={`${id}-titulo`}>{`Stand - ${mostrado.current ?? ''}`}</DialogTitle>
        <DialogContent>
          <TextField
            label="Nome"
            value={nome}
            onChange={(e) => setNome(e.target.value.toLocaleUpperCase('pt-BR'))}
            autoFocus
            fullWidth
            margin="dense"
            autoComplete="off"
            error={erroDoCampo !== null}
            helperText={erroDoCampo ?? `${nome.length}/${rodadas.NOME_STAND_MAPA_MAX}`}
            slotProps={{ htmlInput: { maxLength: rodadas.NOME_STAND_MAPA_MAX, enterKeyHint: 'done' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={aoFechar} disabled={salvando}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={salvando}
            startIcon={salvando ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
