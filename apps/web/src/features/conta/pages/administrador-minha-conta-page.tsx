import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack, Typography } from '@mui/material';
import { administradores, type UsuarioLogado } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import { CHAVE_CONTA_ADMINISTRADOR, useContaAdministrador } from '../api/conta-administrador';
import { useSalvarContaAdministrador, type FormContaAdministrador } from '../api/salvar-conta-administrador';
import { useAposSalvarConta } from '../components/conta-apos-salvar';
import { ContaBarraSalvar } from '../components/conta-barra-salvar';
import { ContaCarga } from '../components/conta-carga';
import { ContaDialogoLogin } from '../components/conta-dialogo-login';
import { valoresAdministrador } from '../components/conta-formulario';
import { ContaSecao } from '../components/conta-secao';
import { TEXTOS_CONTA } from '../components/conta-textos';

// Every field path is checked against the body of POST /api/administradores/config/salvar.
const Texto = CampoTexto<FormContaAdministrador>;

/** The form of one loaded account; remounted (new key) whenever the account is reloaded. */
function FormularioContaAdministrador({
  conta,
  aoSalvar,
}: {
  conta: administradores.ContaAdministradorLida;
  aoSalvar: (r: { msg: string; user: UsuarioLogado }, emailAnterior: string, destino: string | null) => void;
}) {
  const salvar = useSalvarContaAdministrador();
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormContaAdministrador>({
    resolver: zodResolver(administradores.salvarContaAdministradorBody, undefined, { raw: true }),
    defaultValues: valoresAdministrador(conta),
  });

  const enviar = form.handleSubmit(async (dados) => {
    try {
      // The administrator stays on the page after a save (no first-save destination, spec 2 §2).
      aoSalvar(await salvar.mutateAsync(dados), conta.user.email, null);
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, TEXTOS_CONTA.erroSalvar);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Dados da conta">
        <Stack spacing={3}>
          <ContaSecao titulo="Dados do Administrador">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Texto nome="administrador.nome" rotulo="Nome" autoComplete="name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Texto
                  nome="administrador.cnpj"
                  rotulo="CNPJ"
                  mascara={MASCARAS.cnpj}
                  slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                />
              </Grid>
            </Grid>
          </ContaSecao>
          <ContaSecao titulo="Endereço" descricao="Todos os campos são obrigatórios, exceto o complemento.">
            <CamposEndereco<FormContaAdministrador> prefixo="administrador.endereco" mostrarEmail={false} />
          </ContaSecao>
          <ContaSecao titulo="Acesso" descricao="Este email é o seu login na Rodada e o email do endereço.">
            <Texto nome="administrador.user.email" rotulo="Email" type="email" autoComplete="email" />
          </ContaSecao>
          <ContaBarraSalvar salvando={form.formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** /administrador/minha-conta (administrador; spec 2 §2 "Administrators", §5 "Administrator account"). */
export default function AdministradorMinhaContaPage() {
  const consulta = useContaAdministrador();
  const aposSalvar = useAposSalvarConta(CHAVE_CONTA_ADMINISTRADOR);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {TEXTOS_CONTA.titulo}
      </Typography>
      {consulta.data ? (
        <FormularioContaAdministrador
          key={consulta.dataUpdatedAt}
          conta={consulta.data}
          aoSalvar={aposSalvar.concluir}
        />
      ) : (
        <ContaCarga erro={consulta.isError} tentarDeNovo={() => void consulta.refetch()} />
      )}
      <ContaDialogoLogin mudanca={aposSalvar.mudanca} aoEntender={aposSalvar.entender} />
    </Stack>
  );
}
