import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { fornecedores } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { CampoData } from '../../../components/campo-data';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco, type ParteEndereco } from '../../../components/campos-endereco';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import {
  useAtualizarFornecedor,
  useFornecedorCadastro,
  useSalvarFornecedor,
  type FormFornecedor,
} from '../api/fornecedores';
import { valoresFornecedor } from '../components/fornecedor-valores';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { idDaRota } from '../../../lib/rota';

const Texto = CampoTexto<FormFornecedor>;
const MSG = fornecedores.MSG_FORNECEDORES;
const LISTA = '/fornecedores';
/** spec 2 §5 "Supplier registration": the required parts of the address. */
const ENDERECO_OBRIGATORIO: readonly ParteEndereco[] = [
  'cep',
  'rua',
  'numero',
  'bairro',
  'estado_id',
  'cidade_id',
  'telefone',
];

/**
 * /fornecedores/adicionar and /fornecedores/:fornecedor_id/editar (spec 2 §2 'Cadastro de
 * Fornecedor', §5 "Supplier registration"): the Fornecedor section (company, partner, address) and
 * the Usuário section (the login e-mail). A new supplier's temporary password is shown once
 * (spec D1); after saving or cancelling the user goes back to /fornecedores.
 */
export default function FornecedorFormPage() {
  const { fornecedor_id } = useParams();
  const editando = fornecedor_id !== undefined;
  const id = editando ? idDaRota(fornecedor_id) : null;
  const navegar = useNavigate();
  const carregado = useFornecedorCadastro(id);
  const salvar = useSalvarFornecedor();
  const atualizar = useAtualizarFornecedor();
  const [criado, setCriado] = useState<{ senha: string; pessoa: string } | null>(null);

  // raw: the body goes as typed (with masks); the server normalises it with the same schema.
  const form = useForm<FormFornecedor>({
    resolver: zodResolver(fornecedores.fornecedorCadastroSchema, undefined, { raw: true }),
    defaultValues: valoresFornecedor(null),
  });
  const { isSubmitting } = form.formState;

  const dados = carregado.data?.fornecedor;
  useEffect(() => {
    if (dados) form.reset(valoresFornecedor(dados));
  }, [dados, form]);

  // spec 2 §8: 'Erro ao editar fornecedor' when the record cannot be loaded.
  const erroCarga = carregado.isError ? carregado.error : null;
  const invalido = editando && id === null;
  useEffect(() => {
    if (invalido || (erroCarga && !(erroCarga instanceof ApiError && erroCarga.httpStatus === 401))) {
      avisar(MSG.erroEditar, 'error');
      void navegar(LISTA, { replace: true });
    }
  }, [erroCarga, invalido, navegar]);

  const enviar = form.handleSubmit(async (valores) => {
    try {
      if (id !== null) {
        const { msg } = await atualizar.mutateAsync({ id, body: valores });
        avisar(msg, 'success');
        void navegar(LISTA);
      } else {
        const { msg, senha } = await salvar.mutateAsync(valores);
        avisar(msg, 'success');
        setCriado({
          senha,
          pessoa: `${valores.nome_fantasia.trim()} (${valores.user.email.trim().toLowerCase()})`,
        });
      }
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG.erroSalvar);
    }
  });

  // ADR 007: on an existing supplier only the master changes the login e-mail; the server says
  // whether this caller may (acoes.alterar_email, ADR 013) and refuses the others anyway.
  const emailBloqueado = editando && !(dados?.acoes.alterar_email ?? false);

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Cadastro de Fornecedor
      </Typography>
      {editando && carregado.isPending && <LinearProgress aria-label="Carregando" />}
      <FormProvider {...form}>
        <ContratoDoFormulario esquema={fornecedores.fornecedorCadastroSchema}>
          <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Fornecedor">
            <Stack spacing={3}>
              <NotaObrigatorios />
              <Secao titulo="Fornecedor">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="razao_social" rotulo="Razão Social" required autoFocus={!editando} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="nome_fantasia" rotulo="Nome Fantasia" required />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto
                      nome="cnpj"
                      rotulo="CNPJ"
                      required
                      mascara={MASCARAS.cnpj}
                      slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="ie" rotulo="Inscrição Estadual" />
                  </Grid>
                  {/* Three in a row only from 1200 px: narrower, 'Data de Nascimento' would be cut. */}
                  <Grid size={{ xs: 12, lg: 6 }}>
                    <Texto nome="nome_socio" rotulo="Nome do Sócio" autoComplete="off" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                    <Texto nome="cpf" rotulo="CPF" mascara={MASCARAS.cpf} inputMode="numeric" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                    {/* A birth date: from 1900 (the server's floor) up to today, not spec 1 §5's 2003. */}
                    <CampoData<FormFornecedor>
                      nome="data_nascimento"
                      rotulo="Data de Nascimento"
                      minimo="1900-01-01"
                      maximo={hojeEmSaoPaulo(new Date())}
                    />
                  </Grid>
                </Grid>
                <Typography variant="subtitle2" component="h3" color="text.secondary" sx={{ mt: 3, mb: 1.5 }}>
                  Endereço
                </Typography>
                <CamposEndereco<FormFornecedor>
                  prefixo="endereco"
                  obrigatorios={ENDERECO_OBRIGATORIO}
                  mostrarEmail={false}
                />
                <Grid container spacing={2} sx={{ mt: 2 }}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="endereco.email" rotulo="Email de contato" type="email" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="endereco.email2" rotulo="Email de contato 2" type="email" />
                  </Grid>
                </Grid>
              </Secao>
              <Secao titulo="Usuário">
                <Texto
                  nome="user.email"
                  rotulo="Email de login"
                  type="email"
                  required
                  autoComplete="off"
                  disabled={emailBloqueado}
                  // The explanation stays readable even though the field is disabled (WCAG 1.4.3).
                  sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
                  helperText={
                    emailBloqueado
                      ? 'O email é o login do fornecedor; só o master pode alterá-lo.'
                      : editando
                        ? 'É o login do fornecedor na Rodada.'
                        : 'É o login do fornecedor. Uma senha temporária será gerada e mostrada uma única vez.'
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
                  disabled={(editando && !dados) || criado !== null}
                >
                  Salvar
                </Button>
              </Stack>
            </Stack>
          </form>
        </ContratoDoFormulario>
      </FormProvider>
      <DialogoSenhaTemporaria
        senha={criado?.senha ?? null}
        titulo="Senha temporária"
        rotulo="Senha temporária"
        texto={`A senha inicial de ${criado?.pessoa ?? ''} é a mostrada abaixo. Anote ou copie agora: ela não será mostrada de novo. No primeiro acesso, o fornecedor deverá definir uma senha própria.`}
        onFechar={() => void navegar(LISTA)}
      />
    </Stack>
  );
}
