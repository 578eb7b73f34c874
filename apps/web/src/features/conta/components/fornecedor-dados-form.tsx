import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, Stack } from '@mui/material';
import { fornecedores, z } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { valoresEmpresa, valoresEnderecoComEmails } from '../../../lib/endereco-formulario';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { CHAVE_CONTA_FORNECEDOR, useSalvarContaFornecedor } from '../api/fornecedor-conta';
import { useAposSalvarConta } from './conta-apos-salvar';
import { ContaBarraSalvar } from './conta-barra-salvar';
import { ContaCamposEmpresa } from './conta-campos-empresa';
import { ContaDialogoLogin } from './conta-dialogo-login';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

const MSG = fornecedores.MSG_FORNECEDORES;
const esquema = z.object({ fornecedor: fornecedores.fornecedorContaSchema });
type Entrada = z.input<typeof esquema>;
type Saida = z.output<typeof esquema>;
type ContaLida = z.output<typeof fornecedores.fornecedorContaLidaSchema>;

/** What the Dados form starts with: the stored values with their masks, '' for what is missing. */
export function valoresFornecedor(f: ContaLida): Entrada {
  return {
    fornecedor: {
      ...valoresEmpresa(f),
      endereco: valoresEnderecoComEmails(f.endereco),
      user: { email: f.user.email },
    },
  };
}

/**
 * The Dados tab of /fornecedor/minha-conta (spec 2 §5 "Supplier account"): company data, the
 * address (the spec's "logradouro" is the street; CEP #####-###) and the login e-mail, disabled
 * once the account is verified. The form keeps what was typed when the server refuses it.
 */
export function FornecedorDadosForm({ conta }: { conta: ContaLida }) {
  const form = useForm<Entrada, unknown, Saida>({
    resolver: zodResolver(esquema),
    defaultValues: valoresFornecedor(conta),
    mode: 'onTouched',
  });
  const salvar = useSalvarContaFornecedor();
  const apos = useAposSalvarConta(CHAVE_CONTA_FORNECEDOR);

  const enviar = form.handleSubmit((dados) =>
    salvar.mutate(dados, {
      // The supplier stays on the page (the Logo and Vídeo tabs may come next).
      onSuccess: (r) => {
        // What was typed is now stored: it becomes the form's new starting point.
        form.reset(form.getValues());
        apos.concluir(r, conta.user.email, null);
      },
      onError: (erro) => mostrarErroDoServidor(erro, form.setError, MSG.erroSalvarDados),
    }),
  );

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={esquema}>
        <Stack component="form" noValidate spacing={3} onSubmit={(e) => void enviar(e)}>
          <NotaObrigatorios />
          <ContaCamposEmpresa<Entrada>
            prefixo="fornecedor"
            email={{
              disabled: conta.verificado,
              // The explanation stays readable even though the field is disabled (WCAG 1.4.3).
              sx: { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } },
              helperText: conta.verificado
                ? 'É o seu login; não pode ser alterado depois que a conta foi verificada.'
                : 'É o seu login na Rodada.',
            }}
            complementoEndereco={
              <Grid container spacing={2} sx={{ mt: 2 }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <CampoTexto<Entrada>
                    nome="fornecedor.endereco.email"
                    rotulo="Email de contato"
                    type="email"
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <CampoTexto<Entrada>
                    nome="fornecedor.endereco.email2"
                    rotulo="Email de contato 2"
                    type="email"
                  />
                </Grid>
              </Grid>
            }
          />
          <ContaBarraSalvar salvando={salvar.isPending} />
        </Stack>
        <ContaDialogoLogin mudanca={apos.mudanca} aoEntender={apos.entender} />
      </ContratoDoFormulario>
    </FormProvider>
  );
}
