import { Controller, useFormContext } from 'react-hook-form';
import { MenuItem, TextField } from '@mui/material';
import { MSG_PRODUTOS as MSG } from '@rodada/contracts';
import { normalizarCodigo } from '@rodada/domain';
import { avancarComEnter } from '../../../components/campo-texto';
import { useContratoDoCampo } from '../../../components/contrato-formulario';
import { useAvisarErroDeCarga } from '../../../lib/formulario';
import { useCategoriasProduto } from '../api-catalogo';
import type { FormProduto } from './produto-formulario';

/**
 * Código (spec 3 §5 "Product"): normalised while typed and again on leaving the field — leading
 * symbols out, only letters, digits, '/', '.' and '-', upper case — as the server does.
 */
export function CampoCodigo({ autoFocus, disabled }: { autoFocus: boolean; disabled: boolean }) {
  const { control } = useFormContext<FormProduto>();
  const { maxLength, exigido } = useContratoDoCampo('codigo');
  return (
    <Controller
      control={control}
      name="codigo"
      render={({ field, fieldState }) => (
        <TextField
          label="Código"
          fullWidth
          required={exigido}
          autoFocus={autoFocus}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(e) => field.onChange(normalizarCodigo(e.target.value))}
          onBlur={() => {
            field.onChange(normalizarCodigo(field.value));
            field.onBlur();
          }}
          onKeyDown={avancarComEnter}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? "Letras, números, '/', '.' e '-'"}
          slotProps={{
            htmlInput: { maxLength, spellCheck: false, autoCapitalize: 'characters', autoComplete: 'off' },
          }}
        />
      )}
    />
  );
}

/** Categoria: the select of GET /api/produtos/categorias ('Erro ao listar as categorias'). */
export function CampoCategoria({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<FormProduto>();
  const categorias = useCategoriasProduto();
  useAvisarErroDeCarga(categorias, MSG.erroListarCategorias);
  const lista = categorias.data ?? [];
  return (
    <Controller
      control={control}
      name="categoria_id"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          required
          label="Categoria"
          name={field.name}
          inputRef={field.ref}
          // Until the list arrives the stored id has no option: show it empty rather than warn.
          value={lista.some((c) => c.id === field.value) ? field.value : ''}
          disabled={disabled}
          onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
          onBlur={field.onBlur}
          error={!!fieldState.error || categorias.isError}
          helperText={
            fieldState.error?.message ?? (categorias.isError ? MSG.erroListarCategorias : undefined)
          }
        >
          {lista.length === 0 && (
            <MenuItem value="" disabled>
              {categorias.isLoading ? 'Carregando categorias…' : 'Nenhuma categoria'}
            </MenuItem>
          )}
          {lista.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * Múltiplo de Quantidade and Quantidade Mínima (spec 3 §5): whole numbers from 0; a decimal typed
 * is turned into its integer part on leaving the field ("Minimum quantity converted to integer").
 */
export function CampoQuantidade({
  nome,
  rotulo,
  disabled,
}: {
  nome: 'multiplo' | 'quantidade_minima';
  rotulo: string;
  disabled: boolean;
}) {
  const { control } = useFormContext<FormProduto>();
  const { exigido } = useContratoDoCampo(nome);
  return (
    <Controller
      control={control}
      name={nome}
      render={({ field, fieldState }) => (
        <TextField
          label={rotulo}
          type="number"
          fullWidth
          required={exigido}
          disabled={disabled}
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={() => {
            const n = Number(field.value.replace(',', '.'));
            if (field.value.trim() !== '' && Number.isFinite(n) && !Number.isInteger(n))
              field.onChange(String(Math.trunc(n)));
            field.onBlur();
          }}
          onKeyDown={avancarComEnter}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
