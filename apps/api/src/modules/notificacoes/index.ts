/** The public entry of the notifications module: the unread count of the menu badge. */
export { rotasNotificacoes } from './notificacoes.routes.js';
export { contarNotificacoes } from './notificacoes.service.js';
