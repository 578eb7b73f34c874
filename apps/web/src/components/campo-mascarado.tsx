import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@mui/material';
import { CAMPO_OBRIGATORIO } from '../lib/entradas';
import { avancarComEnter } from './campo-texto';
import { useContratoDoCampo } from './contrato-formulario';

/** The props every masked field (date, time) takes: a TextField's, bound by name to the form. */
export type PropsCampoMascarado<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'defaultValue'
> & {
  nome: Path<T>;
  rotulo: string;
  /** 'Campo Obrigatório' when empty (forms without a zod resolver; with one, the schema decides). */
  obrigatorio?: boolean;
  /** Enter moves to the next field (default true). */
  enterAvanca?: boolean;
};

/** What the text shows and what the form holds after a keystroke or on leaving the field. */
export interface Leitura {
  texto: string;
  valor: string | null;
}

/** The rules of one kind of masked field. */
export interface RegrasMascara {
  /** What the field shows for a form value. */
  paraTexto: (valor: string | null) => string;
  /** After a keystroke: the masked text and the value it gives the form. */
  aoDigitar: (digitado: string) => Leitura;
  /** On leaving the field: the text and value that replace what was typed, or null to keep them. */
  aoSair: (texto: string) => Leitura | null;
  placeholder: string;
  maxLength: number;
  /** An end adornment that can set a value (the date picker), with the form's current value. */
  adorno?: (valor: string | null, definir: (v: string | null) => void) => ReactNode;
}

/**
 * The base of the masked fields (components/campo-data.tsx, campo-hora.tsx): a TextField bound to the
 * surrounding react-hook-form that shows typed text and holds a parsed value (or null). A value set
 * from outside (reset, server data) replaces what is shown.
 */
export function CampoMascarado<T extends FieldValues>({
  nome,
  regras,
  ...resto
}: PropsCampoMascarado<T> & { regras: RegrasMascara }) {
  const { control } = useFormContext<T>();
  const { exigido } = useContratoDoCampo(nome);
  return (
    <Controller
      control={control}
      name={nome}
      rules={resto.obrigatorio ? { validate: (v: unknown) => (v ? true : CAMPO_OBRIGATORIO) } : {}}
      render={({ field, fieldState }) => (
        <EntradaMascarada
          {...resto}
          // The asterisk also where the contract requires the field (the rule above stays the caller's).
          obrigatorio={resto.obrigatorio ?? exigido}
          regras={regras}
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

type PropsEntrada = Omit<PropsCampoMascarado<FieldValues>, 'nome'> & {
  regras: RegrasMascara;
  nomeCampo: string;
  valor: string | null;
  aoMudar: (v: string | null) => void;
  aoSair: () => void;
  refCampo: (el: HTMLInputElement | null) => void;
  erro: string | undefined;
};

function EntradaMascarada({
  rotulo,
  obrigatorio,
  enterAvanca = true,
  regras,
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
  const [texto, setTexto] = useState(() => regras.paraTexto(valor));
  // The last value this field gave the form: anything else came from outside (reset, server data)
  // and replaces what is shown.
  const emitido = useRef(valor);
  useEffect(() => {
    if (valor === emitido.current) return;
    emitido.current = valor;
    setTexto(regras.paraTexto(valor));
  }, [valor, regras]);
  const aplicar = ({ texto: novo, valor: v }: Leitura) => {
    setTexto(novo);
    emitido.current = v;
    aoMudar(v);
  };

  const adorno = regras.adorno?.(valor, (v) => aplicar({ texto: regras.paraTexto(v), valor: v }));
  return (
    <TextField
      {...resto}
      label={rotulo}
      fullWidth
      name={nomeCampo}
      inputRef={refCampo}
      value={texto}
      required={obrigatorio}
      placeholder={regras.placeholder}
      onChange={(e) => aplicar(regras.aoDigitar(e.target.value))}
      onBlur={() => {
        const saida = regras.aoSair(texto);
        if (saida) aplicar(saida);
        aoSair();
      }}
      onKeyDown={enterAvanca ? avancarComEnter : undefined}
      error={!!erro}
      helperText={erro ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          maxLength: regras.maxLength,
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object),
        },
        ...(adorno ? { input: { endAdornment: adorno } } : {}),
      }}
    />
  );
}
