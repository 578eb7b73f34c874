import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { clientes } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { avisar } from '../../../lib/avisos';
import { valoresLoja } from '../../../lib/endereco-formulario';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import { useSalvarLoja, type FormLoja } from '../api/clientes';
import { ContratoDoFormulario } from '../../../components/contrato-formulario';

const Texto = CampoTexto<FormLoja>;

/**
 * The add/edit store dialog of the customer form (spec 2 §2, §5 "Store"): razao_social,
 * nome_fantasia, cnpj (valid), rua, numero, bairro, estado, cidade and cep required; phones and
 * email optional (the email valid). A refused save keeps what was typed and shows the server's
 * message (spec 2 §8 "Store and company save/delete failures show the server msg").
 */
export function LojaDialogo({
  clienteId,
  loja,
  aberto,
  onFechar,
}: {
  clienteId: number;
  /** The store to edit, or null to add one. */
  loja: clientes.LojaLida | null;
  aberto: boolean;
  onFechar: () => void;
}) {
  const id = useId();
  const tema = useTheme();
  const telaPequena = useMediaQuery(tema.breakpoints.down('sm'));
  const salvar = useSalvarLoja(clienteId);
  const form = useForm<FormLoja>({
    resolver: zodResolver(clientes.lojaClienteEntradaSchema, undefined, { raw: true }),
    defaultValues: valoresLoja(loja),
  });
  const ocupado = form.formState.isSubmitting;

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const { msg } = await salvar.mutateAsync({ lojaId: loja?.id ?? null, dados });
      avisar(msg, 'success');
      onFechar();
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, clientes.MSG_CLIENTES.erroSalvarEmpresa);
    }
  });

  return (
    <Dialog
      open={aberto}
      onClose={ocupado ? undefined : onFechar}
      fullScreen={telaPequena}
      fullWidth
      maxWidth="md"
      aria-labelledby={`${id}-titulo`}
    >
      <FormProvider {...form}>
        <ContratoDoFormulario esquema={clientes.lojaClienteEntradaSchema}>
          <form
            noValidate
            aria-labelledby={`${id}-titulo`}
            onSubmit={(e) => {
              // The dialog lives in a portal inside the customer form's React tree: keep its submit
              // from reaching the customer form.
              e.stopPropagation();
              void enviar(e);
            }}
          >
            <DialogTitle id={`${id}-titulo`}>{loja ? 'Editar Loja' : 'Nova Loja'}</DialogTitle>
            <DialogContent dividers>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Texto nome="razao_social" rotulo="Razão Social" autoFocus />
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
              <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 2, fontWeight: 600 }}>
                Endereço
              </Typography>
              <CamposEndereco<FormLoja>
                prefixo="endereco"
                erroCidades={clientes.MSG_CLIENTES.erroBuscarCidades}
              />
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onFechar} disabled={ocupado}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" loading={ocupado}>
                Salvar
              </Button>
            </DialogActions>
          </form>
        </ContratoDoFormulario>
      </FormProvider>
    </Dialog>
  );
}
