/*
 * PROVISIONAL (branch h-f only): the product list contracts as this screen expects them, until
 * h-b's contracts land in packages/contracts/src/endpoints/produtos. Replace every import of this
 * file with `produtos.<name>` from @rodada/contracts and delete it.
 */
import {
  acoesSchema,
  CAPACIDADES,
  endpoint,
  paginacaoQuery,
  paginaSchema,
  produtos,
  impressoes,
  respostaMsg,
  z,
} from '@rodada/contracts';

const { comImpressao, respostaImpressao, ARQUIVO_PDF } = impressoes;

const id = z.object({ id: z.coerce.number().int().positive() });
const opcao = z.object({ id: z.number().int(), nome: z.string() });

export const produtoListaSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: z.string(),
  status: z.number().int(),
  ativo: z.boolean(),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string(),
  foto: produtos.fotoProdutoSchema.nullable(),
  produto_detalhes: z.array(z.string()),
  acoes: acoesSchema('produto'),
});
export type ProdutoLista = z.infer<typeof produtoListaSchema>;

export const filtroProdutosQuery = paginacaoQuery.extend({
  filtro: z.coerce.number().int().optional(),
  status: z.coerce.number().int().optional(),
  ativo: z.enum(['0', '1']).optional(),
  busca: z.string().max(100).optional(),
});

export const listarProdutos = endpoint({
  method: 'GET',
  path: '/api/produtos/listar',
  summary: 'provisório',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  query: filtroProdutosQuery,
  response: z.object({ produtos: paginaSchema.extend({ data: z.array(produtoListaSchema) }) }),
});

const acao = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    summary: 'provisório',
    tag: 'Produtos',
    roles: CAPACIDADES['produtos.gerir'],
    params: id,
    response: respostaMsg('ok'),
  });
export const ativarProduto = acao('/api/produtos/:id/ativar');
export const desativarProduto = acao('/api/produtos/:id/desativar');
export const excluirProduto = acao('/api/produtos/:id/excluir');

export const produtoEdicaoSchema = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: z.string(),
  detalhes: z.string().nullable(),
  status: z.number().int(),
  ativo: z.boolean(),
  fornecedor_id: z.number().int(),
  fornecedor_nome: z.string(),
  fotos: z.array(produtos.fotoProdutoSchema),
  video: z.string().nullable(),
  cores: z.array(opcao),
  tamanhos: z.array(opcao),
  acoes: acoesSchema('produto'),
});
export type ProdutoEdicao = z.infer<typeof produtoEdicaoSchema>;

export const editarProduto = endpoint({
  method: 'GET',
  path: '/api/produtos/:id/editar',
  summary: 'provisório',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: id,
  response: z.object({ produto: produtoEdicaoSchema }),
});

export const imprimirProdutos = endpoint({
  method: 'GET',
  path: '/api/impressoes/produtos/listar',
  summary: 'provisório',
  tag: 'Impressões',
  roles: ['fornecedor'],
  query: comImpressao({ busca: z.string().optional() }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
