import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { MSG, MSG_CONTAS, contas } from '@rodada/contracts';
import { ApiError, chamar } from '../../lib/api';
import { avisar } from '../../lib/avisos';
import { useInterface, type OpcoesCodigo } from '../../lib/interface';
import { useEntrarAutomaticamente, useMensagemTemporaria } from './contas-comum';

/** Spec 1 §5: the validation code has at most 6 characters; 'Validar' needs exactly 6. */
const TAMANHO_CODIGO = 6;

type Estado = { email: string; mensagem: string } & OpcoesCodigo;

const mensagemDe = (e: unknown) => (e instanceof ApiError ? e.msg : MSG.erroInterno);

/**
 * The validation-code dialog (spec 1 §2.6, §4, §5, §8). It serves both codes: account validation
 * (after sign-up, or a login answered with status 2) and password reset. A refused code shows the
 * server's message for 3 s and offers 'Reenviar'; so does a reset whose code was already sent.
 */
export function DialogoCodigo() {
  const estado = useInterface((s) => s.codigo);
  const fechar = useInterface((s) => s.fecharCodigo);
  // Keeps the last content on screen while the dialog fades out, then forgets it (and the password).
  const [ultimo, setUltimo] = useState<Estado | null>(estado);
  if (estado && estado !== ultimo) setUltimo(estado);
  return (
    <Dialog
      open={estado !== null}
      onClose={fechar}
      aria-labelledby="titulo-codigo"
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setUltimo(null) } }}
    >
      {ultimo && <ConteudoCodigo key={`${ultimo.email}|${ultimo.mensagem}`} estado={ultimo} />}
    </Dialog>
  );
}

/** The dialog's form; mounted on each opening, so every opening starts clean. */
function ConteudoCodigo({ estado }: { estado: Estado }) {
  const fechar = useInterface((s) => s.fecharCodigo);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const abrirNovaSenha = useInterface((s) => s.abrirNovaSenha);
  const entrarAutomaticamente = useEntrarAutomaticamente();
  const reset = estado.finalidade === 'reset';
  const [codigo, setCodigo] = useState('');
  const [reenviar, setReenviar] = useState(estado.reenviar ?? false);
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useMensagemTemporaria();
  const [aviso, setAviso] = useMensagemTemporaria();

  /** After the account is valid: log in when this flow knows the password, otherwise ask for it. */
  const contaValidada = async () => {
    fechar();
    if (!estado.senha) {
      avisar(MSG_CONTAS.facaLogin, 'info');
      abrirLogin();
      return;
    }
    try {
      await entrarAutomaticamente(estado.email, estado.senha, { novoCadastro: estado.novoCadastro ?? false });
      avisar(MSG_CONTAS.contaValidada);
    } catch (e) {
      avisar(mensagemDe(e), 'error');
      abrirLogin();
    }
  };

  const validar = async (e: FormEvent) => {
    e.preventDefault();
    if (codigo.length !== TAMANHO_CODIGO || ocupado) return;
    setOcupado(true);
    setErro(null);
    try {
      if (reset) {
        await chamar(contas.conferirCodigoReset, { body: { email: estado.email, codigo } });
        fechar();
        abrirNovaSenha(estado.email, codigo);
      } else {
        await chamar(contas.validarCodigoAtivacao, { body: { email: estado.email, codigo } });
        await contaValidada();
      }
    } catch (falha) {
      // A double submit or an old dialog needs nothing here: the server answers the code that just
      // validated the account with success again (issue 9 §6 keeps every other answer uniform).
      setErro(mensagemDe(falha));
      setReenviar(true);
    } finally {
      setOcupado(false);
    }
  };

  const pedirNovoCodigo = async () => {
    setOcupado(true);
    setErro(null);
    try {
      const r = reset
        ? await chamar(contas.solicitarReset, { body: { email: estado.email, reenviar: true } })
        : await chamar(contas.reenviarCodigoAtivacao, { body: { email: estado.email } });
      setCodigo('');
      setAviso(r.msg);
    } catch (falha) {
      setErro(mensagemDe(falha));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <form onSubmit={(e) => void validar(e)} noValidate>
      <DialogTitle id="titulo-codigo">{reset ? 'Código para nova senha' : 'Código de validação'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{estado.mensagem}</DialogContentText>
          <DialogContentText variant="body2">
            Enviado para <strong>{estado.email}</strong>.
          </DialogContentText>
          <TextField
            label="Código"
            value={codigo}
            onChange={(e) =>
              setCodigo(
                e.target.value
                  .replace(/[^0-9a-z]/gi, '')
                  .toUpperCase()
                  .slice(0, TAMANHO_CODIGO),
              )
            }
            autoFocus
            autoComplete="one-time-code"
            fullWidth
            error={!!erro}
            helperText={`${codigo.length}/${TAMANHO_CODIGO} caracteres`}
            slotProps={{
              htmlInput: {
                maxLength: TAMANHO_CODIGO,
                autoCapitalize: 'characters',
                spellCheck: false,
                style: { letterSpacing: '0.4em', fontSize: '1.4rem', textAlign: 'center' },
              },
            }}
          />
          {erro && (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          )}
          {aviso && (
            <Alert severity="success" role="status">
              {aviso}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={fechar}>Cancelar</Button>
        {reenviar && (
          <Button onClick={() => void pedirNovoCodigo()} disabled={ocupado}>
            Reenviar
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={codigo.length !== TAMANHO_CODIGO || ocupado}>
          Validar
        </Button>
      </DialogActions>
    </form>
  );
}
