import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { id, idParam, MAIOR_ID } from '../../campos.js';
import { MSG_FORNECEDORES as MSG_M, idFornecedorParams } from './comum.js';

// Representatives' ratings of suppliers (spec 2 §3 "avaliacao", §5 "Rating", §6, §7 "Suppliers").

/** The most ratings GET listar-avaliacoes answers (newest first): the dialog scrolls within 30vh. */
export const LIMITE_AVALIACOES = 200;
/** Longest comment of a rating. */
export const MAX_COMENTARIO = 2000;

/** A rating as listed (spec 2 §3 "avaliacao"). */
export const avaliacaoSchema = z.object({
  id: z.number().int(),
  rating: z.number().describe('De 0,5 a 5, em meias estrelas'),
  comentario: z.string(),
  representante_id: z.number().int().describe('Autor; só ele pode excluir'),
  fornecedor_id: z.number().int(),
  created_at: z.string().describe('Instante ISO 8601'),
  representante: z.object({ nome_fantasia: z.string() }),
  acoes: acoesSchema('avaliacao').describe('excluir: só o autor (spec 2 §6)'),
});
export type Avaliacao = z.infer<typeof avaliacaoSchema>;

/**
 * The ratings of a supplier (spec 2 §7 "GET /api/fornecedores/{id}/listar-avaliacoes (returns
 * avaliacoes, ativo)"), newest first, at most LIMITE_AVALIACOES. `ativo` is, for a representante,
 * whether the supplier is active for it (ativo_representante; false when it does not carry it) and,
 * for the other roles, the supplier's own ativo.
 */
export const listarAvaliacoes = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/listar-avaliacoes',
  summary: 'Avaliações de um fornecedor, das mais novas para as mais antigas',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.listar'],
  params: idFornecedorParams,
  response: z.object({
    avaliacoes: z.array(avaliacaoSchema),
    ativo: z
      .boolean()
      .describe('Representante: ativo para ele (ativo_representante); outros papéis: o ativo do fornecedor'),
  }),
});

/**
 * The rating's stars: 0,5 to 5 in half steps. None chosen (MUI Rating's null, which coerces to 0, or
 * a missing field) reads 'Campo Obrigatório'.
 */
const notaAvaliacao = z.coerce
  .number({ error: MSG_M.obrigatorioAvaliacao })
  .refine((n) => n !== 0, MSG_M.obrigatorioAvaliacao)
  .refine((n) => n >= 0.5 && n <= 5 && Number.isInteger(n * 2), MSG_M.notaInvalida);

/** The rating form (spec 2 §5 "Rating": rating and comentario required, 'Campo Obrigatório'). */
export const avaliacaoFormSchema = z.object({
  rating: notaAvaliacao.describe('Estrelas: 0,5 a 5, em meias estrelas (nula ou 0: nenhuma escolhida)'),
  comentario: naColuna(
    'avaliacoes.comentario',
    z
      .string({ error: MSG_M.obrigatorioAvaliacao })
      .trim()
      .min(1, MSG_M.obrigatorioAvaliacao)
      .max(MAX_COMENTARIO, `No máximo ${MAX_COMENTARIO} caracteres`),
  ),
});
export type AvaliacaoFormEntrada = z.input<typeof avaliacaoFormSchema>;

/**
 * Saves a representante's rating of a supplier (spec 2 §7 "POST
 * /api/fornecedores/salvar-avaliacao-representante {rating, comentario, representante_id,
 * fornecedor_id}"). representante_id, when sent, must be the caller's own (403 otherwise); the
 * supplier must be one the caller may see (404 otherwise). Several ratings per pair are allowed.
 */
export const salvarAvaliacao = endpoint({
  method: 'POST',
  path: '/api/fornecedores/salvar-avaliacao-representante',
  summary: 'Salva uma avaliação do representante logado sobre um fornecedor',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.avaliar'],
  body: avaliacaoFormSchema.extend({
    fornecedor_id: id().max(MAIOR_ID, 'Fornecedor inválido').describe('Fornecedor avaliado'),
    representante_id: z.coerce
      .number()
      .int()
      .positive()
      .max(MAIOR_ID)
      .optional()
      .describe('O próprio representante (opcional; outro id: 403)'),
  }),
  response: z.object({ msg: z.string().describe(`'${MSG_M.avaliacaoSalva}'`), avaliacao: avaliacaoSchema }),
});

/** Deletes a rating; only its author may (spec 2 §6), others get 403. */
export const excluirAvaliacao = endpoint({
  method: 'POST',
  path: '/api/fornecedores/excluir-avaliacao-representante/:id',
  summary: 'Exclui uma avaliação do próprio representante',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.avaliar'],
  params: z.object({ id: idParam('Id da avaliação') }),
  response: respostaMsg(MSG_M.avaliacaoExcluida),
});
