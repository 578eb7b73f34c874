import { useNavigate } from 'react-router';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, MenuItem, Paper, Stack, TextField, CircularProgress } from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { representantes, z } from '@rodada/contracts';
import { CampoAutocompletar } from '../../../components/campo-autocompletar';
import { CampoTexto } from '../../../components/campo-texto';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import {
  CHAVE_CONTA_REPRESENTANTE,
  useBancos,
  useSalvarContaRepresentante,
} from '../api/representante-conta';
import { useAposSalvarConta } from './conta-apos-salvar';
import { ContaCamposEmpresa } from './conta-campos-empresa';
import { ContaDialogoLogin } from './conta-dialogo-login';
import { valoresEmpresa, valoresEndereco } from './conta-formulario';
import { ContaSecao } from './conta-secao';

const { MSG_REPRESENTANTES: MSG, CONTA_TIPOS } = representantes;
const esquema = z.object({ representante: representantes.representanteContaSchema });
type Entrada = z.input<typeof esquema>;
type Saida = z.output<typeof esquema>;
type ContaLida = z.output<typeof representantes.representanteContaLidaSchema>;

/** What the form starts with: the stored values with their masks, '' for what is missing. */
export function valoresRepresentante(r: ContaLida): Entrada {
  return {
    representante: {
      ...valoresEmpresa(r),
      banco: r.banco ?? '',
      agencia: r.agencia ?? '',
      conta: r.conta ?? '',
      conta_tipo: (r.conta_tipo ?? '') as Entrada['representante']['conta_tipo'],
      endereco: valoresEndereco(r.endereco),
      user: { email: r.user.email },
    },
  };
}

/** The bank chooser: the reference list by COMPE code, searchable by code or name. */
function CampoBanco() {
  const bancos = useBancos();
  return (
    <CampoAutocompletar<Entrada, { codigo: string; nome: string }>
      nome="representante.banco"
      rotulo="Banco"
      opcoes={bancos.data ?? []}
      carregando={bancos.isFetching}
      rotuloDa={(b) => `${b.codigo} — ${b.nome}`}
      valorDa={(b) => b.codigo}
      vazio=""
      semOpcoes="Nenhum banco encontrado"
      textoCarregando="Carregando bancos…"
      erroDaLista={bancos.isError ? MSG.erroCarregarBancos : undefined}
    />
  );
}

/**
 * The /representante/minha-conta form (spec 2 §5 "Representative account": every field required):
 * company, address and bank data. 'Cancelar' exists only once the account is verified (spec 2 §4);
 * a save goes to / (spec 2 §2), through 'Informações para Login' when the login e-mail changed.
 */
export function RepresentanteContaForm({ conta }: { conta: ContaLida }) {
  const navegar = useNavigate();
  const form = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(esquema),
    defaultValues: valoresRepresentante(conta),
    mode: 'onTouched',
  });
  const salvar = useSalvarContaRepresentante();
  const apos = useAposSalvarConta(CHAVE_CONTA_REPRESENTANTE);

  const enviar = form.handleSubmit((dados) =>
    salvar.mutate(dados, {
      onSuccess: (r) => apos.concluir(r, conta.user.email, '/'),
      onError: (erro) => mostrarErroDoServidor(erro, form.setError, MSG.erroSalvarDados),
    }),
  );

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={3} onSubmit={(e) => void enviar(e)}>
        <ContaCamposEmpresa<Entrada>
          prefixo="representante"
          email={{ helperText: 'É o seu login na Rodada; a senha continua a mesma se ele mudar.' }}
        />
        <ContaSecao titulo="Dados Bancários" descricao="A conta onde você recebe as comissões.">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 8 }}>
              <CampoBanco />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller<Entrada, 'representante.conta_tipo'>
                name="representante.conta_tipo"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    fullWidth
                    label="Tipo de Conta"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                  >
                    {CONTA_TIPOS.map((t) => (
                      <MenuItem key={t} value={t}>
                        {t}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <CampoTexto<Entrada> nome="representante.agencia" rotulo="Agência" inputMode="numeric" />
            </Grid>
            <Grid size={{ xs: 6, sm: 4 }}>
              <CampoTexto<Entrada> nome="representante.conta" rotulo="Conta" inputMode="numeric" />
            </Grid>
          </Grid>
        </ContaSecao>
        <Paper
          elevation={3}
          sx={{ position: 'sticky', bottom: { xs: 8, sm: 16 }, zIndex: 2, p: 1.5, display: 'flex', gap: 1 }}
        >
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            {conta.verificado && (
              <Button size="large" onClick={() => void navegar('/')} disabled={salvar.isPending}>
                Cancelar
              </Button>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={salvar.isPending}
              startIcon={
                salvar.isPending ? (
                  <CircularProgress size={18} color="inherit" aria-hidden />
                ) : (
                  <SaveOutlined />
                )
              }
              sx={{ minWidth: 160 }}
            >
              Salvar
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <ContaDialogoLogin mudanca={apos.mudanca} aoEntender={apos.entender} />
    </FormProvider>
  );
}
