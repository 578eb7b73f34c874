/** The largest id a PostgreSQL integer column holds. */
const MAIOR_ID = 2_147_483_647;

/**
 * A path parameter as a row id (`/clientes/:cliente_id/editar`), or null when it is not one: only
 * plain decimal digits without a leading zero, up to the largest integer id ('1e3', ' 5', '05' and
 * '-1' are not ids). A page tells "no parameter" (adding) from "not an id" (not found) itself.
 */
export function idDaRota(valor: string | undefined): number | null {
  if (valor === undefined || !/^[1-9]\d{0,9}$/.test(valor)) return null;
  const n = Number(valor);
  return n <= MAIOR_ID ? n : null;
}
