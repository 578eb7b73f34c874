import { z } from '../../zod-setup.js';
import { endpoint, paginacaoQuery, paginaSchema } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idRodadaParams, rodadaLinhaSchema } from './linha.js';

// Reading rounds (spec 3 §2 "Rounds list", §7 "Rounds"): the /rodadas list, one round, and the
// client's rounds. Who sees which round (podeVerRodada): the master all, an administrador the
// rounds it organises, a fornecedor, representante or cliente the rounds it takes part in.

/** Query of /rodadas: page, page size (30 by default, spec 3 §9) and search. */
export const listarRodadasQuery = paginacaoQuery.extend({
  busca: z
    .string()
    .max(100)
    .optional()
    .transform((s) => s?.trimStart() || undefined)
    .describe(
      'Parte do nome, do local, da cidade ou do nome do administrador, sem diferenciar maiúsculas nem acentos (espaços à esquerda ignorados, spec 3 §5)',
    ),
});

/**
 * The rounds list (spec 3 §7 "GET /api/rodadas/listar"): the caller's rounds, newest start date
 * first (then the newest id), paginated and searched on the server.
 */
export const listarRodadas = endpoint({
  method: 'GET',
  path: '/api/rodadas/listar',
  summary: 'Lista as rodadas que o usuário pode ver (início mais recente primeiro; paginada, com busca)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.listar'],
  query: listarRodadasQuery,
  response: z.object({ rodadas: paginaSchema.extend({ data: z.array(rodadaLinhaSchema) }) }),
});

/** One round (spec 3 §7 "GET /api/rodadas/{id}/abrir"): 404 when it is not the caller's to see. */
export const abrirRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/abrir',
  summary: 'Abre uma rodada que o usuário pode ver (formulário e Detalhes)',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.listar'],
  params: idRodadaParams,
  response: z.object({ rodada: rodadaLinhaSchema }),
});

/**
 * The client's rounds (spec 3 §7 "GET /api/rodadas/cliente"): every round it takes part in,
 * newest start date first, not paginated (a client takes part in a handful).
 */
export const listarRodadasDoCliente = endpoint({
  method: 'GET',
  path: '/api/rodadas/cliente',
  summary: 'Rodadas de que o cliente logado participa (início mais recente primeiro)',
  tag: 'Rodadas',
  roles: ['cliente'],
  response: z.object({ rodadas: z.array(rodadaLinhaSchema) }),
});
