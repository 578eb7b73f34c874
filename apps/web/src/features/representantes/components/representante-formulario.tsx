import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Button, Grid, Stack } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { representantes } from '@rodada/contracts';
import { CamposBanco } from '../../../components/campos-banco';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import { useSalvarRepresentante, type FormRepresentante } from '../api/representantes';
import { valoresRepresentante } from './representante-valores';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

const Texto = CampoTexto<FormRepresentante>;
const { MSG_REPRESENTANTES: MSG } = representantes;
const LISTA = '/representantes';

/**
 * The 'Cadastro de Representante' form (spec 2 §5 "Representative form"): company data, address,
 * bank data and the login (usuário). Required: nome fantasia, CNPJ, street, number, district,
 * state, city, CEP and the login; the rest the representative completes on its account page.
 * A refused save keeps what was typed with the server's message under each field; a new
 * representative's temporary password is shown once (spec D1); then back to /representantes.
 */
export function RepresentanteFormulario({
  representante,
}: {
  representante: representantes.RepresentanteEdicao | null;
}) {
  const navegar = useNavigate();
  const editando = representante !== null;
  // ADR 007: on an existing representative only the master changes the login e-mail; the server
  // says whether this caller may (acoes.alterar_email, ADR 013).
  const emailBloqueado = editando && !representante.acoes.alterar_email;
  const salvar = useSalvarRepresentante(representante?.id ?? null);
  const [criado, setCriado] = useState<{ senha: string; pessoa: string } | null>(null);
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormRepresentante>({
    resolver: zodResolver(representantes.representanteFormSchema, undefined, { raw: true }),
    defaultValues: valoresRepresentante(representante),
  });
  const { isSubmitting } = form.formState;

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const { msg, senha } = await salvar.mutateAsync(dados);
      avisar(msg, 'success');
      if (senha) {
        setCriado({
          senha,
          pessoa: `${dados.nome_fantasia.trim()} (${dados.user.email.trim().toLowerCase()})`,
        });
      } else {
        void navegar(LISTA);
      }
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG.erroSalvar);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={representantes.representanteFormSchema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Representante">
          <Stack spacing={3}>
            <NotaObrigatorios />
            <Secao titulo="Representante">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="nome_fantasia" rotulo="Nome Fantasia" autoFocus={!editando} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="razao_social" rotulo="Razão Social" autoComplete="organization" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto
                    nome="cnpj"
                    rotulo="CNPJ"
                    mascara={MASCARAS.cnpj}
                    slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="ie" rotulo="Inscrição Estadual" />
                </Grid>
              </Grid>
            </Secao>
            <Secao titulo="Endereço">
              <CamposEndereco<FormRepresentante> prefixo="endereco" />
            </Secao>
            <Secao titulo="Dados Bancários" descricao="A conta onde o representante recebe as comissões.">
              <CamposBanco<FormRepresentante> nenhum />
            </Secao>
            <Secao titulo="Usuário" descricao="O email de login do representante na Rodada.">
              <Texto
                nome="user.email"
                rotulo="Usuário (email de login)"
                type="email"
                autoComplete="off"
                disabled={emailBloqueado}
                // The explanation stays readable even though the field is disabled (WCAG 1.4.3).
                sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
                helperText={
                  emailBloqueado
                    ? 'O email é o login do representante; só o master pode alterá-lo.'
                    : editando
                      ? 'Se mudar, o representante passa a entrar com o novo email; a senha continua a mesma.'
                      : 'Uma senha temporária será gerada e mostrada uma única vez.'
                }
              />
            </Secao>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navegar(LISTA)} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<Save />}
                loading={isSubmitting}
                disabled={criado !== null}
              >
                Salvar
              </Button>
            </Stack>
          </Stack>
        </form>
        <DialogoSenhaTemporaria
          senha={criado?.senha ?? null}
          titulo="Senha temporária"
          rotulo="Senha temporária"
          texto={`Senha de acesso de ${criado?.pessoa ?? ''}. Anote ou copie agora: ela não será mostrada de novo. No primeiro acesso, o representante deverá definir uma senha própria e completar o cadastro.`}
          onFechar={() => void navegar(LISTA)}
        />
      </ContratoDoFormulario>
    </FormProvider>
  );
}
