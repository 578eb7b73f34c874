import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useParams } from 'react-router';
import { Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { administradores } from '@rodada/contracts';
import { CampoTexto } from '../../../components/campo-texto';
import { ApiError } from '../../../lib/api';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useAdministrador, useAtualizarAdministrador, useSalvarAdministrador } from '../api/administradores';
import { DialogoSenhaTemporaria } from '../../../components/dialogo-senha-temporaria';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';

type Campos = administradores.AdministradorForm;
const Texto = CampoTexto<Campos>;
const { MSG_ADMINISTRADORES } = administradores;
const LISTA = '/administradores';

/**
 * /administradores/adicionar and /administradores/:administrador_id/editar (master; spec 2 §2,
 * §5 "Administrator form"): nome and email, both required; the email is the login and cannot be
 * changed when editing. A new administrator gets a temporary password, shown once (spec D1).
 */
export default function AdministradorFormPage() {
  const { administrador_id } = useParams();
  const id = administrador_id ? Number(administrador_id) : null;
  const editando = id !== null;
  const navegar = useNavigate();
  const carregado = useAdministrador(id);
  const salvar = useSalvarAdministrador();
  const atualizar = useAtualizarAdministrador();
  const [criado, setCriado] = useState<{ senha: string; pessoa: string } | null>(null);

  const form = useForm<Campos>({
    resolver: zodResolver(administradores.administradorFormSchema, undefined, { raw: true }),
    defaultValues: { nome: '', email: '' },
  });
  const { isSubmitting } = form.formState;

  const dados = carregado.data?.administrador;
  useEffect(() => {
    if (dados) form.reset({ nome: dados.nome, email: dados.email });
  }, [dados, form]);

  // spec 2 §8: 'Erro ao editar administrador' when the record cannot be loaded.
  const erroCarga = carregado.isError ? carregado.error : null;
  useEffect(() => {
    if (erroCarga && !(erroCarga instanceof ApiError && erroCarga.httpStatus === 401)) {
      avisar(MSG_ADMINISTRADORES.erroEditar, 'error');
      void navegar(LISTA, { replace: true });
    }
  }, [erroCarga, navegar]);

  const enviar = form.handleSubmit(async (valores) => {
    try {
      if (editando) {
        const { msg } = await atualizar.mutateAsync({ id, nome: valores.nome });
        avisar(msg, 'success');
        void navegar(LISTA);
      } else {
        const { msg, senha } = await salvar.mutateAsync(valores);
        avisar(msg, 'success');
        setCriado({ senha, pessoa: `${valores.nome.trim()} (${valores.email.trim().toLowerCase()})` });
      }
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG_ADMINISTRADORES.erroSalvar);
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        Cadastro de Administrador
      </Typography>
      {editando && carregado.isPending && <LinearProgress aria-label="Carregando" />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <FormProvider {...form}>
          <ContratoDoFormulario esquema={administradores.administradorFormSchema}>
            <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de administrador">
              <Stack spacing={2.5}>
                <NotaObrigatorios />
                <Texto nome="nome" rotulo="Nome" autoComplete="off" autoFocus={!editando} />
                <Texto
                  nome="email"
                  rotulo="Email"
                  type="email"
                  autoComplete="off"
                  disabled={editando}
                  helperText={editando ? 'O email é o login e não pode ser alterado.' : undefined}
                />
                <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', pt: 1 }}>
                  <Button onClick={() => void navegar(LISTA)} disabled={isSubmitting}>
                    Cancelar
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={isSubmitting || (editando && !dados) || criado !== null}
                  >
                    Salvar
                  </Button>
                </Stack>
              </Stack>
            </form>
          </ContratoDoFormulario>
        </FormProvider>
      </Paper>
      <DialogoSenhaTemporaria
        senha={criado?.senha ?? null}
        titulo="Senha temporária"
        rotulo="Senha temporária"
        texto={`Senha de acesso de ${criado?.pessoa ?? ''}. Anote ou copie agora: ela não será mostrada de novo. No primeiro acesso, o administrador deverá definir uma senha própria.`}
        onFechar={() => void navegar(LISTA)}
      />
    </Stack>
  );
}
