import { z } from '../../zod-setup.js';
import { dataIso, dinheiro, id, telefoneOpcional } from '../../campos.js';
import { naColuna, semColuna } from '../../colunas.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import {
  FORMA_PAGAMENTO_CLIENTE,
  FORMAS_PAGAMENTO,
  hashPedido,
  linhaPedidoSchema,
  linhasPedidoSchema,
  MAX_LINHAS_PEDIDO,
  rodadaPedido,
  uuidPedido,
} from './comum.js';
import { MSG_PEDIDOS } from './mensagens.js';

/*
 * The two checkouts of 'Finalizar Compra' (spec 3 §2 "Checkout", §5 "Supplier checkout", §7
 * "Orders"; spec D9, D11, D14; issue 13 §5-§6; ADR 018). Prices never come from the body.
 */

const OBR = MSG_PEDIDOS.obrigatorio;
const texto = (coluna: string, max: number) =>
  naColuna(coluna, z.string({ error: OBR }).trim().max(max, `No máximo ${max} caracteres`));
const textoOpcional = (coluna: string, max: number) =>
  naColuna(
    coluna,
    z
      .string()
      .trim()
      .max(max, `No máximo ${max} caracteres`)
      .nullish()
      .transform((v) => (v ? v : null)),
  );
/** A free-text `text` column: capped so one body cannot fill the database. */
const MAX_OBSERVACOES = 5000;

/** Absent, null or empty: not sent. */
const vazio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** An optional amount ('12.50', spec D14) in cents; absent is 0. Negative: 'O valor não pode ser negativo'. */
const valorOpcional = semColuna(
  'numeric(14,2), em centavos',
  z.preprocess(
    (v) => (vazio(v) ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .refine((s) => !s.startsWith('-'), MSG_PEDIDOS.valorNegativo)
      .pipe(dinheiro('Valor inválido'))
      .optional(),
  ),
);

/**
 * An optional percentage 0 to 100 with up to 4 decimals (numeric(7,4)), as a number or a decimal
 * string; kept as the decimal string. Absent: not sent.
 */
const percentualOpcional = semColuna(
  'numeric(7,4)',
  z.preprocess(
    (v) => (vazio(v) ? undefined : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: MSG_PEDIDOS.percentualInvalido })
      .trim()
      .refine((s) => !s.startsWith('-'), MSG_PEDIDOS.valorNegativo)
      .pipe(
        z
          .string()
          .regex(/^\d{1,3}(?:\.\d{1,4})?$/, MSG_PEDIDOS.percentualInvalido)
          .refine((s) => Number(s) <= 100, MSG_PEDIDOS.percentualInvalido),
      )
      .optional(),
  ),
);

/**
 * A cliente's checkout (spec D9): one customer order and one supplier order (status 0 Pendente)
 * per supplier in the cart. The client is the caller; the store must be one of its own.
 * cliente_id, quantidade_total and valor_total of the earlier system's body are not read: the
 * server knows the caller and computes the totals.
 */
export const checkoutClienteBodySchema = z.object({
  uuid: uuidPedido,
  hash: hashPedido,
  rodada_id: rodadaPedido,
  cliente_loja_id: id(OBR).describe('A empresa (loja) do cliente que recebe o pedido'),
  forma_pagamento: z
    .preprocess(
      (v) => (vazio(v) ? FORMA_PAGAMENTO_CLIENTE : v),
      z.literal(FORMA_PAGAMENTO_CLIENTE, { error: MSG_PEDIDOS.soDeposito }),
    )
    .describe(`Só '${FORMA_PAGAMENTO_CLIENTE}' (padrão)`),
  observacoes: textoOpcional('pedidos_clientes.observacoes', MAX_OBSERVACOES),
  produtos: linhasPedidoSchema,
});
export type CheckoutClienteBody = z.output<typeof checkoutClienteBodySchema>;

export const salvarPedidoCliente = endpoint({
  method: 'POST',
  path: '/api/pedidos/salvar/cliente',
  summary: 'Finalizar compra do cliente: um pedido do cliente e um pedido por fornecedor do carrinho',
  tag: 'Pedidos',
  roles: ['cliente'],
  body: checkoutClienteBodySchema,
  response: respostaMsg(MSG_PEDIDOS.pedidoSalvo).extend({
    id: z.number().int().describe('Id do pedido do cliente (pedidos_clientes)'),
    pedidos: z.array(z.number().int()).describe('Ids dos pedidos de fornecedor, um por fornecedor'),
  }),
});

/**
 * The supplier / representative checkout ('pedido_loja', spec 3 §5 "Supplier checkout"): one order
 * of one supplier for one client's store. A fornecedor's supplier is itself (fornecedor_id is not
 * read); a representante names one it represents. Discount and fee: the value wins when both are
 * sent, else the value is the percentage of the gross; a representante may not set them (403).
 */
/** A line of the order form: the cart line plus its notes ('Observações do produto', spec 3 §2). */
export const linhaFormularioSchema = linhaPedidoSchema.extend({
  observacoes: textoOpcional('pedido_itens.observacoes', MAX_OBSERVACOES).describe('Observações da linha'),
});
export type LinhaFormulario = z.output<typeof linhaFormularioSchema>;

export const checkoutFornecedorBodySchema = z.object({
  uuid: uuidPedido,
  hash: hashPedido,
  rodada_id: rodadaPedido,
  cliente_id: id(OBR),
  cliente_loja_id: id(OBR),
  fornecedor_id: z
    .preprocess(
      (v) => (vazio(v) || v === 0 ? undefined : v),
      id(MSG_PEDIDOS.fornecedorObrigatorio).optional(),
    )
    .describe('Fornecedor do pedido: obrigatório para o representante; o fornecedor é sempre quem chama'),
  entrega: dataIso().describe('Data de entrega, a partir de hoje (data do servidor, America/Sao_Paulo)'),
  forma_pagamento: z.enum(FORMAS_PAGAMENTO, { error: MSG_PEDIDOS.formaPagamentoInvalida }),
  prazo: texto('pedidos.prazo', 100).min(1, OBR).describe('Prazo em dias (ex.: "30/60/90") ou texto livre'),
  transportadora: textoOpcional('pedidos.transportadora', 255),
  transportadora_telefone: naColuna('pedidos.transportadora_telefone', telefoneOpcional()),
  vendedor: textoOpcional('pedidos.vendedor', 255).describe(
    "'Responsável': obrigatório para o fornecedor, opcional para o representante",
  ),
  desconto_valor: valorOpcional.describe('Desconto em reais ("12.50")'),
  desconto_percentual: percentualOpcional.describe('Desconto em % do bruto (0 a 100)'),
  taxa_valor: valorOpcional.describe('Taxa em reais'),
  taxa_percentual: percentualOpcional.describe('Taxa em % do bruto (0 a 100)'),
  observacoes: textoOpcional('pedidos.observacoes', MAX_OBSERVACOES),
  produtos: z
    .array(linhaFormularioSchema, { error: MSG_PEDIDOS.carrinhoVazio })
    .min(1, MSG_PEDIDOS.carrinhoVazio)
    .max(MAX_LINHAS_PEDIDO, `No máximo ${MAX_LINHAS_PEDIDO} produtos por pedido`),
});
export type CheckoutFornecedorBody = z.output<typeof checkoutFornecedorBodySchema>;

export const salvarPedido = endpoint({
  method: 'POST',
  path: '/api/pedidos/salvar',
  summary: 'Finalizar compra do fornecedor ou do representante (pedido_loja) para um cliente',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante'],
  body: checkoutFornecedorBodySchema,
  response: z.object({
    msg: z
      .string()
      .describe(
        `'${MSG_PEDIDOS.pedidoSalvo}'; '${MSG_PEDIDOS.pedidoAtualizado}' quando o mesmo uuid volta com outro hash (spec D11)`,
      ),
    id: z.number().int().describe('Id do pedido'),
  }),
});

/** The server's date (spec 3 §5: the delivery date's minimum is today's server date; spec D4). */
export const dataAtual = endpoint({
  method: 'GET',
  path: '/api/pedidos/data',
  summary: 'Data de hoje no servidor (America/Sao_Paulo)',
  tag: 'Pedidos',
  roles: ['master', 'administrador', 'fornecedor', 'representante', 'cliente'],
  response: z.object({ data_atual: z.string().describe('AAAA-MM-DD, hoje em America/Sao_Paulo') }),
});
