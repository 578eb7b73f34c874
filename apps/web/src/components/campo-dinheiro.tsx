import type { ClipboardEvent } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import {
  CAMPO_OBRIGATORIO,
  centavosParaTexto,
  coladoParaCentavos,
  digitadoParaCentavos,
} from '../lib/entradas';
import { avancarComEnter } from './campo-texto';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'defaultValue'> & {
  nome: Path<T>;
  rotulo: string;
  /** 'Campo Obrigatório' when empty (forms without a zod resolver; with one, the schema decides). */
  obrigatorio?: boolean;
  /** Shows 'R$' before the value (default true). */
  prefixo?: boolean;
  /** Enter moves to the next field (default true). */
  enterAvanca?: boolean;
};

/** Keeps the caret after the last digit: the value grows from the right. */
function caretNoFim(el: HTMLInputElement) {
  requestAnimationFrame(() => {
    if (document.activeElement === el) el.setSelectionRange(el.value.length, el.value.length);
  });
}

/**
 * The money field of every form (spec 1 §5: 2 decimals, Brazilian format, emits a number): shows
 * '1.234,56' and holds **integer cents** in the form (123456; null when empty) — decision 14, money
 * is never a float. Typed like a cash register: each digit enters as the last cent (1, 2, 3 →
 * 0,01 → 0,12 → 1,23); backspace takes the last one out. Pasting 'R$ 1.234,56' or '1234.56' reads
 * the amount. Send it as the contract asks: `deCentavos(c)` → '1234.56' (numeric(14,2)), or cents.
 *
 *   <CampoDinheiro<FormProduto> nome="valor" rotulo="Valor" obrigatorio />
 */
export function CampoDinheiro<T extends FieldValues>({
  nome,
  rotulo,
  obrigatorio,
  prefixo = true,
  enterAvanca = true,
  helperText,
  slotProps,
  ...resto
}: Props<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={nome}
      rules={
        obrigatorio
          ? {
              validate: (v: unknown) =>
                v === null || v === undefined || v === '' ? CAMPO_OBRIGATORIO : true,
            }
          : {}
      }
      render={({ field, fieldState }) => {
        const valor = (field.value as number | null | undefined) ?? null;
        const texto = centavosParaTexto(valor);
        return (
          <TextField
            {...resto}
            label={rotulo}
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={texto}
            required={obrigatorio}
            onChange={(e) => {
              const novo = e.target.value;
              field.onChange(digitadoParaCentavos(novo, novo.length < texto.length));
              caretNoFim(e.target as HTMLInputElement);
            }}
            onPaste={(e: ClipboardEvent<HTMLDivElement>) => {
              const c = coladoParaCentavos(e.clipboardData.getData('text'));
              if (c === null) return; // not an amount: the digits go in as typed
              e.preventDefault();
              field.onChange(c);
            }}
            onFocus={(e) => caretNoFim(e.target as HTMLInputElement)}
            onBlur={field.onBlur}
            onKeyDown={enterAvanca ? avancarComEnter : undefined}
            error={!!fieldState.error}
            helperText={fieldState.error?.message ?? helperText}
            slotProps={{
              ...slotProps,
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'off',
                style: { textAlign: 'right' },
                ...(slotProps?.htmlInput as object),
              },
              input: prefixo
                ? { startAdornment: <InputAdornment position="start">R$</InputAdornment> }
                : undefined,
            }}
          />
        );
      }}
    />
  );
}
