import { z } from '../../zod-setup.js';
import { id } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { MSG_LOJA } from '../loja/mensagens.js';
import { MSG_PEDIDOS } from './mensagens.js';

/*
 * Parts shared by the two checkouts (spec 3 §2 "Checkout", §5 "Supplier checkout"; spec 1 §5
 * quantity rules; spec D11 idempotency). A cart line carries no price: the server reads price,
 * minimum, multiple, approval and active state from the catalogue (issue 13 §6). A `valor` sent
 * anyway is dropped by the schema (zod strips undeclared keys).
 */

/** Most lines in one checkout, and most grid cells in one line. */
export const MAX_LINHAS_PEDIDO = 500;
export const MAX_CELULAS_GRADE = 2000;
/** Largest piece count a PostgreSQL integer holds. */
const MAIOR_QUANTIDADE = 2_147_483_647;

/** A whole quantity (number or digits), else 'Quantidade inválida' (spec 1 §5). */
const quantidade = (min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: MSG_LOJA.quantidadeInvalida })
      .int(MSG_LOJA.quantidadeInvalida)
      .min(min, MSG_LOJA.quantidadeInvalida)
      .max(MAIOR_QUANTIDADE, MSG_LOJA.quantidadeInvalida),
  );

/** One colour × size cell of a cart line; cells at 0 are dropped by the server. */
export const celulaPedidoSchema = z.object({
  cor_id: id('Cor inválida'),
  tamanho_id: id('Tamanho inválido'),
  quantidade: quantidade(0),
});

/** A cart line: product, total pieces and its grid (the grid must sum to the total). */
export const linhaPedidoSchema = z.object({
  produto_id: id(MSG_PEDIDOS.produtoNaoEncontrado),
  quantidade: quantidade(1),
  grade: z
    .array(celulaPedidoSchema, { error: MSG_LOJA.gradeDiferente })
    .min(1, MSG_LOJA.gradeDiferente)
    .max(MAX_CELULAS_GRADE, `No máximo ${MAX_CELULAS_GRADE} células`),
});
export type LinhaPedido = z.output<typeof linhaPedidoSchema>;

/** The lines of a checkout: at least one ('Seu carrinho de compras está vazio'). */
export const linhasPedidoSchema = z
  .array(linhaPedidoSchema, { error: MSG_PEDIDOS.carrinhoVazio })
  .min(1, MSG_PEDIDOS.carrinhoVazio)
  .max(MAX_LINHAS_PEDIDO, `No máximo ${MAX_LINHAS_PEDIDO} produtos por pedido`);

/** The client-made idempotency key (spec D11). */
export const uuidPedido = z
  .uuid('Identificador do pedido inválido')
  .transform((v) => v.toLowerCase())
  .describe(
    'Chave de idempotência feita pelo aparelho (spec D11): salvar o mesmo uuid duas vezes nunca faz dois pedidos',
  );

/**
 * Hex SHA-256 of the canonical body without its hash (spec D11; packages/domain corpoCanonico),
 * sent by the client. The server hashes the validated body itself and keeps its own (ADR 021), so a
 * stale or differently built client hash never turns an edit into a retry. Same uuid and same body:
 * a retry, answered as the first time. Same uuid, another body, same user: the order is updated
 * while it may still change (else 409 with the reason); another user's uuid: 409. Stored in
 * pedidos.hash.
 */
export const hashPedido = semColuna(
  'guardado em pedidos.hash (64 caracteres hexadecimais)',
  z
    .string({ error: 'Hash inválido' })
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/, 'Hash inválido: SHA-256 em hexadecimal (64 caracteres)')
    .transform((v) => v.toLowerCase()),
).describe('SHA-256 (hexadecimal) do corpo canônico');

/** Optional round of the device (the selected round); a round that forbids orders refuses them. */
export const rodadaPedido = z
  .preprocess((v) => (v === '' || v === 0 || v === '0' ? null : v), id('Rodada inválida').nullish())
  .transform((v) => v ?? null)
  .describe('Rodada selecionada no aparelho, se houver (uma rodada que não permite pedidos recusa)');

/** Payment methods of supplier orders (spec 3 §9). */
export const FORMAS_PAGAMENTO = [
  'À Vista',
  'Depósito',
  'Transferência',
  'Cheque',
  'Cartão de Crédito',
  'Cartão de Débito',
  'Boleto',
  'PIX',
  'Duplicata',
] as const;
/**
 * The payment terms in days of spec 3 §9 ("Payment terms (days)"), offered as suggestions wherever
 * a term is typed (supplier checkout, a client's term in a round); free text is allowed too.
 */
export const PRAZOS_PAGAMENTO = [
  '15',
  '15/30',
  '15/30/45',
  '15/30/45/60',
  '15/30/45/60/75',
  '30',
  '30/60',
  '30/60/90',
  '30/60/90/120',
  '30/60/90/120/150',
  '60',
  '60/90',
  '60/90/120',
  '60/90/120/150',
] as const;
/** The one payment method of a client order today (spec 3 §5 "Client-order payment"). */
export const FORMA_PAGAMENTO_CLIENTE = 'Depósito';
