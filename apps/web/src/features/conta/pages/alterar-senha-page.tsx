import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  Alert,
  Button,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { MSG, usuarios } from '@rodada/contracts';
import { ApiError } from '../../../lib/api';
import { mensagemDeErro } from '../../../lib/formulario';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { paginaInicial } from '../../../lib/sessao';
import { useAlterarSenha } from '../api/alterar-senha';
import { limiteDoCampo } from '../../../lib/contrato-campo';

type Campos = usuarios.AlterarSenha;
const CAMPOS: readonly (keyof Campos)[] = ['currentPassword', 'newPassword', 'confirmPassword'];

/** A password field with a show/hide button (typing on a tablet is error-prone). */
function CampoSenha({
  rotulo,
  autoComplete,
  erro,
  registro,
  autoFocus = false,
}: {
  rotulo: string;
  autoComplete: 'current-password' | 'new-password';
  erro: string | undefined;
  registro: UseFormRegisterReturn;
  autoFocus?: boolean;
}) {
  const [visivel, setVisivel] = useState(false);
  return (
    <TextField
      label={rotulo}
      type={visivel ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      fullWidth
      {...registro}
      error={!!erro}
      helperText={erro}
      slotProps={{
        htmlInput: limiteDoCampo(usuarios.alterarSenhaSchema, registro.name).htmlInput,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                onClick={() => setVisivel((v) => !v)}
                edge="end"
                aria-label="Mostrar senha"
                aria-pressed={visivel}
              >
                {visivel ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/**
 * /alterar-senha (all five roles; spec 2 §2 "Other", §5 "Change password", §7): current password,
 * new password (6 or more) and its confirmation. A user holding a temporary password is held here
 * (spec D1) and, once it is changed, goes to the page they would normally land on.
 */
export default function AlterarSenhaPage() {
  const usuario = useEstadoLocal((s) => s.usuario);
  const navegar = useNavigate();
  const alterar = useAlterarSenha();
  const temporaria = usuario?.trocar_senha === true;
  const form = useForm<Campos>({
    resolver: zodResolver(usuarios.alterarSenhaSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const { msg } = await alterar.mutateAsync(dados);
      avisar(msg, 'success');
      const atual = useEstadoLocal.getState().usuario;
      if (!atual) return;
      const atualizado = { ...atual, trocar_senha: false };
      useEstadoLocal.getState().atualizarUsuario(atualizado);
      void navegar(paginaInicial(atualizado), { replace: true });
    } catch (e) {
      // A 401 is the global session expiry (spec 2 §2: "session-expired handling applies").
      if (e instanceof ApiError && e.httpStatus === 401) return;
      const porCampo = e instanceof ApiError ? Object.entries(e.errors ?? {}) : [];
      const conhecidos = porCampo.filter(([campo]) => (CAMPOS as readonly string[]).includes(campo));
      if (conhecidos.length) {
        for (const [campo, mensagem] of conhecidos) {
          form.setError(campo as keyof Campos, { message: mensagem }, { shouldFocus: true });
        }
        return;
      }
      avisar(mensagemDeErro(e, MSG.erroInterno) ?? MSG.erroInterno, 'error');
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 520 }}>
      <Typography variant="h4" component="h1">
        Alterar Senha
      </Typography>
      {temporaria && (
        <Alert severity="info">
          Você entrou com uma senha temporária. Defina uma nova senha para continuar usando a Rodada.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Alterar senha">
          <Stack spacing={2.5}>
            <CampoSenha
              rotulo="Senha atual"
              autoComplete="current-password"
              autoFocus
              erro={errors.currentPassword?.message}
              registro={form.register('currentPassword')}
            />
            <CampoSenha
              rotulo="Nova senha"
              autoComplete="new-password"
              erro={errors.newPassword?.message}
              registro={form.register('newPassword', { deps: ['confirmPassword'] })}
            />
            <CampoSenha
              rotulo="Confirmação"
              autoComplete="new-password"
              erro={errors.confirmPassword?.message}
              registro={form.register('confirmPassword')}
            />
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
              {!temporaria && usuario && (
                <Button onClick={() => void navegar(paginaInicial(usuario))} disabled={isSubmitting}>
                  Cancelar
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={isSubmitting}>
                Salvar
              </Button>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
