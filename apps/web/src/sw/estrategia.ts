/**
 * What the service worker does with each request (issue 15), as pure functions: the worker
 * (sw/worker/service-worker.ts) only carries the decisions out. Kept free of DOM and worker types so
 * Vitest tests them as they are.
 *
 * The worker caches the app's shell and the public photos, never the API: the API's reads are cached
 * by the page in IndexedDB (lib/cache-leituras.ts), which also works over plain http, where there is
 * no service worker (a tablet on the event's local server).
 */

/** 'navegacao': network first, the cached index.html when the network fails or hangs. 'casca': a
 * file of the build, cache first. 'foto': a public image, cache first into its own capped cache.
 * null: the worker leaves the request to the browser. */
export type Estrategia = 'navegacao' | 'casca' | 'foto' | null;

/** The parts of a Request the decision reads. */
export interface PedidoDoNavegador {
  metodo: string;
  url: string;
  /** Request.mode: 'navigate' for a page load. */
  modo: string;
  /** A Range header (video): the answer is partial (206) and cannot be cached. */
  temRange: boolean;
}

/** The public storage areas whose images are cached (apps/api/src/lib/storage.ts AREAS_PUBLICAS). */
export const AREAS_DE_FOTOS = ['produtos/', 'fornecedores/', 'rodadas/', 'banners/'] as const;
const IMAGEM = /\.(webp|jpe?g|png|gif|avif)$/i;

/** Paths that are the server's, never the shell's, even on a navigation (docs, login, files, socket). */
function ehDoServidor(caminho: string): boolean {
  return (
    caminho === '/api' ||
    caminho.startsWith('/api/') ||
    caminho === '/login' ||
    caminho.startsWith('/login/') ||
    caminho === '/ws' ||
    caminho.startsWith('/arquivos/')
  );
}

/**
 * The strategy for one request. `casca` is the set of paths precached by this version (index.html,
 * /assets/…, the manifest and icons), as the build listed them.
 */
export function estrategiaPara(
  pedido: PedidoDoNavegador,
  origem: string,
  casca: ReadonlySet<string>,
): Estrategia {
  if (pedido.metodo !== 'GET') return null;
  let url: URL;
  try {
    url = new URL(pedido.url);
  } catch {
    return null;
  }
  if (url.origin !== origem) return null;
  const caminho = url.pathname;
  if (caminho.startsWith('/arquivos/')) {
    const chave = caminho.slice('/arquivos/'.length);
    const publica = AREAS_DE_FOTOS.some((area) => chave.startsWith(area));
    const daPagina = pedido.modo !== 'navigate' && !pedido.temRange && !url.search;
    return publica && IMAGEM.test(caminho) && daPagina ? 'foto' : null;
  }
  if (ehDoServidor(caminho)) return null;
  // A page of the app: a path without an extension (/pedidos, /rodadas/3/stands, /).
  if (pedido.modo === 'navigate') return /\.[a-z0-9]+$/i.test(caminho) ? null : 'navegacao';
  if (casca.has(caminho) || caminho.startsWith('/assets/')) return 'casca';
  return null;
}

/** Prefix of the shell's caches; each version has its own (`rodada-casca-<versão>`). */
export const PREFIXO_CASCA = 'rodada-casca-';
/** The photos' cache, shared by the versions (a photo's address names its content). */
export const CACHE_FOTOS = 'rodada-fotos-1';
/** How many photos the device keeps; the oldest stored go first. */
export const TETO_FOTOS = 400;
/** How long a page load waits for the network before the cached shell answers (dead Wi-Fi). */
export const ESPERA_NAVEGACAO_MS = 4_000;

export const nomeDaCasca = (versao: string) => `${PREFIXO_CASCA}${versao}`;

/** The caches an activated version deletes: the other versions' shells and unknown rodada caches. */
export function cachesAApagar(nomes: readonly string[], versao: string): string[] {
  const manter = new Set([nomeDaCasca(versao), CACHE_FOTOS]);
  return nomes.filter((n) => n.startsWith('rodada-') && !manter.has(n));
}

/** Whether an answer may go into the photos' cache: a whole 200 the server lets be stored. */
export function podeGuardarFoto(status: number, cacheControl: string | null): boolean {
  return status === 200 && !/no-store|private/i.test(cacheControl ?? '');
}

/** How many of the oldest entries leave a cache of `quantidade` entries to keep it at `teto`. */
export function excedentes(quantidade: number, teto: number = TETO_FOTOS): number {
  return Math.max(0, quantidade - teto);
}
