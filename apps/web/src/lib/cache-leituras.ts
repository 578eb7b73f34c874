import { abrirBanco, ler } from './banco-local';

/*
 * The device's copy of the GET answers of spec 1 §7 "Storefront data, also cached for offline use"
 * (store `leituras` of lib/banco-local). lib/api.ts `chamar` writes every successful answer of those
 * calls here and, when a call gets no answer from the server (ErroDeConexao), answers it from here.
 * Loaded on demand (lib/api.ts `cacheLeituras`): IndexedDB code stays out of the first load of `/`.
 *
 * Each answer is kept per user (`${dono}:${url}`, dono the user's id or 'anon'): another login on the
 * same tablet never reads it, and logging out deletes that user's copies. At most TETO_LEITURAS
 * answers are kept; past it, the oldest are dropped.
 */

/** How many answers the device keeps (all users together); past it the oldest go. */
export const TETO_LEITURAS = 2000;

/** One stored answer. */
export interface LeituraGuardada {
  /** 'anon' or the user's id, as text. */
  dono: string;
  /** The call's path and query, its query sorted (see chaveDaLeitura). */
  url: string;
  /** Date.now() when it was stored (the index `gravada_em` orders them for the cap). */
  gravada_em: number;
  /** The server's JSON answer, as it came. */
  resposta: unknown;
}

/**
 * The path and query of a call with its parameters sorted: a screen and the preload that built the
 * same query in another order share one copy.
 */
export function urlNormalizada(url: string): string {
  const u = new URL(url, 'http://aparelho');
  u.searchParams.sort();
  const qs = u.searchParams.toString();
  return qs ? `${u.pathname}?${qs}` : u.pathname;
}

/** The key of a user's answer to a call. */
export function chaveDaLeitura(dono: string, url: string): string {
  return `${dono}:${urlNormalizada(url)}`;
}

/** Every key of one user's answers: from `dono:` up to (not including) `dono;` (';' follows ':'). */
const chavesDoDono = (dono: string) => IDBKeyRange.bound(`${dono}:`, `${dono};`, false, true);

/** Resolves when a read-write transaction has committed. */
function concluida(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transação abortada'));
  });
}

/**
 * Keeps a successful answer; in the same transaction drops the oldest answers while there are more
 * than `teto`. Resolves once it is stored.
 */
export async function guardarLeitura(
  dono: string,
  url: string,
  resposta: unknown,
  opcoes: { agora?: number; teto?: number } = {},
): Promise<void> {
  const db = await abrirBanco();
  const tx = db.transaction('leituras', 'readwrite');
  const loja = tx.objectStore('leituras');
  const normalizada = urlNormalizada(url);
  const leitura: LeituraGuardada = {
    dono,
    url: normalizada,
    gravada_em: opcoes.agora ?? Date.now(),
    resposta,
  };
  loja.put(leitura, `${dono}:${normalizada}`);
  const contagem = loja.count();
  contagem.onsuccess = () => {
    let sobram = contagem.result - (opcoes.teto ?? TETO_LEITURAS);
    if (sobram <= 0) return;
    // Oldest first; the answer just written is the newest, so it stays.
    const cursor = loja.index('gravada_em').openCursor();
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c || sobram <= 0) return;
      c.delete();
      sobram -= 1;
      c.continue();
    };
  };
  await concluida(tx);
}

/** The stored answer of `dono` to the call `url`, or undefined when there is none. */
export async function lerLeitura(dono: string, url: string): Promise<unknown> {
  const leitura = await ler<LeituraGuardada>('leituras', chaveDaLeitura(dono, url));
  return leitura?.resposta;
}

/** Deletes every stored answer of `dono` (logout). */
export async function apagarLeiturasDe(dono: string): Promise<void> {
  const db = await abrirBanco();
  const tx = db.transaction('leituras', 'readwrite');
  tx.objectStore('leituras').delete(chavesDoDono(dono));
  await concluida(tx);
}

/**
 * The stored answers of `dono` to the calls of `caminho` (any query), with their query: the order
 * form looks a product code up in the product pages it kept.
 */
export async function leiturasDoCaminho(
  dono: string,
  caminho: string,
): Promise<{ query: URLSearchParams; resposta: unknown }[]> {
  const db = await abrirBanco();
  const tx = db.transaction('leituras', 'readonly');
  const inicio = `${dono}:${caminho}`;
  // The path alone and the path with a query: `caminho` then `caminho?…`.
  const faixa = IDBKeyRange.bound(inicio, `${inicio}?\uffff`);
  const pedido = tx.objectStore('leituras').getAll(faixa);
  const todas = await new Promise<LeituraGuardada[]>((resolve, reject) => {
    pedido.onsuccess = () => resolve(pedido.result as LeituraGuardada[]);
    pedido.onerror = () => reject(pedido.error ?? new Error('IndexedDB'));
  });
  return todas.flatMap((l) => {
    const [semQuery, qs = ''] = l.url.split('?', 2);
    return semQuery === caminho ? [{ query: new URLSearchParams(qs), resposta: l.resposta }] : [];
  });
}
