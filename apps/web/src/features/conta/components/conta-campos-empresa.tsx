import type { ReactNode } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { Grid, type TextFieldProps } from '@mui/material';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { MASCARAS } from '../../../lib/mascaras';
import { SecaoFormulario } from '../../../components/secao-formulario';

/**
 * The company cards of the supplier and representative account forms (spec 2 §5): 'Dados da
 * Empresa' (razão social, nome fantasia, CNPJ, IE and the login e-mail) and 'Endereço' (the spec's
 * "logradouro" is the street; both phones), for the body object at `prefixo`. `email` carries each
 * role's rule for the login field; `complementoEndereco` adds a role's own address fields.
 */
export function ContaCamposEmpresa<T extends FieldValues>({
  prefixo,
  email,
  complementoEndereco,
}: {
  prefixo: string;
  email: Pick<TextFieldProps, 'disabled' | 'sx' | 'helperText'>;
  complementoEndereco?: ReactNode;
}) {
  const campo = (c: string) => `${prefixo}.${c}` as Path<T>;
  return (
    <>
      <SecaoFormulario titulo="Dados da Empresa">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T> nome={campo('razao_social')} rotulo="Razão Social" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T> nome={campo('nome_fantasia')} rotulo="Nome Fantasia" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T> nome={campo('cnpj')} rotulo="CNPJ" mascara={MASCARAS.cnpj} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CampoTexto<T> nome={campo('ie')} rotulo="Inscrição Estadual" />
          </Grid>
          <Grid size={12}>
            <CampoTexto<T> nome={campo('user.email')} rotulo="Email" type="email" {...email} />
          </Grid>
        </Grid>
      </SecaoFormulario>
      <SecaoFormulario titulo="Endereço">
        <CamposEndereco<T> prefixo={`${prefixo}.endereco`} rotuloRua="Logradouro" mostrarEmail={false} />
        {complementoEndereco}
      </SecaoFormulario>
    </>
  );
}
