import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { CAPACIDADES } from '../../capabilities.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import {
  nomeMaiusculo,
  paramsItemCatalogo,
  paramsProdutoTamanhos,
  tipoItemCatalogo,
} from './catalogo-comum.js';
import { MSG_PRODUTOS } from './mensagens.js';

/*
 * The sizes catalogue (spec 3 §2 "Sizes dialog", §3 "Size", §5 "Size", §7 "Sizes"). A supplier sees
 * the shared sizes (tipo 1) and its own (tipo 0) and manages its own; the master sees all and
 * manages the shared ones, and only it marks a size `especial` (such as 'ÚNICO': choosing it in the
 * grid dialog deactivates the others). Who may edit or delete each row: its `acoes`
 * (POLITICAS.tamanho, ADR 013).
 */

/** The name of a size (spec 3 §5): required ('Campo Obrigatório'), at most 20, upper case. */
export const nomeTamanho = nomeMaiusculo('tamanhos.tamanho', 20, MSG_PRODUTOS.campoObrigatorioTamanho);

/**
 * The product form's quick add (spec 3 §5): required ('Informe o tamanho') and at most 3
 * characters; saved with POST /api/tamanhos/salvar like the dialog's.
 */
export const nomeTamanhoRapido = nomeMaiusculo('tamanhos.tamanho', 3, MSG_PRODUTOS.informeTamanho);

/** The body of POST /api/tamanhos/salvar and /{id}/atualizar. */
export const tamanhoFormSchema = z.object({
  tamanho: nomeTamanho.describe('Nome do tamanho (maiúsculas, até 20)'),
  especial: z
    .boolean()
    .optional()
    .describe(
      'Tamanho especial (ex.: ÚNICO): escolhê-lo desativa os outros na grade. Só o master marca (fornecedor: 403). Ausente ao atualizar: mantém',
    ),
});
export type TamanhoFormEntrada = z.input<typeof tamanhoFormSchema>;
export type TamanhoForm = z.output<typeof tamanhoFormSchema>;

/** One size (spec 3 §3 "Size"). */
export const tamanhoSchema = z.object({
  id: z.number().int(),
  tamanho: z.string(),
  tipo: tipoItemCatalogo,
  especial: z.boolean(),
  ordem: z.number().int().describe('Posição natural no catálogo (PP, P, M, G...)'),
  fornecedor_id: z.number().int().nullable().describe('Nulo para um compartilhado (tipo 1)'),
  fornecedor_nome: z.string().nullable().describe('Nome fantasia do dono (tipo 0); nulo no compartilhado'),
  acoes: acoesSchema('tamanho').describe(
    'editar e excluir: o fornecedor nos seus (tipo 0), o master nos compartilhados',
  ),
});
export type Tamanho = z.infer<typeof tamanhoSchema>;

/**
 * GET /api/tamanhos (spec 3 §7 "Sizes"): the sizes the caller sees, shared first in their order,
 * then its own; the master sees every supplier's too.
 */
export const listarTamanhos = endpoint({
  method: 'GET',
  path: '/api/tamanhos',
  summary: 'Lista os tamanhos do catálogo de quem chama',
  tag: 'Tamanhos',
  roles: CAPACIDADES['produtos.gerir'],
  response: z.object({ tamanhos: z.array(tamanhoSchema) }),
});

/**
 * GET /api/tamanhos/{produtoId}: the sizes of a product, in the product's order (set by
 * 'Ordenação de Tamanhos'). Its supplier or the master; another supplier's product: 404.
 */
export const tamanhosDoProduto = endpoint({
  method: 'GET',
  path: '/api/tamanhos/:produtoId',
  summary: 'Os tamanhos de um produto, na ordem do produto',
  tag: 'Tamanhos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsProdutoTamanhos,
  response: z.object({ tamanhos: z.array(tamanhoSchema) }),
});

/**
 * POST /api/tamanhos/salvar: a supplier creates one of its own (tipo 0), the master a shared one
 * (tipo 1). A name the caller already has (own or shared): 409 tamanhoJaExiste.
 */
export const salvarTamanho = endpoint({
  method: 'POST',
  path: '/api/tamanhos/salvar',
  summary: 'Cadastra um tamanho',
  tag: 'Tamanhos',
  roles: CAPACIDADES['produtos.gerir'],
  body: tamanhoFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.tamanhoSalvo}'`),
    tamanho: tamanhoSchema,
  }),
});

/** POST /api/tamanhos/{id}/atualizar: renames (and, for the master, marks especial). */
export const atualizarTamanho = endpoint({
  method: 'POST',
  path: '/api/tamanhos/:id/atualizar',
  summary: 'Atualiza um tamanho',
  tag: 'Tamanhos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsItemCatalogo,
  body: tamanhoFormSchema,
  response: z.object({
    msg: z.string().describe(`'${MSG_PRODUTOS.tamanhoAtualizado}'`),
    tamanho: tamanhoSchema,
  }),
});

/**
 * POST /api/tamanhos/{id}/excluir (spec 3 §7: status 1, or status 2 with msg). A size in a product
 * or an order: 409 tamanhoEmUso.
 */
export const excluirTamanho = endpoint({
  method: 'POST',
  path: '/api/tamanhos/:id/excluir',
  summary: 'Exclui um tamanho',
  tag: 'Tamanhos',
  roles: CAPACIDADES['produtos.gerir'],
  params: paramsItemCatalogo,
  response: respostaMsg(MSG_PRODUTOS.tamanhoExcluido),
});
