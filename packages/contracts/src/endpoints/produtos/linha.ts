import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { idParam } from '../../campos.js';
import { fotoProdutoSchema } from './foto.js';

// A product as the answers carry it (spec 3 §3 "Product"): the /produtos row and, with its grid,
// the form's product. Shared by the list, the edit form and the other catalogue helpers.

/** Product statuses (spec 3 §4): 0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido. */
export const STATUS_PRODUTO = [0, 1, 2, 3] as const;

/** `:id` of a product in the path. */
export const paramsProduto = z.object({ id: idParam('Id do produto') });

/** One reason of the latest rejection (spec 3 §3 "produto_detalhes (reasons list)"). */
export const motivoReprovacaoSchema = z.object({
  nome: z.string().describe('Nome do erro da lista de possíveis erros; vazio para um motivo livre'),
  descricao: z.string().describe('O texto do motivo, como estava na reprovação'),
});
export type MotivoReprovacao = z.infer<typeof motivoReprovacaoSchema>;

/** One product of /produtos (spec 3 §2 "Products list", §3 "Product"). */
export const produtoLinhaSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: z.string().describe('Decimal em reais com ponto e 2 casas (ex.: "89.90"; spec D14)'),
  categoria_id: z.number().int(),
  categoria_nome: z.string(),
  quantidade_minima: z.number().int(),
  multiplo: z.number().int(),
  detalhes: z.string().nullable(),
  status: z.number().int().describe('0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido (spec 3 §4)'),
  ativo: z.boolean().describe('Desativado: fora da loja e dos pedidos (spec 3 §4)'),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string().describe('Nome fantasia do fornecedor (coluna Fornecedor do master)'),
  foto: fotoProdutoSchema.nullable().describe('A primeira foto da galeria; nula sem fotos'),
  produto_detalhes: z
    .array(motivoReprovacaoSchema)
    .describe('Os motivos da última reprovação (só para status 2; vazio nos outros)'),
  acoes: acoesSchema('produto').describe(
    'editar/excluir: o fornecedor dono e o master; ativar: o fornecedor dono; homologar: o master; renovar: o dono de um vencido',
  ),
});
export type ProdutoLinha = z.infer<typeof produtoLinhaSchema>;

/** A colour of the product's grid, in the product's order. */
export const corDoProdutoSchema = z.object({ id: z.number().int(), nome: z.string() });
/** A size of the product's grid, in the order of 'Ordenação de Tamanhos'. */
export const tamanhoDoProdutoSchema = z.object({
  id: z.number().int(),
  tamanho: z.string(),
  especial: z.boolean().describe("Tamanho especial (ex.: 'ÚNICO')"),
});

/** The form's product: the row plus its grid (colours × sizes, in order). */
export const produtoEdicaoSchema = produtoLinhaSchema.extend({
  cores: z.array(corDoProdutoSchema),
  tamanhos: z.array(tamanhoDoProdutoSchema),
});
export type ProdutoEdicao = z.infer<typeof produtoEdicaoSchema>;
