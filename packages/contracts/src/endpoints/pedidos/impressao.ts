import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint } from '../../envelope.js';
import { ARQUIVO_PDF, comImpressao, impressaoQuery, respostaImpressao } from '../impressoes.js';
import { filtroPedidosCampos } from './lista.js';

/*
 * Printing orders (spec 3 §7 "GET /api/pedidos/{id}/imprimir", "Printing" pedidos/listar; spec 3
 * §8 'Erro ao imprimir este pedido', 'Erro ao imprimir listagem de pedidos'; spec D13): local
 * answers the PDF, remota queues it on the selected round's print island.
 */

/**
 * GET /api/pedidos/{id}/imprimir: one order (header, client and store, supplier, representative,
 * payment, lines with their grid, totals and commission) for anyone who may see it (else 404).
 */
export const imprimirPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/:id/imprimir',
  summary: 'Imprime um pedido (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Impressões',
  roles: CAPACIDADES['pedidos.listar'],
  params: z.object({ id: idParam('Id do pedido') }),
  query: impressaoQuery,
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});

/** At most this many orders in the printed list (newest first). */
export const LIMITE_IMPRESSAO_PEDIDOS = 2000;

/**
 * GET /api/impressoes/pedidos/listar: the filtered orders list as the caller sees it (the same
 * scope and filter as /api/pedidos/filtrar: lista.ts's filtroPedidosCampos, the API's one WHERE),
 * at most LIMITE_IMPRESSAO_PEDIDOS, with its totals. `rodada_id` is impressaoCampos's (it replaces
 * the filter's field of the same name): the selected round is at once the filter's round and, with
 * impressao=remota, the print island's queue. An administrador must send it (as in the list).
 */
export const imprimirPedidos = endpoint({
  method: 'GET',
  path: '/api/impressoes/pedidos/listar',
  summary: 'Imprime a lista de pedidos filtrada (PDF, ou envia à Ilha de Impressão)',
  tag: 'Impressões',
  roles: CAPACIDADES['pedidos.listar'],
  query: comImpressao(filtroPedidosCampos),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
