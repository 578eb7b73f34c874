import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';

/** Largest id a PostgreSQL `integer` holds: a bigger one is not a row, and must not reach SQL. */
const MAIOR_ID = 2_147_483_647;
const RODADA_INVALIDA = 'Informe uma rodada válida (número inteiro positivo)';

/**
 * A round id in the query string: digits only ('1e3', '1.5' and ' 4' are refused), a missing one
 * reads 'Campo obrigatório' (spec 2 §5).
 */
const rodadaIdQuery = z
  .preprocess(
    (v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'Campo obrigatório' : RODADA_INVALIDA),
      })
      .int(RODADA_INVALIDA)
      .min(1, RODADA_INVALIDA)
      .max(MAIOR_ID, RODADA_INVALIDA),
  )
  .describe('Id da rodada');

/**
 * The caller's print jobs still waiting in a round's print-island queue (decision 13, spec 1 §2.2
 * supplier menu "/impressoes (badge with print-queue count)", §2.9). A round the supplier does
 * not take part in answers 404.
 */
export const contarImpressoes = endpoint({
  method: 'GET',
  path: '/api/impressoes/contagem',
  summary: 'Conta as impressões pendentes enviadas pelo usuário na rodada (selo do menu)',
  tag: 'Impressões',
  roles: CAPACIDADES['impressoes.fila'],
  query: z.object({ rodada_id: rodadaIdQuery }),
  response: z.object({
    contagem: z.number().int().min(0).describe('Impressões pendentes ainda não vistas'),
  }),
});
