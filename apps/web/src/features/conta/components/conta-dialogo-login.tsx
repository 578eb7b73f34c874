import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { TEXTOS_CONTA } from './conta-textos';

/** The login change to show: the e-mail before and after the save. */
export interface MudancaDeLogin {
  anterior: string;
  novo: string;
}

/**
 * 'Informações para Login' (spec 2 §2 "Customer account", §4): the account's e-mail changed, so the
 * login did too; the password stays the same. 'Entendi' closes it (the page then moves on).
 */
export function ContaDialogoLogin({
  mudanca,
  aoEntender,
}: {
  mudanca: MudancaDeLogin | null;
  aoEntender: () => void;
}) {
  return (
    <Dialog open={mudanca !== null} aria-labelledby="conta-dialogo-login" maxWidth="xs" fullWidth>
      <DialogTitle id="conta-dialogo-login">{TEXTOS_CONTA.dialogoLoginTitulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          O seu email de acesso mudou. Use o novo login na próxima vez que entrar; a senha continua a mesma.
        </DialogContentText>
        <Stack spacing={1}>
          <Typography>
            Login anterior: <strong>{mudanca?.anterior}</strong>
          </Typography>
          <Typography>
            Novo login: <strong>{mudanca?.novo}</strong>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={aoEntender} autoFocus>
          {TEXTOS_CONTA.entendi}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
