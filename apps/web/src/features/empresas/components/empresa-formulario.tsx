import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Button, Grid, Stack } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { clientes } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { avisar } from '../../../lib/avisos';
import { valoresLoja } from '../../../lib/endereco-formulario';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import { useSalvarEmpresa, type FormEmpresa } from '../api/empresas';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

const Texto = CampoTexto<FormEmpresa>;

/**
 * The company form of /empresas/cadastrar and /empresas/:id/editar (spec 2 §5 "Company form"):
 * the store data and its address; Enter moves to the next field; a refused save keeps what was
 * typed and shows the server's message under each field; a save goes back to /empresas.
 */
export function EmpresaFormulario({
  clienteId,
  loja,
}: {
  clienteId: number | null;
  loja: clientes.LojaLida | null;
}) {
  const navegar = useNavigate();
  const salvar = useSalvarEmpresa(clienteId, loja?.id ?? null);
  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormEmpresa>({
    resolver: zodResolver(clientes.lojaEntradaSchema, undefined, { raw: true }),
    defaultValues: valoresLoja(loja),
  });

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const { msg } = await salvar.mutateAsync(dados);
      avisar(msg, 'success');
      void navegar('/empresas');
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, clientes.MSG_CLIENTES.erroSalvarEmpresa);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={clientes.lojaEntradaSchema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Empresa">
          <Stack spacing={3}>
            <NotaObrigatorios />
            <Secao titulo="Dados da Empresa">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="razao_social" rotulo="Razão Social" autoComplete="organization" autoFocus />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="nome_fantasia" rotulo="Nome Fantasia" />
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
                  <Texto nome="ie" rotulo="Inscrição Estadual" helperText="Opcional" />
                </Grid>
              </Grid>
            </Secao>
            <Secao titulo="Endereço">
              <CamposEndereco<FormEmpresa>
                prefixo="endereco"
                erroCidades={clientes.MSG_CLIENTES.erroBuscarCidades}
              />
            </Secao>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navegar('/empresas')} disabled={form.formState.isSubmitting}>
                Cancelar
              </Button>
              <Button
                type="submit"
                variant="contained"
                startIcon={<Save />}
                loading={form.formState.isSubmitting}
              >
                Salvar
              </Button>
            </Stack>
          </Stack>
        </form>
      </ContratoDoFormulario>
    </FormProvider>
  );
}
