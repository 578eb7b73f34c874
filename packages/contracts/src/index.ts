import './zod-setup.js';

export { z } from './zod-setup.js';
export * from './roles.js';
export * from './route-table.js';
export * from './capabilities.js';
export * from './messages.js';
export * from './envelope.js';
export * as sistema from './endpoints/sistema.js';
export * as auth from './endpoints/auth.js';
export * as usuarios from './endpoints/usuarios.js';
export * as notificacoes from './endpoints/notificacoes.js';
export * as impressoes from './endpoints/impressoes.js';
export * as rodadas from './endpoints/rodadas.js';
export type { UsuarioLogado } from './endpoints/auth.js';
export { ENDPOINTS } from './endpoints/index.js';
