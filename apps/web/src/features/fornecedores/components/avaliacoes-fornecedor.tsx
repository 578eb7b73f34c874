import { useId, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Collapse,
  FormHelperText,
  IconButton,
  List,
  ListItem,
  Paper,
  Rating,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/DeleteOutlined';
import { fornecedores } from '@rodada/contracts';
import { formatarData } from '@rodada/domain';
import { CampoTexto } from '../../../components/campo-texto';
import { DialogoConfirmacao } from '../../../components/dialogo-confirmacao';
import { avisar } from '../../../lib/avisos';
import { mensagemDeErro, mostrarErroDoServidor } from '../../../lib/formulario';
import { useAvaliacoes, useExcluirAvaliacao, useSalvarAvaliacao } from '../api/fornecedores';
import { ContratoDoFormulario } from '../../../components/contrato-formulario';

const MSG = fornecedores.MSG_FORNECEDORES;
type Avaliacao = fornecedores.Avaliacao;
type Campos = fornecedores.AvaliacaoFormEntrada;

/** '3,5 estrelas' (pt-BR decimal comma): the accessible name of a star value. */
export function rotuloEstrelas(valor: number): string {
  return `${String(valor).replace('.', ',')} ${valor === 1 ? 'estrela' : 'estrelas'}`;
}

/** The rating form: stars in half steps and a comment, both required ('Campo Obrigatório'). */
function NovaAvaliacao({
  fornecedorId,
  representanteId,
  aoTerminar,
}: {
  fornecedorId: number;
  representanteId: number;
  aoTerminar: () => void;
}) {
  const idNota = useId();
  const salvar = useSalvarAvaliacao();
  const form = useForm<Campos>({
    resolver: zodResolver(fornecedores.avaliacaoFormSchema, undefined, { raw: true }),
    defaultValues: { rating: null, comentario: '' },
  });

  const enviar = form.handleSubmit(async (valores) => {
    try {
      const { msg } = await salvar.mutateAsync({
        rating: Number(valores.rating ?? 0),
        comentario: valores.comentario,
        fornecedor_id: fornecedorId,
        representante_id: representanteId,
      });
      avisar(msg, 'success');
      form.reset();
      aoTerminar();
    } catch (e) {
      mostrarErroDoServidor(e, form.setError, MSG.erroSalvarAvaliacao);
    }
  });

  return (
    <FormProvider {...form}>
      <ContratoDoFormulario esquema={fornecedores.avaliacaoFormSchema}>
        <Paper
          component="form"
          variant="outlined"
          noValidate
          aria-label="Nova avaliação"
          onSubmit={(e) => void enviar(e)}
          sx={{ p: 2 }}
        >
          <Stack spacing={2}>
            <Controller
              control={form.control}
              name="rating"
              render={({ field, fieldState }) => (
                <Box>
                  <Typography
                    id={idNota}
                    variant="body2"
                    color={fieldState.error ? 'error' : 'text.secondary'}
                  >
                    Nota *
                  </Typography>
                  <Rating
                    name={`nota-${fornecedorId}`}
                    value={typeof field.value === 'number' ? field.value : null}
                    precision={0.5}
                    size="large"
                    getLabelText={rotuloEstrelas}
                    onChange={(_e, v) => field.onChange(v)}
                    aria-labelledby={idNota}
                  />
                  {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
                </Box>
              )}
            />
            <CampoTexto<Campos>
              nome="comentario"
              rotulo="Comentário"
              required
              multiline
              minRows={2}
              maxRows={6}
              enterAvanca={false}
            />
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={aoTerminar} disabled={form.formState.isSubmitting}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                Salvar
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </ContratoDoFormulario>
    </FormProvider>
  );
}

/**
 * The ratings of a supplier in the details dialog, for a representante (spec 2 §2, §6): the list
 * (scrolling within 30% of the view height), 'Nova avaliação', and deleting the ratings whose
 * `acoes.excluir` allows it (one's own) behind a confirmation.
 */
export function AvaliacoesFornecedor({
  fornecedorId,
  representanteId,
}: {
  fornecedorId: number;
  representanteId: number;
}) {
  const idTitulo = useId();
  const consulta = useAvaliacoes(fornecedorId);
  const excluir = useExcluirAvaliacao();
  const [criando, setCriando] = useState(false);
  const [alvo, setAlvo] = useState<Avaliacao | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const lista = consulta.data?.avaliacoes ?? [];

  const confirmar = async () => {
    if (!alvo) return;
    try {
      avisar((await excluir.mutateAsync(alvo.id)).msg, 'success');
    } catch (e) {
      const msg = mensagemDeErro(e, MSG.erroExcluirAvaliacao);
      if (msg) avisar(msg, 'error');
    } finally {
      setConfirmando(false);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={idTitulo}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={idTitulo} variant="h6" component="h3">
          Avaliações
        </Typography>
        {!criando && (
          <Button startIcon={<Add />} onClick={() => setCriando(true)}>
            Nova avaliação
          </Button>
        )}
      </Stack>
      <Collapse in={criando} unmountOnExit>
        <NovaAvaliacao
          fornecedorId={fornecedorId}
          representanteId={representanteId}
          aoTerminar={() => setCriando(false)}
        />
      </Collapse>
      {consulta.isError && <Alert severity="error">{MSG.erroListarAvaliacoes}</Alert>}
      {consulta.isSuccess && lista.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Nenhuma avaliação ainda.
        </Typography>
      )}
      {lista.length > 0 && (
        <List
          aria-label="Avaliações do fornecedor"
          dense
          disablePadding
          // spec 2 §2: "The ratings list scrolls within 30% of the view height".
          sx={{ maxHeight: '30vh', overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
          tabIndex={0}
        >
          {lista.map((a, i) => {
            // '(você)' marks the caller's own; the delete button is what the server allows (ADR 013).
            const minha = a.representante_id === representanteId;
            const excluivel = a.acoes.excluir;
            return (
              <ListItem
                key={a.id}
                divider={i < lista.length - 1}
                alignItems="flex-start"
                secondaryAction={
                  excluivel ? (
                    <Tooltip title="Excluir avaliação">
                      <IconButton
                        edge="end"
                        aria-label={`Excluir a avaliação de ${formatarData(new Date(a.created_at))}`}
                        onClick={() => {
                          setAlvo(a);
                          setConfirmando(true);
                        }}
                      >
                        <Delete />
                      </IconButton>
                    </Tooltip>
                  ) : undefined
                }
              >
                <Stack spacing={0.25} sx={{ pr: excluivel ? 5 : 0, py: 0.5, minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Rating
                      value={a.rating}
                      precision={0.5}
                      readOnly
                      size="small"
                      getLabelText={rotuloEstrelas}
                    />
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {a.representante.nome_fantasia}
                      {minha && ' (você)'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {formatarData(new Date(a.created_at))}
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {a.comentario}
                  </Typography>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      <DialogoConfirmacao
        aberto={confirmando}
        titulo="Excluir avaliação"
        mensagem={
          alvo ? `Excluir a sua avaliação de ${rotuloEstrelas(alvo.rating)}: “${alvo.comentario}”?` : ''
        }
        textoConfirmar="Excluir"
        perigo
        ocupado={excluir.isPending}
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => void confirmar()}
      />
    </Stack>
  );
}
