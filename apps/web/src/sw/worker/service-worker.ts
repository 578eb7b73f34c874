/**
 * The service worker (issue 15): keeps the app's shell and the photos already seen on the device, so
 * the app opens and shows them without network. The build (apps/web/vite.config.ts, `serviceWorker`)
 * bundles this file into dist/sw.js, one classic script with no import at run time, and injects the
 * version's id and the list of files to precache. The decisions are in ../estrategia.ts.
 *
 * Never the API: /api and /login go straight to the network (the page caches its reads itself).
 */
import {
  CACHE_FOTOS,
  ESPERA_NAVEGACAO_MS,
  cachesAApagar,
  estrategiaPara,
  excedentes,
  nomeDaCasca,
  podeGuardarFoto,
} from '../estrategia';
import { PULAR_ESPERA, QUAL_VERSAO, type MensagemAoWorker } from '../mensagens';

declare const self: ServiceWorkerGlobalScope;
/** Injected by the build: this version's id and its files (absolute paths, index.html first). */
declare const __RODADA_SW_VERSAO__: string;
declare const __RODADA_SW_CASCA__: string[];

const VERSAO = __RODADA_SW_VERSAO__;
const CASCA = new Set(__RODADA_SW_CASCA__);
const CACHE_CASCA = nomeDaCasca(VERSAO);
const INDICE = '/index.html';

self.addEventListener('install', (evento) => {
  // The whole shell or nothing: a failed file fails the install, retried at the next check.
  // 'reload': the files come from the server, never from the browser's HTTP cache.
  evento.waitUntil(
    caches
      .open(CACHE_CASCA)
      .then((cache) => cache.addAll([...CASCA].map((c) => new Request(c, { cache: 'reload' })))),
  );
  // No skipWaiting here: a new version waits until the user says 'Atualizar' (lib/atualizacao.ts).
});

self.addEventListener('activate', (evento) => {
  evento.waitUntil(
    (async () => {
      const velhos = cachesAApagar(await caches.keys(), VERSAO);
      await Promise.all(velhos.map((nome) => caches.delete(nome)));
      // The first visit's page is served by this worker from now on (its photos get cached).
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (evento) => {
  const mensagem = evento.data as MensagemAoWorker | null;
  if (mensagem?.tipo === PULAR_ESPERA) void self.skipWaiting();
  else if (mensagem?.tipo === QUAL_VERSAO) evento.ports[0]?.postMessage(VERSAO);
});

self.addEventListener('fetch', (evento) => {
  const pedido = evento.request;
  const estrategia = estrategiaPara(
    { metodo: pedido.method, url: pedido.url, modo: pedido.mode, temRange: pedido.headers.has('range') },
    self.location.origin,
    CASCA,
  );
  if (estrategia === 'navegacao') evento.respondWith(navegar(evento));
  else if (estrategia === 'casca') evento.respondWith(daCasca(pedido));
  else if (estrategia === 'foto') evento.respondWith(foto(evento));
});

/** A page load: the network's index.html, or the cached one when the network fails or hangs. */
async function navegar(evento: FetchEvent): Promise<Response> {
  const daRede = fetch(evento.request);
  // Keeps the worker alive until the network answers, even after the cache answered.
  evento.waitUntil(daRede.then(() => undefined).catch(() => undefined));
  let esperando: ReturnType<typeof setTimeout> | undefined;
  const prazo = new Promise<'prazo'>((resolver) => {
    esperando = setTimeout(() => resolver('prazo'), ESPERA_NAVEGACAO_MS);
  });
  try {
    const resposta = await Promise.race([daRede, prazo]);
    if (resposta !== 'prazo') return resposta;
  } catch {
    // No network: the cached shell below.
  } finally {
    clearTimeout(esperando);
  }
  const guardada = await caches.match(INDICE, { cacheName: CACHE_CASCA });
  return guardada ?? daRede;
}

/** A file of the build: this version's cache, else the network (kept, its name is its content). */
async function daCasca(pedido: Request): Promise<Response> {
  const cache = await caches.open(CACHE_CASCA);
  const guardada = await cache.match(pedido, { ignoreSearch: true });
  if (guardada) return guardada;
  const resposta = await fetch(pedido);
  if (resposta.ok && new URL(pedido.url).pathname.startsWith('/assets/')) {
    await cache.put(pedido, resposta.clone());
  }
  return resposta;
}

/** A public photo: the cache, else the network, stored in a cache of at most TETO_FOTOS entries. */
async function foto(evento: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE_FOTOS);
  const guardada = await cache.match(evento.request);
  if (guardada) return guardada;
  const resposta = await fetch(evento.request);
  if (podeGuardarFoto(resposta.status, resposta.headers.get('cache-control'))) {
    evento.waitUntil(guardarFoto(cache, evento.request, resposta.clone()));
  }
  return resposta;
}

async function guardarFoto(cache: Cache, pedido: Request, resposta: Response): Promise<void> {
  await cache.put(pedido, resposta);
  const chaves = await cache.keys();
  // keys() lists in insertion order: the oldest stored leave first.
  await Promise.all(chaves.slice(0, excedentes(chaves.length)).map((chave) => cache.delete(chave)));
}
