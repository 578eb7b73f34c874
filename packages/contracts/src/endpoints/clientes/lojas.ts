import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import { endpoint, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import {
  cnpj,
  email,
  emailOpcional,
  enderecoSchema,
  idParam,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
  telefoneOpcional,
} from '../../campos.js';
import { enderecoLidoSchema } from '../perfis.js';
import { clienteParams, MSG_CLIENTES } from './comum.js';

// A customer's stores, "empresas" on screen (spec 2 §2 "Companies", §5 "Company form" and "Store",
// §7): the customer's own on /empresas, and any customer's that the caller may see or edit on the
// customer form (/clientes/{id}/editar).

/** At most this many stores are listed for one customer (a customer has few). */
export const LIMITE_LOJAS = 200;

/**
 * The store's address on /empresas: telefone and e-mail required; CEP required with more than 7
 * digits (spec 3 §5 "Company form", the more specific passage; 'CEP inválido').
 */
export const enderecoLojaSchema = enderecoSchema.extend({
  telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
  celular: naColuna('enderecos.celular', telefoneOpcional()),
  email: naColuna('enderecos.email', email('E-mail inválido')),
});

/** A store of the customer's /empresas form (spec 2 §5 "Company form"); the web validates with it. */
export const lojaEntradaSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], obrigatorio()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna('lojas.cnpj', cnpj('CNPJ inválido')).describe(
    'CNPJ numérico ou alfanumérico (spec D5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  endereco: enderecoLojaSchema,
});
export type LojaEntrada = z.input<typeof lojaEntradaSchema>;

/**
 * A store as the customer form's store dialog sends it (spec 2 §5 "Store"): razao_social,
 * nome_fantasia, cnpj (valid), rua, numero, bairro, estado, cidade and cep required; telefone,
 * celular and email optional (the email valid). This is the body of the store saves; when the
 * caller is the customer itself (/empresas), the server also requires telefone and email
 * ('Campo obrigatório', spec 3 §5 "Company form").
 */
export const lojaClienteEntradaSchema = lojaEntradaSchema.extend({
  endereco: enderecoSchema.extend({ email: naColuna('enderecos.email', emailOpcional('E-mail inválido')) }),
});
export type LojaClienteEntrada = z.input<typeof lojaClienteEntradaSchema>;

/** A store as the list and the form read it. */
export const lojaLidaSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  padrao: z.boolean().describe('A empresa padrão: não pode ser excluída'),
  endereco: enderecoLidoSchema.nullable(),
  acoes: acoesSchema('loja'),
});
export type LojaLida = z.infer<typeof lojaLidaSchema>;

const lojaParams = clienteParams.extend({ loja_id: idParam('Id da empresa (loja)') });

/**
 * Who reaches a customer's stores: the customer (its /empresas) and whoever edits customers (the
 * customer form's stores table); the policies podeVerLoja / podeEditarLoja decide which customer.
 */
const PAPEIS_LOJAS = [...CAPACIDADES['empresas.gerir'], ...CAPACIDADES['clientes.editar']] as const;

/** The customer's stores (spec 2 §7 "GET /api/clientes/{id}/lojas/listar"), the default first. */
export const listarLojas = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/listar',
  summary: `Lista as empresas (lojas) do cliente, a padrão primeiro (no máximo ${LIMITE_LOJAS})`,
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: clienteParams,
  response: z.object({ lojas: z.array(lojaLidaSchema) }),
});

/** One store, for its edit form. */
export const editarLoja = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/:loja_id/editar',
  summary: 'Dados de uma empresa (loja) do cliente, para o formulário',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  response: z.object({ loja: lojaLidaSchema }),
});

/** Creates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/salvar"); never the default one. */
export const salvarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/salvar',
  summary: 'Cadastra uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: clienteParams,
  body: lojaClienteEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_CLIENTES.salva}'`), loja: lojaLidaSchema }),
});

/** Updates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/{id}/atualizar"). */
export const atualizarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/:loja_id/atualizar',
  summary: 'Atualiza uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  body: lojaClienteEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_CLIENTES.atualizada}'`), loja: lojaLidaSchema }),
});

/**
 * Deletes a store (spec 2 §7 "POST /api/clientes/{id}/lojas/{id}/excluir"): never the default one
 * (409), nor one that orders use (409).
 */
export const excluirLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/:loja_id/excluir',
  summary: 'Exclui uma empresa (loja) do cliente (nem a padrão, nem uma usada em pedidos)',
  tag: 'Clientes',
  roles: PAPEIS_LOJAS,
  params: lojaParams,
  response: respostaMsg(MSG_CLIENTES.excluida),
});
