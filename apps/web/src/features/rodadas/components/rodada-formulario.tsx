import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Alert, Button, Grid, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { rodadas } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { CampoData } from '../../../components/campo-data';
import { CampoImagem } from '../../../components/campo-imagem';
import { CampoTexto } from '../../../components/campo-texto';
import { CamposEstadoCidade } from '../../../components/campos-estado-cidade';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { avisar } from '../../../lib/avisos';
import { useEstadoLocal } from '../../../lib/estado-local';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useAdministradoresDaRodada, useSalvarRodada, type FormRodada } from '../api/rodadas';
import { IMAGENS, valoresDaRodada } from './rodada-valores';
import { paraSelecionada } from './selecao';

const { MSG_RODADAS: MSG, IMAGENS_RODADA, rodadaFormSchema } = rodadas;
const Texto = CampoTexto<FormRodada>;
const Data = CampoData<FormRodada>;
const LISTA = '/rodadas';

/** The Administrador select (master): the active administrators, and the round's own when editing. */
function CampoAdministrador({ rodada, editavel }: { rodada: rodadas.RodadaLinha | null; editavel: boolean }) {
  const lista = useAdministradoresDaRodada(rodada?.id ?? null, true);
  const opcoes = lista.data ?? [];
  // The round's own administrator always names the value, even before (or without) the list.
  const todas =
    rodada && !opcoes.some((a) => a.id === rodada.administrador_id)
      ? [{ id: rodada.administrador_id, nome: rodada.administrador_nome }, ...opcoes]
      : opcoes;
  return (
    <Controller<FormRodada>
      name="administrador_id"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label="Administrador"
          name={field.name}
          inputRef={field.ref}
          value={todas.length ? (field.value ?? '') : ''}
          onChange={(e) => field.onChange(Number(e.target.value))}
          onBlur={field.onBlur}
          disabled={!editavel}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ??
            (lista.isError
              ? 'Erro ao carregar administradores'
              : lista.isFetching
                ? 'Carregando administradores…'
                : undefined)
          }
        >
          {todas.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * 'Cadastro de Rodada' (spec 3 §2 "Round form", §4 round editability, §5): Nome, Local, the four
 * dates, Estado, Cidade and, for the master, Administrador, all required ('Preenchimento
 * obrigatório'); Logo, Banner and Planta uploads with previews. What may change comes from the
 * round's `acoes` (ADR 013): the dates with alterar_datas, the administrador with
 * alterar_administrador (both the master's, spec 3 §6), and nothing once the round is closed
 * (acoes.editar false): read-only with only 'Fechar'. Salvar waits for a valid form; a refused
 * save keeps what was typed and shows the server's message (the spec's return to /rodadas after a
 * failure would lose the input: a defect, not followed).
 */
export function RodadaFormulario({ rodada }: { rodada: rodadas.RodadaLinha | null }) {
  const navegar = useNavigate();
  const tipo = useEstadoLocal((s) => s.usuario?.tipo ?? null);
  const atualizarSelecionada = useEstadoLocal((s) => s.atualizarRodadaSelecionada);
  const editando = rodada !== null;
  const somenteLeitura = editando && !rodada.acoes.editar;
  const datasEditaveis = !somenteLeitura && (!editando || rodada.acoes.alterar_datas);
  const administradorEditavel = !somenteLeitura && (!editando || rodada.acoes.alterar_administrador);
  const hoje = hojeEmSaoPaulo(new Date());
  const salvar = useSalvarRodada(rodada?.id ?? null);

  // raw: the body goes as typed; the server validates it with the same schema.
  const form = useForm<FormRodada>({
    resolver: zodResolver(rodadaFormSchema, undefined, { raw: true }),
    defaultValues: valoresDaRodada(rodada, hoje),
    mode: 'onTouched',
  });
  const { isSubmitting, isValid, errors } = form.formState;
  const novas = useWatch({ control: form.control, name: ['logo', 'banner', 'planta'] });

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const r = await salvar.mutateAsync(dados);
      avisar(r.msg, 'success');
      atualizarSelecionada(paraSelecionada(r.rodada));
      void navegar(LISTA);
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG.erroSalvarRodada);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={rodadaFormSchema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Rodada">
          <Stack spacing={3}>
            {somenteLeitura ? <Alert severity="info">{MSG.rodadaEncerrada}</Alert> : <NotaObrigatorios />}
            <Secao titulo="Rodada">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Texto nome="nome" rotulo="Nome" disabled={somenteLeitura} autoFocus={!editando} />
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <Texto nome="local" rotulo="Local" disabled={somenteLeitura} />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Data
                    nome="data_inicio"
                    rotulo="Data Início"
                    disabled={!datasEditaveis}
                    helperText={
                      editando && !datasEditaveis && !somenteLeitura ? 'Só o master altera' : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Data
                    nome="data_fim"
                    rotulo="Data Fim"
                    disabled={!datasEditaveis}
                    // A round ending before today would be closed for good (spec 3 §4).
                    {...(datasEditaveis ? { min: hoje } : {})}
                    helperText={
                      editando && !datasEditaveis && !somenteLeitura ? 'Só o master altera' : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Data nome="data_veiculacao" rotulo="Data Veiculação" disabled={somenteLeitura} />
                </Grid>
                <Grid size={{ xs: 6, md: 3 }}>
                  <Data nome="data_limite" rotulo="Data Limite" disabled={somenteLeitura} />
                </Grid>
                <CamposEstadoCidade<FormRodada>
                  estado="estado_id"
                  cidade="cidade_id"
                  desativado={somenteLeitura}
                  exigido={{ estado: true, cidade: true }}
                />
                {/* spec 3 §2: the Administrador field is the master's. */}
                {tipo === 'master' && (
                  <Grid size={{ xs: 12, md: 6 }}>
                    <CampoAdministrador rodada={rodada} editavel={administradorEditavel} />
                  </Grid>
                )}
              </Grid>
            </Secao>
            <Secao
              titulo="Imagens"
              descricao="A planta é o desenho do pavilhão em SVG: os ids dos seus elementos são os códigos dos stands."
            >
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {IMAGENS.map((img, i) => {
                  const nova = novas[i];
                  // undefined keeps the stored image, a data URL replaces it, null removes it.
                  const removida = nova === null;
                  const definir = (v: string | null | undefined) =>
                    form.setValue(img.campo, v, { shouldDirty: true, shouldValidate: true });
                  return (
                    <CampoImagem
                      key={img.campo}
                      rotulo={img.rotulo}
                      src={removida ? null : (nova ?? rodada?.[img.exibida] ?? null)}
                      nova={!!nova}
                      removida={removida}
                      aoRemover={() => definir(nova && !rodada?.[img.exibida] ? undefined : null)}
                      aoDesfazer={() => definir(undefined)}
                      tipos={img.tipos}
                      descricaoTipos={img.descricaoTipos}
                      maxBytes={IMAGENS_RODADA[img.campo].maxBytes}
                      desativado={somenteLeitura || isSubmitting}
                      erro={errors[img.campo]?.message}
                      aoEscolher={definir}
                    />
                  );
                })}
              </Stack>
            </Secao>
            {isSubmitting && <LinearProgress aria-label="Salvando a rodada" />}
            <Stack
              direction="row"
              spacing={2}
              useFlexGap
              sx={{ justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}
            >
              {somenteLeitura ? (
                <Button variant="contained" onClick={() => void navegar(LISTA)}>
                  Fechar
                </Button>
              ) : (
                <>
                  {!isValid && (
                    <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
                      Preencha os campos obrigatórios para salvar.
                    </Typography>
                  )}
                  <Button onClick={() => void navegar(LISTA)} disabled={isSubmitting}>
                    Cancelar
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    startIcon={<Save />}
                    loading={isSubmitting}
                    disabled={!isValid}
                  >
                    Salvar
                  </Button>
                </>
              )}
            </Stack>
          </Stack>
        </form>
      </ContratoDoFormulario>
    </FormProvider>
  );
}
