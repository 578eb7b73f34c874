/*
 * The device's IndexedDB (spec 1 §3 "Local state kept on the device"): one database, three stores.
 * IndexedDB works on plain http too (a tablet reaching the event's local server), where the Cache
 * API and service workers do not; localStorage (lib/estado-local) keeps only the small settings.
 *
 * - `leituras`: answers of the GET calls cached for offline use (spec 1 §7), by key; the index
 *   `gravada_em` (when each was stored) lets lib/cache-leituras drop the oldest past its cap.
 * - `pedidos`: orders taken without a connection, waiting for the sync (spec 1 §4), by uuid.
 * - `meta`: small values of the two above (last successful sync, ...), by key.
 */

export type Loja = 'leituras' | 'pedidos' | 'meta';

const NOME = 'rodada';
/** 2: the `gravada_em` index of `leituras`. */
const VERSAO = 2;

let aberto: Promise<IDBDatabase> | null = null;

function promessa<T>(pedido: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    pedido.onsuccess = () => resolve(pedido.result);
    pedido.onerror = () => reject(pedido.error ?? new Error('IndexedDB'));
  });
}

/** The database, opened once per page (a newer version in another tab closes this one). */
export function abrirBanco(): Promise<IDBDatabase> {
  if (aberto) return aberto;
  aberto = new Promise<IDBDatabase>((resolve, reject) => {
    const pedido = indexedDB.open(NOME, VERSAO);
    pedido.onupgradeneeded = () => {
      const db = pedido.result;
      const leituras = db.objectStoreNames.contains('leituras')
        ? pedido.transaction!.objectStore('leituras')
        : db.createObjectStore('leituras');
      if (!leituras.indexNames.contains('gravada_em')) leituras.createIndex('gravada_em', 'gravada_em');
      if (!db.objectStoreNames.contains('pedidos')) db.createObjectStore('pedidos', { keyPath: 'uuid' });
      if (!db.objectStoreNames.contains('meta')) db.createObjectStore('meta');
    };
    pedido.onsuccess = () => {
      const db = pedido.result;
      db.onversionchange = () => {
        db.close();
        aberto = null;
      };
      resolve(db);
    };
    pedido.onerror = () => {
      aberto = null;
      reject(pedido.error ?? new Error('IndexedDB'));
    };
  });
  return aberto;
}

/** Runs `fazer` in one transaction of `loja` and resolves when the transaction has committed. */
async function transacao<T>(
  loja: Loja,
  modo: IDBTransactionMode,
  fazer: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await abrirBanco();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(loja, modo);
    let resultado: T;
    const pedido = fazer(tx.objectStore(loja));
    void promessa(pedido).then((r) => {
      resultado = r;
    }, reject);
    tx.oncomplete = () => resolve(resultado);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB: transação abortada'));
  });
}

/** The value under `chave`, or undefined. */
export function ler<T>(loja: Loja, chave: IDBValidKey): Promise<T | undefined> {
  return transacao(loja, 'readonly', (s) => s.get(chave) as IDBRequest<T | undefined>);
}

/** Writes `valor` (under `chave`, or its keyPath for `pedidos`); resolves once it is durable. */
export async function gravar(loja: Loja, valor: unknown, chave?: IDBValidKey): Promise<void> {
  await transacao(loja, 'readwrite', (s) => (chave === undefined ? s.put(valor) : s.put(valor, chave)));
}

/** Removes the value under `chave` (nothing when there is none). */
export async function apagar(loja: Loja, chave: IDBValidKey): Promise<void> {
  await transacao(loja, 'readwrite', (s) => s.delete(chave));
}

/** Every value of `loja`, in key order. */
export function todos<T>(loja: Loja): Promise<T[]> {
  return transacao(loja, 'readonly', (s) => s.getAll() as IDBRequest<T[]>);
}

/** Every key of `loja`, in order. */
export function chaves(loja: Loja): Promise<IDBValidKey[]> {
  return transacao(loja, 'readonly', (s) => s.getAllKeys());
}

/** Empties `loja`. */
export async function limpar(loja: Loja): Promise<void> {
  await transacao(loja, 'readwrite', (s) => s.clear());
}

/** Closes the database (tests; the next call opens it again). */
export async function fecharBanco(): Promise<void> {
  if (!aberto) return;
  const db = await aberto.catch(() => null);
  db?.close();
  aberto = null;
}
