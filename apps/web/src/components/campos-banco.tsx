import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Grid, MenuItem, TextField } from '@mui/material';
import { referencias, representantes } from '@rodada/contracts';
import { chamar } from '../lib/api';
import { CampoAutocompletar } from './campo-autocompletar';
import { CampoTexto } from './campo-texto';

/** The banks by COMPE code (GET /api/bancos), reference data cached for the session. */
export function useBancos() {
  return useQuery({
    queryKey: ['referencias', 'bancos'],
    queryFn: ({ signal }) => chamar(referencias.listarBancos, { signal }),
    staleTime: Infinity,
    select: (r) => r.bancos,
  });
}

/**
 * The bank data of a representative (spec 2 §3): the bank chooser (the reference list by COMPE
 * code, searchable by code or name), Tipo de Conta, Agência and Conta, for the body object at
 * `prefixo` ('' for the form's root). `nenhum` offers an empty 'Nenhum' account type (where the
 * bank data is optional).
 */
export function CamposBanco<T extends FieldValues>({
  prefixo = '',
  nenhum = false,
}: {
  prefixo?: string;
  nenhum?: boolean;
}) {
  const campo = (c: string) => (prefixo ? `${prefixo}.${c}` : c) as Path<T>;
  const bancos = useBancos();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <CampoAutocompletar<T, { codigo: string; nome: string }>
          nome={campo('banco')}
          rotulo="Banco"
          opcoes={bancos.data ?? []}
          carregando={bancos.isFetching}
          rotuloDa={(b) => `${b.codigo} — ${b.nome}`}
          valorDa={(b) => b.codigo}
          vazio=""
          semOpcoes="Nenhum banco encontrado"
          textoCarregando="Carregando bancos…"
          erroDaLista={bancos.isError ? representantes.MSG_REPRESENTANTES.erroCarregarBancos : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller<T>
          name={campo('conta_tipo')}
          render={({ field, fieldState }) => (
            <TextField
              select
              fullWidth
              label="Tipo de Conta"
              name={field.name}
              inputRef={field.ref}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={!!fieldState.error}
              helperText={fieldState.error?.message}
            >
              {nenhum && (
                <MenuItem value="">
                  <em>Nenhum</em>
                </MenuItem>
              )}
              {representantes.CONTA_TIPOS.map((t) => (
                <MenuItem key={t} value={t}>
                  {t}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <CampoTexto<T> nome={campo('agencia')} rotulo="Agência" inputMode="numeric" />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <CampoTexto<T> nome={campo('conta')} rotulo="Conta" inputMode="numeric" />
      </Grid>
    </Grid>
  );
}
