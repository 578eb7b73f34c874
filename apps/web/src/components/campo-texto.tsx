import type { KeyboardEvent } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import { aplicarMascara, mascararTelefone } from '../lib/mascaras';
import { useContratoDoCampo } from './contrato-formulario';

/** Enter moves to the next field of the form instead of submitting (spec 2 §2 "Companies"). */
export function avancarComEnter(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
  const form = (e.target as HTMLElement).closest('form');
  if (!form) return;
  const campos = [
    ...form.querySelectorAll<HTMLElement>(
      // tabindex -1: helpers that are not fields (the date field's hidden browser picker).
      'input:not([type=hidden]):not([disabled]):not([tabindex="-1"]), textarea:not([disabled])',
    ),
  ];
  const i = campos.indexOf(e.target as HTMLElement);
  if (i >= 0 && i < campos.length - 1) {
    e.preventDefault();
    campos[i + 1]!.focus();
  }
}

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name'> & {
  nome: Path<T>;
  rotulo: string;
  /** A mask of lib/mascaras, or 'telefone' for the 10/11-digit phone mask. */
  mascara?: string;
  /** Upper-cases what is typed (names the spec forces to upper case). */
  maiusculas?: boolean;
  /** Enter moves to the next field (default true). */
  enterAvanca?: boolean;
  /** Called after the user changed the text (never by a form reset): the new and the old value. */
  aoMudar?: (novo: string, anterior: string) => void;
};

/**
 * A text field bound to the surrounding react-hook-form (FormProvider), with an optional mask and
 * the field's error message under it. The form keeps what was typed when the server refuses it.
 * Inside a ContratoDoFormulario it takes its maxLength and its required mark from the contract.
 */
export function CampoTexto<T extends FieldValues>({
  nome,
  rotulo,
  mascara,
  maiusculas,
  enterAvanca = true,
  aoMudar,
  ...resto
}: Props<T>) {
  const { control } = useFormContext<T>();
  const contrato = useContratoDoCampo(nome);
  // A mask fixes the length itself; otherwise the contract's maximum (issue 9 §8), the caller's own first.
  const htmlInput = {
    ...(contrato.maxLength !== undefined && !mascara ? { maxLength: contrato.maxLength } : {}),
    ...(resto.slotProps?.htmlInput as object | undefined),
  };
  return (
    <Controller
      control={control}
      name={nome}
      render={({ field, fieldState }) => (
        <TextField
          {...resto}
          // Required as the contract says, unless the form decides (a role-dependent rule).
          required={resto.required ?? contrato.exigido}
          slotProps={{ ...resto.slotProps, htmlInput }}
          label={rotulo}
          fullWidth
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(e) => {
            const anterior = String(field.value ?? '');
            let v = e.target.value;
            if (mascara === 'telefone') v = mascararTelefone(v, anterior);
            else if (mascara) v = aplicarMascara(v, mascara);
            if (maiusculas) v = v.toUpperCase();
            field.onChange(v);
            aoMudar?.(v, anterior);
          }}
          onKeyDown={enterAvanca ? avancarComEnter : undefined}
          error={!!fieldState.error}
          helperText={fieldState.error?.message ?? resto.helperText}
        />
      )}
    />
  );
}
