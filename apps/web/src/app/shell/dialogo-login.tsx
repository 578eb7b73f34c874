import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  TextField,
} from '@mui/material';
import { MSG, auth, type z } from '@rodada/contracts';
import { ApiError, chamar } from '../../lib/api';
import { useEstadoLocal } from '../../lib/estado-local';
import { useInterface } from '../../lib/interface';
import { destinoAposLogin } from '../../lib/sessao';
import { limiteDoCampo } from '../../lib/contrato-campo';

type Credenciais = z.input<typeof auth.credenciaisSchema>;

/** Auth messages clear after 3 s (spec 1 §8, §9). */
const TEMPO_MENSAGEM_MS = 3000;

/**
 * The login dialog (spec 1 §2.6, §4, §5): email and password required; wrong credentials show
 * 'Usuário ou senha inválidos' for 3 s; an account not yet validated shows the server's message and
 * opens the validation-code dialog.
 */
export function DialogoLogin() {
  const aberto = useInterface((s) => s.loginAberto);
  const fechar = useInterface((s) => s.fecharLogin);
  const abrirCodigo = useInterface((s) => s.abrirCodigo);
  const abrirCadastro = useInterface((s) => s.abrirCadastro);
  const abrirReset = useInterface((s) => s.abrirReset);
  const doCheckout = useInterface((s) => s.loginDoCheckout);
  const entrar = useEstadoLocal((s) => s.entrar);
  const local = useLocation();
  const navegar = useNavigate();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<Credenciais>({
    resolver: zodResolver(auth.credenciaisSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!erro) return;
    const t = setTimeout(() => setErro(null), TEMPO_MENSAGEM_MS);
    return () => clearTimeout(t);
  }, [erro]);

  const enviar = form.handleSubmit(async (credenciais) => {
    setErro(null);
    try {
      const { status: _s, api_token: _t, ...usuario } = await chamar(auth.logar, { body: credenciais });
      entrar(usuario);
      fechar();
      form.reset();
      const destino = destinoAposLogin(usuario, local.pathname);
      if (destino) void navegar(destino);
    } catch (e) {
      if (e instanceof ApiError && e.motivo === 'conta_nao_validada') {
        fechar();
        // The password is known here: the code dialog logs in once the account is valid.
        abrirCodigo(credenciais.email, e.msg, { finalidade: 'ativacao', senha: credenciais.password });
        return;
      }
      if (e instanceof ApiError && e.httpStatus === 401) setErro(MSG.loginInvalido);
      else setErro(e instanceof ApiError ? e.msg : MSG.erroInterno);
    }
  });

  return (
    <Dialog open={aberto} onClose={fechar} fullWidth maxWidth="xs" aria-labelledby="titulo-login">
      <form onSubmit={(e) => void enviar(e)} noValidate>
        <DialogTitle id="titulo-login">Entrar na Rodada</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              fullWidth
              {...form.register('email')}
              slotProps={limiteDoCampo(auth.credenciaisSchema, 'email')}
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <TextField
              label="Senha"
              type="password"
              autoComplete="current-password"
              fullWidth
              {...form.register('password')}
              slotProps={limiteDoCampo(auth.credenciaisSchema, 'password')}
              error={!!errors.password}
              helperText={errors.password?.message}
            />
            {erro && (
              <Alert severity="error" role="alert">
                {erro}
              </Alert>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link
                component="button"
                type="button"
                onClick={() => {
                  fechar();
                  abrirReset(form.getValues('email'));
                }}
              >
                Esqueci minha senha
              </Link>
              <Link
                component="button"
                type="button"
                onClick={() => {
                  fechar();
                  // A visitor with a filled cart is checking out as a customer: the customer flow
                  // offers only cliente (spec 1 §5, §6; §2.11: checkout needs login).
                  abrirCadastro({ somenteCliente: doCheckout });
                }}
              >
                Criar conta
              </Link>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={fechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Entrar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
