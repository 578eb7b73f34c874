import { normalizarTelefone } from '@rodada/contracts';

/**
 * Input masks (spec 2 §5), the one mask implementation of the app. Tokens: `#` a digit, `A` a
 * letter (upper-cased), `S` a letter or digit (upper-cased), `X` a letter or digit (upper-cased).
 * Any other character is a literal inserted as the user types.
 */
export const MASCARAS = {
  cpf: '###.###.###-##',
  /** Alphanumeric since 2026 (spec D5): 12 letters/digits, 2 check digits. */
  cnpj: 'SS.SSS.SSS/SSSS-##',
  cep: '#####-###',
  telefone: '(##) ####-####',
  celular: '(##) #####-####',
  /** Old AAA-#### and Mercosul AAA#A## plates (spec 2 §5: AAA-#X##). */
  placa: 'AAA-#X##',
  data: '##/##/####',
} as const;

const aceita: Record<string, RegExp> = { '#': /\d/, A: /[a-zA-Z]/, S: /[a-zA-Z0-9]/, X: /[a-zA-Z0-9]/ };

/** Formats raw input with a mask, dropping characters the mask does not accept. */
export function aplicarMascara(valor: string, mascara: string): string {
  const brutos = [...valor].filter((c) => /[a-zA-Z0-9]/.test(c));
  let saida = '';
  let i = 0;
  for (const token of mascara) {
    if (i >= brutos.length) break;
    const regra = aceita[token];
    if (!regra) {
      saida += token;
      continue;
    }
    // Skip input characters this slot cannot take (a letter typed where a digit goes).
    while (i < brutos.length && !regra.test(brutos[i]!)) i++;
    if (i >= brutos.length) break;
    saida += brutos[i]!.toUpperCase();
    i++;
  }
  return saida;
}

/**
 * Phone with 10 or 11 digits: the landline mask until the 11th digit arrives. A pasted or
 * autofilled number with Brazil's country code ('+55 81 99999-8888') loses it, as on the server
 * (normalizarTelefone). `anterior` is what the field held: one digit typed past a complete number is
 * ignored, never read as a country code ('(55) 99999-1100' + '3' stays as it was).
 */
export function mascararTelefone(valor: string, anterior = ''): string {
  const soDigitos = valor.replace(/\D/g, '');
  const digitouMaisUm = valor.length === anterior.length + 1 && anterior.replace(/\D/g, '').length >= 11;
  const digitos = digitouMaisUm ? soDigitos : normalizarTelefone(valor);
  return aplicarMascara(digitos, digitos.length > 10 ? MASCARAS.celular : MASCARAS.telefone);
}
