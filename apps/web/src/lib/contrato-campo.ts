import type { z } from 'zod';

/**
 * What a form field's contract (the zod schema of packages/contracts the server validates with)
 * says about the field, read from the schema itself so the form never copies a number: its maximum
 * length and whether it may be left empty (issue 9 §8).
 */

type Esquema = z.core.$ZodType;
type Def = Esquema['_zod']['def'] & {
  innerType?: Esquema;
  in?: Esquema;
  out?: Esquema;
  shape?: Record<string, Esquema>;
  element?: Esquema;
  options?: readonly Esquema[];
  left?: Esquema;
  right?: Esquema;
};

const def = (e: Esquema) => e._zod.def as Def;

/** Types that only wrap another schema (optional, nullable, default…): the field is the inner one. */
const INVOLUCROS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** The schemas a value passes through, outermost first: wrappers, both ends of a pipe, union options. */
function camadas(esquema: Esquema): Esquema[] {
  const d = def(esquema);
  if (INVOLUCROS.has(d.type) && d.innerType) return [esquema, ...camadas(d.innerType)];
  if (d.type === 'pipe' && d.in && d.out) return [esquema, ...camadas(d.in), ...camadas(d.out)];
  if (d.type === 'union' && d.options) return [esquema, ...d.options.flatMap(camadas)];
  if (d.type === 'intersection' && d.left && d.right)
    return [esquema, ...camadas(d.left), ...camadas(d.right)];
  if (d.type === 'lazy') return [esquema, ...camadas((esquema as unknown as { unwrap(): Esquema }).unwrap())];
  return [esquema];
}

/** The schema of the field at a react-hook-form path ('endereco.bairro', 'lojas.0.nome'), if any. */
export function esquemaDoCampo(esquema: unknown, caminho: string): Esquema | undefined {
  let atual = esquema as Esquema | undefined;
  for (const parte of caminho.split('.')) {
    if (!atual?._zod) return undefined;
    let proximo: Esquema | undefined;
    for (const c of camadas(atual)) {
      const d = def(c);
      if (d.type === 'object' && d.shape && parte in d.shape) proximo = d.shape[parte];
      else if (d.type === 'array' && /^\d+$/.test(parte)) proximo = d.element;
      if (proximo) break;
    }
    atual = proximo;
  }
  return atual?._zod ? atual : undefined;
}

/**
 * The maximum length the contract allows for the field at `caminho` of `esquema`, for the input's
 * `maxLength`; undefined when the field has none (or is not text).
 */
export function maxLengthDoEsquema(esquema: unknown, caminho: string): number | undefined {
  const campo = esquemaDoCampo(esquema, caminho);
  if (!campo) return undefined;
  for (const c of camadas(campo)) {
    const max = (c as unknown as { maxLength?: number | null }).maxLength;
    if (def(c).type === 'string' && typeof max === 'number') return max;
  }
  return undefined;
}

/** Whether the contract refuses the field at `caminho` left empty (blank, missing or null): a required field. */
export function exigidoNoEsquema(esquema: unknown, caminho: string): boolean {
  const campo = esquemaDoCampo(esquema, caminho);
  if (!campo) return false;
  const aceita = (v: unknown) => (campo as unknown as z.ZodType).safeParse(v).success;
  return !aceita('') && !aceita(undefined) && !aceita(null);
}

/**
 * The slotProps of a plain MUI TextField bound with `register` (the shell's dialogs): its input's
 * maxLength from the contract, as CampoTexto does inside a ContratoDoFormulario.
 */
export function limiteDoCampo(esquema: unknown, caminho: string): { htmlInput: { maxLength?: number } } {
  const max = maxLengthDoEsquema(esquema, caminho);
  return { htmlInput: max === undefined ? {} : { maxLength: max } };
}
