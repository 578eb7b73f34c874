/**
 * The canonical text of a JSON body (spec D11: the order's `hash` is the SHA-256 of the canonical
 * body): object keys in code-unit order at every depth, array items in their order, properties whose
 * value is undefined left out (as JSON leaves them out), no whitespace. Two bodies that mean the same
 * have the same text however their keys were built, so the same order sent again has the same hash
 * on the web, offline, and on the server.
 */
export function corpoCanonico(valor: unknown): string {
  if (valor === null || typeof valor !== 'object') {
    const texto = JSON.stringify(valor);
    // undefined, functions and symbols have no JSON: as an array item JSON writes null.
    return texto === undefined ? 'null' : texto;
  }
  if (Array.isArray(valor)) return `[${valor.map(corpoCanonico).join(',')}]`;
  const objeto = valor as Record<string, unknown>;
  const json = (objeto as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return corpoCanonico(json.call(objeto));
  const partes: string[] = [];
  for (const chave of Object.keys(objeto).sort()) {
    const v = objeto[chave];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    partes.push(`${JSON.stringify(chave)}:${corpoCanonico(v)}`);
  }
  return `{${partes.join(',')}}`;
}

/** The body whose hash is taken: the body without its own `hash` field. */
export function semHash<T extends object>(corpo: T): Omit<T, 'hash'> {
  const { hash: _hash, ...resto } = corpo as T & { hash?: unknown };
  return resto;
}
