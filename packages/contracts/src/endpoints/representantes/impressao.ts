import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { buscaSchema } from './comum.js';

/** The most representatives one printed list holds (the search applies first). */
export const LIMITE_IMPRESSAO_REPRESENTANTES = 5000;

/**
 * Prints the representatives list (spec 2 §7 "GET /api/impressoes/representantes/listar"): what the
 * caller's /representantes shows, every page (at most LIMITE_IMPRESSAO_REPRESENTANTES rows), with
 * its search: for a client 'Minhas Representações' with the link status, for the administrador and
 * the master every representative with CNPJ, city, phones and e-mail. Local answers the PDF;
 * remota queues it on the selected round's print island (spec D13).
 */
export const imprimirRepresentantes = endpoint({
  method: 'GET',
  path: '/api/impressoes/representantes/listar',
  summary: 'Imprime a lista de representantes (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.listar'],
  query: comImpressao({ busca: buscaSchema }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
