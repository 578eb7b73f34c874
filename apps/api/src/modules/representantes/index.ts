/**
 * The public entry of the representatives module (issue 10 §2): the representative's own account,
 * the maintenance, the client links and the printed list, all behind its routes. No other module
 * uses its services yet.
 */
export { rotasRepresentantes } from './representantes.routes.js';
