/**
 * Printing from the web (spec 3 §4 "Printing", spec 2 §9 "Print mode"): every print call goes
 * through imprimir(), which picks the mode from the device state and shows the result.
 *
 * Usage (a print endpoint declared with `arquivo: impressoes.ARQUIVO_PDF`, see
 * packages/contracts/src/endpoints/impressoes.ts):
 *
 *   <BotaoImprimir contrato={clientes.imprimirClientes} query={{ busca }}
 *                  mensagemDeErro="Erro ao imprimir listagem de clientes" />   // components/botao-imprimir
 *
 *   // in a row menu (useImprimir gives the same progress flag the button shows):
 *   const { imprimindo, imprimir } = useImprimir();
 *   <MenuItem disabled={imprimindo} onClick={() => void imprimir(clientes.imprimirFicha, { params: { id } }, 'Erro ao imprimir')}>
 *
 *   // or plainly: await imprimir(contrato, { params, query }, 'Erro ao imprimir …');
 *
 * Mode: remote (the selected round's print island) when the impressao_remota setting is on and a
 * round is selected, local otherwise; the query gets `impressao` and `rodada_id` (the selected
 * round, when there is one). Local: the PDF opens in the print preview (components/visualizador-pdf,
 * mounted once by the shell) with 'Abrir em nova Página' and 'Fechar'. Remote: the success snackbar
 * 'Impressão encaminhada para a Ilha de Impressão com sucesso'. Failure: `mensagemDeErro` as an error
 * snackbar — or the server's own message when it refuses the input (400/422, e.g. the island
 * outside the round's dates); a 401 is handled by the shell (session expired), nothing more shown.
 */
import { create } from 'zustand';
import type { Endpoint, ParamsDe, QueryDe } from '@rodada/contracts';
import { ApiError, buscarNaRede, ErroDeConexao, erroDaResposta, urlDaChamada, type Envelope } from './api';
import { avisar } from './avisos';
import { useEstadoLocal } from './estado-local';

/** What a print call answered: the PDF (local) or the island's confirmation (remote). */
export type ResultadoImpressao = { tipo: 'pdf'; pdf: Blob } | { tipo: 'remota'; msg: string };

/** The print fields imprimir() adds; the caller passes only the call's own filters. */
type CamposDeImpressao = 'impressao' | 'rodada_id';
export type OpcoesImpressao<E extends Endpoint> = {
  params?: ParamsDe<E>;
  query?: Omit<NonNullable<QueryDe<E>>, CamposDeImpressao>;
  /** Title of the print preview (default 'Impressão'). */
  titulo?: string;
};

/** The device state that decides the mode (spec 1 §3: impressao_remota, the selected round). */
export interface ModoDoAparelho {
  impressaoRemota: boolean;
  rodadaId: number | null;
}

/**
 * The query of a print call: the caller's filters plus `impressao` (remota only with the setting on
 * and a round selected) and `rodada_id` (the selected round, when there is one).
 */
export function consultaDeImpressao<Q extends object>(
  query: Q | undefined,
  modo: ModoDoAparelho,
): Q & { impressao: 'local' | 'remota'; rodada_id?: number } {
  const remota = modo.impressaoRemota && modo.rodadaId !== null;
  return {
    ...(query ?? ({} as Q)),
    impressao: remota ? 'remota' : 'local',
    ...(modo.rodadaId !== null ? { rodada_id: modo.rodadaId } : {}),
  };
}

/** How long a print may take: a PDF of a long list is slower than a JSON call. */
const TEMPO_LIMITE_IMPRESSAO_MS = 120_000;

/** The message shown for a failed print: the server's for refused input, else the caller's. */
export function mensagemDaFalha(erro: unknown, mensagemDeErro: string): string | null {
  if (erro instanceof ApiError) {
    if (erro.httpStatus === 401) return null; // the shell already says the session expired
    if (erro instanceof ErroDeConexao) return erro.msg;
    if ((erro.httpStatus === 400 || erro.httpStatus === 422) && erro.msg) return erro.msg;
  }
  return mensagemDeErro;
}

/**
 * Calls a print endpoint with the device's session (the HttpOnly cookie and X-Requested-With, as
 * lib/api.ts chamar does) and reads its answer: a PDF, or the JSON `{status: 1, msg}` of a remote
 * print. Throws ApiError like chamar; a 401 runs the shell's session handler.
 */
export async function buscarImpressao<E extends Endpoint>(
  ep: E,
  opcoes: { params?: ParamsDe<E>; query?: QueryDe<E> },
  signal?: AbortSignal,
): Promise<ResultadoImpressao> {
  const { resposta, pdf, json } = await buscarNaRede(
    urlDaChamada(ep, opcoes.params, opcoes.query),
    {
      method: ep.method,
      credentials: 'same-origin',
      headers: { Accept: 'application/pdf, application/json', 'X-Requested-With': 'XMLHttpRequest' },
    },
    async (r) => {
      const ehPdf = r.ok && (r.headers.get('content-type') ?? '').startsWith('application/pdf');
      return {
        resposta: r,
        pdf: ehPdf ? await r.blob() : null,
        json: ehPdf ? null : ((await r.json().catch(() => null)) as Envelope),
      };
    },
    // A long list takes the server a while to lay out as PDF.
    { signal, tempoLimiteMs: TEMPO_LIMITE_IMPRESSAO_MS },
  );
  if (pdf) return { tipo: 'pdf', pdf };
  if (resposta.ok && json?.status === 1) return { tipo: 'remota', msg: json.msg };
  throw erroDaResposta(ep, resposta.status, json);
}

/** The print preview's state (components/visualizador-pdf.tsx): one PDF at a time. */
interface EstadoVisualizador {
  /** Object URL of the PDF on screen, or null when closed. */
  url: string | null;
  titulo: string;
  abrir: (pdf: Blob, titulo: string) => void;
  fechar: () => void;
}

/** How long a closed preview's URL stays valid, for a tab opened from it to finish loading. */
const ATRASO_REVOGAR_MS = 60_000;

export const useVisualizadorPdf = create<EstadoVisualizador>()((set, get) => ({
  url: null,
  titulo: '',
  abrir: (pdf, titulo) => {
    get().fechar();
    set({ url: URL.createObjectURL(pdf), titulo });
  },
  fechar: () => {
    const url = get().url;
    if (!url) return;
    set({ url: null });
    setTimeout(() => URL.revokeObjectURL(url), ATRASO_REVOGAR_MS);
  },
}));

/**
 * Prints through a print endpoint in the device's mode and shows the result (see the note above).
 * Answers what the server sent, or null when it failed (the snackbar was shown).
 */
export async function imprimir<E extends Endpoint>(
  ep: E,
  opcoes: OpcoesImpressao<E>,
  mensagemDeErro: string,
): Promise<ResultadoImpressao | null> {
  const estado = useEstadoLocal.getState();
  const query = consultaDeImpressao(opcoes.query, {
    impressaoRemota: estado.impressaoRemota,
    rodadaId: estado.rodada?.id ?? null,
  }) as QueryDe<E>;
  try {
    const resultado = await buscarImpressao(ep, {
      ...(opcoes.params ? { params: opcoes.params } : {}),
      query,
    });
    if (resultado.tipo === 'pdf')
      useVisualizadorPdf.getState().abrir(resultado.pdf, opcoes.titulo ?? 'Impressão');
    else avisar(resultado.msg, 'success');
    return resultado;
  } catch (erro) {
    const msg = mensagemDaFalha(erro, mensagemDeErro);
    if (msg) avisar(msg, 'error');
    return null;
  }
}

/**
 * Opens the PDF in a new page (the preview's 'Abrir em nova Página'); when the browser blocks the
 * new page, downloads it instead.
 */
export function abrirEmNovaPagina(url: string, nomeArquivo: string, w: Window = window): void {
  // No 'noopener': with it open() answers null even when the page opened, and null is how a
  // blocked popup shows. The page is our own PDF (a blob: URL), so the opener link is harmless.
  const aberta = w.open(url, '_blank');
  if (aberta) return;
  const link = w.document.createElement('a');
  link.href = url;
  link.download = nomeArquivo;
  link.rel = 'noopener';
  w.document.body.appendChild(link);
  link.click();
  link.remove();
}
