import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { clientes, type UsuarioLogado } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { useEstadoLocal } from '../../../lib/estado-local';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import { CHAVE_CONTA_CLIENTE, useContaCliente } from '../api/conta-cliente';
import { useSalvarContaCliente, type FormContaCliente } from '../api/salvar-conta-cliente';
import { useAposSalvarConta } from '../components/conta-apos-salvar';
import { ContaBarraSalvar } from '../components/conta-barra-salvar';
import { ContaCarga } from '../components/conta-carga';
import { ContaDialogoLogin } from '../components/conta-dialogo-login';
import { destinoAposSalvar, valoresCliente } from '../components/conta-formulario';
import { ContaResumoLoja } from '../components/conta-resumo-loja';
import { ContaSecao } from '../components/conta-secao';
import { TEXTOS_CONTA } from '../components/conta-textos';

// Every field path is checked against the body of POST /api/clientes/config/salvar.
const Texto = CampoTexto<FormContaCliente>;

/** The responsável block, the same for a new and a completed account (spec 2 §2). */
function SecaoResponsavel() {
  return (
    <ContaSecao titulo="Responsável">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <Texto nome="cliente.responsavel_nome" rotulo="Nome do Responsável" autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <Texto
            nome="cliente.responsavel_cpf"
            rotulo="CPF do Responsável"
            mascara={MASCARAS.cpf}
            inputMode="numeric"
          />
        </Grid>
      </Grid>
    </ContaSecao>
  );
}

/**
 * A new customer's form (spec 2 §2, §5 "Customer account"): store data, address (at least one
 * phone), responsável, and the e-mail that is the login.
 */
function CamposNovoCadastro() {
  return (
    <>
      <ContaSecao titulo="Dados da Loja" descricao="A loja padrão, usada nos seus pedidos.">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.razao_social" rotulo="Razão Social" autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.nome_fantasia" rotulo="Nome Fantasia" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto
              nome="cliente.cnpj"
              rotulo="CNPJ"
              mascara={MASCARAS.cnpj}
              slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.ie" rotulo="Inscrição Estadual" helperText="Opcional" />
          </Grid>
        </Grid>
      </ContaSecao>
      <ContaSecao titulo="Endereço" descricao="Informe pelo menos um telefone ou celular.">
        <CamposEndereco<FormContaCliente> prefixo="cliente.endereco" mostrarEmail={false} />
      </ContaSecao>
      <SecaoResponsavel />
      <ContaSecao titulo="Acesso" descricao="Este email é o seu login na Rodada.">
        <Texto nome="cliente.user.email" rotulo="Email" type="email" autoComplete="email" />
      </ContaSecao>
    </>
  );
}

/**
 * A completed account's form: Nome and Email (spec 2 §2 "An existing customer sees Nome and Email
 * instead"), the responsável, and the default store read-only with a link to /empresas.
 */
function CamposContaCompleta({ conta }: { conta: clientes.ContaClienteLida }) {
  return (
    <>
      <ContaSecao titulo="Acesso" descricao="O email é o seu login na Rodada.">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.nome" rotulo="Nome" autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.user.email" rotulo="Email" type="email" autoComplete="email" />
          </Grid>
        </Grid>
      </ContaSecao>
      <SecaoResponsavel />
      <ContaSecao
        titulo="Dados da Loja"
        descricao="Os dados das suas lojas são alterados em Minhas Empresas."
      >
        <ContaResumoLoja loja={conta.loja} />
      </ContaSecao>
    </>
  );
}

/** The form of one loaded account; remounted (new key) whenever the account is reloaded. */
function FormularioContaCliente({
  conta,
  aoSalvar,
}: {
  conta: clientes.ContaClienteLida;
  aoSalvar: (r: { msg: string; user: UsuarioLogado }, emailAnterior: string, destino: string | null) => void;
}) {
  const salvar = useSalvarContaCliente();
  const itensNoCarrinho = useEstadoLocal((s) => s.carrinho.length);
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormContaCliente>({
    resolver: zodResolver(clientes.salvarContaClienteBody, undefined, { raw: true }),
    defaultValues: valoresCliente(conta),
  });

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const resposta = await salvar.mutateAsync(dados);
      const destino = destinoAposSalvar({ primeiroCadastro: conta.novo_cadastro, itensNoCarrinho });
      aoSalvar(resposta, conta.user.email, destino);
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, TEXTOS_CONTA.erroSalvar);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Dados da conta">
        <Stack spacing={3}>
          {conta.novo_cadastro ? <CamposNovoCadastro /> : <CamposContaCompleta conta={conta} />}
          <ContaBarraSalvar salvando={form.formState.isSubmitting} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/**
 * /cliente/minha-conta (cliente; spec 2 §2 "Customer account", §4 "Account verification"). An
 * unverified customer is held here (spec 1 §2.1) under the banner until the first valid save.
 */
export default function ClienteMinhaContaPage() {
  const verificado = useEstadoLocal((s) => s.usuario?.verificado ?? true);
  const consulta = useContaCliente();
  const aposSalvar = useAposSalvarConta(CHAVE_CONTA_CLIENTE);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {TEXTOS_CONTA.titulo}
      </Typography>
      {!verificado && <Alert severity="error">{TEXTOS_CONTA.cadastroIncompleto}</Alert>}
      {consulta.data ? (
        <FormularioContaCliente
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
