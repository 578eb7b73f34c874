/** The public entry of the notifications module: the menu badge's count, the list and the answer. */
export { rotasNotificacoes } from './notificacoes.routes.js';
export { contarNotificacoes } from './notificacoes.service.js';
