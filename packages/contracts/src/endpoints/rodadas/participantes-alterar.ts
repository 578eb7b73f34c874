import { z } from '../../zod-setup.js';
import { endpoint } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam } from '../../campos.js';
import { naColuna } from '../../colunas.js';
import { MSG_RODADAS } from './mensagens.js';
import { rodadaParams } from './participantes-comum.js';

/*
 * Adding and removing a round's participants, a client's payment term and sign-up (spec 3 §7
 * "Rounds"). Only the round's administrador and the master, while the round is open: a closed
 * round answers 422 MSG_RODADAS.rodadaEncerrada and changes nothing; a representante gets 403,
 * another administrador's round 404.
 *
 * Choices where the spec is silent (spec README "not shown"):
 * - Adding someone already in the round answers success again (idempotent: a double click or a
 *   retry is not an error). Adding an inactive record answers 422 'Cadastro inativo'; one that
 *   does not exist 404.
 * - Removing someone not in the round answers 404 MSG_RODADAS.naoParticipa.
 * - Removing the owner of a stand of the round, or a participant with orders in the round (not
 *   cancelled or cancelled: every order keeps its parties), answers 409 with the reason
 *   (MSG_RODADAS.donoDeStand / comPedidos): the administrador changes the stand first; orders stay.
 */

/** The answer of every change: the message to show. */
const respostaAlteracao = (exemplo: string) =>
  z.object({ msg: z.string().describe(`Mensagem para o usuário, ex.: '${exemplo}'`) });

const ADICIONAR = 'Idempotente: quem já participa recebe a mesma resposta. Inativo: 422; inexistente: 404.';
const REMOVER =
  'Quem não participa: 404. Proprietário de stand da rodada ou com pedidos nela: 409 com o motivo.';

const fornecedorParams = rodadaParams.extend({ fornecedor_id: idParam('Id do fornecedor') });
const clienteParams = rodadaParams.extend({ cliente_id: idParam('Id do cliente') });
const representanteParams = rodadaParams.extend({ representante_id: idParam('Id do representante') });

const comum = {
  method: 'POST',
  tag: 'Rodadas',
  roles: CAPACIDADES['rodadas.participantes.editar'],
} as const;

/** spec 3 §7 "POST /api/rodadas/{id}/fornecedor/{fid}/salvar". */
export const adicionarFornecedorNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/fornecedor/:fornecedor_id/salvar',
  summary: `Adiciona o fornecedor à rodada. ${ADICIONAR}`,
  params: fornecedorParams,
  response: respostaAlteracao(MSG_RODADAS.adicionado('MALHARIA BOA')),
});

/** spec 3 §7 "POST /api/rodadas/{id}/fornecedor/{fid}/excluir". */
export const removerFornecedorDaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/fornecedor/:fornecedor_id/excluir',
  summary: `Remove o fornecedor da rodada. ${REMOVER}`,
  params: fornecedorParams,
  response: respostaAlteracao(MSG_RODADAS.removido('MALHARIA BOA')),
});

/** spec 3 §7 "POST /api/rodadas/{id}/cliente/{cid}/salvar". */
export const adicionarClienteNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/cliente/:cliente_id/salvar',
  summary: `Adiciona o cliente à rodada. ${ADICIONAR}`,
  params: clienteParams,
  response: respostaAlteracao(MSG_RODADAS.adicionado('LOJA CENTRAL')),
});

/** spec 3 §7 "POST /api/rodadas/{id}/cliente/{cid}/excluir". */
export const removerClienteDaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/cliente/:cliente_id/excluir',
  summary: `Remove o cliente da rodada. ${REMOVER}`,
  params: clienteParams,
  response: respostaAlteracao(MSG_RODADAS.removido('LOJA CENTRAL')),
});

/** spec 3 §7 "POST /api/rodadas/{id}/representante/{rid}/salvar". */
export const adicionarRepresentanteNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/representante/:representante_id/salvar',
  summary: `Adiciona o representante à rodada. ${ADICIONAR}`,
  params: representanteParams,
  response: respostaAlteracao(MSG_RODADAS.adicionado('REPRESENTAÇÕES SUL')),
});

/** spec 3 §7 "POST /api/rodadas/{id}/representante/{rid}/excluir". */
export const removerRepresentanteDaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/representante/:representante_id/excluir',
  summary: `Remove o representante da rodada. ${REMOVER}`,
  params: representanteParams,
  response: respostaAlteracao(MSG_RODADAS.removido('REPRESENTAÇÕES SUL')),
});

/** Largest prazo the column holds (rodada_clientes.prazo varchar(100)). */
export const PRAZO_MAX = 100;

/**
 * A payment term in days (spec 3 §9 "Payment terms (days)": '15', '30/60/90', ... free text
 * allowed): whole numbers of days separated by '/', spaces around them ignored ('30 / 60' is
 * stored '30/60'); empty (or null) clears it.
 */
export const prazoSchema = naColuna(
  'rodada_clientes.prazo',
  z
    .string({ error: MSG_RODADAS.prazoInvalido })
    .max(PRAZO_MAX, `No máximo ${PRAZO_MAX} caracteres`)
    .nullish()
    .transform((v) => (v ?? '').replace(/\s+/g, ''))
    .refine((v) => v === '' || /^\d{1,4}(\/\d{1,4})*$/.test(v), MSG_RODADAS.prazoInvalido)
    .transform((v) => (v === '' ? null : v)),
);

/** spec 3 §7 "POST /api/rodadas/{id}/clientes/{cid}/prazo" (the body is ours: `{prazo}`). */
export const alterarPrazoDoCliente = endpoint({
  ...comum,
  path: '/api/rodadas/:id/clientes/:cliente_id/prazo',
  summary:
    "Grava o prazo de pagamento do cliente na rodada (dias separados por '/', ex.: 30/60/90; vazio remove). " +
    'Cliente fora da rodada: 404.',
  params: clienteParams,
  body: z.object({
    prazo: prazoSchema.describe("Dias separados por '/', ex.: '30/60/90'; vazio ou null remove o prazo"),
  }),
  response: respostaAlteracao(MSG_RODADAS.prazoSalvo),
});

/** spec 3 §7 "POST /api/rodadas/{id}/clientes/{cid}/inscrever". */
export const inscreverClienteNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/clientes/:cliente_id/inscrever',
  summary:
    'Confirma a inscrição do cliente na rodada (inscrito, com a data e hora). Idempotente: uma ' +
    'inscrição já confirmada guarda a data da primeira. Cliente fora da rodada: 404.',
  params: clienteParams,
  response: respostaAlteracao(MSG_RODADAS.inscricaoConfirmada),
});

/** spec 3 §7 "POST /api/rodadas/{id}/clientes/{cid}/inscrever/cancelar". */
export const cancelarInscricaoNaRodada = endpoint({
  ...comum,
  path: '/api/rodadas/:id/clientes/:cliente_id/inscrever/cancelar',
  summary:
    'Cancela a inscrição do cliente na rodada (ele continua participando). Idempotente. Cliente ' +
    'fora da rodada: 404.',
  params: clienteParams,
  response: respostaAlteracao(MSG_RODADAS.inscricaoCancelada),
});
