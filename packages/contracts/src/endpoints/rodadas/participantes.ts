import { z } from '../../zod-setup.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import {
  clienteCandidatoSchema,
  clienteDaRodadaSchema,
  fornecedorCandidatoSchema,
  fornecedorDaRodadaSchema,
  paginaDe,
  participantesQuery,
  representanteCandidatoSchema,
  representanteDaRodadaSchema,
  rodadaDosCandidatosSchema,
  rodadaDosParticipantesSchema,
  rodadaParams,
} from './participantes-comum.js';

/*
 * The participants of a round (spec 3 §2 "Round participants", §7 "Rounds"): the three lists of
 * /rodadas/{id}/fornecedores, /clientes, /representantes and the candidates of their 'Seleção de
 * ...' dialogs. Who sees them (spec 3 §6): the round's administrador and the master (they manage
 * them), a representante taking part in the round (read-only); another administrador's round
 * answers 404, a fornecedor or cliente 403. Rows sorted by name, searched without accents.
 */

const LISTA =
  'Paginada (30 por página por padrão), ordenada pelo nome, com busca sem diferença de acentos. ' +
  'Administrador da rodada e master; o representante participante só consulta (acoes falsas).';

/** The round's suppliers (spec 3 §7 "GET /api/rodadas/{id}/fornecedores/rodada"). */
export const listarFornecedoresDaRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/fornecedores/rodada',
  summary: `Fornecedores participantes da rodada. ${LISTA}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.ver'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosParticipantesSchema,
    fornecedores: paginaDe(fornecedorDaRodadaSchema),
  }),
});

/** The round's clients (spec 3 §7 "GET /api/rodadas/{id}/clientes/rodada"), with prazo and inscrição. */
export const listarClientesDaRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/clientes/rodada',
  summary: `Clientes participantes da rodada, com prazo e inscrição. ${LISTA}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.ver'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosParticipantesSchema,
    clientes: paginaDe(clienteDaRodadaSchema),
  }),
});

/** The round's representatives (spec 3 §7 "GET /api/rodadas/{id}/representantes/rodada"). */
export const listarRepresentantesDaRodada = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/representantes/rodada',
  summary: `Representantes participantes da rodada. ${LISTA}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.ver'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosParticipantesSchema,
    representantes: paginaDe(representanteDaRodadaSchema),
  }),
});

const CANDIDATOS =
  'Só cadastros ativos que ainda não participam. Administrador da rodada e master, com a rodada ' +
  'aberta (encerrada: 422). Paginada, ordenada pelo nome, busca sem diferença de acentos.';

/** Candidates of 'Seleção de Fornecedores' (spec 3 §7 "GET /api/rodadas/{id}/fornecedores"). */
export const listarFornecedoresCandidatos = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/fornecedores',
  summary: `Fornecedores que podem ser adicionados à rodada. ${CANDIDATOS}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.editar'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosCandidatosSchema,
    fornecedores: paginaDe(fornecedorCandidatoSchema),
  }),
});

/** Candidates of 'Seleção de Clientes' (spec 3 §7 "GET /api/rodadas/{id}/clientes"). */
export const listarClientesCandidatos = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/clientes',
  summary: `Clientes que podem ser adicionados à rodada. ${CANDIDATOS}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.editar'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosCandidatosSchema,
    clientes: paginaDe(clienteCandidatoSchema),
  }),
});

/** Candidates of 'Seleção de Representantes' (spec 3 §7 "GET /api/rodadas/{id}/representantes"). */
export const listarRepresentantesCandidatos = endpoint({
  method: 'GET',
  path: '/api/rodadas/:id/representantes',
  summary: `Representantes que podem ser adicionados à rodada. ${CANDIDATOS}`,
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.editar'],
  params: rodadaParams,
  query: participantesQuery,
  response: z.object({
    rodada: rodadaDosCandidatosSchema,
    representantes: paginaDe(representanteCandidatoSchema),
  }),
});
