import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { MSG, MSG_CONTAS, contas, z } from '@rodada/contracts';
import { ApiError, chamar } from '../../lib/api';
import { avisar } from '../../lib/avisos';
import { useInterface } from '../../lib/interface';
import { useEntrarAutomaticamente, useMensagemTemporaria } from './contas-comum';
import { limiteDoCampo } from '../../lib/contrato-campo';

const mensagemDe = (e: unknown) => (e instanceof ApiError ? e.msg : MSG.erroInterno);

/** The email step (spec 1 §5: 'O email é obrigatório'). */
const emailSchema = z.object({ email: contas.emailObrigatorio });
type FormEmail = z.input<typeof emailSchema>;

/** The new password and its confirmation (spec 1 §5). */
const novaSenhaSchema = z
  .object({
    nova_senha: contas.senhaNova,
    confirmacao: z.string(),
  })
  .refine((d) => d.nova_senha === d.confirmacao, {
    path: ['confirmacao'],
    message: MSG_CONTAS.senhasDiferentes,
    // Compared even while the new password is too short, so both messages show at once.
    when: (p) => typeof (p.value as { confirmacao?: unknown } | undefined)?.confirmacao === 'string',
  });
type FormNovaSenha = z.input<typeof novaSenhaSchema>;

/**
 * Password reset, first step (spec 1 §4, §8): the email. A code already sent (status 2) shows the
 * server's message in the code dialog, with 'Reenviar'; any other error shows under the email field
 * for 3 s.
 */
export function DialogoEsqueciSenha() {
  const estado = useInterface((s) => s.reset);
  const fechar = useInterface((s) => s.fecharReset);
  return (
    <Dialog open={estado !== null} onClose={fechar} aria-labelledby="titulo-reset" maxWidth="xs" fullWidth>
      {estado && <ConteudoEsqueciSenha emailInicial={estado.email} />}
    </Dialog>
  );
}

/** The email form; mounted on each opening with the email typed in the login dialog. */
function ConteudoEsqueciSenha({ emailInicial }: { emailInicial: string }) {
  const fechar = useInterface((s) => s.fecharReset);
  const abrirCodigo = useInterface((s) => s.abrirCodigo);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const [erro, setErro] = useMensagemTemporaria();
  const form = useForm<FormEmail>({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: emailInicial },
  });
  const { errors, isSubmitting } = form.formState;

  const enviar = form.handleSubmit(async ({ email }) => {
    setErro(null);
    try {
      const r = await chamar(contas.solicitarReset, { body: { email, reenviar: false } });
      fechar();
      abrirCodigo(email, r.msg, { finalidade: 'reset' });
    } catch (e) {
      if (e instanceof ApiError && e.motivo === 'codigo_ja_enviado') {
        fechar();
        abrirCodigo(email, e.msg, { finalidade: 'reset', reenviar: true });
        return;
      }
      setErro(mensagemDe(e));
    }
  });

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <DialogTitle id="titulo-reset">Esqueci minha senha</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            Informe o email da sua conta. Enviaremos um código para você criar uma nova senha.
          </DialogContentText>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            {...form.register('email')}
            slotProps={limiteDoCampo(emailSchema, 'email')}
            error={!!errors.email || !!erro}
            helperText={errors.email?.message ?? erro}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          onClick={() => {
            fechar();
            abrirLogin();
          }}
        >
          Voltar
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Enviar código
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * Password reset, last step (spec 1 §4, §5): the new password (6 or more characters) twice, then
 * the automatic login with it. A refusal shows the server's message (spec 1 §8).
 */
export function DialogoNovaSenha() {
  const estado = useInterface((s) => s.novaSenha);
  const fechar = useInterface((s) => s.fecharNovaSenha);
  return (
    <Dialog
      open={estado !== null}
      onClose={fechar}
      aria-labelledby="titulo-nova-senha"
      maxWidth="xs"
      fullWidth
    >
      {estado && <ConteudoNovaSenha email={estado.email} codigo={estado.codigo} />}
    </Dialog>
  );
}

/** The new-password form. */
function ConteudoNovaSenha({ email, codigo }: { email: string; codigo: string }) {
  const fechar = useInterface((s) => s.fecharNovaSenha);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const entrarAutomaticamente = useEntrarAutomaticamente();
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<FormNovaSenha>({
    resolver: zodResolver(novaSenhaSchema),
    defaultValues: { nova_senha: '', confirmacao: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const enviar = form.handleSubmit(async ({ nova_senha }) => {
    setErro(null);
    try {
      await chamar(contas.novaSenhaReset, { body: { email, codigo, nova_senha } });
    } catch (e) {
      setErro(mensagemDe(e));
      return;
    }
    fechar();
    try {
      await entrarAutomaticamente(email, nova_senha);
      avisar(MSG_CONTAS.senhaAlterada);
    } catch (e) {
      // The password changed; only the login failed (a deactivated account, say): say why.
      avisar(mensagemDe(e), 'error');
      abrirLogin();
    }
  });

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate>
      <DialogTitle id="titulo-nova-senha">Nova senha</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>Escolha a nova senha da conta {email}.</DialogContentText>
          <TextField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            autoFocus
            fullWidth
            {...form.register('nova_senha')}
            slotProps={limiteDoCampo(novaSenhaSchema, 'nova_senha')}
            error={!!errors.nova_senha}
            helperText={errors.nova_senha?.message ?? '6 ou mais caracteres'}
          />
          <TextField
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            fullWidth
            {...form.register('confirmacao')}
            slotProps={limiteDoCampo(novaSenhaSchema, 'confirmacao')}
            error={!!errors.confirmacao}
            helperText={errors.confirmacao?.message}
          />
          {erro && (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={fechar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          Salvar e entrar
        </Button>
      </DialogActions>
    </form>
  );
}
