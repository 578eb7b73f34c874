import type { Endpoint } from '../envelope.js';
import * as auth from './auth.js';
import * as contas from './contas.js';
import * as impressoes from './impressoes.js';
import * as notificacoes from './notificacoes.js';
import * as rodadas from './rodadas/index.js';
import * as produtos from './produtos/index.js';
import * as sistema from './sistema.js';
import * as usuarios from './usuarios.js';
import * as referencias from './referencias.js';
import * as clientes from './clientes/index.js';
import * as administradores from './administradores.js';
import * as fornecedores from './fornecedores/index.js';
import * as representantes from './representantes/index.js';
import * as pedidos from './pedidos/index.js';
import * as banners from './banners/index.js';

/** Whether a module export is an endpoint (modules also export their schemas). */
function ehEndpoint(v: unknown): v is Endpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'roles' in v;
}

const MODULOS = {
  auth,
  contas,
  sistema,
  usuarios,
  notificacoes,
  impressoes,
  rodadas,
  produtos,
  referencias,
  clientes,
  administradores,
  fornecedores,
  representantes,
  pedidos,
  banners,
};

/** Every endpoint of the product's API, for checks that each one is registered and documented. */
export const ENDPOINTS: readonly Endpoint[] = Object.values(MODULOS).flatMap((m) =>
  (Object.values(m) as unknown[]).filter(ehEndpoint),
);

/** Each endpoint's module and export name, e.g. 'clientes.listarLojas' (the first name wins). */
const NOMES = new Map<Endpoint, string>();
for (const [modulo, m] of Object.entries(MODULOS)) {
  for (const [nome, v] of Object.entries(m))
    if (ehEndpoint(v) && !NOMES.has(v)) NOMES.set(v, `${modulo}.${nome}`);
}

/**
 * The OpenAPI operationId of an endpoint: its module and export name ('clientes.listarLojas'),
 * unique because export names are unique in a module; undefined for an endpoint outside ENDPOINTS
 * (a test's own).
 */
export function operationIdDe(ep: Endpoint): string | undefined {
  return NOMES.get(ep);
}
