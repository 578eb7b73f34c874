import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@mui/material';
import { administradores } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { MASCARAS } from '../../../lib/mascaras';
import { CHAVE_CONTA_ADMINISTRADOR, useContaAdministrador } from '../api/conta-administrador';
import { useSalvarContaAdministrador, type FormContaAdministrador } from '../api/salvar-conta-administrador';
import type { AoSalvarConta } from '../components/conta-apos-salvar';
import { valoresAdministrador } from '../components/conta-formulario';
import { ContaFormulario, ContaPagina } from '../components/conta-pagina';
import { SecaoFormulario } from '../../../components/secao-formulario';

// Every field path is checked against the body of POST /api/administradores/config/salvar.
const Texto = CampoTexto<FormContaAdministrador>;

/** The form of one loaded account (remounted by ContaPagina whenever the account is reloaded). */
function FormularioContaAdministrador({
  conta,
  aoSalvar,
}: {
  conta: administradores.ContaAdministradorLida;
  aoSalvar: AoSalvarConta;
}) {
  const salvar = useSalvarContaAdministrador();
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormContaAdministrador>({
    resolver: zodResolver(administradores.salvarContaAdministradorBody, undefined, { raw: true }),
    defaultValues: valoresAdministrador(conta),
  });

  return (
    <ContaFormulario
      form={form}
      esquema={administradores.salvarContaAdministradorBody}
      salvar={(dados) => salvar.mutateAsync(dados)}
      // The administrator stays on the page after a save (no first-save destination, spec 2 §2).
      aoSalvar={(resposta) => aoSalvar(resposta, conta.user.email, null)}
    >
      <SecaoFormulario titulo="Dados do Administrador">
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
      </SecaoFormulario>
      <SecaoFormulario titulo="Endereço">
        <CamposEndereco<FormContaAdministrador> prefixo="administrador.endereco" mostrarEmail={false} />
      </SecaoFormulario>
      <SecaoFormulario titulo="Acesso" descricao="Este email é o seu login na Rodada e o email do endereço.">
        <Texto nome="administrador.user.email" rotulo="Email" type="email" autoComplete="email" />
      </SecaoFormulario>
    </ContaFormulario>
  );
}

/** /administrador/minha-conta (administrador; spec 2 §2 "Administrators", §5 "Administrator account"). */
export default function AdministradorMinhaContaPage() {
  const consulta = useContaAdministrador();
  return (
    <ContaPagina consulta={consulta} chave={CHAVE_CONTA_ADMINISTRADOR}>
      {(conta, aoSalvar) => <FormularioContaAdministrador conta={conta} aoSalvar={aoSalvar} />}
    </ContaPagina>
  );
}
