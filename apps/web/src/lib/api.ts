import {
  MSG,
  montarCaminho,
  type BodyDe,
  type Endpoint,
  type Erro,
  type ParamsDe,
  type QueryDe,
  type RespostaDe,
} from '@rodada/contracts';

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

type Opcoes<E extends Endpoint> = {
  params?: ParamsDe<E>;
  query?: QueryDe<E>;
  body?: BodyDe<E>;
  signal?: AbortSignal;
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

/** Runs the 401 handler for a call made without chamar (lib/imprimir.ts reads files itself). */
export function sessaoExpirouEm(ep: Endpoint): void {
  if (ep.roles !== 'public') aoExpirarSessao?.();
}

/**
 * The one typed fetch wrapper: every call goes through a contract of @rodada/contracts, so a
 * changed contract breaks the caller at compile time. The token travels in the HttpOnly cookie;
 * the X-Requested-With header marks the call as ours (spec 1 §7).
 */
export async function chamar<E extends Endpoint>(ep: E, opcoes: Opcoes<E> = {}): Promise<RespostaDe<E>> {
  const url = urlDaChamada(ep, opcoes.params, opcoes.query);
  const init: RequestInit = {
    method: ep.method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      ...(opcoes.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(opcoes.body !== undefined ? { body: JSON.stringify(opcoes.body) } : {}),
    ...(opcoes.signal ? { signal: opcoes.signal } : {}),
  };
  const resposta = await fetch(url, init);
  const json = (await resposta.json().catch(() => null)) as
    (Omit<Erro, 'status'> & { status: number }) | null;
  if (!resposta.ok || !json || json.status !== 1) {
    if (resposta.status === 401 && ep.roles !== 'public') aoExpirarSessao?.();
    throw new ApiError(resposta.status, json?.msg ?? MSG.erroInterno, json?.errors, json?.motivo);
  }
  return json as unknown as RespostaDe<E>;
}

/**
 * Sends a file as the raw body of an upload endpoint (docs/decisions/005-uploads.md), reporting
 * the upload progress (0 to 1), which fetch cannot. Same headers, errors and 401 handling as chamar.
 */
export function enviarArquivo<E extends Endpoint>(
  ep: E,
  arquivo: Blob & { name?: string },
  opcoes: { params?: ParamsDe<E>; aoProgredir?: (fracao: number) => void; signal?: AbortSignal } = {},
): Promise<RespostaDe<E>> {
  const url = montarCaminho(ep.path, opcoes.params as Record<string, string | number> | undefined);
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
      const json = xhr.response as (Omit<Erro, 'status'> & { status: number }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && json?.status === 1) {
        resolver(json as unknown as RespostaDe<E>);
        return;
      }
      if (xhr.status === 401 && ep.roles !== 'public') aoExpirarSessao?.();
      rejeitar(new ApiError(xhr.status, json?.msg ?? MSG.erroInterno, json?.errors, json?.motivo));
    };
    xhr.onerror = () => rejeitar(new ApiError(0, MSG.erroInterno));
    xhr.onabort = () => rejeitar(new DOMException('Envio cancelado', 'AbortError'));
    opcoes.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(arquivo);
  });
}
