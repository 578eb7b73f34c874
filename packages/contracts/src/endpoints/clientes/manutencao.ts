import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { endpoint, respostaCriadoComSenha, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { idParam } from '../../campos.js';
import { ARQUIVO_PDF, impressaoQuery, respostaImpressao } from '../impressoes.js';
import { enderecoLidoSchema, loginLidoSchema } from '../perfis.js';
import { clienteParams, MSG_CLIENTES } from './comum.js';
import { clienteFormMasterSchema, salvarClienteBody } from './formulario.js';

// Customers maintenance (spec 2 §2 "Customers", §4 "Customer ativo", §5 "Customer form", §6, §7
// "Customers", §8 "Customers and companies"): register, the customer form (read, update, and the
// representative's door to both), delete (supplier), activate/deactivate, the customer's sheet.

/**
 * Registers a customer (spec 2 §7 "POST /api/clientes/salvar"): its login (the e-mail) with a
 * random temporary password shown once, to be changed at the first login (spec D1); the
 * profile with its address; the first store (padrao) from the same data; and the link to whoever
 * registers it: a representante becomes its main representative (with a confirmed link), a
 * fornecedor puts it in its customer list, an administrador enrols it in `rodada_id` (required,
 * a round it organises). A CNPJ that a customer or store already has answers 409.
 */
export const salvarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/salvar',
  summary: 'Cadastra um cliente com login (senha temporária mostrada uma vez) e a loja padrão',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.adicionar'],
  body: salvarClienteBody,
  response: respostaCriadoComSenha(MSG_CLIENTES.salvo, 'Id do cliente criado'),
});

/** A customer as the form and the details dialog read it. */
export const clienteLidoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_cpf: z.string().nullable().describe('11 dígitos, sem máscara'),
  representante_id: z.number().int().nullable(),
  representante_nome: z.string().nullable(),
  ativo: z.boolean(),
  novo_cadastro: z.boolean().describe('Conta ainda não completa pelo cliente'),
  user: loginLidoSchema,
  endereco: enderecoLidoSchema.nullable(),
  acoes: acoesSchema('cliente'),
});
export type ClienteLido = z.infer<typeof clienteLidoSchema>;

/**
 * One customer for the form and the read-only details dialog (spec 2 §7 "GET
 * /api/clientes/{id}/editar"): to anyone who may see it (podeVerCliente); anyone else gets 404.
 */
export const editarCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/editar',
  summary: 'Dados de um cliente para o formulário e os detalhes',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  params: clienteParams,
  response: z.object({ cliente: clienteLidoSchema }),
});

/**
 * Updates a customer (spec 2 §7 "POST /api/clientes/{id}/atualizar", §5 "Customer form"), for
 * whoever may edit it (podeEditarCliente). The body follows clienteFormMasterSchema; for everyone
 * but the master the server requires what clienteFormSchema requires (400 per field). A CNPJ or IE
 * different from the stored one answers 422 (they are fixed once set); so does, for everyone but
 * the master, an e-mail or representante_id different from the stored one.
 */
export const atualizarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/atualizar',
  summary: 'Atualiza um cliente (CNPJ e IE fixos; email e representante só pelo master)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.editar'],
  params: clienteParams,
  body: clienteFormMasterSchema,
  response: respostaMsg(MSG_CLIENTES.atualizado),
});

/**
 * The customer config a representative edits (spec 2 §7 Representatives "GET
 * /api/representantes/config/listar?id: customer config"): the same answer as GET
 * /api/clientes/{id}/editar, for the representative's own clients only (another one answers 404).
 */
export const lerConfigClienteDoRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/config/listar',
  summary: 'Dados de um cliente do representante (o mesmo que /api/clientes/{id}/editar)',
  tag: 'Clientes',
  roles: ['representante'],
  query: z.object({ id: idParam('Id do cliente (só os clientes do representante)') }),
  response: z.object({ cliente: clienteLidoSchema }),
});

/**
 * Saves the customer config a representative edits (spec 2 §7 Representatives "POST
 * /api/representantes/config/salvar: customer payload"): `{ id, cliente }`, with the rules of POST
 * /api/clientes/{id}/atualizar (CNPJ and IE fixed, e-mail and representative only by the master).
 * The customer's stores are kept through /api/clientes/{id}/lojas/*.
 */
export const salvarConfigClienteDoRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/config/salvar',
  summary: 'Atualiza um cliente do representante (as regras de /api/clientes/{id}/atualizar)',
  tag: 'Clientes',
  roles: ['representante'],
  body: z.object({
    id: idParam('Id do cliente (só os clientes do representante)'),
    cliente: clienteFormMasterSchema,
  }),
  response: respostaMsg(MSG_CLIENTES.atualizado),
});

/**
 * A supplier deletes a customer (spec 2 §7 "DELETE /api/clientes/{id}/excluir", §6 "fornecedor
 * only"): the customer leaves the supplier's customer list; the customer's account, stores and
 * other links stay. Refused (409) while the supplier has orders with it, which would bring it back.
 */
export const excluirCliente = endpoint({
  method: 'DELETE',
  path: '/api/clientes/:id/excluir',
  summary: 'Tira o cliente da lista do fornecedor logado (409 se há pedidos entre eles)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.excluir'],
  params: clienteParams,
  response: respostaMsg(MSG_CLIENTES.excluido),
});

/**
 * Activates or deactivates a customer (spec 2 §4 "Customer ativo"): the master, an administrador of
 * one of its rounds or one of its representatives. A deactivated customer cannot log in (its
 * sessions end) and is left out of new orders; nothing else changes. `ativo` sets the state; when
 * absent the call toggles it.
 */
export const ativarDesativarCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/ativardesativar',
  summary: 'Ativa ou desativa um cliente (desativado não entra no sistema)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.ativar'],
  params: clienteParams,
  body: z
    .object({
      ativo: z.boolean().optional().describe('O estado desejado; ausente inverte o atual'),
    })
    .nullish()
    .transform((b) => b ?? {}),
  response: z.object({
    msg: z.string().describe(`'${MSG_CLIENTES.ativado}' ou '${MSG_CLIENTES.desativado}'`),
    ativo: z.boolean(),
  }),
});

/**
 * Prints a customer's sheet (spec 2 §7 "GET /api/clientes/{id}/ficha"): its data, responsible
 * person, address, representative and stores, for anyone who may see it (another: 404).
 */
export const imprimirFichaCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/ficha',
  summary: 'Imprime a ficha de um cliente (PDF, ou envia à Ilha de Impressão da rodada)',
  tag: 'Clientes',
  roles: CAPACIDADES['clientes.listar'],
  params: clienteParams,
  query: impressaoQuery,
  response: respostaImpressao,
  arquivo: ARQUIVO_PDF,
});
