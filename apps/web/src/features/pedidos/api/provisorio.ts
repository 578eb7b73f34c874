import { acoesSchema, endpoint, pedidos, produtos, respostaMsg, z } from '@rodada/contracts';

/*
 * TEMPORARY: the shapes of PEDIDOS.md §4-§6 until h-a's contracts are merged (then this file goes
 * and api/formulario.ts imports them from @rodada/contracts).
 */

const valor = z.string();
const produtoDoPedido = z.object({
  id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor,
  foto: produtos.fotoProdutoSchema.nullable(),
  quantidade_minima: z.number().int(),
  multiplo: z.number().int(),
  cores: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  tamanhos: z.array(
    z.object({ id: z.number().int(), tamanho: z.string(), especial: z.boolean().optional() }),
  ),
});

export const produtosDoPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/produtos',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  query: z.object({
    busca: z.string().optional(),
    fornecedor_id: z.number().int().optional(),
    page: z.number().int().optional(),
  }),
  response: z.object({
    produtos: z.array(produtoDoPedido),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});

export const produtoPorCodigo = endpoint({
  method: 'GET',
  path: '/api/pedidos/produtos/codigo',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  query: z.object({ codigo: z.string(), fornecedor_id: z.number().int().optional() }),
  response: z.object({ produto: produtoDoPedido }),
});

const pedidoEditar = z.object({
  id: z.number().int(),
  uuid: z.string(),
  data: z.string(),
  entrega: z.string().nullable(),
  status: z.number().int(),
  rodada_id: z.number().int().nullable(),
  cliente_id: z.number().int(),
  cliente_loja_id: z.number().int(),
  fornecedor_id: z.number().int(),
  representante_id: z.number().int().nullable(),
  desconto_valor: valor,
  desconto_percentual: z.string().nullable(),
  taxa_valor: valor,
  taxa_percentual: z.string().nullable(),
  comissao_percentual: z.string(),
  comissao_tipo: z.string(),
  forma_pagamento: z.string().nullable(),
  prazo: z.string().nullable(),
  transportadora: z.string().nullable(),
  transportadora_telefone: z.string().nullable(),
  vendedor: z.string().nullable(),
  observacoes: z.string().nullable(),
  cliente: z.object({
    id: z.number().int(),
    nome: z.string(),
    razao_social: z.string().nullable(),
    nome_fantasia: z.string().nullable(),
    cnpj: z.string().nullable(),
    telefone: z.string().nullable(),
    celular: z.string().nullable(),
    email: z.string().nullable(),
  }),
  loja: z.object({
    id: z.number().int(),
    razao_social: z.string(),
    nome_fantasia: z.string(),
    cnpj: z.string(),
  }),
  fornecedor: z.object({
    id: z.number().int(),
    nome_fantasia: z.string(),
    razao_social: z.string().nullable(),
    cnpj: z.string().nullable(),
    telefone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  representante: z.object({ id: z.number().int(), nome_fantasia: z.string() }).nullable(),
  rodada: z.object({ id: z.number().int(), nome: z.string(), permitir_pedidos: z.boolean() }).nullable(),
  produtos: z.array(
    z.object({
      produto_id: z.number().int(),
      codigo: z.string(),
      descricao: z.string(),
      valor,
      quantidade: z.number().int(),
      subtotal: valor,
      observacoes: z.string().nullable(),
      foto: produtos.fotoProdutoSchema.nullable(),
      quantidade_minima: z.number().int(),
      multiplo: z.number().int(),
      cores: z.array(z.object({ id: z.number().int(), nome: z.string() })),
      tamanhos: z.array(
        z.object({ id: z.number().int(), tamanho: z.string(), especial: z.boolean().optional() }),
      ),
      grade: z.array(
        z.object({ cor_id: z.number().int(), tamanho_id: z.number().int(), quantidade: z.number().int() }),
      ),
    }),
  ),
  acoes: acoesSchema('pedido'),
});

export const editarPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/:id/editar',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  params: z.object({ id: z.string() }),
  response: z.object({ pedido: pedidoEditar }),
});

const linha = pedidos.linhaPedidoSchema.extend({ observacoes: z.string().nullish() });
const corpo = pedidos.checkoutFornecedorBodySchema.extend({ produtos: z.array(linha) });

export const atualizarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/atualizar',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  params: z.object({ id: z.number().int() }),
  body: corpo,
  response: respostaMsg('Pedido atualizado com sucesso').extend({ id: z.number().int() }),
});

export const salvarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/salvar',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  body: corpo,
  response: respostaMsg('Pedido salvo com sucesso').extend({ id: z.number().int() }),
});

export const fecharPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/fechar',
  summary: 'x',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  params: z.object({ id: z.number().int() }),
  response: respostaMsg('Pedido revisado com sucesso'),
});
