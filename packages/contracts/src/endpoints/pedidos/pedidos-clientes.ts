import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { idParam, MAIOR_ID } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint, paginacaoQuery } from '../../envelope.js';
import { MSG_ACOES_PEDIDO } from './acoes-pedido.js';

/*
 * Customer orders (pedidos_clientes, spec D9; spec 3 §2 "Client orders list", §7 "Orders"; design
 * of issue 14, decision 2): the list with its summary, cancelling or delivering a whole customer
 * order, and a client's open supplier orders. A customer order's status is derived from its
 * supplier orders (domain statusDoPedidoCliente): 0 Em aberto, 1 Revisado, 2 Em expedição,
 * 3 Fechado, 4 Enviado, 5 Cancelado.
 */

const valor = z.string().describe('Decimal em reais com ponto e 2 casas');
const vazioAusente = (v: unknown) => (v === '' || v === '0' || v === 0 ? undefined : v);

/** A supplier order inside a customer-order row, with what the caller may do to it. */
export const pedidoDoPedidoClienteSchema = z.object({
  id: z.number().int(),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string(),
  status: z.number().int().describe('0 Pendente, 1 Revisado, 3 Entregue, 4 Enviado, 5 Cancelado'),
  quantidade: z.number().int(),
  valor_liquido: valor,
  acoes: acoesSchema('pedido'),
});

/** A row of the client orders list. nome_fantasia, razao_social and cnpj are the store's (loja). */
export const pedidoClienteLinhaSchema = z.object({
  id: z.number().int(),
  data: z.string().describe('AAAA-MM-DD'),
  rodada_id: z.number().int().nullable(),
  cliente_id: z.number().int(),
  cliente_nome: z.string(),
  cliente_loja_id: z.number().int(),
  nome_fantasia: z.string(),
  razao_social: z.string(),
  cnpj: z.string(),
  quantidade_total: z.number().int(),
  valor_total: valor.describe('Bruto somado dos pedidos de fornecedor não cancelados'),
  valor_liquido: valor.describe('Líquido somado dos pedidos de fornecedor não cancelados'),
  status: z
    .number()
    .int()
    .describe('Derivado: 0 Em aberto, 1 Revisado, 2 Em expedição, 3 Fechado, 4 Enviado, 5 Cancelado'),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string().nullable(),
  pedidos: z.array(pedidoDoPedidoClienteSchema).describe('Um pedido por fornecedor (spec D9)'),
  acoes: acoesSchema('pedido_cliente'),
});
export type PedidoClienteLinha = z.infer<typeof pedidoClienteLinhaSchema>;

/** A count and a net sum. */
const contagemValor = z.object({ pedidos: z.number().int(), valor: valor });

/**
 * The summary over the whole filtered set (not the page). Money sums leave cancelled supplier
 * orders out; pendentes = status 0, 1 or 2 (not all delivered yet), entregues = 3, enviados = 4.
 */
export const totaisPedidosClientesSchema = z.object({
  pedidos: z.number().int().describe('Pedidos do cliente no filtro (todos os status)'),
  quantidade: z.number().int(),
  valor_total: valor,
  valor_liquido: valor,
  pendentes: contagemValor,
  entregues: contagemValor,
  enviados: contagemValor,
  cancelados: z.object({ pedidos: z.number().int() }),
});

export const listarPedidosClientesQuery = paginacaoQuery.extend({
  busca: semColuna(
    'texto de busca, não guardado',
    z
      .string()
      .max(100, 'No máximo 100 caracteres')
      .optional()
      .transform((s) => s?.trim() || undefined),
  ).describe('Id do pedido, nome, razão social, nome fantasia ou CNPJ (parte) do cliente ou da empresa'),
  rodada_id: z
    .preprocess(vazioAusente, idParam('Só pedidos desta rodada').optional())
    .describe('Só pedidos desta rodada'),
});

/**
 * GET /api/pedidos/pedidosclientes/{id}/listar: {id} a client id, or 0 for every customer order the
 * caller may see (cliente: its own; representante: its clients'; fornecedor: those with an order of
 * it; administrador: its rounds'). Newest first.
 */
export const listarPedidosClientes = endpoint({
  method: 'GET',
  path: '/api/pedidos/pedidosclientes/:id/listar',
  summary: 'Lista os pedidos do cliente (paginada, com busca, totais e os pedidos de fornecedor)',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.listar'],
  params: z.object({
    id: z.coerce
      .number()
      .int()
      .min(0)
      .max(MAIOR_ID)
      .describe('Id do cliente, ou 0 para todos os que quem chama pode ver'),
  }),
  query: listarPedidosClientesQuery,
  response: z.object({
    pedidos: z.array(pedidoClienteLinhaSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    totais: totaisPedidosClientesSchema,
  }),
});

const pedidoClienteParams = z.object({ id: idParam('Id do pedido do cliente') });

/** What cancelling or delivering a customer order answers (the envelope's `status` is 1). */
const respostaPedidoCliente = (texto: string) =>
  z.object({
    msg: z.string().describe(`'${texto}'`),
    pedido_cliente: z.object({
      id: z.number().int().describe('Id do pedido do cliente'),
      status: z.number().int().describe('Novo status derivado'),
      pedidos: z
        .array(z.object({ id: z.number().int(), status: z.number().int() }))
        .describe('Os pedidos de fornecedor com o novo status'),
    }),
  });

/**
 * POST /api/pedidos/pedidosclientes/{id}/cancelar: its cliente or representative, only when every
 * live supplier order of it is 0 Pendente; all become 5. 409 otherwise, 422 when the round does
 * not permit orders.
 */
export const cancelarPedidoCliente = endpoint({
  method: 'POST',
  path: '/api/pedidos/pedidosclientes/:id/cancelar',
  summary: 'Cancela um pedido do cliente inteiro (todos os pedidos de fornecedor pendentes)',
  tag: 'Pedidos',
  roles: ['cliente', 'representante'],
  params: pedidoClienteParams,
  response: respostaPedidoCliente(MSG_ACOES_PEDIDO.cancelado),
});

/**
 * POST /api/pedidos/pedidosclientes/{id}/entregar: its representative, when every live supplier
 * order of it is 1 Revisado; all become 3 Entregue.
 */
export const entregarPedidoCliente = endpoint({
  method: 'POST',
  path: '/api/pedidos/pedidosclientes/:id/entregar',
  summary: 'Informa a entrega de um pedido do cliente inteiro (todos os pedidos revisados)',
  tag: 'Pedidos',
  roles: CAPACIDADES['pedidos.entregar'],
  params: pedidoClienteParams,
  response: respostaPedidoCliente(MSG_ACOES_PEDIDO.entregue),
});

/** A client's open supplier order (status 0 Pendente or 1 Revisado). */
export const pedidoAbertoSchema = z.object({
  id: z.number().int(),
  data: z.string(),
  entrega: z.string().nullable(),
  status: z.number().int(),
  rodada_id: z.number().int().nullable(),
  cliente_id: z.number().int(),
  cliente_loja_id: z.number().int(),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string(),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string().nullable(),
  quantidade: z.number().int(),
  valor_bruto: valor,
  valor_liquido: valor,
  pedido_cliente_id: z.number().int().nullable(),
  acoes: acoesSchema('pedido'),
});

/** Most open orders in one answer (newest first). */
export const MAX_PEDIDOS_ABERTOS = 200;

/**
 * GET /api/pedidos/abertos?cliente_id&rodada_id: the client's orders in status 0 or 1 that the
 * caller may see (its supplier's, the ones it represents, its rounds'), newest first.
 */
export const pedidosAbertos = endpoint({
  method: 'GET',
  path: '/api/pedidos/abertos',
  summary: 'Pedidos em aberto (pendentes ou revisados) de um cliente',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante', 'administrador'],
  query: z.object({
    cliente_id: z
      .preprocess(
        (v) => (v === '' ? undefined : v),
        z.coerce
          .number({ error: MSG_ACOES_PEDIDO.clienteObrigatorio })
          .int(MSG_ACOES_PEDIDO.clienteObrigatorio)
          .positive(MSG_ACOES_PEDIDO.clienteObrigatorio)
          .max(MAIOR_ID, MSG_ACOES_PEDIDO.clienteObrigatorio),
      )
      .describe('Id do cliente'),
    rodada_id: z
      .preprocess(vazioAusente, idParam('Só pedidos desta rodada').optional())
      .describe('Só pedidos desta rodada'),
  }),
  response: z.object({ pedidos_abertos: z.array(pedidoAbertoSchema) }),
});
