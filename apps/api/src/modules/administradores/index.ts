/**
 * The public entry of the administrators module (issue 10 §2): the administrador's own account and
 * the master's maintenance. No other module uses its services yet; the app registers its routes.
 */
export { rotasAdministradores } from './administradores.routes.js';
