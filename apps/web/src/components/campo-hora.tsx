import type { FieldValues } from 'react-hook-form';
import { mascararHora, textoParaHora } from '../lib/entradas';
import { CampoMascarado, type PropsCampoMascarado, type RegrasMascara } from './campo-mascarado';

const REGRAS_HORA: RegrasMascara = {
  paraTexto: (valor) => valor ?? '',
  aoDigitar: (digitado) => {
    const texto = mascararHora(digitado);
    // Only a complete HH:mm is a value while typing; short forms wait for the blur.
    return { texto, valor: texto.length === 5 ? textoParaHora(texto) : null };
  },
  aoSair: (texto) => {
    // The digits decide: '930' (shown 93:0 while typing) is 09:30; what is not a time is cleared.
    const hora = textoParaHora(texto.replace(/\D/g, ''));
    return { texto: hora ?? '', valor: hora };
  },
  placeholder: 'hh:mm',
  maxLength: 5,
};

/**
 * The time field of every form (spec 1 §5: 24-hour time): typed with the mask HH:mm, held in the form
 * as 'HH:mm' or null. Leaving the field completes short forms ('9' → 09:00, '930' → 09:30) and clears
 * what is not a time (24:00, 12:60).
 *
 *   <CampoHora<FormRemessa> nome="hora_saida" rotulo="Hora de Saída" obrigatorio />
 */
export function CampoHora<T extends FieldValues>(props: PropsCampoMascarado<T>) {
  return <CampoMascarado<T> {...props} regras={REGRAS_HORA} />;
}
