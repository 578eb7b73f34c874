import type { BodyDe, Endpoint, Erro, ParamsDe, QueryDe, RespostaDe } from '@rodada/contracts';
// The zod-free entry: this client is in the first load of / (issue 13 §8); it never validates answers.
import { MSG, montarCaminho } from '@rodada/contracts/leve';
import { useEstadoLocal } from './estado-local';

/**
 * The contracts' endpoints (with their zod schemas), loaded on demand: code in the first load of `/`
 * (the shell's session and badges) reaches its endpoints through this, so zod stays out of it
 * (issue 13 §8). Screens loaded on demand import '@rodada/contracts' directly.
 */
export const contratos = () => import('./contratos-sob-demanda');

/** A failed call: the server's `{status: 2, msg, errors?}` plus the HTTP code. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly msg: string,
    readonly errors?: Record<string, string>,
    readonly motivo?: string,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

/** What a user reads when a call got no answer (ADR 010); the spec has no text of its own for it. */
export const MSG_SEM_CONEXAO = 'Sem conexão com o servidor. Verifique a internet e tente novamente.';

/** Why a call got no answer: the device is offline, the network failed, or the server took too long. */
export type CausaSemConexao = 'offline' | 'rede' | 'tempo';

/**
 * A call that got no answer from the server. An ApiError (HTTP code 0) whose message says there is no
 * connection, so every screen that shows `erro.msg` already says the right thing.
 */
export class ErroDeConexao extends ApiError {
  constructor(readonly causa: CausaSemConexao) {
    super(0, MSG_SEM_CONEXAO);
    this.name = 'ErroDeConexao';
  }
}

/** How long a call may take before it counts as no connection: a dead Wi-Fi never hangs a screen. */
export const TEMPO_LIMITE_MS = 30_000;

/**
 * Whether a failed data load is tried again (TanStack's `retry`): never for a refusal the server
 * explained (4xx) nor with the device offline or after the 30 s limit, where the screen's error and
 * its 'Tentar novamente' serve better than a minute of waiting; a dropped connection twice; a
 * server error three times.
 */
export function tentarCargaDeNovo(falhas: number, erro: unknown): boolean {
  if (erro instanceof ErroDeConexao) return erro.causa === 'rede' && falhas < 2;
  if (erro instanceof ApiError && erro.httpStatus >= 400 && erro.httpStatus < 500) return false;
  return falhas < 3;
}

/** True when the browser knows the device has no network at all (navigator.onLine false). */
export function aparelhoSemRede(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** A gateway's answer while the API is down (502/503/504 without our envelope) also means no server. */
const GATEWAY = new Set([502, 503, 504]);

/** GET answers asked for before the screens that need them existed (lib/antecipar-loja), by URL. */
const antecipadas = new Map<string, Promise<Response | null>>();

/**
 * Asks for `url` now (GET, the same headers as chamar), so the first call of that very URL takes the
 * answer instead of asking again (issue 13 §8: the shop's banners, the largest paint of /, asked for
 * while the shop's code still loads). No answer: null, and that call asks the network itself.
 */
export function anteciparLeitura(url: string): Promise<Response | null> {
  const resposta = fetch(url, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  }).catch(() => null);
  antecipadas.set(url, resposta);
  return resposta;
}

/** The answer anteciparLeitura asked for, for a GET of exactly that URL, taken once; else null. */
export function respostaAntecipada(url: string, init: RequestInit): Promise<Response | null> | null {
  if ((init.method ?? 'GET') !== 'GET') return null;
  const resposta = antecipadas.get(url);
  if (!resposta) return null;
  antecipadas.delete(url);
  return resposta;
}

/**
 * fetch with the network rules of every call (ADR 010): refuses at once when the device is offline,
 * gives up after `tempoLimiteMs` (reading the body included, in `ler`), and turns a failed network
 * or the time limit into ErroDeConexao. The caller's own abort stays an AbortError (a cancelled query).
 */
export async function buscarNaRede<T>(
  url: string,
  init: RequestInit,
  ler: (resposta: Response) => Promise<T>,
  opcoes: { signal?: AbortSignal | undefined; tempoLimiteMs?: number | undefined } = {},
): Promise<T> {
  if (aparelhoSemRede()) throw new ErroDeConexao('offline');
  const { signal } = opcoes;
  signal?.throwIfAborted();
  const controle = new AbortController();
  let expirou = false;
  const relogio = setTimeout(() => {
    expirou = true;
    controle.abort();
  }, opcoes.tempoLimiteMs ?? TEMPO_LIMITE_MS);
  const repassar = () => controle.abort(signal?.reason);
  signal?.addEventListener('abort', repassar, { once: true });
  try {
    const pedida = respostaAntecipada(url, init);
    const antecipada = pedida ? await pedida : null;
    return await ler(antecipada ?? (await fetch(url, { ...init, signal: controle.signal })));
  } catch (e) {
    if (signal?.aborted) throw e;
    if (expirou) throw new ErroDeConexao('tempo');
    // fetch rejects with a TypeError only when no HTTP answer came (DNS, refused, dropped, offline).
    if (e instanceof TypeError) throw new ErroDeConexao(aparelhoSemRede() ? 'offline' : 'rede');
    throw e;
  } finally {
    clearTimeout(relogio);
    signal?.removeEventListener('abort', repassar);
  }
}

/** A JSON answer as it comes: our envelope, or null when the body was not JSON. */
export type Envelope = (Omit<Erro, 'status'> & { status: number }) | null;

/**
 * The error for an answer that is not a success: no connection for a gateway's own error page, else
 * the server's ApiError; a 401 on a protected call first runs the shell's session handler.
 */
export function erroDaResposta(ep: Endpoint, httpStatus: number, json: Envelope): ApiError {
  if (!json && GATEWAY.has(httpStatus)) return new ErroDeConexao('rede');
  if (httpStatus === 401) sessaoExpirouEm(ep);
  return new ApiError(httpStatus, json?.msg ?? MSG.erroInterno, json?.errors, json?.motivo);
}

/** The JSON of an answer, or null when it is not JSON (a proxy's HTML page, an empty body). */
function lerJson(texto: string): Envelope {
  try {
    return JSON.parse(texto) as Envelope;
  } catch {
    return null;
  }
}

type Opcoes<E extends Endpoint> = {
  params?: ParamsDe<E>;
  query?: QueryDe<E>;
  body?: BodyDe<E>;
  signal?: AbortSignal;
  /** Overrides TEMPO_LIMITE_MS for a call known to be slow. */
  tempoLimiteMs?: number;
  /** Never answered from the device copy (the round's preload, lib/pre-carga): the network or the error. */
  soRede?: boolean;
};

/** Where a 401 goes: the shell installs the logout-and-warn handler (spec 1 §4). */
let aoExpirarSessao: (() => void) | null = null;
/** Installs the handler called on any 401 answer. */
export function definirAoExpirarSessao(fn: (() => void) | null) {
  aoExpirarSessao = fn;
}

/** The URL of a call: the path with its params, then the query (empty values left out). */
export function urlDaChamada<E extends Endpoint>(ep: E, params?: ParamsDe<E>, query?: QueryDe<E>): string {
  let url = montarCaminho(ep.path, params as Record<string, string | number> | undefined);
  if (query) {
    const qs = new URLSearchParams();
    type Valor = string | number | boolean | null | undefined | Array<string | number>;
    for (const [k, v] of Object.entries(query as Record<string, Valor>)) {
      if (v === undefined || v === null || v === '') continue;
      // Lists travel comma-separated (spec 1 §7: categorias).
      qs.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
    const s = qs.toString();
    if (s) url += `?${s}`;
  }
  return url;
}

/** Runs the 401 handler of the shell for a protected call. */
function sessaoExpirouEm(ep: Endpoint): void {
  if (ep.roles !== 'public') aoExpirarSessao?.();
}

/**
 * The GET calls whose answers are kept on the device and answer the same call when no answer comes
 * (spec 1 §7 "Storefront data, also cached for offline use"; §7 "Offline behaviour of calls"): the
 * shop's and the order form's reads. The spec's '/api/fornecedores' is here the shop's supplier
 * filter and the order's supplier list. Each path as its contract writes it (`:id` unfilled).
 */
export const LEITURAS_GUARDADAS: ReadonlySet<string> = new Set([
  '/api/categorias',
  '/api/banners/ativos',
  '/api/tamanhos',
  '/api/cores',
  '/api/rodadas/listar',
  '/api/fornecedores/listar/loja',
  '/api/pedidos/fornecedores',
  '/api/pedidos/data',
  '/api/pedidos/clientes',
  '/api/pedidos/produtos',
  '/api/produtos/buscar',
  '/api/produtos/buscarid',
  '/api/produtos/:id/grade',
  // The orders the device has seen online (spec 1 §3: online and offline orders are device state):
  // /pedidos and an order opened before still show, from their last copy, without a network.
  '/api/pedidos/listar',
  '/api/pedidos/:id/editar',
  '/api/pedidos/pedidosclientes/:id/listar',
  '/api/pedidos/pedidosclientes/:id/detalhar',
]);

/** The device copy of those reads (lib/cache-leituras.ts), on demand: IndexedDB stays out of the first load. */
export const cacheLeituras = () => import('./cache-leituras');

/** Whose copies a call reads and writes: the logged-in user's id, or 'anon'. */
export function donoDasLeituras(): string {
  return String(useEstadoLocal.getState().usuario?.id ?? 'anon');
}

/**
 * The one typed fetch wrapper: every call goes through a contract of @rodada/contracts, so a
 * changed contract breaks the caller at compile time. The token travels in the HttpOnly cookie;
 * the X-Requested-With header marks the call as ours (spec 1 §7). With no answer from the server
 * (offline, network failure, time limit, a gateway's 502/503/504) it throws ErroDeConexao, except
 * that a call of LEITURAS_GUARDADAS is then answered from the device copy of its last success, if
 * there is one. An HTTP error answer always passes through as it came.
 */
export async function chamar<E extends Endpoint>(ep: E, opcoes: Opcoes<E> = {}): Promise<RespostaDe<E>> {
  const url = urlDaChamada(ep, opcoes.params, opcoes.query);
  if (ep.method !== 'GET' || !LEITURAS_GUARDADAS.has(ep.path)) return pedir(ep, url, opcoes);
  // The user who asked, not whoever is logged in when the answer arrives.
  const dono = donoDasLeituras();
  try {
    const resposta = await pedir(ep, url, opcoes);
    // Not kept when the user changed meanwhile (a logout has just deleted their copies).
    void cacheLeituras()
      .then((c) => (donoDasLeituras() === dono ? c.guardarLeitura(dono, url, resposta) : undefined))
      .catch(() => undefined);
    return resposta;
  } catch (erro) {
    if (!(erro instanceof ErroDeConexao) || opcoes.soRede) throw erro;
    const guardada = await cacheLeituras()
      .then((c) => c.lerLeitura(dono, url))
      .catch(() => undefined);
    if (guardada === undefined) throw erro;
    return guardada as RespostaDe<E>;
  }
}

/** One call on the network (chamar without the device copy). */
async function pedir<E extends Endpoint>(ep: E, url: string, opcoes: Opcoes<E>): Promise<RespostaDe<E>> {
  const init: RequestInit = {
    method: ep.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(opcoes.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(opcoes.body !== undefined ? { body: JSON.stringify(opcoes.body) } : {}),
  };
  const { resposta, texto } = await buscarNaRede(
    url,
    init,
    async (r) => ({ resposta: r, texto: await r.text() }),
    opcoes,
  );
  const json = lerJson(texto);
  if (!resposta.ok || !json || json.status !== 1) throw erroDaResposta(ep, resposta.status, json);
  return json as unknown as RespostaDe<E>;
}

/**
 * Sends a file as the raw body of an upload endpoint (docs/decisions/005-uploads.md), reporting
 * the upload progress (0 to 1), which fetch cannot. Same headers, errors and 401 handling as chamar,
 * ErroDeConexao included; no time limit, since a large video on a slow network takes what it takes.
 */
export function enviarArquivo<E extends Endpoint>(
  ep: E,
  arquivo: Blob & { name?: string },
  opcoes: { params?: ParamsDe<E>; aoProgredir?: (fracao: number) => void; signal?: AbortSignal } = {},
): Promise<RespostaDe<E>> {
  const url = montarCaminho(ep.path, opcoes.params as Record<string, string | number> | undefined);
  if (aparelhoSemRede()) return Promise.reject(new ErroDeConexao('offline'));
  return new Promise((resolver, rejeitar) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ep.method, url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.setRequestHeader('Content-Type', arquivo.type || 'application/octet-stream');
    if (arquivo.name) xhr.setRequestHeader('X-Nome-Arquivo', encodeURIComponent(arquivo.name));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opcoes.aoProgredir?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const json = xhr.response as Envelope;
      if (xhr.status >= 200 && xhr.status < 300 && json?.status === 1) {
        resolver(json as unknown as RespostaDe<E>);
        return;
      }
      rejeitar(erroDaResposta(ep, xhr.status, json));
    };
    xhr.onerror = () => rejeitar(new ErroDeConexao(aparelhoSemRede() ? 'offline' : 'rede'));
    xhr.onabort = () => rejeitar(new DOMException('Envio cancelado', 'AbortError'));
    opcoes.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(arquivo);
  });
}
