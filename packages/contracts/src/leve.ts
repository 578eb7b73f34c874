/**
 * The zod-free part of the contracts (issue 13 §8 "A fast first load"): roles, the web route table,
 * the messages, URL building and money limits. The web's first load and @rodada/domain import these
 * from `@rodada/contracts/leve`, so zod and the endpoint schemas stay out of the JavaScript the browser
 * loads first for `/`. Nothing here may import zod, nor a module that does.
 */
export * from './tipos.js';
export * from './route-table.js';
export * from './capabilities.js';
export * from './messages.js';
export * from './caminho.js';
export * from './limites.js';
export { MSG_RODADAS } from './endpoints/rodadas/mensagens.js';
export { MSG_LOJA } from './endpoints/loja/mensagens.js';
export { CHAMADAS_LOJA, ORDENACOES_BUSCA } from './endpoints/loja/leve.js';
export {
  DESTINATARIOS_BANNER,
  DIAS_PERIODO_BANNER,
  INTERVALO_CARROSSEL_MS,
  MSG_BANNERS,
  type DestinatarioBanner,
} from './endpoints/banners/mensagens.js';
