import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { idParam, MAIOR_ID } from '../../campos.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { fotoProdutoSchema } from '../produtos/foto.js';
import { corDoProdutoSchema, tamanhoDoProdutoSchema } from '../produtos/linha.js';
import { checkoutFornecedorBodySchema } from './checkout.js';
import { MSG_PEDIDOS } from './mensagens.js';

/*
 * The order form's load and update (spec 3 §2 "Order form", §3 "Order", "Order line", §7
 * "GET /api/pedidos/{id}/editar", "POST /api/pedidos/{id}/atualizar"; PEDIDOS.md decisions 4, 5).
 * Money as '1234.56', percentages as decimal strings (spec D14).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `{id}` of /pedidos/{id}/editar: the order's number or its uuid (an order saved offline is known
 * by its uuid until it syncs, spec 3 §2). Read as a number or a lower-case uuid string.
 */
export const refPedidoParam = z
  .string({ error: MSG_PEDIDOS.identificadorInvalido })
  .trim()
  .refine(
    (v) => (/^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= MAIOR_ID) || UUID.test(v),
    MSG_PEDIDOS.identificadorInvalido,
  )
  .transform((v): number | string => (UUID.test(v) ? v.toLowerCase() : Number(v)))
  .describe('Número do pedido ou o seu uuid');

const valor = z.string().describe('Decimal em reais com ponto e 2 casas');
const percentual = z.string().describe('Percentual decimal (ex.: "5" ou "12.5000")');

/** One line of the order form with its product's grid axes (spec 3 §3 "Order line"). */
export const linhaPedidoEdicaoSchema = z.object({
  produto_id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  valor: valor.describe('Preço unitário gravado no pedido'),
  quantidade: z.number().int(),
  subtotal: valor,
  observacoes: z.string().nullable(),
  foto: fotoProdutoSchema.nullable(),
  quantidade_minima: z.number().int(),
  multiplo: z.number().int(),
  cores: z.array(corDoProdutoSchema).describe('Cores da grade do produto, na ordem dele'),
  tamanhos: z.array(tamanhoDoProdutoSchema).describe('Tamanhos da grade do produto, em ordem'),
  grade: z.array(
    z.object({ cor_id: z.number().int(), tamanho_id: z.number().int(), quantidade: z.number().int() }),
  ),
});
export type LinhaPedidoEdicao = z.infer<typeof linhaPedidoEdicaoSchema>;

/** The whole order as the form loads it (spec 3 §3 "Order"). */
export const pedidoEdicaoSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  hash: z.string().nullable(),
  offline: z.boolean(),
  rodada_id: z.number().int().nullable(),
  fornecedor_id: z.number().int(),
  representante_id: z.number().int().nullable(),
  cliente_id: z.number().int(),
  cliente_loja_id: z.number().int(),
  pedido_cliente_id: z.number().int().nullable(),
  data: z.string().describe('AAAA-MM-DD'),
  entrega: z.string().nullable().describe('AAAA-MM-DD'),
  desconto_percentual: percentual,
  desconto_valor: valor,
  taxa_percentual: percentual,
  taxa_valor: valor,
  comissao_percentual: percentual,
  comissao_valor: valor,
  comissao_tipo: z.string(),
  forma_pagamento: z.string().nullable(),
  prazo: z.string().nullable(),
  transportadora: z.string().nullable(),
  transportadora_telefone: z.string().nullable(),
  vendedor: z.string().nullable(),
  valor_bruto: valor,
  valor_liquido: valor,
  observacoes: z.string().nullable(),
  quantidade: z.number().int(),
  status: z.number().int(),
  pedido_loja: z.boolean(),
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
  produtos: z.array(linhaPedidoEdicaoSchema).describe('Na ordem em que foram digitados'),
  acoes: acoesSchema('pedido'),
});
export type PedidoEdicao = z.infer<typeof pedidoEdicaoSchema>;

export const editarPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/:id/editar',
  summary: 'Um pedido completo para o formulário (editar, revisar, copiar), pelo número ou pelo uuid',
  tag: 'Pedidos',
  roles: ['administrador', 'fornecedor', 'representante', 'cliente'],
  params: z.object({ id: refPedidoParam }),
  response: z.object({ pedido: pedidoEdicaoSchema }),
});

/**
 * POST /api/pedidos/{id}/atualizar (PEDIDOS.md decision 4): the same body as salvar; lines and
 * grade replaced in one transaction, totals recomputed from the catalogue prices. The uuid in the
 * body is not read (the order keeps its own); the hash is stored. A representante may not change
 * discount or fee; nobody changes the supplier.
 */
export const atualizarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/:id/atualizar',
  summary: 'Atualiza um pedido (Pendente ou Revisado) do fornecedor ou do representante',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  params: z.object({ id: idParam('Número do pedido') }),
  body: checkoutFornecedorBodySchema,
  response: respostaMsg(MSG_PEDIDOS.pedidoAtualizado).extend({ id: z.number().int() }),
});
