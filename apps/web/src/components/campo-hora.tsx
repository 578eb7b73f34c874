import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import { CAMPO_OBRIGATORIO, mascararHora, textoParaHora } from '../lib/entradas';
import { avancarComEnter } from './campo-texto';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'defaultValue'> & {
  nome: Path<T>;
  rotulo: string;
  /** 'Campo Obrigatório' when empty (forms without a zod resolver; with one, the schema decides). */
  obrigatorio?: boolean;
  /** Enter moves to the next field (default true). */
  enterAvanca?: boolean;
};

/**
 * The time field of every form (spec 1 §5: 24-hour time): typed with the mask HH:mm, held in the form
 * as 'HH:mm' or null. Leaving the field completes short forms ('9' → 09:00, '930' → 09:30) and clears
 * what is not a time (24:00, 12:60).
 *
 *   <CampoHora<FormRemessa> nome="hora_saida" rotulo="Hora de Saída" obrigatorio />
 */
export function CampoHora<T extends FieldValues>({ nome, rotulo, obrigatorio, ...resto }: Props<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={nome}
      rules={obrigatorio ? { validate: (v: unknown) => (v ? true : CAMPO_OBRIGATORIO) } : {}}
      render={({ field, fieldState }) => (
        <EntradaHora
          {...resto}
          rotulo={rotulo}
          obrigatorio={obrigatorio}
          nomeCampo={field.name}
          valor={field.value ?? null}
          aoMudar={field.onChange}
          aoSair={field.onBlur}
          refCampo={field.ref}
          erro={fieldState.error?.message}
        />
      )}
    />
  );
}

type PropsEntrada = Omit<Props<FieldValues>, 'nome'> & {
  nomeCampo: string;
  valor: string | null;
  aoMudar: (v: string | null) => void;
  aoSair: () => void;
  refCampo: (el: HTMLInputElement | null) => void;
  erro: string | undefined;
};

function EntradaHora({
  rotulo,
  obrigatorio,
  enterAvanca = true,
  nomeCampo,
  valor,
  aoMudar,
  aoSair,
  refCampo,
  erro,
  helperText,
  slotProps,
  ...resto
}: PropsEntrada) {
  const [texto, setTexto] = useState(() => valor ?? '');
  // The last value this field gave the form: anything else came from outside (reset, server data).
  const emitido = useRef(valor);
  useEffect(() => {
    if (valor === emitido.current) return;
    emitido.current = valor;
    setTexto(valor ?? '');
  }, [valor]);
  const emitir = (v: string | null) => {
    emitido.current = v;
    aoMudar(v);
  };

  return (
    <TextField
      {...resto}
      label={rotulo}
      fullWidth
      name={nomeCampo}
      inputRef={refCampo}
      value={texto}
      required={obrigatorio}
      placeholder="hh:mm"
      onChange={(e) => {
        const novo = mascararHora(e.target.value);
        setTexto(novo);
        // Only a complete HH:mm is a value while typing; short forms wait for the blur.
        emitir(novo.length === 5 ? textoParaHora(novo) : null);
      }}
      onBlur={() => {
        // The digits decide: '930' (shown 93:0 while typing) is 09:30; what is not a time is cleared.
        const hora = textoParaHora(texto.replace(/\D/g, ''));
        setTexto(hora ?? '');
        emitir(hora);
        aoSair();
      }}
      onKeyDown={enterAvanca ? avancarComEnter : undefined}
      error={!!erro}
      helperText={erro ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 5,
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object),
        },
      }}
    />
  );
}
