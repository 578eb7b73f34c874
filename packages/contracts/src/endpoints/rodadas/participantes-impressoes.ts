import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { ARQUIVO_PDF, comImpressao, respostaImpressao } from '../impressoes.js';
import { buscaParticipantes, rodadaParams } from './participantes-comum.js';

/*
 * Printing a round's participants (spec 3 §2 "Print dialogs exist for the supplier and client
 * lists, and for client labels", §7 "Printing"; spec 3 §6: the administrador prints lists and
 * labels, the representante prints the client labels). Who may: the round's administrador, the
 * master, a representante taking part in the round (it sees these lists read-only, so it prints
 * all three); another administrador's round 404. `busca` narrows like the page's search. Local
 * answers the PDF; remota queues it on round `rodada_id`'s print island (spec D13).
 */

/** Most rows of one printed list or label sheet set (the search applies first). */
export const LIMITE_IMPRESSAO_PARTICIPANTES = 5000;

const comum = {
  method: 'GET',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.ver'],
  params: rodadaParams,
  query: comImpressao({ busca: buscaParticipantes }),
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
} as const;

/** spec 3 §7 "rodadas/{id}/clientes": name, company/CNPJ, representative, phone, prazo. */
export const imprimirClientesDaRodada = endpoint({
  ...comum,
  path: '/api/impressoes/rodadas/:id/clientes',
  summary:
    'Imprime a lista de clientes da rodada (empresa, CNPJ, responsável, representante, telefone, prazo)',
});

/**
 * spec 3 §7 "rodadas/{id}/etiquetas/clientes": address labels of the round's clients, A4 sheets
 * of 2 × 7 labels (Pimaco 6182-like), from each client's default store's address.
 */
export const imprimirEtiquetasDosClientes = endpoint({
  ...comum,
  path: '/api/impressoes/rodadas/:id/etiquetas/clientes',
  summary:
    'Imprime etiquetas de endereço dos clientes da rodada (A4, 2 colunas × 7 linhas): responsável, ' +
    'empresa, endereço, cidade/UF e CEP da empresa padrão do cliente',
});

/** spec 3 §7 "rodadas/{id}/fornecedores". */
export const imprimirFornecedoresDaRodada = endpoint({
  ...comum,
  path: '/api/impressoes/rodadas/:id/fornecedores',
  summary:
    'Imprime a lista de fornecedores da rodada (nome fantasia, razão social, CNPJ, cidade/UF, telefone)',
});
