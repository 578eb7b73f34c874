import { z } from '../../zod-setup.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../../envelope.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { produtoLinhaSchema } from './linha.js';

/*
 * /produtos (spec 3 §2 "Products list", §7 "GET /api/produtos/listar", §9): a supplier's own
 * products, or every product for the master (with the supplier's name), paginated on the server,
 * newest first, filtered by status, active flag and an accent-insensitive search on code and
 * description.
 */

/** The status filter (spec 3 §2): Todos, Em homologação (0), Homologados (1), Reprovados (2), Vencidos (3). */
export const FILTRO_STATUS_PRODUTO = ['todos', '0', '1', '2', '3'] as const;
export type FiltroStatusProduto = (typeof FILTRO_STATUS_PRODUTO)[number];
/** The active filter (spec 3 §2): Ativos ('1'), Desativados ('0'), or both ('todos'). */
export const FILTRO_ATIVO_PRODUTO = ['1', '0', 'todos'] as const;
export type FiltroAtivoProduto = (typeof FILTRO_ATIVO_PRODUTO)[number];

/** The list's options, as /produtos labels them. */
export const ROTULO_FILTRO_STATUS: Record<FiltroStatusProduto, string> = {
  todos: 'Todos',
  '0': 'Em homologação',
  '1': 'Homologados',
  '2': 'Reprovados',
  '3': 'Vencidos',
};

/** An empty query value reads as absent (a form's cleared select). */
const vazioAusente = (v: unknown) => (v === '' ? undefined : v);

/** The filters of the list and of its print (without page). */
export const filtrosProdutos = {
  status: z
    .preprocess(
      vazioAusente,
      z.enum(FILTRO_STATUS_PRODUTO, { error: 'Escolha um status da lista' }).optional(),
    )
    .describe(
      "todos, 0 (Em homologação), 1 (Homologados), 2 (Reprovados) ou 3 (Vencidos); ausente: 'todos' para o fornecedor, 0 para o master (spec 3 §9)",
    ),
  ativo: z
    .preprocess(
      vazioAusente,
      z.enum(FILTRO_ATIVO_PRODUTO, { error: 'Escolha Ativos ou Desativados' }).default('1'),
    )
    .describe("1 (Ativos, padrão), 0 (Desativados) ou 'todos'"),
  busca: z
    .string()
    .max(100)
    .optional()
    .transform((s) => s?.trim() || undefined)
    .describe('Parte do código ou da descrição, sem diferenciar maiúsculas nem acentos'),
};

/**
 * The query of /produtos: `filtro` '1' (the default, spec 3 §9) applies status and ativo; '0'
 * lists every status and both active and deactivated products (the list without its filters).
 */
export const listarProdutosQuery = paginacaoQuery.extend({
  filtro: z
    .preprocess(vazioAusente, z.enum(['0', '1'], { error: 'Informe 0 ou 1' }).default('1'))
    .describe('1 (padrão): aplica status e ativo; 0: lista tudo'),
  ...filtrosProdutos,
});

/** The filters the list applied (the defaults filled in), for the screen's selects and its URL. */
export const filtrosAplicadosSchema = z.object({
  filtro: z.enum(['0', '1']),
  status: z.enum(FILTRO_STATUS_PRODUTO),
  ativo: z.enum(FILTRO_ATIVO_PRODUTO),
  busca: z.string().nullable(),
});

/** GET /api/produtos/listar (spec 3 §7): a page of the caller's products and the filters applied. */
export const listarProdutos = endpoint({
  method: 'GET',
  path: '/api/produtos/listar',
  summary: 'Lista os produtos do fornecedor logado, ou todos para o master (paginada, com filtros)',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  query: listarProdutosQuery,
  response: z.object({
    produtos: paginaSchema.extend({ data: z.array(produtoLinhaSchema) }),
    filtros: filtrosAplicadosSchema,
  }),
});

/** At most this many products in the printed list (every page up to it). */
export const LIMITE_IMPRESSAO_PRODUTOS = 2000;

/**
 * The supplier's printed products list (spec 3 §2: "suppliers can print the listing", §7
 * "Printing" produtos/listar; 'Erro ao imprimir listagem de produtos' on the web): Código,
 * Descrição, Valor, Status and Ativo, as filtered (status absent: every status), at most
 * LIMITE_IMPRESSAO_PRODUTOS. Local answers the PDF; remota queues it on the round's print island.
 */
export const imprimirProdutos = endpoint({
  method: 'GET',
  path: '/api/impressoes/produtos/listar',
  summary: 'Imprime a lista de produtos do fornecedor (PDF, ou envia à Ilha de Impressão)',
  tag: 'Impressões',
  roles: ['fornecedor'],
  query: comImpressao(filtrosProdutos),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
