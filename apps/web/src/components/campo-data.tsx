import { useRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { IconButton, InputAdornment } from '@mui/material';
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { DATA_MINIMA, dataParaTexto, mascararData, textoParaData } from '../lib/entradas';
import { CampoMascarado, type PropsCampoMascarado, type RegrasMascara } from './campo-mascarado';

type Props<T extends FieldValues> = PropsCampoMascarado<T> & {
  /** Earliest date accepted, 'yyyy-mm-dd' (shipments: today, spec 2 §5); earlier ones are cleared. */
  min?: string;
  /**
   * The floor below which a typed date is cleared, 'yyyy-mm-dd': 2003-01-01 by default (spec 1 §5);
   * a birth date lowers it (e.g. '1900-01-01'). Unlike `min`, it adds no helper text.
   */
  minimo?: string;
  /** Latest date accepted, 'yyyy-mm-dd' (a birth date: today); later ones are cleared. */
  maximo?: string;
};

/** Whether the browser can open its own date picker from script (Chrome 99+, Safari 16+). */
const temSeletorNativo = () =>
  typeof HTMLInputElement !== 'undefined' && 'showPicker' in HTMLInputElement.prototype;

/** The browser's picker behind the calendar button; its choice fills the masked field. */
function SeletorNativo({
  rotulo,
  desativado,
  valor,
  minimo,
  maximo,
  definir,
}: {
  rotulo: string;
  desativado: boolean | undefined;
  valor: string | null;
  minimo: string;
  maximo: string | undefined;
  definir: (v: string | null) => void;
}) {
  const seletor = useRef<HTMLInputElement>(null);
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={`Abrir calendário: ${rotulo}`}
        edge="end"
        tabIndex={-1}
        disabled={desativado}
        onClick={() => seletor.current?.showPicker()}
      >
        <CalendarIcon />
      </IconButton>
      <input
        ref={seletor}
        type="date"
        aria-hidden
        tabIndex={-1}
        min={minimo}
        max={maximo}
        value={valor ?? ''}
        onChange={(e) => {
          const iso = e.target.value;
          definir(iso && iso >= minimo && (!maximo || iso <= maximo) ? iso : null);
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
  );
}

/**
 * The date field of every form (spec 1 §5 "Shared inputs"): typed with the mask ##/##/####, held in
 * the form as 'yyyy-mm-dd' or null. A date that does not exist, is before 2003-01-01 (or `minimo`),
 * before `min` or after `maximo` is cleared when the field is left. The calendar button opens the
 * browser's own date picker where there is one.
 *
 *   <CampoData<FormRemessa> nome="data_saida" rotulo="Data de Saída" obrigatorio min={hojeEmSaoPaulo(new Date())} />
 *   <CampoData<FormFornecedor> nome="data_nascimento" rotulo="Data de Nascimento" minimo="1900-01-01" maximo={hoje} />
 */
export function CampoData<T extends FieldValues>({ min, minimo, maximo, helperText, ...resto }: Props<T>) {
  const piso = minimo ?? DATA_MINIMA;
  const inicio = min && min > piso ? min : piso;
  const limites = { minimo: piso, maximo };
  const regras: RegrasMascara = {
    paraTexto: dataParaTexto,
    aoDigitar: (digitado) => {
      const texto = mascararData(digitado);
      return { texto, valor: textoParaData(texto, min, limites) };
    },
    // Incomplete, nonexistent or out of bounds: cleared (spec 1 §5).
    aoSair: (texto) => (texto && !textoParaData(texto, min, limites) ? { texto: '', valor: null } : null),
    placeholder: 'dd/mm/aaaa',
    maxLength: 10,
    ...(temSeletorNativo()
      ? {
          adorno: (valor, definir) => (
            <SeletorNativo
              rotulo={resto.rotulo}
              desativado={resto.disabled}
              valor={valor}
              minimo={inicio}
              maximo={maximo}
              definir={definir}
            />
          ),
        }
      : {}),
  };
  return (
    <CampoMascarado<T>
      {...resto}
      helperText={helperText ?? (min ? `A partir de ${dataParaTexto(min)}` : undefined)}
      regras={regras}
    />
  );
}
