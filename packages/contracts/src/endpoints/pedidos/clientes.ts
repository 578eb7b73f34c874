import { acoesSchema } from '../../acoes.js';
import { z } from '../../zod-setup.js';
import { idParam } from '../../campos.js';
import { semColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';

/*
 * The clients a checkout may be for (spec 3 §7 "GET /api/pedidos/clientes", query rodada_id, id,
 * busca; spec 3 §6: a representante picks a client from their list). A representante: its clients
 * (main representative or a confirmed link); a fornecedor: its customer list (fornecedor_cliente)
 * and the clients it has orders with: the people the cliente policy lets each see (ADR 013). Each
 * client comes with its stores (lojas) so the checkout picks one without another call, and with
 * what the caller may do in a checkout for it (`acoes` of compra: `salvar`, and `alterar_desconto`,
 * the order's discount and fee, read-only for a representative, spec 3 §5, §6), for the order's
 * supplier: the caller itself (a fornecedor) or any supplier it carries (a representante).
 */

/** Most clients in one answer: the search narrows a longer list. */
export const MAX_CLIENTES_PEDIDO = 50;

export const lojaDoClienteSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string(),
  padrao: z.boolean(),
});

export const clienteDoPedidoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable(),
  lojas: z.array(lojaDoClienteSchema).describe('Empresas do cliente, a padrão primeiro'),
  acoes: acoesSchema('compra'),
});
export type ClienteDoPedido = z.infer<typeof clienteDoPedidoSchema>;

export const clientesDoPedido = endpoint({
  method: 'GET',
  path: '/api/pedidos/clientes',
  summary:
    'Clientes para os quais quem chama pode fazer um pedido, com as suas empresas (o administrador: os participantes das suas rodadas, para o filtro da lista)',
  tag: 'Pedidos',
  roles: ['fornecedor', 'representante', 'administrador'],
  query: z.object({
    rodada_id: z
      .preprocess(
        (v) => (v === '' || v === '0' ? undefined : v),
        idParam('Rodada (participantes dela)').optional(),
      )
      .describe('Só clientes participantes desta rodada'),
    id: z.preprocess((v) => (v === '' ? undefined : v), idParam('Um cliente só').optional()),
    busca: semColuna(
      'texto de busca, não guardado',
      z.string().trim().max(100, 'No máximo 100 caracteres').optional(),
    ).describe('Nome, razão social, nome fantasia ou CNPJ (parte)'),
  }),
  response: z.object({ clientes: z.array(clienteDoPedidoSchema) }),
});
