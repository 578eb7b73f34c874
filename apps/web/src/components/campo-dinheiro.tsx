import { useState, type ClipboardEvent } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import {
  CAMPO_OBRIGATORIO,
  centavosParaTexto,
  coladoParaCentavos,
  digitadoParaCentavos,
  digitouSeparador,
  iniciarRascunho,
  rascunhoParaCentavos,
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
 * '1.234,56' and holds **integer cents** in the form (123456; null when empty) — spec D14, money
 * is never a float. Typed like a cash register: each digit enters as the last cent (1, 2, 3 →
 * 0,01 → 0,12 → 1,23); backspace takes the last one out. A typed ',' or '.' switches, until the
 * field loses focus, to the text as typed, read as a person writes money ('1.234' is R$ 1.234,00,
 * '12,5' R$ 12,50); so does pasting ('R$ 1.234.567', ' 1 234,00', '1234.56'). Nothing goes past
 * the column (numeric(14,2)): a paste over it, or that is not an amount, keeps the value and says so.
 * Send it as the contract asks (campos.dinheiro): `deCentavos(c)` → '1234.56'.
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
  // The text as typed since a separator was typed (null: cash-register display of the value).
  const [rascunho, setRascunho] = useState<string | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
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
        const texto = rascunho ?? centavosParaTexto(valor);
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
              setAviso(null);
              if (rascunho === null && digitouSeparador(texto, novo)) {
                const inicio = iniciarRascunho(novo);
                setRascunho(inicio);
                field.onChange(rascunhoParaCentavos(inicio) ?? null);
              } else if (rascunho !== null) {
                const c = rascunhoParaCentavos(novo);
                if (c === undefined) return; // not an amount, or past the column: the keystroke is refused
                setRascunho(novo);
                field.onChange(c);
              } else {
                field.onChange(digitadoParaCentavos(novo, novo.length < texto.length));
              }
              caretNoFim(e.target as HTMLInputElement);
            }}
            onPaste={(e: ClipboardEvent<HTMLDivElement>) => {
              e.preventDefault();
              const lido = coladoParaCentavos(e.clipboardData.getData('text'));
              if ('aviso' in lido) {
                setAviso(lido.aviso);
                return;
              }
              setAviso(null);
              setRascunho(null);
              field.onChange(lido.centavos);
            }}
            onFocus={(e) => caretNoFim(e.target as HTMLInputElement)}
            onBlur={() => {
              setRascunho(null);
              field.onBlur();
            }}
            onKeyDown={enterAvanca ? avancarComEnter : undefined}
            error={!!fieldState.error || !!aviso}
            helperText={fieldState.error?.message ?? aviso ?? helperText}
            slotProps={{
              ...slotProps,
              htmlInput: {
                // 'decimal': the tablet's keypad offers the comma, which switches to reading the text as typed.
                inputMode: 'decimal',
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
