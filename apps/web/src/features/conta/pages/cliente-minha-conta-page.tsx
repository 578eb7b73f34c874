import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid } from '@mui/material';
import { clientes } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { useEstadoLocal } from '../../../lib/estado-local';
import { MASCARAS } from '../../../lib/mascaras';
import { CHAVE_CONTA_CLIENTE, useContaCliente } from '../api/conta-cliente';
import { useSalvarContaCliente, type FormContaCliente } from '../api/salvar-conta-cliente';
import type { AoSalvarConta } from '../components/conta-apos-salvar';
import { destinoAposSalvar, valoresCliente } from '../components/conta-formulario';
import { ContaFormulario, ContaPagina } from '../components/conta-pagina';
import { ContaResumoLoja } from '../components/conta-resumo-loja';
import { SecaoFormulario } from '../../../components/secao-formulario';
import { TEXTOS_CONTA } from '../components/conta-textos';

// Every field path is checked against the body of POST /api/clientes/config/salvar.
const Texto = CampoTexto<FormContaCliente>;

/** The responsável block, the same for a new and a completed account (spec 2 §2). */
function SecaoResponsavel() {
  return (
    <SecaoFormulario titulo="Responsável">
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
    </SecaoFormulario>
  );
}

/**
 * A new customer's form (spec 2 §2, §5 "Customer account"): store data, address (at least one
 * phone), responsável, and the e-mail that is the login.
 */
function CamposNovoCadastro() {
  return (
    <>
      <SecaoFormulario titulo="Dados da Loja" descricao="A loja padrão, usada nos seus pedidos.">
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
      </SecaoFormulario>
      <SecaoFormulario titulo="Endereço" descricao="Informe pelo menos um telefone ou celular.">
        <CamposEndereco<FormContaCliente> prefixo="cliente.endereco" mostrarEmail={false} />
      </SecaoFormulario>
      <SecaoResponsavel />
      <SecaoFormulario titulo="Acesso" descricao="Este email é o seu login na Rodada.">
        <Texto nome="cliente.user.email" rotulo="Email" type="email" autoComplete="email" />
      </SecaoFormulario>
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
      <SecaoFormulario titulo="Acesso" descricao="O email é o seu login na Rodada.">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.nome" rotulo="Nome" autoComplete="organization" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Texto nome="cliente.user.email" rotulo="Email" type="email" autoComplete="email" />
          </Grid>
        </Grid>
      </SecaoFormulario>
      <SecaoResponsavel />
      <SecaoFormulario
        titulo="Dados da Loja"
        descricao="Os dados das suas lojas são alterados em Minhas Empresas."
      >
        <ContaResumoLoja loja={conta.loja} />
      </SecaoFormulario>
    </>
  );
}

/** The form of one loaded account (remounted by ContaPagina whenever the account is reloaded). */
function FormularioContaCliente({
  conta,
  aoSalvar,
}: {
  conta: clientes.ContaClienteLida;
  aoSalvar: AoSalvarConta;
}) {
  const salvar = useSalvarContaCliente();
  const itensNoCarrinho = useEstadoLocal((s) => s.carrinho.length);
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormContaCliente>({
    resolver: zodResolver(clientes.salvarContaClienteBody, undefined, { raw: true }),
    defaultValues: valoresCliente(conta),
  });

  return (
    <ContaFormulario
      form={form}
      esquema={clientes.salvarContaClienteBody}
      salvar={(dados) => salvar.mutateAsync(dados)}
      aoSalvar={(resposta) => {
        const destino = destinoAposSalvar({ primeiroCadastro: conta.novo_cadastro, itensNoCarrinho });
        aoSalvar(resposta, conta.user.email, destino);
      }}
    >
      {conta.novo_cadastro ? <CamposNovoCadastro /> : <CamposContaCompleta conta={conta} />}
    </ContaFormulario>
  );
}

/**
 * /cliente/minha-conta (cliente; spec 2 §2 "Customer account", §4 "Account verification"). An
 * unverified customer is held here (spec 1 §2.1) under the banner until the first valid save.
 */
export default function ClienteMinhaContaPage() {
  const verificado = useEstadoLocal((s) => s.usuario?.verificado ?? true);
  const consulta = useContaCliente();
  return (
    <ContaPagina
      consulta={consulta}
      chave={CHAVE_CONTA_CLIENTE}
      aviso={!verificado && <Alert severity="error">{TEXTOS_CONTA.cadastroIncompleto}</Alert>}
    >
      {(conta, aoSalvar) => <FormularioContaCliente conta={conta} aoSalvar={aoSalvar} />}
    </ContaPagina>
  );
}
