import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { endpoint } from '../../envelope.js';

/*
 * A customer order's detail (spec 3 §7 "GET /api/pedidos/pedidosclientes/{id}/detalhar", response
 * pedido_cliente and produtos; spec 3 §3 "Customer order"). Minimal for issue 13: what the checkout
 * saved, for its cliente, the representative of the client and the suppliers of its orders. Money
 * as decimal strings ('1234.56', spec D14).
 */

const valor = z.string().describe('Decimal em reais com ponto e 2 casas');

export const pedidoClienteDetalheSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  data: z.string(),
  status: z
    .number()
    .int()
    .describe('0 Em aberto, 1 Revisado, 2 Em expedição, 3 Fechado, 4 Enviado, 5 Cancelado'),
  cliente_id: z.number().int(),
  cliente_nome: z.string(),
  cliente_loja: z.object({
    id: z.number().int(),
    nome_fantasia: z.string(),
    razao_social: z.string(),
    cnpj: z.string(),
    endereco: z
      .object({
        rua: z.string().nullable(),
        numero: z.string().nullable(),
        complemento: z.string().nullable(),
        bairro: z.string().nullable(),
        local: z.string().nullable().describe('Ponto de referência'),
        cep: z.string().nullable().describe('8 dígitos'),
        celular: z.string().nullable(),
        cidade: z.string().nullable().describe('Nome da cidade'),
        estado: z.string().nullable().describe('Sigla do estado (UF)'),
      })
      .nullable()
      .describe("'Local de Entrega' (spec 3 §3 Customer order); null quando a empresa não tem endereço"),
  }),
  forma_pagamento: z.string().nullable(),
  observacoes: z.string().nullable(),
  quantidade_total: z.number().int(),
  valor_total: valor.describe('Soma dos pedidos de fornecedor (bruto)'),
  valor_liquido: valor,
  comissao_percentual: z.string(),
  comissao_valor: valor,
  pedidos: z
    .array(
      z.object({
        id: z.number().int(),
        fornecedor_id: z.number().int(),
        fornecedor_nome: z.string(),
        status: z.number().int(),
        quantidade: z.number().int(),
        valor_bruto: valor,
        valor_liquido: valor,
      }),
    )
    .describe('Um pedido por fornecedor (spec D9)'),
});

export const produtoPedidoClienteSchema = z.object({
  id: z.number().int().describe('Id do produto'),
  codigo: z.string(),
  descricao: z.string(),
  quantidade: z.number().int(),
  valor: valor.describe('Preço unitário do catálogo na compra'),
  subtotal: valor,
  grade: z.array(
    z.object({ cor_id: z.number().int(), tamanho_id: z.number().int(), quantidade: z.number().int() }),
  ),
});

export const detalharPedidoCliente = endpoint({
  method: 'GET',
  path: '/api/pedidos/pedidosclientes/:id/detalhar',
  summary: 'Detalhe de um pedido do cliente (o que a finalização de compra gravou)',
  tag: 'Pedidos',
  roles: ['cliente', 'representante', 'fornecedor', 'administrador', 'master'],
  params: z.object({ id: idParam('Id do pedido do cliente') }),
  response: z.object({
    pedido_cliente: pedidoClienteDetalheSchema,
    produtos: z.array(produtoPedidoClienteSchema),
  }),
});
