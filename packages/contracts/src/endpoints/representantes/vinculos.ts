import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { endpoint, respostaMsg, paginacaoQuery, paginaSchema } from '../../envelope.js';
import { idParam } from '../../campos.js';
import { buscaSchema, idRepresentanteParams, MSG_REPRESENTANTES } from './comum.js';

/*
 * The links of a client with representatives (spec 2 §3 "representante", §4 "Representative link
 * (client view)", §6 "Customer on representatives", §7): the client's list and its
 * Vincular/Desvincular, and the representative dropping a client.
 */

/** `:id` of the customer: only the caller's own (another answers 404). */
const clienteParams = z.object({ id: idParam('Id do cliente (só o do próprio cliente)') });

/** One representative on the client's list, with the client's link status. */
export const representanteDoClienteSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome fantasia'),
  nome_fantasia: z.string(),
  cidade: z.string().nullable(),
  local: z.string().nullable().describe("'Cidade/UF'"),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .describe('Vínculo do cliente: 0 Pendente, 1 Confirmado, 2 não vinculado'),
  acoes: acoesSchema('vinculo').describe(
    'O que o cliente pode fazer com o vínculo: vincular (só sem vínculo) e desvincular (só confirmado)',
  ),
});
export type RepresentanteDoCliente = z.infer<typeof representanteDoClienteSchema>;

/**
 * The client's 'Minhas Representações' (spec 2 §7 "GET /api/clientes/{id}/representantes"): every
 * representative with the client's link status, its links first (Confirmado, then Pendente), then
 * by name; a client sees those it is not linked to as well (status 2), so it can link to one.
 * Paginated and searched on the server.
 */
export const listarRepresentantesDoCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/representantes',
  summary: 'Representantes com o status do vínculo do cliente (os vínculos primeiro)',
  tag: 'Representantes',
  roles: ['cliente'],
  params: clienteParams,
  query: paginacaoQuery.extend({ busca: buscaSchema }),
  response: z.object({
    representantes: paginaSchema.extend({ data: z.array(representanteDoClienteSchema) }),
  }),
});

/**
 * Links or unlinks the client with a representative (spec 2 §7 "POST
 * /api/clientes/{id}/representante/relacionar {representante, acao}"): acao 1 Vincular, allowed only
 * when not linked (status 2), confirms the link at once; acao 0 Desvincular, only when confirmed
 * (status 1). Any other state answers 409. The first link also makes the representative the
 * client's main one; unlinking the main one clears it.
 */
export const relacionarRepresentante = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/representante/relacionar',
  summary: 'Vincula (acao 1) ou desvincula (acao 0) o cliente de um representante',
  tag: 'Representantes',
  roles: ['cliente'],
  params: clienteParams,
  body: z.object({
    representante: idParam('Id do representante'),
    acao: z
      .union([z.literal(0), z.literal(1)], { error: 'Informe 1 (vincular) ou 0 (desvincular)' })
      .describe('1 vincular, 0 desvincular'),
  }),
  response: z.object({
    msg: z.string(),
    vinculo: z
      .union([z.literal(0), z.literal(1), z.literal(2)])
      .describe('O status do vínculo depois da ação'),
    acoes: acoesSchema('vinculo').describe('O que o cliente pode fazer com o vínculo depois da ação'),
  }),
});

/**
 * The representative drops its link with a client (spec 2 §7 "POST
 * /api/representantes/{id}/clientes/{id}/desvincular"): its own id only; the link may be pending
 * or confirmed (none: 404). A client whose main representative it was loses it.
 */
export const desvincularCliente = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/clientes/:cliente_id/desvincular',
  summary: 'O representante desfaz o vínculo com um cliente',
  tag: 'Representantes',
  roles: ['representante'],
  params: idRepresentanteParams.extend({ cliente_id: idParam('Id do cliente') }),
  response: respostaMsg(MSG_REPRESENTANTES.clienteDesvinculado),
});
