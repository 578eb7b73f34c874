/**
 * Whether the browser has what the app needs online and offline (fetch, IndexedDB, storage, random
 * numbers for order uuids). randomUUID is not required: it exists only on https and localhost, and
 * tablets may reach a local server over plain http.
 */
export function navegadorCompativel(w: Window): boolean {
  return (
    typeof w.fetch === 'function' &&
    'indexedDB' in w &&
    'localStorage' in w &&
    typeof w.crypto?.getRandomValues === 'function'
  );
}
