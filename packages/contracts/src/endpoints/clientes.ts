import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';
import {
  cnpj,
  cpf,
  email,
  enderecoSchema,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
  telefoneOpcional,
} from '../campos.js';
import {
  MSG_CONTA,
  consultaDaConta,
  contaSalvaSchema,
  enderecoLidoSchema,
  idDaConta,
  loginLidoSchema,
} from './perfis.js';

// Defined with what every role's account shares; re-exported here, where the customer page reads them.
export { MSG_CONTA, enderecoLidoSchema, type EnderecoLido } from './perfis.js';

/**
 * The customer's address on the account page (spec 2 §5 "Customer account"): the store address
 * parts required, at least one of telefone and celular (the message on both fields). The address
 * e-mail is not typed: the server copies the login e-mail into it.
 */
export const enderecoContaClienteSchema = enderecoSchema.omit({ email: true }).superRefine(
  (e, ctx) => {
    if (e.telefone || e.celular) return;
    for (const campo of ['telefone', 'celular'] as const) {
      ctx.addIssue({ code: 'custom', path: [campo], message: MSG_CONTA.telefoneOuCelular });
    }
  },
  // Checked even when another address field is wrong, so every message shows at once.
  { when: (p) => typeof p.value === 'object' && p.value !== null },
);

/** The login e-mail of the account pages (spec 2 §5 general messages: 'Email Inválido'). */
const emailDeLogin = z.object({
  email: email('Email Inválido').describe('Email de login (único, sem diferenciar maiúsculas)'),
});

/**
 * The customer's account (spec 2 §2 "Customer account", §5). The store block (razao_social,
 * nome_fantasia, cnpj, ie, endereco) is the default store: required on the first save, which
 * completes the account; a completed account may leave it out (its stores are edited on /empresas)
 * and then only nome, e-mail and the responsável change. `nome` absent keeps the current name.
 */
export const contaClienteSchema = z.object({
  id: idDaConta('cliente'),
  nome: obrigatorio().optional().describe('Nome do cliente (conta já completa); ausente mantém o atual'),
  razao_social: obrigatorio().optional().describe('Razão Social da loja padrão'),
  nome_fantasia: obrigatorio().optional().describe('Nome Fantasia da loja padrão'),
  cnpj: cnpj().optional().describe('CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara'),
  ie: opcional(20).describe('Inscrição Estadual (opcional)'),
  responsavel_nome: obrigatorio().describe('Nome do Responsável'),
  responsavel_cpf: cpf().describe('CPF do Responsável'),
  user: emailDeLogin,
  endereco: enderecoContaClienteSchema.optional().describe('Endereço da loja padrão'),
});
export type ContaClienteEntrada = z.input<typeof contaClienteSchema>;

/** The body of POST /api/clientes/config/salvar; the web form holds the same shape. */
export const salvarContaClienteBody = z.object({ cliente: contaClienteSchema });

/** The parts of the store block the first save cannot go without (spec 2 §5 "Customer account"). */
export const CAMPOS_LOJA_OBRIGATORIOS = ['razao_social', 'nome_fantasia', 'cnpj', 'endereco'] as const;

const lojaPadraoSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  endereco: enderecoLidoSchema.nullable(),
});

/** The caller's customer account as the page loads it. */
export const contaClienteLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  razao_social: z.string().nullable(),
  nome_fantasia: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  responsavel_nome: z.string().nullable(),
  responsavel_cpf: z.string().nullable().describe('11 dígitos, sem máscara'),
  novo_cadastro: z
    .boolean()
    .describe('Conta ainda não completa (verificado falso): o formulário pede a loja'),
  user: loginLidoSchema,
  endereco: enderecoLidoSchema.nullable().describe('Endereço do cliente'),
  loja: lojaPadraoSchema.nullable().describe('A loja padrão (empresa padrão), quando existe'),
});
export type ContaClienteLida = z.infer<typeof contaClienteLidaSchema>;

/**
 * Loads the caller's own customer account (spec 2 §7 "GET /api/clientes/config/listar?id"). The
 * `id` only names the caller's own cliente: any other id answers 404, never someone else's data.
 */
export const listarContaCliente = endpoint({
  method: 'GET',
  path: '/api/clientes/config/listar',
  summary: 'Dados da conta do cliente logado (cliente, loja padrão e email de login)',
  tag: 'Clientes',
  roles: ['cliente'],
  query: consultaDaConta('cliente'),
  response: z.object({ cliente: contaClienteLidaSchema }),
});

/**
 * Saves the caller's customer account (spec 2 §7 "POST /api/clientes/config/salvar", §4 "Account
 * verification"): the first save creates the default store with its address and completes the
 * account (verificado); a changed e-mail becomes the new login (the password stays). Answers the
 * refreshed login user, which replaces the device's copy.
 */
export const salvarContaCliente = endpoint({
  method: 'POST',
  path: '/api/clientes/config/salvar',
  summary: 'Salva a conta do cliente logado; o primeiro salvamento cria a loja padrão e conclui o cadastro',
  tag: 'Clientes',
  roles: ['cliente'],
  body: salvarContaClienteBody,
  response: contaSalvaSchema,
});

// ---------------------------------------------------------------------------------------------
// A customer's stores, "empresas" on screen (spec 2 §2 "Companies", §5 "Company form", §7).
// ---------------------------------------------------------------------------------------------

/** Texts of /empresas and its form that the server sends (spec 2 §8), compared by the tests. */
export const MSG_EMPRESAS = {
  erroListar: 'Erro ao listar empresas',
  salva: 'Empresa salva com sucesso',
  atualizada: 'Empresa atualizada com sucesso',
  excluida: 'Empresa excluída com sucesso',
  padraoNaoExclui: 'A empresa padrão não pode ser excluída',
  usadaEmPedidos: 'Esta empresa tem pedidos e não pode ser excluída',
  erroSalvar: 'Erro ao salvar empresa',
  erroExcluir: 'Erro ao excluir empresa',
} as const;

/** At most this many stores are listed for one customer (a customer has few). */
export const LIMITE_LOJAS = 200;

/**
 * The store's address: telefone and e-mail required; CEP required with more than 7 digits
 * (spec 3 §5 "Company form", the more specific passage; 'CEP inválido').
 */
export const enderecoLojaSchema = enderecoSchema.extend({
  telefone: telefoneObrigatorio(),
  celular: telefoneOpcional(),
  email: email('E-mail inválido'),
});

/** The body of a store save (spec 2 §5 "Company form"). */
export const lojaEntradaSchema = z.object({
  razao_social: obrigatorio().describe('Razão Social'),
  nome_fantasia: obrigatorio().describe('Nome Fantasia'),
  cnpj: cnpj('CNPJ inválido').describe('CNPJ numérico ou alfanumérico (decisão 5), com ou sem máscara'),
  ie: opcional(20).describe('Inscrição Estadual (opcional)'),
  endereco: enderecoLojaSchema,
});
export type LojaEntrada = z.input<typeof lojaEntradaSchema>;

/** A store as the list and the form read it. */
export const lojaLidaSchema = z.object({
  id: z.number().int(),
  razao_social: z.string(),
  nome_fantasia: z.string(),
  cnpj: z.string().describe('14 caracteres, sem máscara'),
  ie: z.string().nullable(),
  padrao: z.boolean().describe('A empresa padrão: não pode ser excluída'),
  endereco: enderecoLidoSchema.nullable(),
});
export type LojaLida = z.infer<typeof lojaLidaSchema>;

const idPositivo = (descricao: string) =>
  z.coerce.number().int().positive().max(2_147_483_647).describe(descricao);

/** `:id` of the customer; in this slice only the caller's own (another: 404). */
const clienteParams = z.object({ id: idPositivo('Id do cliente (só o do próprio cliente)') });
const lojaParams = clienteParams.extend({ loja_id: idPositivo('Id da empresa (loja)') });

/** The customer's stores (spec 2 §7 "GET /api/clientes/{id}/lojas/listar"), the default first. */
export const listarLojas = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/listar',
  summary: `Lista as empresas (lojas) do cliente, a padrão primeiro (no máximo ${LIMITE_LOJAS})`,
  tag: 'Clientes',
  roles: ['cliente'],
  params: clienteParams,
  response: z.object({ lojas: z.array(lojaLidaSchema) }),
});

/** One store, for its edit form. */
export const editarLoja = endpoint({
  method: 'GET',
  path: '/api/clientes/:id/lojas/:loja_id/editar',
  summary: 'Dados de uma empresa (loja) do cliente, para o formulário',
  tag: 'Clientes',
  roles: ['cliente'],
  params: lojaParams,
  response: z.object({ loja: lojaLidaSchema }),
});

/** Creates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/salvar"); never the default one. */
export const salvarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/salvar',
  summary: 'Cadastra uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: ['cliente'],
  params: clienteParams,
  body: lojaEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_EMPRESAS.salva}'`), loja: lojaLidaSchema }),
});

/** Updates a store (spec 2 §7 "POST /api/clientes/{id}/lojas/{id}/atualizar"). */
export const atualizarLoja = endpoint({
  method: 'POST',
  path: '/api/clientes/:id/lojas/:loja_id/atualizar',
  summary: 'Atualiza uma empresa (loja) do cliente',
  tag: 'Clientes',
  roles: ['cliente'],
  params: lojaParams,
  body: lojaEntradaSchema,
  response: z.object({ msg: z.string().describe(`'${MSG_EMPRESAS.atualizada}'`), loja: lojaLidaSchema }),
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
  roles: ['cliente'],
  params: lojaParams,
  response: z.object({ msg: z.string().describe(`'${MSG_EMPRESAS.excluida}'`) }),
});
