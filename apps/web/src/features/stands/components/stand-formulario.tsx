import { FormProvider, useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Alert, Button, Grid, MenuItem, Stack, TextField } from '@mui/material';
import Save from '@mui/icons-material/SaveOutlined';
import { rodadas, z } from '@rodada/contracts';
import { deCentavos, paraCentavos } from '@rodada/domain';
import { CampoAutocompletar } from '../../../components/campo-autocompletar';
import { CampoDinheiro } from '../../../components/campo-dinheiro';
import { CampoTexto } from '../../../components/campo-texto';
import { ContratoDoFormulario, NotaObrigatorios } from '../../../components/contrato-formulario';
import { SecaoFormulario as Secao } from '../../../components/secao-formulario';
import { avisar } from '../../../lib/avisos';
import { mostrarErroDoServidor } from '../../../lib/formulario';
import { useProprietarios, useSalvarStand } from '../api/stands';

const { MSG_RODADAS: MSG, PROPRIETARIO_TIPOS, ROTULO_PROPRIETARIO } = rodadas;
type Tipo = rodadas.ProprietarioTipo;
type Edicao = Omit<rodadas.StandEdicao, 'acoes'> & {
  fornecedores: rodadas.ProprietarioOpcao[];
  clientes: rodadas.ProprietarioOpcao[];
  representantes: rodadas.ProprietarioOpcao[];
};

/** The contract's fields and owner rule, with the money field's cents ('Campo obrigatório', > 0). */
const esquema = rodadas.comRegraDoProprietario(
  rodadas.standCamposSchema.extend({
    valor: z
      .number({ error: 'Campo obrigatório' })
      .nullable()
      .refine((c) => c !== null, 'Campo obrigatório')
      .refine((c) => c === null || c > 0, MSG.valorNaoPositivo),
  }),
);

/** The form's values, as the contract reads them but the money in integer cents (CampoDinheiro, spec D14). */
export type FormStand = z.input<typeof esquema>;

/** The list of each participant type in the edit answer. */
const LISTA_DO_TIPO = {
  fornecedor: 'fornecedores',
  cliente: 'clientes',
  representante: 'representantes',
} as const;

const Texto = CampoTexto<FormStand>;

function valoresIniciais(stand: Edicao | null): FormStand {
  return {
    nome: stand?.nome ?? '',
    valor: stand ? paraCentavos(stand.valor) : null,
    proprietario_tipo: stand?.proprietario_tipo ?? 'avulso',
    proprietario_id: stand?.proprietario_id ?? null,
    avulso_nome: stand?.avulso_nome ?? '',
    codigo: stand?.codigo ?? '',
  };
}

/**
 * 'Cadastro de Stand' (spec 3 §2 "Stand form", §4 "Stand owner type", §5): Nome (upper case,
 * 'Campo Obrigatório'), Valor (R$, 'Campo obrigatório', 'O valor não pode ser zero ou negativo'),
 * Tipo de Proprietário and then the Proprietário picked among the round's participants of that type,
 * or the Proprietário Avulso typed in (upper case). Switching the type clears the owner (spec 3 §4).
 * The map code is optional (the stand's element on the floor plan). A refused save keeps what was
 * typed, with the server's message under its field; a success goes back to the list.
 * `somenteLeitura`: a closed round's stand (acoes.editar false) is shown, not changed.
 */
export function StandFormulario({
  rodadaId,
  standId,
  edicao,
  somenteLeitura,
}: {
  rodadaId: number;
  standId: number | null;
  edicao: Edicao | null;
  somenteLeitura: boolean;
}) {
  const navegar = useNavigate();
  const lista = `/rodadas/${rodadaId}/stands`;
  const salvar = useSalvarStand(rodadaId, standId);
  // raw: what was typed is sent; the server normalises (upper case, trims) with the same contract.
  const form = useForm<FormStand>({
    resolver: zodResolver(esquema, undefined, { raw: true }),
    defaultValues: valoresIniciais(edicao),
  });
  const { isSubmitting } = form.formState;
  const tipo = form.watch('proprietario_tipo');
  const participante = tipo === 'avulso' ? null : tipo;
  // Adding: the participants of the chosen type come from the server; editing: from the edit answer.
  const carregados = useProprietarios(rodadaId, participante, edicao === null);
  const opcoes = participante ? (edicao ? edicao[LISTA_DO_TIPO[participante]] : (carregados.data ?? [])) : [];

  const trocarTipo = (novo: Tipo) => {
    // spec 3 §4: avulso takes a free-text name and owner id 0; any other type clears the avulso
    // name, loads that type's participants and clears the owner.
    form.setValue('proprietario_id', null);
    if (novo !== 'avulso') form.setValue('avulso_nome', '');
    form.clearErrors(['proprietario_id', 'avulso_nome']);
  };

  const enviar = form.handleSubmit(async (d) => {
    try {
      const { msg } = await salvar.mutateAsync({
        nome: d.nome,
        valor: deCentavos(d.valor ?? 0),
        proprietario_tipo: d.proprietario_tipo,
        proprietario_id: d.proprietario_tipo === 'avulso' ? 0 : (d.proprietario_id ?? null),
        avulso_nome: d.proprietario_tipo === 'avulso' ? (d.avulso_nome ?? '') : null,
        codigo: d.codigo ?? '',
      });
      avisar(msg, 'success');
      void navegar(lista);
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG.erroSalvarStand);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={rodadas.standCamposSchema}>
        <form onSubmit={(e) => void enviar(e)} noValidate aria-label="Cadastro de Stand">
          <Stack spacing={3}>
            {somenteLeitura ? <Alert severity="warning">{MSG.rodadaEncerrada}</Alert> : <NotaObrigatorios />}
            <Secao titulo="Stand">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 8 }}>
                  <Texto
                    nome="nome"
                    rotulo="Nome"
                    maiusculas
                    autoFocus={standId === null && !somenteLeitura}
                    disabled={somenteLeitura}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <CampoDinheiro<FormStand>
                    nome="valor"
                    rotulo="Valor"
                    obrigatorio
                    disabled={somenteLeitura}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Texto
                    nome="codigo"
                    rotulo="Código no mapa"
                    helperText="Opcional: o código do stand na planta"
                    disabled={somenteLeitura}
                    slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
                  />
                </Grid>
              </Grid>
            </Secao>
            <Secao titulo="Proprietário do stand">
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <Controller<FormStand, 'proprietario_tipo'>
                    name="proprietario_tipo"
                    render={({ field, fieldState }) => (
                      <TextField
                        select
                        fullWidth
                        required
                        label="Tipo de Proprietário"
                        name={field.name}
                        inputRef={field.ref}
                        value={field.value}
                        disabled={somenteLeitura}
                        onChange={(e) => {
                          const novo = e.target.value as Tipo;
                          field.onChange(novo);
                          trocarTipo(novo);
                        }}
                        onBlur={field.onBlur}
                        error={!!fieldState.error}
                        helperText={fieldState.error?.message}
                      >
                        {PROPRIETARIO_TIPOS.map((t) => (
                          <MenuItem key={t} value={t}>
                            {ROTULO_PROPRIETARIO[t]}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  {participante === null ? (
                    <Texto
                      nome="avulso_nome"
                      rotulo="Proprietário Avulso"
                      maiusculas
                      required
                      disabled={somenteLeitura}
                    />
                  ) : (
                    <CampoAutocompletar<FormStand, rodadas.ProprietarioOpcao>
                      key={participante}
                      nome="proprietario_id"
                      rotulo="Proprietário"
                      opcoes={opcoes}
                      carregando={edicao === null && carregados.isFetching}
                      rotuloDa={(o) => o.nome}
                      valorDa={(o) => o.id}
                      vazio={null}
                      semOpcoes={`Nenhum ${ROTULO_PROPRIETARIO[participante].toLowerCase()} participa desta rodada`}
                      textoCarregando="Carregando participantes…"
                      erroDaLista={carregados.isError ? MSG.erroCarregarProprietarios : undefined}
                      desativado={somenteLeitura}
                      obrigatorio
                    />
                  )}
                </Grid>
              </Grid>
            </Secao>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => void navegar(lista)} disabled={isSubmitting}>
                {somenteLeitura ? 'Voltar' : 'Cancelar'}
              </Button>
              {!somenteLeitura && (
                <Button type="submit" variant="contained" startIcon={<Save />} loading={isSubmitting}>
                  Salvar
                </Button>
              )}
            </Stack>
          </Stack>
        </form>
      </ContratoDoFormulario>
    </FormProvider>
  );
}
