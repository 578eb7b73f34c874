import { normalizarCep, type referencias } from '@rodada/contracts';

/**
 * The CEP fill of the address forms (docs/decisions/012-entradas-brasileiras.md), as pure rules;
 * components/campos-endereco.tsx runs the lookup (GET /api/cep/:cep) and applies them.
 */

/** The parts of an address a CEP knows. Número, complemento, phones and email are never touched. */
export type ParteDoCep = 'rua' | 'bairro' | 'estado_id' | 'cidade_id';
const PARTES: readonly ParteDoCep[] = ['rua', 'bairro', 'estado_id', 'cidade_id'];

/**
 * The CEP to look up after the user edited the field, or null: only a complete, valid CEP other
 * than `descrito`, the CEP the address fields describe (the loaded address's, before any lookup;
 * then the last one looked up). So a loaded address is never replaced by retyping its own CEP, and
 * going back to it after another one fills it again.
 */
export function cepParaConsultar(texto: string, descrito: string | null): string | null {
  const cep = normalizarCep(texto);
  return cep && cep !== descrito ? cep : null;
}

/**
 * What a found CEP writes into the form. Each part the answer has replaces the field, whatever it
 * held: it was typed for another CEP, or is empty. A part the answer lacks (a city-wide CEP has no
 * street or district; a city missing from our table) is cleared when the previous lookup had
 * filled it, so nothing of the old address stays, and kept when the person typed it; but a city
 * is never kept in another state (as choosing a state clears the city). `preenchidos` is what this
 * fill wrote, for the next one.
 */
export function preenchimentoDoCep(
  endereco: referencias.EnderecoDoCep,
  preenchidosAntes: ReadonlySet<ParteDoCep>,
  estadoAtual: number | string | null = null,
): { valores: Partial<Record<ParteDoCep, string | number | null>>; preenchidos: Set<ParteDoCep> } {
  const valores: Partial<Record<ParteDoCep, string | number | null>> = {};
  const preenchidos = new Set<ParteDoCep>();
  for (const parte of PARTES) {
    const valor = endereco[parte];
    if (valor !== '' && valor !== null) {
      valores[parte] = valor;
      preenchidos.add(parte);
    } else if (preenchidosAntes.has(parte)) {
      valores[parte] = typeof valor === 'string' ? '' : null;
    }
  }
  const trocouDeEstado = endereco.estado_id !== null && endereco.estado_id !== Number(estadoAtual);
  if (endereco.cidade_id === null && trocouDeEstado) valores.cidade_id = null;
  return { valores, preenchidos };
}
