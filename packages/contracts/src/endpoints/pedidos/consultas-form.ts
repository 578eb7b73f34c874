import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { endpoint, paginaSchema } from '../../envelope.js';
import { normalizarCodigo } from '../produtos/codigo.js';
import { fotoProdutoSchema } from '../produtos/foto.js';
import { corDoProdutoSchema, tamanhoDoProdutoSchema } from '../produtos/linha.js';

/*
 * The order form's lookups (spec 3 §7 "GET /api/pedidos/produtos", "/produtos/codigo",
 * "/fornecedores", "/representantes"; PEDIDOS.md decision 6). Products: the usable ones (approved
 * and active) of the order's supplier: a fornecedor's own, a representante's of a supplier it carries.
 */

/** Products per page of the product search dialog. */
export const POR_PAGINA_PRODUTOS_PEDIDO = 30;

const ausente = (v: unknown) => (v === '' || v === null || v === '0' || v === 0 ? undefined : v);
const fornecedorQuery = z
  .preprocess(ausente, idParam('Fornecedor do pedido').optional())
  .describe('Fornecedor do pedido: obrigatório para o representante; ignorado para o fornecedor');
const rodadaQuery = z
  .preprocess(ausente, idParam('Rodada').optional())
  .describe('Rodada selecionada (o administrador precisa dela)');

/** A product as the order form adds it: price, quantity rules and its grid axes. */
export const produtoDoFormularioSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: z.string().describe('Preço unitário do catálogo, "89.90"'),
  foto: fotoProdutoSchema.nullable(),
  quantidade_minima: z.number().int(),
  multiplo: z.number().int(),
  cores: z.array(corDoProdutoSchema),
  tamanhos: z.array(tamanhoDoProdutoSchema),
});
export type ProdutoDoFormulario = z.infer<typeof produtoDoFormularioSchema>;

export const produtosDoFormulario = endpoint({
  method: 'GET',
  path: '/api/pedidos/produtos',
  summary: 'Produtos que podem entrar no pedido (homologados e ativos do fornecedor), com a grade',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  query: z.object({
    busca: semColuna(
      'texto de busca, não guardado',
      z
        .string()
        .max(100, 'No máximo 100 caracteres')
        .optional()
        .transform((s) => s?.trim() || undefined),
    ).describe('Parte do código ou da descrição, sem diferenciar maiúsculas nem acentos'),
    fornecedor_id: fornecedorQuery,
    page: z.coerce.number().int().min(1).max(100_000).default(1).describe('Página (1 em diante)'),
  }),
  response: paginaSchema.extend({ produtos: z.array(produtoDoFormularioSchema) }),
});

export const produtoPorCodigo = endpoint({
  method: 'GET',
  path: '/api/pedidos/produtos/codigo',
  summary: "Um produto do fornecedor pelo código (normalizado como no cadastro); 404 'Código não encontrado'",
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  query: z.object({
    codigo: semColuna(
      'código procurado; normalizado como produtos.codigo',
      z
        .string({ error: 'Informe o código' })
        .trim()
        .min(1, 'Informe o código')
        .max(50, 'No máximo 50 caracteres')
        .transform(normalizarCodigo),
    ),
    fornecedor_id: fornecedorQuery,
  }),
  response: z.object({ produto: produtoDoFormularioSchema }),
});

const pessoaDoFiltro = z.object({ id: z.number().int(), nome_fantasia: z.string() });

export const fornecedoresDoPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/fornecedores',
  summary: 'Fornecedores pelos quais quem chama pode filtrar pedidos (ou fazer um, o representante)',
  tag: 'Pedidos',
  roles: ['administrador', 'fornecedor', 'representante', 'cliente'],
  query: z.object({ rodada_id: rodadaQuery }),
  response: z.object({ fornecedores: z.array(pessoaDoFiltro) }),
});

export const representantesDoPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/representantes',
  summary: 'Representantes pelos quais quem chama pode filtrar pedidos',
  tag: 'Pedidos',
  roles: ['administrador', 'fornecedor', 'representante', 'cliente'],
  query: z.object({ rodada_id: rodadaQuery }),
  response: z.object({ representantes: z.array(pessoaDoFiltro) }),
});
