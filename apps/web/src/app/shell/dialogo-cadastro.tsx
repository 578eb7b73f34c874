import { useEffect, useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MSG_CONTAS, contas } from '@rodada/contracts';
import { ApiError, chamar, ErroDeConexao } from '../../lib/api';
import { useInterface } from '../../lib/interface';
import { DialogoTermos } from './dialogo-termos';
import { limiteDoCampo } from '../../lib/contrato-campo';

/** The role names of the sign-up select (spec 1 §6). */
const ROTULOS_TIPO: Record<(typeof contas.TIPOS_CADASTRO)[number], string> = {
  cliente: 'Cliente (lojista)',
  fornecedor: 'Fornecedor',
  representante: 'Representante',
};

type FormularioCadastro = contas.FormularioCadastro;

const VAZIO: FormularioCadastro = {
  // Starts unchosen, so the role is a conscious choice (spec 1 §5: tipo required).
  tipo: '' as FormularioCadastro['tipo'],
  nome: '',
  email: '',
  password: '',
  confirm_password: '',
};

type Etapa = 'formulario' | 'termos' | 'salvando';

/**
 * The sign-up (spec 1 §2.6, §4, §5): the form, then the terms of use, then the saving dialog, then
 * the validation-code dialog, which logs in with the typed credentials once the code is valid.
 * A refused sign-up goes back to the form with what was typed: the server's email error under the
 * email field, otherwise 'Erro ao cadastrar usuário'.
 */
export function DialogoCadastro() {
  const estado = useInterface((s) => s.cadastro);
  const fechar = useInterface((s) => s.fecharCadastro);
  const abrirLogin = useInterface((s) => s.abrirLogin);
  const abrirCodigo = useInterface((s) => s.abrirCodigo);
  const [etapa, setEtapa] = useState<Etapa>('formulario');
  const [erro, setErro] = useState<string | null>(null);
  const somenteCliente = estado?.somenteCliente ?? false;
  const form = useForm<FormularioCadastro>({
    resolver: zodResolver(contas.formularioCadastroSchema),
    defaultValues: VAZIO,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (somenteCliente) form.setValue('tipo', 'cliente');
  }, [somenteCliente, form]);

  const cancelar = () => {
    setErro(null);
    fechar();
  };
  const irParaLogin = () => {
    cancelar();
    abrirLogin();
  };

  const irParaTermos = form.handleSubmit(() => {
    setErro(null);
    setEtapa('termos');
  });

  const salvar = async () => {
    const dados = form.getValues();
    // The customer flow signs up only customers (spec 1 §5), whatever the form holds.
    const tipo = somenteCliente ? 'cliente' : dados.tipo;
    setEtapa('salvando');
    try {
      const r = await chamar(contas.salvarUsuario, { body: { ...dados, tipo, termos: true } });
      setEtapa('formulario');
      fechar();
      form.reset(VAZIO);
      abrirCodigo(r.email, r.msg, {
        finalidade: 'ativacao',
        senha: dados.password,
        novoCadastro: true,
      });
    } catch (e) {
      setEtapa('formulario');
      const campos = e instanceof ApiError ? (e.errors ?? {}) : {};
      for (const [campo, mensagem] of Object.entries(campos)) {
        if (campo in VAZIO)
          form.setError(campo as Path<FormularioCadastro>, { type: 'server', message: mensagem });
      }
      // Spec 1 §8: 'Erro ao cadastrar usuário', unless a field (the email taken, a common password)
      // already says what is wrong. A limit (429) says when to try again, and no connection says so
      // (ADR 010), which the generic text would hide.
      const limite =
        e instanceof ApiError && (e.httpStatus === 429 || e instanceof ErroDeConexao) ? e.msg : null;
      setErro(campos.email || campos.password ? null : (limite ?? MSG_CONTAS.erroCadastrar));
    }
  };

  return (
    <>
      <Dialog
        open={estado !== null}
        onClose={etapa === 'formulario' ? cancelar : undefined}
        aria-labelledby="titulo-cadastro"
        maxWidth="sm"
        fullWidth
      >
        <form onSubmit={(e) => void irParaTermos(e)} noValidate>
          <DialogTitle id="titulo-cadastro">Criar conta</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Controller
                control={form.control}
                name="tipo"
                render={({ field: { ref, ...field } }) => (
                  <TextField
                    select
                    label="Tipo de conta"
                    fullWidth
                    {...field}
                    inputRef={ref}
                    value={somenteCliente ? 'cliente' : field.value}
                    disabled={somenteCliente}
                    error={!!errors.tipo}
                    helperText={errors.tipo?.message}
                  >
                    {contas.TIPOS_CADASTRO.filter((t) => !somenteCliente || t === 'cliente').map((t) => (
                      <MenuItem key={t} value={t}>
                        {ROTULOS_TIPO[t]}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <TextField
                label="Nome"
                autoComplete="name"
                fullWidth
                {...form.register('nome')}
                slotProps={limiteDoCampo(contas.formularioCadastroSchema, 'nome')}
                error={!!errors.nome}
                helperText={errors.nome?.message}
              />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                fullWidth
                {...form.register('email')}
                slotProps={limiteDoCampo(contas.formularioCadastroSchema, 'email')}
                error={!!errors.email}
                helperText={errors.email?.message}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Senha"
                  type="password"
                  autoComplete="new-password"
                  fullWidth
                  {...form.register('password')}
                  slotProps={limiteDoCampo(contas.formularioCadastroSchema, 'password')}
                  error={!!errors.password}
                  helperText={errors.password?.message ?? '6 ou mais caracteres'}
                />
                <TextField
                  label="Confirmar senha"
                  type="password"
                  autoComplete="new-password"
                  fullWidth
                  {...form.register('confirm_password')}
                  slotProps={limiteDoCampo(contas.formularioCadastroSchema, 'confirm_password')}
                  error={!!errors.confirm_password}
                  helperText={errors.confirm_password?.message}
                />
              </Stack>
              {erro && (
                <Alert severity="error" role="alert">
                  {erro}
                </Alert>
              )}
              <Typography variant="body2">
                Já tem conta?{' '}
                <Link
                  component="button"
                  type="button"
                  onClick={irParaLogin}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  Entrar
                </Link>
              </Typography>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={cancelar}>Cancelar</Button>
            <Button type="submit" variant="contained">
              Continuar
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <DialogoTermos
        aberto={etapa === 'termos'}
        aoAceitar={() => void salvar()}
        aoCancelar={() => setEtapa('formulario')}
      />
      <DialogoSalvando aberto={etapa === 'salvando'} />
    </>
  );
}

/** 'Aguarde...' while the account is created (spec 1 §4); it cannot be dismissed. */
function DialogoSalvando({ aberto }: { aberto: boolean }) {
  return (
    <Dialog
      open={aberto}
      aria-labelledby="titulo-salvando"
      aria-describedby="texto-salvando"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="titulo-salvando">{MSG_CONTAS.salvandoTitulo}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={28} aria-label="Criando a conta" />
          <DialogContentText id="texto-salvando">{MSG_CONTAS.salvandoTexto}</DialogContentText>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
