import { Controller, useFormContext, useWatch, type FieldValues, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Grid, MenuItem, TextField, type GridSize } from '@mui/material';
import { referencias } from '@rodada/contracts';
import { chamar } from '../lib/api';
import { CampoAutocompletar } from './campo-autocompletar';

/** The 27 states, cached for the session (reference data). */
export function useEstados() {
  return useQuery({
    queryKey: ['referencias', 'estados'],
    queryFn: ({ signal }) => chamar(referencias.listarEstados, { signal }),
    staleTime: Infinity,
    select: (r) => r.estados,
  });
}

/** The cities of a state, loaded when the state is chosen (spec 2 §7 "cidades?estado"). */
export function useCidades(estadoId: number | null | undefined) {
  return useQuery({
    queryKey: ['referencias', 'cidades', estadoId],
    queryFn: ({ signal }) => chamar(referencias.listarCidades, { query: { estado: estadoId ?? 0 }, signal }),
    enabled: !!estadoId,
    staleTime: Infinity,
    select: (r) => r.cidades,
  });
}

/** A Grid item's width per breakpoint. */
type Tamanho = Partial<Record<'xs' | 'sm' | 'md' | 'lg', GridSize>>;

interface Props<T extends FieldValues> {
  /** The form paths of the state id and the city id. */
  estado: Path<T>;
  cidade: Path<T>;
  desativado?: boolean | undefined;
  /** Required marks (the label's asterisk). */
  exigido?: { estado?: boolean | undefined; cidade?: boolean | undefined };
  /** The city list's load error (the screens' own text, spec 2 §8). */
  erroCidades?: string;
  /** The two Grid items' widths. */
  tamanhos?: { estado: Tamanho; cidade: Tamanho };
}

/**
 * The state select and the state's city picker, as two Grid items of the surrounding Grid (the
 * address block's, the round form's): choosing another state clears the city; the city field
 * waits for a state.
 *
 *   <Grid container spacing={2}><CamposEstadoCidade<Form> estado="estado_id" cidade="cidade_id" /></Grid>
 */
export function CamposEstadoCidade<T extends FieldValues>({
  estado,
  cidade,
  desativado,
  exigido = {},
  erroCidades = 'Erro ao carregar cidades',
  tamanhos = { estado: { xs: 12, sm: 6 }, cidade: { xs: 12, sm: 6 } },
}: Props<T>) {
  const { control, setValue } = useFormContext<T>();
  const estadoId = useWatch({ control, name: estado }) as number | string | null | undefined;
  const estados = useEstados();
  const cidades = useCidades(estadoId ? Number(estadoId) : null);
  return (
    <>
      <Grid size={tamanhos.estado}>
        <Controller
          control={control}
          name={estado}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label="Estado"
              required={exigido.estado}
              name={field.name}
              inputRef={field.ref}
              // Until the states arrive the select has no option for the value (MUI's out-of-range).
              value={estados.data ? (field.value ?? '') : ''}
              onChange={(e) => {
                field.onChange(Number(e.target.value));
                setValue(cidade, null as never);
              }}
              onBlur={field.onBlur}
              disabled={desativado}
              error={!!fieldState.error}
              helperText={
                fieldState.error?.message ?? (estados.isError ? 'Erro ao carregar estados' : undefined)
              }
            >
              {(estados.data ?? []).map((e) => (
                <MenuItem key={e.id} value={e.id}>
                  {e.nome}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={tamanhos.cidade}>
        <CampoAutocompletar<T, { id: number; nome: string }>
          nome={cidade}
          rotulo="Cidade"
          opcoes={cidades.data ?? []}
          carregando={cidades.isFetching}
          rotuloDa={(c) => c.nome}
          valorDa={(c) => c.id}
          vazio={null}
          semOpcoes="Nenhuma cidade encontrada"
          textoCarregando="Carregando cidades…"
          erroDaLista={cidades.isError ? erroCidades : undefined}
          desativado={desativado || !estadoId}
          obrigatorio={exigido.cidade}
        />
      </Grid>
    </>
  );
}
