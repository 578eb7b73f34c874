import { Fragment, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { Stack, Typography } from '@mui/material';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useAposSalvarConta, type AoSalvarConta, type RespostaConta } from './conta-apos-salvar';
import { ContaBarraSalvar } from './conta-barra-salvar';
import { ContaCarga } from './conta-carga';
import { ContaDialogoLogin } from './conta-dialogo-login';
import { TEXTOS_CONTA } from './conta-textos';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

/**
 * The frame of /cliente/minha-conta and /administrador/minha-conta: the title, the page's banner,
 * then the account's form once it is loaded (a progress bar or the load error until then), and
 * 'Informações para Login' after a save that changed the login. The form gets the after-save steps.
 */
export function ContaPagina<C>({
  consulta,
  chave,
  aviso,
  children,
}: {
  consulta: Pick<UseQueryResult<C>, 'data' | 'dataUpdatedAt' | 'isError' | 'refetch'>;
  /** The account's query key: a save that stays on the page reloads it. */
  chave: QueryKey;
  aviso?: ReactNode;
  children: (conta: C, aoSalvar: AoSalvarConta) => ReactNode;
}) {
  const aposSalvar = useAposSalvarConta(chave);
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {TEXTOS_CONTA.titulo}
      </Typography>
      {aviso}
      {consulta.data ? (
        // A new key per load: a reloaded account starts the form again from what the server stored.
        <Fragment key={consulta.dataUpdatedAt}>{children(consulta.data, aposSalvar.concluir)}</Fragment>
      ) : (
        <ContaCarga erro={consulta.isError} tentarDeNovo={() => void consulta.refetch()} />
      )}
      <ContaDialogoLogin mudanca={aposSalvar.mudanca} aoEntender={aposSalvar.entender} />
    </Stack>
  );
}

/**
 * The form of those pages: its cards (`children`) above the sticky save bar. A refused save shows
 * the server's messages under the fields (what was typed stays) and the message as a snackbar.
 */
export function ContaFormulario<F extends FieldValues>({
  form,
  esquema,
  salvar,
  aoSalvar,
  children,
}: {
  form: UseFormReturn<F>;
  /** The contract the form is validated with: its fields take their maxLength and required mark from it. */
  esquema: unknown;
  salvar: (dados: F) => Promise<RespostaConta>;
  aoSalvar: (resposta: RespostaConta) => void;
  children: ReactNode;
}) {
  const enviar = form.handleSubmit(async (dados) => {
    try {
      aoSalvar(await salvar(dados));
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, TEXTOS_CONTA.erroSalvar);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={esquema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Dados da conta">
          <Stack spacing={3}>
            <NotaObrigatorios />
            {children}
            <ContaBarraSalvar salvando={form.formState.isSubmitting} />
          </Stack>
        </form>
      </ContratoDoFormulario>
    </FormProvider>
  );
}
