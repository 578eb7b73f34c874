import { useNavigate } from 'react-router';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Autocomplete,
  Button,
  Grid,
  MenuItem,
  Paper,
  Stack,
  TextField,
  CircularProgress,
} from '@mui/material';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import { formatarCep, formatarCnpj, representantes, z } from '@rodada/contracts';
import { CampoTexto, avancarComEnter } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS, mascararTelefone } from '../../../lib/mascaras';
import {
  CHAVE_CONTA_REPRESENTANTE,
  useBancos,
  useSalvarContaRepresentante,
} from '../api/representante-conta';
import { useAposSalvarConta } from './conta-apos-salvar';
import { ContaDialogoLogin } from './conta-dialogo-login';
import { ContaSecao } from './conta-secao';

const { MSG_REPRESENTANTES: MSG, CONTA_TIPOS } = representantes;
const esquema = z.object({ representante: representantes.representanteContaSchema });
type Entrada = z.input<typeof esquema>;
type Saida = z.output<typeof esquema>;
type ContaLida = z.output<typeof representantes.representanteContaLidaSchema>;

/** What the form starts with: the stored values with their masks, '' for what is missing. */
export function valoresRepresentante(r: ContaLida): Entrada {
  const e = r.endereco;
  return {
    representante: {
      razao_social: r.razao_social ?? '',
      nome_fantasia: r.nome_fantasia,
      cnpj: r.cnpj ? formatarCnpj(r.cnpj) : '',
      ie: r.ie ?? '',
      banco: r.banco ?? '',
      agencia: r.agencia ?? '',
      conta: r.conta ?? '',
      conta_tipo: (r.conta_tipo ?? '') as Entrada['representante']['conta_tipo'],
      endereco: {
        rua: e.rua ?? '',
        numero: e.numero ?? '',
        complemento: e.complemento ?? '',
        bairro: e.bairro ?? '',
        estado_id: e.estado_id,
        cidade_id: e.cidade_id,
        cep: e.cep ? formatarCep(e.cep) : '',
        telefone: e.telefone ? mascararTelefone(e.telefone) : '',
        celular: e.celular ? mascararTelefone(e.celular) : '',
      },
      user: { email: r.user.email },
    },
  };
}

/** The bank chooser: the reference list by COMPE code, searchable by code or name. */
function CampoBanco() {
  const bancos = useBancos();
  return (
    <Controller<Entrada, 'representante.banco'>
      name="representante.banco"
      render={({ field, fieldState }) => {
        const opcoes = bancos.data ?? [];
        const atual = opcoes.find((b) => b.codigo === field.value) ?? null;
        return (
          <Autocomplete
            options={opcoes}
            value={atual}
            getOptionLabel={(b) => `${b.codigo} — ${b.nome}`}
            isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
            onChange={(_e, b) => field.onChange(b?.codigo ?? '')}
            loading={bancos.isFetching}
            noOptionsText="Nenhum banco encontrado"
            loadingText="Carregando bancos…"
            renderInput={(params) => (
              <TextField
                {...params}
                label="Banco"
                name={field.name}
                inputRef={field.ref}
                onBlur={field.onBlur}
                onKeyDown={avancarComEnter}
                error={!!fieldState.error}
                helperText={
                  fieldState.error?.message ?? (bancos.isError ? MSG.erroCarregarBancos : undefined)
                }
              />
            )}
          />
        );
      }}
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
        <ContaSecao titulo="Dados da Empresa">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto<Entrada> nome="representante.razao_social" rotulo="Razão Social" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto<Entrada> nome="representante.nome_fantasia" rotulo="Nome Fantasia" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto<Entrada> nome="representante.cnpj" rotulo="CNPJ" mascara={MASCARAS.cnpj} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoTexto<Entrada> nome="representante.ie" rotulo="Inscrição Estadual" />
            </Grid>
            <Grid size={12}>
              <CampoTexto<Entrada>
                nome="representante.user.email"
                rotulo="Email"
                type="email"
                helperText="É o seu login na Rodada; a senha continua a mesma se ele mudar."
              />
            </Grid>
          </Grid>
        </ContaSecao>
        <ContaSecao titulo="Endereço">
          <CamposEndereco<Entrada>
            prefixo="representante.endereco"
            rotuloRua="Logradouro"
            mostrarEmail={false}
          />
        </ContaSecao>
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
