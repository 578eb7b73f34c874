import type { FastifyReply } from 'fastify';
import type { Ator } from '@rodada/domain';
import type { Deps } from '../../lib/deps.js';
import { gerarPdfLista, type ListaPdf } from '../../lib/pdf.js';
import { entregarImpressao, type Impressao } from './entregar.js';

// Pieces every printed list shares (spec 2 §7 "Printing"): the subtitle with the search and the
// count, phones as the screens show them, and "build the PDF, then deliver it" (entregar.ts).

/** '(##) ####-####' or '(##) #####-####'; anything else as stored; nothing for none. */
export function formatarTelefone(t: string | null): string {
  if (!t) return '';
  if (t.length === 10) return `(${t.slice(0, 2)}) ${t.slice(2, 6)}-${t.slice(6)}`;
  if (t.length === 11) return `(${t.slice(0, 2)}) ${t.slice(2, 7)}-${t.slice(7)}`;
  return t;
}

/** A row's phone and mobile, formatted and joined with ' / '. */
export const telefones = (telefone: string | null, celular: string | null) =>
  [formatarTelefone(telefone), formatarTelefone(celular)].filter(Boolean).join(' / ');

/**
 * The subtitle of a printed list: the search, and how many rows (`rotulo`, e.g. 'cliente(s)') or
 * the first N of how many when the print limit cut it.
 */
export function subtituloDaLista(
  busca: string | undefined,
  impressas: number,
  total: number,
  rotulo: string,
): string {
  return [
    busca ? `Busca: "${busca}"` : null,
    total > impressas ? `Primeiros ${impressas} de ${total}` : `${total} ${rotulo}`,
  ]
    .filter((x): x is string => x !== null)
    .join(' · ');
}

/** Builds the list's PDF (dated by the clock) and delivers it locally or to the print island. */
export async function imprimirLista(
  deps: Deps,
  ator: Ator,
  reply: FastifyReply,
  lista: ListaPdf,
  entrega: Omit<Impressao, 'pdf'>,
) {
  const pdf = await gerarPdfLista(lista, { agora: deps.clock.agora() });
  return entregarImpressao(deps, ator, reply, { ...entrega, pdf });
}
