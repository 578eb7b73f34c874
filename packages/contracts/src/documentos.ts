/**
 * CNPJ, CPF and CEP (spec D5 and D6; spec 2 §5: checked by check digits, repeated-digit values
 * rejected). Normalisers only clean the text; validators decide. Formatters never hide what is stored:
 * a value that does not normalise to the full length is returned unchanged.
 */

/** Separators a user or an old mask may type: dots, slashes, hyphens and any whitespace. */
const SEPARADORES = /[./\-\s]/g;

/** Same character throughout ('00000000000000', '111.111.111-11'): passes mod 11, still invalid. */
function repetido(s: string): boolean {
  return /^(.)\1*$/.test(s);
}

/**
 * Mod-11 check digit over `valores` with weights cycling 2..`pesoMaximo` from the right: remainder below
 * 2 gives 0, otherwise 11 − remainder. CPF uses weights up to 11 (10..2 and 11..2), CNPJ up to 9.
 */
function digitoMod11(valores: readonly number[], pesoMaximo: number): number {
  let soma = 0;
  let peso = 2;
  for (let i = valores.length - 1; i >= 0; i--) {
    soma += (valores[i] ?? 0) * peso;
    peso = peso === pesoMaximo ? 2 : peso + 1;
  }
  const resto = soma % 11;
  return resto < 2 ? 0 : 11 - resto;
}

/** Removes CNPJ punctuation and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. Does not validate. */
export function normalizarCnpj(s: string): string {
  return s.replace(SEPARADORES, '').toUpperCase();
}

/**
 * Whether a CNPJ is valid, numeric or alphanumeric (spec D5, IN RFB 2.229/2024): 12 characters
 * [0-9A-Z] then 2 numeric check digits, mod 11 with each character worth its ASCII code minus 48
 * (so digits keep their value and 'A' is 17). Repeated characters are invalid.
 */
export function cnpjValido(s: string): boolean {
  const cnpj = normalizarCnpj(s);
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || repetido(cnpj)) return false;
  return cnpjComDigitos(cnpj.slice(0, 12)) === cnpj;
}

/**
 * A CNPJ from its 12 leading characters (digits, or letters in the alphanumeric form of spec D5)
 * followed by its two check digits. Throws on a malformed base. Used by data generators and tests.
 */
export function cnpjComDigitos(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(`Base de CNPJ inválida: ${base12}`);
  const valores = [...base].map((c) => c.charCodeAt(0) - 48);
  const dv1 = digitoMod11(valores, 9);
  const dv2 = digitoMod11([...valores, dv1], 9);
  return `${base}${dv1}${dv2}`;
}

/** CNPJ for display, 'SS.SSS.SSS/SSSS-NN'; a value that is not 14 characters comes back unchanged. */
export function formatarCnpj(s: string): string {
  const cnpj = normalizarCnpj(s);
  if (cnpj.length !== 14) return s;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}

/** Removes CPF punctuation: '529.982.247-25' → '52998224725'. Does not validate. */
export function normalizarCpf(s: string): string {
  return s.replace(SEPARADORES, '');
}

/** Whether a CPF is valid: 11 digits, mod-11 check digits, not all the same digit (spec 2 §5). */
export function cpfValido(s: string): boolean {
  const cpf = normalizarCpf(s);
  if (!/^\d{11}$/.test(cpf) || repetido(cpf)) return false;
  return cpfComDigitos(cpf.slice(0, 9)) === cpf;
}

/** A CPF from its 9 leading digits followed by its two check digits. Throws on a malformed base. */
export function cpfComDigitos(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError(`Base de CPF inválida: ${base9}`);
  const valores = [...base9].map(Number);
  const dv1 = digitoMod11(valores, 11);
  const dv2 = digitoMod11([...valores, dv1], 11);
  return `${base9}${dv1}${dv2}`;
}

/** CPF for display, '###.###.###-##'; a value that is not 11 digits comes back unchanged. */
export function formatarCpf(s: string): string {
  const cpf = normalizarCpf(s);
  if (!/^\d{11}$/.test(cpf)) return s;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/**
 * A 'CPF/CNPJ' column (spec 2 §2, representatives): formats as CPF when the value has 11 digits, as
 * CNPJ when it has 14 characters, otherwise returns it unchanged.
 */
export function formatarCpfOuCnpj(s: string): string {
  return /^\d{11}$/.test(normalizarCpf(s)) ? formatarCpf(s) : formatarCnpj(s);
}

/**
 * CEP to the 8 digits stored (spec D6), accepting either mask ('01310-100', the old '01.310-100')
 * or none; null when the result is not exactly 8 digits.
 */
export function normalizarCep(s: string): string | null {
  const cep = s.replace(SEPARADORES, '');
  return /^\d{8}$/.test(cep) ? cep : null;
}

/** CEP for display, '#####-###' (spec D6); a value that is not a CEP comes back unchanged. */
export function formatarCep(s: string): string {
  const cep = normalizarCep(s);
  return cep === null ? s : `${cep.slice(0, 5)}-${cep.slice(5)}`;
}

/**
 * A phone's digits without Brazil's country code: '+55 81 99999-8888', '0055 81 …' and
 * '5581999998888' are (81) 99999-8888. Only 55 (or 0055) followed by 10 or 11 digits is a country
 * code: a Brazilian number has at most 11 digits, so '(55) 99999-1100', with DDD 55, stays as it is.
 * Shared by the contracts' telefone fields and the web's phone mask, so both read a paste alike.
 */
export function normalizarTelefone(s: string): string {
  const digitos = s.replace(/\D/g, '');
  return /^(?:00)?55(\d{10,11})$/.exec(digitos)?.[1] ?? digitos;
}
