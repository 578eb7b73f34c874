import { useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { Alert, Button, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { clientes } from '@rodada/contracts';
import { AvisoSemRodada } from '../../../components/aviso-sem-rodada';
import { CampoAutocompletar } from '../../../components/campo-autocompletar';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEndereco } from '../../../components/campos-endereco';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { mostrarErroDoServidor, useAvisarErroDeCarga } from '../../../lib/formulario';
import { MASCARAS } from '../../../lib/mascaras';
import {
  useAtualizarCliente,
  useCliente,
  useRepresentantesParaEscolha,
  useSalvarCliente,
} from '../api/clientes';
import { valoresCliente, type FormCliente } from '../components/cliente-valores';
import { LojasCliente } from '../components/lojas-cliente';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { idDaRota } from '../../../lib/rota';

const Texto = CampoTexto<FormCliente>;
const { MSG_CLIENTES } = clientes;
const LISTA = '/clientes';
const ID_FORM = 'form-cliente';

/**
 * A refused customer save (spec 2 §8): each server field error under its field (the form keeps
 * what was typed), and the server's message plus the hint to check whether the customer is
 * already registered or to contact the administrator; 'Erro ao salvar cliente' when the error is
 * not the server's.
 */
function mostrarErroAoSalvar(e: unknown, setError: Parameters<typeof mostrarErroDoServidor<FormCliente>>[1]) {
  if (e instanceof ApiError && e.httpStatus !== 401 && e.httpStatus !== 500 && e.httpStatus !== 0) {
    for (const [campo, mensagem] of Object.entries(e.errors ?? {})) {
      setError(campo as never, { type: 'server', message: mensagem });
    }
    avisar(`${e.msg} ${MSG_CLIENTES.dicaSalvar}`, 'error');
    return;
  }
  mostrarErroDoServidor(e, setError, MSG_CLIENTES.erroSalvar);
}

/** The form itself, once the customer (when editing) has loaded. */
function FormularioCliente({ cliente }: { cliente: clientes.ClienteLido | null }) {
  const navegar = useNavigate();
  const usuario = useEstadoLocal((s) => s.usuario);
  const rodada = useEstadoLocal((s) => s.rodada);
  const editando = cliente !== null;
  // Which fields of a stored customer this caller may change: the answer's acoes (ADR 013). A new
  // customer's fields are all open, and only the master picks the representative of a stored one.
  const acoes = cliente?.acoes ?? null;
  const cnpjBloqueado = acoes !== null && !acoes.alterar_cnpj;
  const ieBloqueada = acoes !== null && !acoes.alterar_ie;
  const emailBloqueado = acoes !== null && !acoes.alterar_email;
  const escolheRepresentante = acoes?.alterar_representante ?? false;
  // spec 2 §5: "most fields required except for master": which schema validates is the role's, as
  // on the server (clientes-atualizar.service.ts).
  const esquemaLivre = usuario?.tipo === 'master';
  const salvar = useSalvarCliente();
  const atualizar = useAtualizarCliente(cliente?.id ?? 0);
  const representantes = useRepresentantesParaEscolha(escolheRepresentante);
  const [criado, setCriado] = useState<{ id: number; senha: string; pessoa: string } | null>(null);

  // raw: the body goes as typed (with masks); the server normalises it with the same schema. The
  // master's schema accepts every value of the form's type (it only drops the requirements).
  const resolver: Resolver<FormCliente> = esquemaLivre
    ? (zodResolver(clientes.clienteFormMasterSchema, undefined, {
        raw: true,
      }) as unknown as Resolver<FormCliente>)
    : zodResolver(clientes.clienteFormSchema, undefined, { raw: true });
  const form = useForm<FormCliente>({ resolver, defaultValues: valoresCliente(cliente) });
  const ocupado = form.formState.isSubmitting;

  const enviar = form.handleSubmit(async (dados) => {
    try {
      if (editando) {
        const { msg } = await atualizar.mutateAsync(dados);
        avisar(msg, 'success');
        void navegar(LISTA);
      } else {
        const { msg, id, senha } = await salvar.mutateAsync({
          ...dados,
          // An administrador enrols the customer in the selected round (the server requires one).
          ...(usuario?.tipo === 'administrador' && rodada ? { rodada_id: rodada.id } : {}),
        });
        avisar(msg, 'success');
        setCriado({
          id,
          senha,
          pessoa: `${dados.nome_fantasia.trim()} (${dados.user.email.trim().toLowerCase()})`,
        });
      }
    } catch (e) {
      mostrarErroAoSalvar(e, form.setError);
    }
  });

  return (
    <Stack spacing={3}>
      <FormProvider {...form}>
        <ContratoDoFormulario
          esquema={esquemaLivre ? clientes.clienteFormMasterSchema : clientes.clienteFormSchema}
        >
          <form id={ID_FORM} onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Cliente">
            <Stack spacing={3}>
              <NotaObrigatorios />
              {usuario?.tipo === 'administrador' && !editando && !rodada && (
                <AvisoSemRodada texto="Selecione uma rodada: o cliente será inscrito nela." />
              )}
              <Secao titulo="Dados do Cliente">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto
                      nome="razao_social"
                      rotulo="Razão Social"
                      autoComplete="off"
                      autoFocus={!editando}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto nome="nome_fantasia" rotulo="Nome Fantasia" autoComplete="off" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto
                      nome="cnpj"
                      rotulo="CNPJ"
                      mascara={MASCARAS.cnpj}
                      disabled={cnpjBloqueado}
                      slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Texto
                      nome="ie"
                      rotulo="Inscrição Estadual"
                      disabled={ieBloqueada}
                      helperText={editando ? undefined : 'Opcional'}
                    />
                  </Grid>
                  {editando && (
                    <Grid size={12}>
                      <Typography variant="body2" color="text.secondary">
                        O CNPJ e a Inscrição Estadual de um cliente cadastrado não podem ser alterados.
                      </Typography>
                    </Grid>
                  )}
                </Grid>
              </Secao>

              <Secao titulo="Responsável">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 7 }}>
                    <Texto nome="responsavel_nome" rotulo="Nome do Responsável" autoComplete="off" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 5 }}>
                    <Texto
                      nome="responsavel_cpf"
                      rotulo="CPF do Responsável"
                      mascara={MASCARAS.cpf}
                      inputMode="numeric"
                    />
                  </Grid>
                </Grid>
              </Secao>

              <Secao titulo="Endereço">
                <CamposEndereco<FormCliente>
                  prefixo="endereco"
                  erroCidades={MSG_CLIENTES.erroBuscarCidades}
                  mostrarEmail={false}
                />
              </Secao>

              <Secao titulo="Acesso">
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: escolheRepresentante ? 6 : 12 }}>
                    <Texto
                      nome="user.email"
                      rotulo="Email"
                      type="email"
                      autoComplete="off"
                      disabled={emailBloqueado}
                      // A disabled field's helper text is too faint to read (WCAG contrast): the
                      // note for that case goes below, in normal text.
                      helperText={
                        editando
                          ? emailBloqueado
                            ? undefined
                            : 'O email é o login do cliente.'
                          : 'O login do cliente. Uma senha temporária será mostrada ao salvar.'
                      }
                    />
                  </Grid>
                  {emailBloqueado && (
                    <Grid size={12}>
                      <Typography variant="body2" color="text.secondary">
                        O email é o login do cliente; só o master pode alterá-lo.
                      </Typography>
                    </Grid>
                  )}
                  {escolheRepresentante && (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <CampoAutocompletar<FormCliente, { id: number; nome_fantasia: string }>
                        nome="representante_id"
                        rotulo="Representante"
                        opcoes={representantes.data?.representantes ?? []}
                        carregando={representantes.isFetching}
                        rotuloDa={(r) => r.nome_fantasia}
                        valorDa={(r) => r.id}
                        vazio={null}
                        semOpcoes="Nenhum representante encontrado"
                        textoCarregando="Carregando representantes…"
                        erroDaLista={representantes.isError ? 'Erro ao buscar representantes' : undefined}
                      />
                    </Grid>
                  )}
                </Grid>
              </Secao>
            </Stack>
          </form>
        </ContratoDoFormulario>
      </FormProvider>

      {/* Outside the customer form: the stores are saved on their own, through their dialogs. */}
      {editando ? (
        <LojasCliente clienteId={cliente.id} adiciona={cliente.acoes.editar} />
      ) : (
        <Secao
          titulo="Lojas"
          descricao="A loja padrão é criada com os dados acima. Depois de salvar o cliente, cadastre as outras lojas aqui."
        />
      )}

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => void navegar(LISTA)} disabled={ocupado}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form={ID_FORM}
          variant="contained"
          startIcon={<Save />}
          loading={ocupado}
          disabled={criado !== null}
        >
          Salvar
        </Button>
      </Stack>

      <DialogoSenhaTemporaria
        senha={criado?.senha ?? null}
        titulo="Senha temporária"
        rotulo="Senha temporária"
        texto={`Senha de acesso de ${criado?.pessoa ?? ''}. Anote ou copie agora: ela não será mostrada de novo. No primeiro acesso, o cliente deverá definir uma senha própria.`}
        onFechar={() => {
          // On to the new customer's page, where its other stores are added.
          if (criado) void navegar(`/clientes/${criado.id}/editar`, { replace: true });
        }}
      />
    </Stack>
  );
}

/**
 * /clientes/adicionar and /clientes/:cliente_id/editar (spec 2 §2, §5 "Customer form"): 'Cadastro
 * de Cliente' with the customer data, the responsible person, the address and the login e-mail
 * (the master also edits the e-mail and picks the representative); CNPJ and IE are fixed on an
 * existing customer. When editing, the stores table with its add/edit/delete dialogs.
 */
export default function ClienteFormPage() {
  const { cliente_id } = useParams();
  // No parameter: adding. A parameter that is not an id: not found.
  const id = cliente_id === undefined ? null : (idDaRota(cliente_id) ?? Number.NaN);
  const valido = id === null || !Number.isNaN(id);
  const consulta = useCliente(valido ? id : null);

  // spec 2 §8: 'Erro ao editar cliente' when the record cannot be loaded.
  useAvisarErroDeCarga(consulta, MSG_CLIENTES.erroEditar);

  let conteudo;
  if (id === null) {
    conteudo = <FormularioCliente cliente={null} />;
  } else if (consulta.data) {
    conteudo = <FormularioCliente key={consulta.dataUpdatedAt} cliente={consulta.data} />;
  } else if (!valido || consulta.isError) {
    conteudo = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" component={RouterLink} to={LISTA}>
            Voltar
          </Button>
        }
      >
        {MSG_CLIENTES.erroEditar}
      </Alert>
    );
  } else {
    conteudo = <LinearProgress aria-label="Carregando" />;
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        Cadastro de Cliente
      </Typography>
      {conteudo}
    </Stack>
  );
}
