import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { dinheiro, idParam, MAIOR_ID } from '../../campos.js';
import { endpoint, paginaSchema } from '../../envelope.js';
import { fotoProdutoSchema } from './foto.js';

/*
 * The shop's public reads of products (spec 1 §2.4 "Filter panel and sorting", §2.5 "Storefront",
 * §7; spec 3 §7 "Products" buscar, buscarid, {id}/grade; issue 12 §7). Public: an anonymous visitor
 * browses the shop; a logged-in caller's session is read only for its `acoes` and, in buscarid and
 * grade, to see its own products in any status (ADR 014: public handlers resolve the session
 * themselves). The search lists only what the shop shows: approved (status 1) and active products
 * of active suppliers, for everyone (the master and the owner included).
 */

/** Sort options of 'Ordenar por' (spec 1 §2.4, spec 3 §7), kept zod-free for the shop's first load. */
export { ORDENACOES_BUSCA } from '../loja/leve.js';
export type OrdenacaoBusca = 1 | 2 | 3 | 4;

/** The shop's page size (spec 3 §10: 18 per page) and the most one call may ask for. */
export const PAGINACAO_LOJA = 18;
export const MAX_PAGINACAO_LOJA = 100;
/** The deepest page a search reaches (the total is counted up to a ceiling anyway). */
export const MAX_PAGINA_BUSCA = 10_000;
/** The longest search text and the most categories or ids in one call. */
export const MAX_BUSCA = 100;
export const MAX_IDS_BUSCA = 100;
/**
 * How many pages past the current one a search counts (no unbounded counting, issue 12 §7): the
 * shop draws 7 page buttons (spec 3 §10), so it counts up to (page + 6) × paginacao products. A
 * broader search answers that many as `total` with `total_exato` false, and last_page = page + 6;
 * walking further counts further. Counting costs at most what the page's own offset costs.
 */
export const PAGINAS_CONTADAS_A_FRENTE = 6;

/** The most products a search page counts: up to PAGINAS_CONTADAS_A_FRENTE pages past `page`. */
export const limiteDaContagem = (page: number, paginacao: number) =>
  (page + PAGINAS_CONTADAS_A_FRENTE) * paginacao;

export const MSG_BUSCA = {
  ordenacaoInvalida:
    'Ordenação inválida: use 1 (Mais Novos), 2 (Mais Vendidos), 3 (Maior Preço) ou 4 (Menor Preço)',
  paginaInvalida: `Página inválida: um número inteiro de 1 a ${MAX_PAGINA_BUSCA}`,
  paginacaoInvalida: `Itens por página inválidos: um número inteiro de 1 a ${MAX_PAGINACAO_LOJA}`,
  fornecedorInvalido: 'Fornecedor inválido',
  categoriasInvalidas: `Categorias inválidas: ids separados por vírgula (no máximo ${MAX_IDS_BUSCA})`,
  idsInvalidos: `Ids inválidos: ids de produto separados por vírgula (no máximo ${MAX_IDS_BUSCA})`,
  buscaLonga: `A busca pode ter no máximo ${MAX_BUSCA} caracteres`,
  valorInvalido: 'Valor inválido: use reais com ponto e até 2 casas (ex.: "49.90")',
  faixaInvalida: 'O valor mínimo não pode ser maior que o valor máximo',
} as const;

/** Absent, empty or only spaces: not sent (the shop's form sends empty fields). */
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional query number in [min, max], with one clear message for anything else. */
const inteiroQuery = (min: number, max: number, msg: string, padrao: number) =>
  z.preprocess(
    (v) => (vazio(v) ? undefined : v),
    z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg).default(padrao),
  );

/**
 * A list of ids separated by commas ('3,7,12'), each a positive integer id, at most MAX_IDS_BUSCA;
 * repeated ids once. Empty: an empty list.
 */
export const listaDeIds = (msg: string) =>
  z
    .string({ error: msg })
    .trim()
    .max(MAX_IDS_BUSCA * 11, msg)
    .refine((s) => s === '' || /^\s*\d{1,10}\s*(,\s*\d{1,10}\s*)*$/.test(s), msg)
    .transform((s) => (s === '' ? [] : [...new Set(s.split(',').map((p) => Number(p.trim())))]))
    .refine((ids) => ids.length <= MAX_IDS_BUSCA && ids.every((n) => n >= 1 && n <= MAIOR_ID), msg);

/** A price bound in reais ('49.90'), read as integer cents; absent or empty: no bound. */
const valorQuery = z.preprocess(
  (v) => (vazio(v) ? undefined : v),
  dinheiro(MSG_BUSCA.valorInvalido).optional(),
);

/** The shop search's query (spec 3 §7 "GET /api/produtos/buscar"). */
export const buscaQuery = z
  .object({
    page: inteiroQuery(1, MAX_PAGINA_BUSCA, MSG_BUSCA.paginaInvalida, 1).describe('Página (1 em diante)'),
    paginacao: inteiroQuery(1, MAX_PAGINACAO_LOJA, MSG_BUSCA.paginacaoInvalida, PAGINACAO_LOJA).describe(
      `Itens por página (${PAGINACAO_LOJA} por padrão; no máximo ${MAX_PAGINACAO_LOJA})`,
    ),
    fornecedor: z
      .preprocess(
        (v) => (vazio(v) || v === '0' || v === 0 ? undefined : v),
        z.coerce
          .number({ error: MSG_BUSCA.fornecedorInvalido })
          .int(MSG_BUSCA.fornecedorInvalido)
          .positive(MSG_BUSCA.fornecedorInvalido)
          .max(MAIOR_ID, MSG_BUSCA.fornecedorInvalido)
          .optional(),
      )
      .describe('Id do fornecedor (vazio ou 0: todos)'),
    categorias: z
      .preprocess((v) => (vazio(v) ? undefined : v), listaDeIds(MSG_BUSCA.categoriasInvalidas).optional())
      .describe('Ids de categoria separados por vírgula (qualquer uma delas)'),
    busca: z
      .preprocess(
        (v) => (vazio(v) ? undefined : v),
        z.string({ error: MSG_BUSCA.buscaLonga }).trim().max(MAX_BUSCA, MSG_BUSCA.buscaLonga).optional(),
      )
      .describe(
        'Texto buscado no código, na descrição e no nome do fornecedor, sem diferenciar acentos nem maiúsculas; ' +
          'cada palavra precisa aparecer (E)',
      ),
    valor_minimo: valorQuery.describe('Preço mínimo em reais (ex.: "10.00"), inclusive'),
    valor_maximo: valorQuery.describe('Preço máximo em reais (ex.: "500.00"), inclusive'),
    ordenacao: z
      .preprocess(
        (v) => (vazio(v) ? undefined : v),
        z.coerce
          .number({ error: MSG_BUSCA.ordenacaoInvalida })
          .int(MSG_BUSCA.ordenacaoInvalida)
          .min(1, MSG_BUSCA.ordenacaoInvalida)
          .max(4, MSG_BUSCA.ordenacaoInvalida)
          .default(1)
          .transform((n) => n as OrdenacaoBusca),
      )
      .describe('1 Mais Novos (padrão), 2 Mais Vendidos, 3 Maior Preço, 4 Menor Preço'),
  })
  .refine(
    (q) => q.valor_minimo === undefined || q.valor_maximo === undefined || q.valor_minimo <= q.valor_maximo,
    { path: ['valor_minimo'], message: MSG_BUSCA.faixaInvalida },
  );
export type BuscaProdutosQuery = z.output<typeof buscaQuery>;

/** A product card of the shop (spec 1 §3 "Cart item" fields, spec 3 §3 "Product"). */
export const produtoVitrineSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: z.string().describe('Decimal em reais com ponto e 2 casas (ex.: "49.90"; spec D14)'),
  quantidade_minima: z.number().int().describe('Quantidade mínima por pedido (fornecedores isentos)'),
  multiplo: z.number().int().describe('A quantidade deve ser múltipla dele; 0 ou 1: sem restrição'),
  fornecedor_id: z.number().int(),
  fornecedor: z.object({ nome_fantasia: z.string() }),
  categoria_id: z.number().int(),
  fotos: z.array(fotoProdutoSchema).describe('Fotos na ordem da galeria (a primeira é a capa)'),
  video: z.string().nullable().describe('URL do vídeo da galeria, ou null'),
  acoes: acoesSchema('produto').describe('O que o chamador pode fazer com o produto (anônimo: nada)'),
});
export type ProdutoVitrine = z.infer<typeof produtoVitrineSchema>;

/**
 * The shop search (spec 3 §7 "GET /api/produtos/buscar", spec 1 §2.4-§2.5). `total` is counted up
 * to limiteDaContagem (a broader search reports that many with total_exato false, and last_page
 * follows it); a text search knows its whole result up to 1 000 products and then answers its exact
 * total even past that limit. Every word of `busca` must appear (AND), accents and case ignored; no
 * relevance ranking: the chosen sort rules.
 */
export const buscarProdutos = endpoint({
  method: 'GET',
  path: '/api/produtos/buscar',
  summary: 'Busca de produtos da loja (homologados e ativos de fornecedores ativos)',
  tag: 'Loja',
  roles: 'public',
  query: buscaQuery,
  response: z.object({
    produtos: paginaSchema.extend({
      data: z.array(produtoVitrineSchema),
      total_exato: z
        .boolean()
        .describe(
          `false: há pelo menos \`total\` produtos (a contagem para ${PAGINAS_CONTADAS_A_FRENTE} páginas depois da atual)`,
        ),
    }),
  }),
});

/** A colour of a product's grid. */
export const corDaGradeSchema = z.object({ id: z.number().int(), nome: z.string() });
/** A size of a product's grid; `especial` (e.g. 'ÚNICO') deactivates the others in the dialog. */
export const tamanhoDaGradeSchema = z.object({
  id: z.number().int(),
  tamanho: z.string(),
  especial: z.boolean(),
});
export type CorDaGrade = z.infer<typeof corDaGradeSchema>;
export type TamanhoDaGrade = z.infer<typeof tamanhoDaGradeSchema>;

/** A product with its details and grid: the cart and the shared link (spec 1 §2.5 detail dialog). */
export const produtoDetalheSchema = produtoVitrineSchema.extend({
  detalhes: z.string().nullable(),
  status: z.number().int().describe('0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido'),
  ativo: z.boolean(),
  cores: z.array(corDaGradeSchema).describe('Na ordem do produto'),
  tamanhos: z.array(tamanhoDaGradeSchema).describe('Na ordem do produto'),
});
export type ProdutoDetalhe = z.infer<typeof produtoDetalheSchema>;

/**
 * Products by id (spec 3 §7 "GET /api/produtos/buscarid?id={ids}"): the cart re-reads its items and
 * the shared link /shared/{produto} opens one. Answers, in the order asked, those the caller may
 * see (podeVerProduto: the shop's products for everyone, its own in any status for a supplier, all
 * for the master); the others are left out, without telling whether they exist.
 */
export const buscarProdutosPorId = endpoint({
  method: 'GET',
  path: '/api/produtos/buscarid',
  summary: 'Produtos por id (carrinho e link compartilhado)',
  tag: 'Loja',
  roles: 'public',
  query: z.object({
    id: listaDeIds(MSG_BUSCA.idsInvalidos).describe('Ids de produto separados por vírgula'),
  }),
  response: z.object({ produtos: z.array(produtoDetalheSchema) }),
});

/**
 * A product's grid for the shop's quantity dialog (spec 3 §7 "GET /api/produtos/{id}/grade"): its
 * colours and sizes in the product's order. A product the caller may not see: 404.
 */
export const gradeDoProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/:id/grade',
  summary: 'Cores e tamanhos de um produto (diálogo de quantidade)',
  tag: 'Loja',
  roles: 'public',
  params: z.object({ id: idParam('Id do produto') }),
  response: z.object({
    cores: z.array(corDaGradeSchema),
    tamanhos: z.array(tamanhoDaGradeSchema),
  }),
});
