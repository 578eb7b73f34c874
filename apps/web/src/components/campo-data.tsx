import { useEffect, useRef, useState } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { CAMPO_OBRIGATORIO, DATA_MINIMA, dataParaTexto, mascararData, textoParaData } from '../lib/entradas';
import { avancarComEnter } from './campo-texto';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'defaultValue'> & {
  nome: Path<T>;
  rotulo: string;
  /** 'Campo Obrigatório' when empty (forms without a zod resolver; with one, the schema decides). */
  obrigatorio?: boolean;
  /** Earliest date accepted, 'yyyy-mm-dd' (shipments: today, spec 2 §5); earlier ones are cleared. */
  min?: string;
  /** Enter moves to the next field (default true). */
  enterAvanca?: boolean;
};

/** Whether the browser can open its own date picker from script (Chrome 99+, Safari 16+). */
const temSeletorNativo = () =>
  typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/**
 * The date field of every form (spec 1 §5 "Shared inputs"): typed with the mask ##/##/####, held in
 * the form as 'yyyy-mm-dd' or null. A date that does not exist, is before 2003-01-01 or before `min`
 * is cleared when the field is left. The calendar button opens the browser's own date picker where
 * there is one.
 *
 *   <CampoData<FormRemessa> nome="data_saida" rotulo="Data de Saída" obrigatorio min={hojeEmSaoPaulo(new Date())} />
 */
export function CampoData<T extends FieldValues>({ nome, rotulo, obrigatorio, min, ...resto }: Props<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={nome}
      rules={obrigatorio ? { validate: (v: unknown) => (v ? true : CAMPO_OBRIGATORIO) } : {}}
      render={({ field, fieldState }) => (
        <EntradaData
          {...resto}
          rotulo={rotulo}
          min={min}
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

function EntradaData({
  rotulo,
  min,
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
  const [texto, setTexto] = useState(() => dataParaTexto(valor));
  const seletor = useRef<HTMLInputElement>(null);
  // The last value this field gave the form: anything else came from outside (reset, server data)
  // and replaces what is shown.
  const emitido = useRef(valor);
  useEffect(() => {
    if (valor === emitido.current) return;
    emitido.current = valor;
    setTexto(dataParaTexto(valor));
  }, [valor]);
  const emitir = (v: string | null) => {
    emitido.current = v;
    aoMudar(v);
  };

  const minimo = min && min > DATA_MINIMA ? min : DATA_MINIMA;
  const ajuda = min ? `A partir de ${dataParaTexto(min)}` : undefined;
  return (
    <TextField
      {...resto}
      label={rotulo}
      fullWidth
      name={nomeCampo}
      inputRef={refCampo}
      value={texto}
      required={obrigatorio}
      placeholder="dd/mm/aaaa"
      onChange={(e) => {
        const novo = mascararData(e.target.value);
        setTexto(novo);
        emitir(textoParaData(novo, min));
      }}
      onBlur={() => {
        // Incomplete, nonexistent, before 2003-01-01 or before min: cleared (spec 1 §5).
        if (texto && !textoParaData(texto, min)) {
          setTexto('');
          emitir(null);
        }
        aoSair();
      }}
      onKeyDown={enterAvanca ? avancarComEnter : undefined}
      error={!!erro}
      helperText={erro ?? helperText ?? ajuda}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          maxLength: 10,
          autoComplete: 'off',
          ...(slotProps?.htmlInput as object),
        },
        input: temSeletorNativo()
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={`Abrir calendário: ${rotulo}`}
                    edge="end"
                    tabIndex={-1}
                    disabled={resto.disabled}
                    onClick={() => seletor.current?.showPicker()}
                  >
                    <CalendarIcon />
                  </IconButton>
                  {/* The browser's picker; its choice fills the masked field. */}
                  <input
                    ref={seletor}
                    type="date"
                    aria-hidden
                    tabIndex={-1}
                    min={minimo}
                    value={valor ?? ''}
                    onChange={(e) => {
                      const iso = e.target.value;
                      const aceito = iso && iso >= minimo ? iso : null;
                      setTexto(dataParaTexto(aceito));
                      emitir(aceito);
                    }}
                    style={{
                      position: 'absolute',
                      right: 0,
                      bottom: 0,
                      width: 1,
                      height: 1,
                      opacity: 0,
                      border: 0,
                      padding: 0,
                    }}
                  />
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    />
  );
}
