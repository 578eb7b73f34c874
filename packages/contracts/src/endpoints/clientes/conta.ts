import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import { endpoint } from '../../envelope.js';
import { cnpj, cpf, email, enderecoSchema, obrigatorio, opcional } from '../../campos.js';
import {
  MSG_CONTA,
  consultaDaConta,
  contaSalvaSchema,
  enderecoLidoSchema,
  idDaConta,
  loginLidoSchema,
} from '../perfis.js';

// The customer's own account, /cliente/minha-conta (spec 2 §2 "Customer account", §4 "Account
// verification", §5, §7 "/api/clientes/config/*").

// Defined with what every role's account shares; re-exported here, where the customer page reads them.
export { MSG_CONTA, enderecoLidoSchema, type EnderecoLido } from '../perfis.js';

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
  email: naColuna('users.email', email('Email Inválido')).describe(
    'Email de login (único, sem diferenciar maiúsculas)',
  ),
});

/**
 * The customer's account (spec 2 §2 "Customer account", §5). The store block (razao_social,
 * nome_fantasia, cnpj, ie, endereco) is the default store: required on the first save, which
 * completes the account; a completed account may leave it out (its stores are edited on /empresas)
 * and then only nome, e-mail and the responsável change. `nome` absent keeps the current name.
 */
export const contaClienteSchema = z.object({
  id: idDaConta('cliente'),
  nome: naColuna(['clientes.nome', 'users.nome'], obrigatorio().optional()).describe(
    'Nome do cliente (conta já completa); ausente mantém o atual',
  ),
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio().optional()).describe(
    'Razão Social da loja padrão',
  ),
  nome_fantasia: naColuna(
    ['clientes.nome_fantasia', 'lojas.nome_fantasia'],
    obrigatorio().optional(),
  ).describe('Nome Fantasia da loja padrão'),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpj().optional()).describe(
    'CNPJ numérico ou alfanumérico (spec D5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  responsavel_nome: naColuna('clientes.responsavel_nome', obrigatorio()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpf()).describe('CPF do Responsável'),
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
  acoes: acoesSchema('loja'),
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
  acoes: acoesSchema('perfil'),
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
  permiteCadastroIncompleto: true,
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
  permiteCadastroIncompleto: true,
  body: salvarContaClienteBody,
  response: contaSalvaSchema,
});
