import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam, MAIOR_ID } from '../../campos.js';
import { MSG_PRODUTOS } from './mensagens.js';

/*
 * Approval and expiry of a product (spec 3 §4 "Product status", §7 Products: homologacao,
 * homologar, possiveiserros, renovar-vencido; spec 1 §2.7 notification tipo 4; issue 12 items 5
 * and 6). Status: 0 Em homologação, 1 Homologado, 2 Reprovado, 3 Vencido. The master approves
 * (1) or rejects (2, with at least one reason from the list or free text) any product not 3
 * Vencido; an approval lapses after PRODUTO_VALIDADE_DIAS days (the server's hourly sweep turns
 * it 3 and sends the supplier a tipo 4 notification); the supplier answers 'Ainda vende este
 * produto?' with 1 (renew) or 2 (no longer sells it: removed).
 */

/** The statuses a decision sets: the master's 1 and 2; 3 is the expiry sweep's. */
export const HOMOLOGACAO_STATUS = { aprovado: 1, reprovado: 2, vencido: 3 } as const;

/** `:id` of the product in the path. */
export const paramsProdutoHomologacao = z.object({ id: idParam('Id do produto') });

/** One reason of a decision: from the list (erro_id, nome) or free text (both null). */
export const motivoHomologacaoSchema = z.object({
  erro_id: z.number().int().nullable().describe('Id do motivo da lista; nulo para motivo livre'),
  nome: z.string().nullable().describe('Nome do motivo da lista; nulo para motivo livre'),
  descricao: z.string().describe('Texto do motivo, copiado no momento da decisão'),
});
export type MotivoHomologacao = z.infer<typeof motivoHomologacaoSchema>;

/** One approval decision (spec 3 §4): what it set, when and by whom, with its reasons. */
export const decisaoHomologacaoSchema = z.object({
  id: z.number().int(),
  status: z.number().int().describe('1 Homologado, 2 Reprovado, 3 Vencido (automático)'),
  data: z.string().describe('Momento da decisão (ISO 8601)'),
  usuario_nome: z.string().nullable().describe('Quem decidiu; nulo para o vencimento automático'),
  motivos: z.array(motivoHomologacaoSchema).describe('Motivos da reprovação (vazio nas outras)'),
});
export type DecisaoHomologacao = z.infer<typeof decisaoHomologacaoSchema>;

/** The approval state of one product (spec 3 §7 "response homologacao"). */
export const homologacaoSchema = z.object({
  produto_id: z.number().int(),
  codigo: z.string(),
  descricao: z.string(),
  status: z.number().int().describe('Status atual do produto (0 a 3)'),
  homologado_em: z.string().nullable().describe('Última aprovação (ISO 8601)'),
  vence_em: z.string().nullable().describe('Quando a aprovação vence (ISO 8601)'),
  motivos: z
    .array(motivoHomologacaoSchema)
    .describe('Os motivos da decisão atual (a primeira de decisoes): o que o fornecedor corrige'),
  decisoes: z
    .array(decisaoHomologacaoSchema)
    .describe('Histórico, a mais recente primeiro (no máximo LIMITE_DECISOES)'),
  acoes: acoesSchema('produto'),
});
export type Homologacao = z.infer<typeof homologacaoSchema>;

/** The history sent with a product's approval (its latest decisions). */
export const LIMITE_DECISOES = 20;

/**
 * The approval details of a product (spec 3 §7 "GET /api/produtos/homologacao?produto_id={id}"):
 * the master any product, a supplier its own (another's: 404).
 */
export const verHomologacao = endpoint({
  method: 'GET',
  path: '/api/produtos/homologacao',
  summary: 'Detalhes da homologação de um produto (status, decisões, motivos)',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  query: z.object({ produto_id: idParam('Id do produto') }),
  response: z.object({ homologacao: homologacaoSchema }),
});

/** The longest free-text reason (homologacao_erros.descricao is text; this bounds it). */
export const MAX_MOTIVO_LIVRE = 1000;
/** The most reasons one rejection carries. */
export const MAX_MOTIVOS = 50;

/** A reason of the rejection body: an id of the list, or a free text (spec 3 §4). */
export const erroHomologarSchema = z.union([
  z
    .object({
      id: z
        .number({ error: MSG_PRODUTOS.motivoInexistente })
        .int(MSG_PRODUTOS.motivoInexistente)
        .positive(MSG_PRODUTOS.motivoInexistente)
        .max(MAIOR_ID, MSG_PRODUTOS.motivoInexistente),
    })
    .strict()
    .describe('Um motivo da lista (GET /api/produtos/possiveiserros)'),
  z
    .object({
      descricao: naColuna(
        'homologacao_erros.descricao',
        z
          .string({ error: MSG_PRODUTOS.campoObrigatorio })
          .trim()
          .min(1, MSG_PRODUTOS.campoObrigatorio)
          .max(MAX_MOTIVO_LIVRE, `No máximo ${MAX_MOTIVO_LIVRE} caracteres`),
      ),
    })
    .strict()
    .describe('Um motivo livre (diálogo "custom error reason")'),
]);
export type ErroHomologar = z.infer<typeof erroHomologarSchema>;

/**
 * The body of POST /api/produtos/{id}/homologar (spec 3 §7 "body status, erros"): 1 approves, 2
 * rejects with at least one reason ('Informe pelo menos um motivo da reprovação' on erros). The
 * reasons of an approval are ignored.
 */
export const homologarSchema = z
  .object({
    status: z
      .union([z.literal(1), z.literal(2)], { error: 'Status inválido' })
      .describe('1 aprova, 2 reprova'),
    erros: z
      .array(erroHomologarSchema)
      .max(MAX_MOTIVOS, `No máximo ${MAX_MOTIVOS} motivos`)
      .default([])
      .describe('Motivos da reprovação: {id} da lista ou {descricao} livre; ao menos um ao reprovar'),
  })
  .refine((v) => v.status !== 2 || v.erros.length > 0, {
    path: ['erros'],
    message: MSG_PRODUTOS.motivoObrigatorio,
  })
  .transform((v) => (v.status === 1 ? { ...v, erros: [] } : v));
export type HomologarEntrada = z.input<typeof homologarSchema>;

/**
 * Approves or rejects a product (spec 3 §7 "POST /api/produtos/{id}/homologar"): master only; a 3
 * Vencido product waits for its supplier (403 'Este produto está vencido...'); a list id that does
 * not exist: 422 on erros. Approving sets homologado_em and vence_em (now + the validity days).
 */
export const homologarProduto = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/homologar',
  summary: 'Aprova ou reprova um produto (master)',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.homologar'],
  params: paramsProdutoHomologacao,
  body: homologarSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.produtoAprovado}' ou '${MSG_PRODUTOS.produtoReprovado}'`),
  }),
});

/** One possible rejection reason (spec 3 §3 "Possible rejection error"). */
export const erroPossivelSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  descricao: z.string().nullable(),
});
export type ErroPossivel = z.infer<typeof erroPossivelSchema>;

/** The list of possible rejection reasons, by name (spec 3 §7 "GET /api/produtos/possiveiserros"). */
export const listarPossiveisErros = endpoint({
  method: 'GET',
  path: '/api/produtos/possiveiserros',
  summary: 'Lista os motivos possíveis de reprovação',
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.homologar'],
  response: z.object({ erros_homologacao: z.array(erroPossivelSchema) }),
});

/** The answer to 'Ainda vende este produto?': 1 Sim (renews), 2 Não (removed). */
export const respostaVencidoSchema = z
  .union([z.literal(1), z.literal(2)], { error: 'Resposta inválida' })
  .describe('1 ainda vende (renova), 2 não vende mais (o produto sai do catálogo)');

/** The body of POST /api/produtos/{id}/renovar-vencido (spec 3 §7 "body resposta (1 or 2)"). */
export const renovarVencidoSchema = z.object({ resposta: respostaVencidoSchema });
export type RenovarVencidoEntrada = z.input<typeof renovarVencidoSchema>;

/**
 * What answering 'Ainda vende este produto?' did: renovado (back to 1 Homologado, a new vence_em),
 * excluido (Não, product in no order: deleted) or desativado (Não, product in orders: kept for their
 * history, deactivated so it leaves the shop and the orders).
 */
export const DESFECHOS_VENCIDO = ['renovado', 'excluido', 'desativado'] as const;
export type DesfechoVencido = (typeof DESFECHOS_VENCIDO)[number];

/**
 * Answers 'Ainda vende este produto?' for a 3 Vencido product (spec 3 §4, §7): its own supplier
 * only (another's: 404; one not expired: 403 'Este produto não está vencido'). The pending tipo 4
 * notification of the product is answered with it.
 */
export const renovarVencido = endpoint({
  method: 'POST',
  path: '/api/produtos/:id/renovar-vencido',
  summary: "Responde 'Ainda vende este produto?' de um produto vencido (fornecedor)",
  tag: 'Produtos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProdutoHomologacao,
  body: renovarVencidoSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.produtoRenovado}' ou '${MSG_PRODUTOS.produtoRecusado}'`),
    desfecho: z.enum(DESFECHOS_VENCIDO),
  }),
});
