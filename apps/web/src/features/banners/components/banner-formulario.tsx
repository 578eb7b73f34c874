import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { banners } from '@rodada/contracts';
import { hojeEmSaoPaulo } from '@rodada/domain';
import { CampoData } from '../../../components/campo-data';
import { CampoImagem } from '../../../components/campo-imagem';
import { CampoTexto } from '../../../components/campo-texto';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useSalvarBanner, type FormBanner } from '../api/banners';
import { valoresDoBanner } from './banner-valores';

const { MSG_BANNERS, DESTINATARIOS_BANNER, STATUS_BANNER, IMAGEM_BANNER } = banners;
const Texto = CampoTexto<FormBanner>;
const Data = CampoData<FormBanner>;
const LISTA = '/banners';
const TIPOS_IMAGEM = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** 'Destinatários': the audiences that see the banner in the shop (several may be chosen). */
function CampoDestinatarios({ desativado }: { desativado: boolean }) {
  return (
    <Controller<FormBanner, 'destinatarios'>
      name="destinatarios"
      render={({ field, fieldState }) => {
        const escolhidos = field.value ?? [];
        return (
          <FormControl component="fieldset" error={!!fieldState.error} disabled={desativado}>
            <FormLabel component="legend">Destinatários</FormLabel>
            <FormGroup row>
              {DESTINATARIOS_BANNER.map((d) => (
                <FormControlLabel
                  key={d}
                  label={d}
                  control={
                    <Checkbox
                      checked={escolhidos.includes(d)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...escolhidos, d] : escolhidos.filter((x) => x !== d),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {fieldState.error?.message ??
                (escolhidos.length === 0 ? 'Sem destinatários o banner não aparece na loja.' : ' ')}
            </FormHelperText>
          </FormControl>
        );
      }}
    />
  );
}

/**
 * 'Novo Banner' / 'Editar Banner' (spec 3 §2 "Banners", §5 "Banner"): Nome, the period (today to
 * +7 days by default), Destinatários, the link (Destino) and the picture (required on create);
 * 'Publicação' only when editing (a new banner starts 2 Em análise, spec 3 §4). A refused save
 * keeps what was typed and shows the server's message.
 */
export function BannerFormulario({ banner }: { banner: banners.Banner | null }) {
  const navegar = useNavigate();
  const editando = banner !== null;
  const hoje = hojeEmSaoPaulo(new Date());
  const salvar = useSalvarBanner(banner?.id ?? null);
  // The edit form's schema for both: a new banner holds status 2, which the save does not send.
  const esquema = banners.bannerEdicaoSchema;
  const form = useForm<FormBanner>({
    resolver: zodResolver(esquema, undefined, { raw: true }),
    defaultValues: valoresDoBanner(banner, hoje),
    mode: 'onTouched',
  });
  const { isSubmitting, errors } = form.formState;
  const imagem = useWatch({ control: form.control, name: 'imagem' });

  const enviar = form.handleSubmit(async (dados) => {
    if (!editando && !dados.imagem) {
      form.setError('imagem', { type: 'required', message: MSG_BANNERS.obrigatorio });
      return;
    }
    try {
      const r = await salvar.mutateAsync(dados);
      avisar(r.msg, 'success');
      void navegar(LISTA);
    } catch (e) {
      // spec 3 §8: save errors are only logged there; here the server's message is shown.
      mostrarErroDoServidor(e, form.setError, MSG_BANNERS.erroSalvar);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={esquema}>
        <form
          onSubmit={(e) => void enviar(e)}
          noValidate
          aria-label={editando ? 'Editar Banner' : 'Novo Banner'}
        >
          <Stack spacing={3}>
            <NotaObrigatorios />
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: editando ? 8 : 12 }}>
                <Texto nome="nome" rotulo="Nome" autoFocus={!editando} disabled={isSubmitting} />
              </Grid>
              {editando && (
                <Grid size={{ xs: 12, md: 4 }}>
                  <Controller<FormBanner, 'status'>
                    name="status"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        label="Publicação"
                        name={field.name}
                        inputRef={field.ref}
                        value={field.value ?? 2}
                        onChange={(e) => field.onChange(Number(e.target.value))}
                        onBlur={field.onBlur}
                        disabled={isSubmitting}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                      >
                        {([1, 2] as const).map((s) => (
                          <MenuItem key={s} value={s}>
                            {STATUS_BANNER[s]}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
              )}
              <Grid size={{ xs: 6, md: 3 }}>
                <Data nome="data_inicio" rotulo="Data Início" disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Data nome="data_fim" rotulo="Data Fim" disabled={isSubmitting} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Texto
                  nome="destino"
                  rotulo="Destino (link)"
                  placeholder="/?categorias=1 ou https://…"
                  helperText="Aberto ao clicar no banner; vazio: sem link"
                  disabled={isSubmitting}
                />
              </Grid>
              <Grid size={12}>
                <CampoDestinatarios desativado={isSubmitting} />
              </Grid>
            </Grid>
            <CampoImagem
              rotulo="Imagem"
              src={imagem ?? banner?.imagem?.url ?? null}
              nova={!!imagem}
              tipos={TIPOS_IMAGEM}
              descricaoTipos="JPEG, PNG ou WebP; de preferência larga (3:1), até 2048 px"
              maxBytes={IMAGEM_BANNER.maxBytes}
              desativado={isSubmitting}
              erro={errors.imagem?.message}
              aoEscolher={(v) => {
                form.setValue('imagem', v, { shouldDirty: true });
                form.clearErrors('imagem');
              }}
            />
            {isSubmitting && <LinearProgress aria-label="Salvando o banner" />}
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navegar(LISTA)} disabled={isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" startIcon={<Save />} loading={isSubmitting}>
                Salvar
              </Button>
            </Stack>
          </Stack>
        </form>
      </ContratoDoFormulario>
    </FormProvider>
  );
}
