import { z } from '../../zod-setup.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam } from '../../campos.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { MSG_RODADAS } from './mensagens.js';
import { buscaStands, paramsStandsDaRodada } from './stands.js';

// A round's stands, continued (stands.ts has the list and the form): copying the stands of
// another round (spec 3 §2 'Copiar', §7 "stands/copiar") and the printed list (spec 3 §7
// "Printing" rodada/{id}/stands).

/** The most stands one printed list holds (the search applies first). */
export const LIMITE_IMPRESSAO_STANDS = 5000;

/** A round whose stands may be copied. */
export const rodadaParaCopiarSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  data_inicio: z.string().describe("'yyyy-mm-dd'"),
  stands: z.number().int().describe('Quantos stands ela tem'),
});

/**
 * The rounds whose stands may be copied into this one (spec 3 §7 "GET .../stands/copiar/rodadas"):
 * the other rounds the caller manages (master: all; administrador: its own) that have stands,
 * newest start first, at most 200.
 */
export const listarRodadasParaCopiarStands = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/stands/copiar/rodadas',
  summary: 'Rodadas de onde copiar os stands',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada,
  response: z.object({ rodadas: z.array(rodadaParaCopiarSchema) }),
});

/**
 * Copies the stands of round `origem_id` into this one (spec 3 §7 "POST .../stands/copiar/
 * {sourceId}"): only into an open round without stands (422 otherwise), from a round the caller
 * manages (404 otherwise). Name, code, value and owner go along; an owner that does not take part
 * in this round becomes an avulso owner with its name (the administrador re-points it later).
 */
export const copiarStands = endpoint({
  method: 'POST',
  path: '/api/rodadas/:id/stands/copiar/:origem_id',
  summary: 'Copia os stands de outra rodada para esta (sem stands)',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada.extend({ origem_id: idParam('Id da rodada de onde copiar') }),
  response: z.object({
    msg: z.string().describe(`'${MSG_RODADAS.standsCopiados}'`),
    copiados: z.number().int().describe('Quantos stands foram copiados'),
  }),
});

/**
 * Prints the stands list of a round (spec 3 §7 "Printing", rodada/{id}/stands): Nome, Proprietário,
 * Tipo and Valor, as searched, at most LIMITE_IMPRESSAO_STANDS. Local answers the PDF; remota
 * queues it on the selected round's print island (spec D13).
 */
export const imprimirStands = endpoint({
  method: 'GET',
  path: '/api/impressoes/rodada/:id/stands',
  summary: 'Imprime a lista de stands da rodada (PDF, ou envia à Ilha de Impressão)',
  tag: 'Stands',
  roles: CAPACIDADES['rodadas.stands'],
  params: paramsStandsDaRodada,
  query: comImpressao({ busca: buscaStands }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
