import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { dataIso, idParam } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../../envelope.js';

/*
 * The orders list (spec 3 §2 "Orders list", §3 "Order filter", §7 "GET /api/pedidos/listar",
 * "POST /api/pedidos/filtrar"; PEDIDOS.md decision 3): the supplier orders the caller may see,
 * newest first, paginated on the server, with totals over the whole filtered set. The same filter
 * is the print list's query (GET /api/impressoes/pedidos/listar).
 */

/** Status filter: todos, abertos (0 Pendente, 1 Revisado, 2 Em expedição) or enviados (4). */
export const FILTRO_STATUS_PEDIDO = ['todos', 'abertos', 'enviados'] as const;
export type FiltroStatusPedido = (typeof FILTRO_STATUS_PEDIDO)[number];
export const ROTULO_FILTRO_STATUS_PEDIDO: Record<FiltroStatusPedido, string> = {
  todos: 'Todos',
  abertos: 'Abertos',
  enviados: 'Enviados',
};
/** Which date the period filters: none, the order's date (cadastro) or its delivery date (entrega). */
export const FILTRO_DATA_PEDIDO = ['nenhuma', 'cadastro', 'entrega'] as const;
export type FiltroDataPedido = (typeof FILTRO_DATA_PEDIDO)[number];
export const ROTULO_FILTRO_DATA_PEDIDO: Record<FiltroDataPedido, string> = {
  nenhuma: 'Nenhuma',
  cadastro: 'Cadastro',
  entrega: 'Entrega',
};

/** Absent, null, '', 0 or '0': not sent (a cleared select). */
const ausente = (v: unknown) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v);
const idOpcional = (descricao: string) =>
  z.preprocess(ausente, idParam(descricao).optional()).describe(`${descricao} (opcional)`);
const dataOpcional = (descricao: string) =>
  z.preprocess(ausente, dataIso().optional()).describe(`${descricao}, AAAA-MM-DD (anos 1900 a 2999)`);

/**
 * The order filter (spec 3 §3 "Order filter") and the search: every field optional, so the same
 * object reads a JSON body (numbers) and a query string (texts).
 */
export const filtroPedidosCampos = {
  rodada_id: idOpcional('Rodada (o administrador precisa dela)'),
  status: z
    .preprocess(
      ausente,
      z.enum(FILTRO_STATUS_PEDIDO, { error: 'Escolha Todos, Abertos ou Enviados' }).default('todos'),
    )
    .describe('todos (padrão), abertos (0, 1, 2) ou enviados (4)'),
  data_tipo: z
    .preprocess(
      ausente,
      z.enum(FILTRO_DATA_PEDIDO, { error: 'Escolha Nenhuma, Cadastro ou Entrega' }).default('nenhuma'),
    )
    .describe('nenhuma (padrão: sem período), cadastro (data do pedido) ou entrega'),
  data_inicial: dataOpcional('Início do período (inclusive); ignorado com data_tipo nenhuma'),
  data_final: dataOpcional('Fim do período (inclusive); ignorado com data_tipo nenhuma'),
  cliente_id: idOpcional('Cliente'),
  cliente_loja_id: idOpcional('Empresa (loja) do cliente'),
  fornecedor_id: idOpcional('Fornecedor'),
  representante_id: idOpcional('Representante'),
  pedido: idOpcional('Número do pedido'),
  busca: semColuna(
    'texto de busca, não guardado',
    z
      .string()
      .max(100, 'No máximo 100 caracteres')
      .nullish()
      .transform((s) => s?.trim() || undefined),
  ).describe('Número do pedido, nome / razão social / nome fantasia / CNPJ do cliente ou nome do fornecedor'),
};
export const filtroPedidosSchema = z.object(filtroPedidosCampos);
export type FiltroPedidos = z.output<typeof filtroPedidosSchema>;
export type FiltroPedidosEntrada = z.input<typeof filtroPedidosSchema>;

/** One row of the orders list (spec 3 §3 "Order": list rows). Money as '1234.56' (spec D14). */
export const pedidoLinhaSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  hash: z.string().nullable(),
  data: z.string().describe('AAAA-MM-DD'),
  entrega: z.string().nullable().describe('AAAA-MM-DD'),
  status: z
    .number()
    .int()
    .describe('0 Pendente, 1 Revisado, 2 Em expedição, 3 Entregue, 4 Enviado, 5 Cancelado'),
  cliente_id: z.number().int(),
  cliente_nome: z.string(),
  razao_social: z.string().nullable().describe('Da empresa (loja) do pedido'),
  nome_fantasia: z.string().nullable().describe('Da empresa (loja) do pedido'),
  cnpj: z.string().nullable().describe('Da empresa (loja) do pedido'),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string(),
  representante_nome: z.string().nullable(),
  quantidade: z.number().int(),
  valor_bruto: z.string(),
  valor_liquido: z.string(),
  comissao_valor: z.string(),
  offline: z.boolean(),
  pedido_loja: z.boolean(),
  pedido_cliente_id: z.number().int().nullable(),
  rodada_id: z.number().int().nullable(),
  acoes: acoesSchema('pedido'),
});
export type PedidoLinha = z.infer<typeof pedidoLinhaSchema>;

const somaDeStatus = z.object({ pedidos: z.number().int(), valor: z.string() });

/**
 * Totals over the whole filtered set (not the page). Money sums leave cancelled orders out;
 * `pedidos` and `quantidade` count every order but the cancelled. pendentes = 0 Pendente and
 * 1 Revisado; entregues = 3; enviados = 4 (the representative's summary, spec 3 §2).
 */
export const totaisPedidosSchema = z.object({
  pedidos: z.number().int(),
  quantidade: z.number().int(),
  valor_bruto: z.string(),
  valor_liquido: z.string(),
  comissao_valor: z.string(),
  pendentes: somaDeStatus,
  entregues: somaDeStatus,
  enviados: somaDeStatus,
});
export type TotaisPedidos = z.infer<typeof totaisPedidosSchema>;

/** The answer of both lists: rows, pagination block and totals. */
export const listaPedidosSchema = paginaSchema.extend({
  pedidos: z.array(pedidoLinhaSchema),
  totais: totaisPedidosSchema,
});
export type ListaPedidos = z.infer<typeof listaPedidosSchema>;

/** Who lists orders: every role but the master (domain.md: the master does not read orders). */
export const PAPEIS_LISTA_PEDIDOS = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;

export const listarPedidos = endpoint({
  method: 'GET',
  path: '/api/pedidos/listar',
  summary: 'Pedidos que quem chama pode ver (mais novos primeiro, paginados, com totais)',
  tag: 'Pedidos',
  roles: PAPEIS_LISTA_PEDIDOS,
  query: paginacaoQuery.extend({
    rodada_id: filtroPedidosCampos.rodada_id,
    busca: filtroPedidosCampos.busca,
  }),
  response: listaPedidosSchema,
});

export const filtroPedidosBodySchema = paginacaoQuery.extend(filtroPedidosCampos);
export type FiltroPedidosBody = z.output<typeof filtroPedidosBodySchema>;

export const filtrarPedidos = endpoint({
  method: 'POST',
  path: '/api/pedidos/filtrar',
  summary: 'Pedidos filtrados (status, período, cliente, empresa, fornecedor, representante, número)',
  tag: 'Pedidos',
  roles: PAPEIS_LISTA_PEDIDOS,
  body: filtroPedidosBodySchema,
  response: listaPedidosSchema,
});
