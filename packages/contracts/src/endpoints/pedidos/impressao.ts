import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint } from '../../envelope.js';
import { ARQUIVO_PDF, comImpressao, impressaoQuery, respostaImpressao } from '../impressoes.js';

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

/** The status filter of the orders list (spec 3 §9): Todos, Abertos (0, 1, 2), Enviados (4). */
export const FILTRO_STATUS_PEDIDO = ['todos', 'abertos', 'enviados'] as const;
/** Which date the filter's period applies to (spec 3 §9): none, pedidos.data or pedidos.entrega. */
export const FILTRO_DATA_TIPO_PEDIDO = ['nenhuma', 'cadastro', 'entrega'] as const;

const vazioAusente = (v: unknown) => (v === '' || v === '0' || v === 0 ? undefined : v);
const idFiltro = (descricao: string) => z.preprocess(vazioAusente, idParam(descricao).optional());
const dataFiltro = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.iso
    .date('Data inválida (use AAAA-MM-DD)')
    .refine((d) => d >= '1900-01-01' && d <= '2999-12-31', 'Data inválida (use AAAA-MM-DD)')
    .optional(),
);

/**
 * The order filter in a query (spec 3 §3 "Order filter", design of issue 14 decision 3), as the
 * list's print takes it; rodada_id is the print's own (impressaoCampos): the selected round, also
 * the filter's.
 */
export const filtroPedidosCampos = {
  status: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(FILTRO_STATUS_PEDIDO, { error: 'Escolha Todos, Abertos ou Enviados' }).default('todos'),
    )
    .describe('todos (padrão), abertos (0, 1, 2) ou enviados (4)'),
  data_tipo: z
    .preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(FILTRO_DATA_TIPO_PEDIDO, { error: 'Escolha Nenhuma, Cadastro ou Entrega' }).default('nenhuma'),
    )
    .describe('nenhuma (padrão), cadastro (data do pedido) ou entrega'),
  data_inicial: dataFiltro.describe('AAAA-MM-DD; ignorada com data_tipo nenhuma'),
  data_final: dataFiltro.describe('AAAA-MM-DD; ignorada com data_tipo nenhuma'),
  cliente_id: idFiltro('Cliente'),
  cliente_loja_id: idFiltro('Empresa do cliente'),
  fornecedor_id: idFiltro('Fornecedor'),
  representante_id: idFiltro('Representante'),
  pedido: idFiltro('Número do pedido'),
  busca: semColuna(
    'texto de busca, não guardado',
    z
      .string()
      .max(100, 'No máximo 100 caracteres')
      .optional()
      .transform((s) => s?.trim() || undefined),
  ).describe('Id do pedido, nome, razão social, nome fantasia ou CNPJ do cliente, nome do fornecedor'),
};

/** At most this many orders in the printed list (newest first). */
export const LIMITE_IMPRESSAO_PEDIDOS = 2000;

/**
 * GET /api/impressoes/pedidos/listar: the filtered orders list as the caller sees it (the same
 * scope and filter as /api/pedidos/filtrar), at most LIMITE_IMPRESSAO_PEDIDOS, with its totals.
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
