import { z } from '../zod-setup.js';
import { acoesSchema } from '../acoes.js';
import { endpoint, respostaCriadoComSenha, respostaMsg, paginacaoQuery, paginaSchema } from '../envelope.js';
import { CAPACIDADES } from '../capabilities.js';
import { naColuna } from '../colunas.js';
import { cep, cnpj, email, id, idEstado, idParam, obrigatorio, opcional, telefone } from '../campos.js';
import {
  consultaDaConta,
  contaSalvaSchema,
  enderecoLidoSchema,
  idDaConta,
  loginLidoSchema,
} from './perfis.js';

/** The administrator account's message for an empty field (spec 2 §5 "Administrator account"). */
export const OBRIGATORIO_ADMINISTRADOR = 'Obrigatório';

/** A required text that must then pass `regra`: empty answers 'Obrigatório', not the rule's message. */
function exigido<T extends z.ZodType<unknown, string>>(regra: T) {
  return z.string({ error: OBRIGATORIO_ADMINISTRADOR }).trim().min(1, OBRIGATORIO_ADMINISTRADOR).pipe(regra);
}

/**
 * The administrator's address (spec 2 §5 "Administrator account": all required but complemento,
 * so both phones too). The address e-mail is not typed: the server copies the login e-mail into it
 * (spec 2 §5 "Administrator form").
 */
export const enderecoContaAdministradorSchema = z.object({
  rua: naColuna('enderecos.rua', obrigatorio(OBRIGATORIO_ADMINISTRADOR)),
  numero: naColuna('enderecos.numero', obrigatorio(OBRIGATORIO_ADMINISTRADOR, 20)),
  complemento: naColuna('enderecos.complemento', opcional()),
  bairro: naColuna('enderecos.bairro', obrigatorio(OBRIGATORIO_ADMINISTRADOR, 120)),
  estado_id: idEstado(OBRIGATORIO_ADMINISTRADOR).describe('Código IBGE do estado'),
  cidade_id: id(OBRIGATORIO_ADMINISTRADOR).describe('Código IBGE da cidade (do estado escolhido)'),
  cep: naColuna('enderecos.cep', exigido(cep())).describe(
    'CEP com ou sem máscara; guardado com 8 dígitos (spec D6)',
  ),
  telefone: naColuna('enderecos.telefone', exigido(telefone())).describe(
    'Telefone fixo (10 dígitos) ou celular (11)',
  ),
  celular: naColuna('enderecos.celular', exigido(telefone())).describe('Celular (11 dígitos) ou fixo (10)'),
});

/** The administrator's own account (spec 2 §3 "administrador", §5 "Administrator account"). */
export const contaAdministradorSchema = z.object({
  id: idDaConta('administrador'),
  nome: naColuna(['administradores.nome', 'users.nome'], obrigatorio(OBRIGATORIO_ADMINISTRADOR)).describe(
    'Nome',
  ),
  cnpj: naColuna('administradores.cnpj', exigido(cnpj('CNPJ Inválido'))).describe(
    'CNPJ numérico ou alfanumérico (spec D5)',
  ),
  user: z.object({
    email: naColuna('users.email', exigido(email('E-mail inválido'))).describe(
      'Email de login (único, sem diferenciar maiúsculas)',
    ),
  }),
  endereco: enderecoContaAdministradorSchema,
});
export type ContaAdministradorEntrada = z.input<typeof contaAdministradorSchema>;

/** The body of POST /api/administradores/config/salvar; the web form holds the same shape. */
export const salvarContaAdministradorBody = z.object({ administrador: contaAdministradorSchema });

/** The caller's administrator account as the page loads it. */
export const contaAdministradorLidaSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara'),
  novo_cadastro: z.boolean().describe('Conta ainda não completa (verificado falso)'),
  user: loginLidoSchema,
  endereco: enderecoLidoSchema.nullable(),
  acoes: acoesSchema('perfil'),
});
export type ContaAdministradorLida = z.infer<typeof contaAdministradorLidaSchema>;

/** Loads the caller's own administrator account (spec 2 §7 "GET /api/administradores/config/listar"). */
export const listarContaAdministrador = endpoint({
  method: 'GET',
  path: '/api/administradores/config/listar',
  summary: 'Dados da conta do administrador logado',
  tag: 'Administradores',
  roles: ['administrador'],
  permiteCadastroIncompleto: true,
  query: consultaDaConta('administrador'),
  response: z.object({ administrador: contaAdministradorLidaSchema }),
});

/**
 * Saves the caller's administrator account (spec 2 §7 "POST /api/administradores/config/salvar
 * {administrador}"): profile, address and login e-mail (the password stays); completes the account.
 * Answers the refreshed login user.
 */
export const salvarContaAdministrador = endpoint({
  method: 'POST',
  path: '/api/administradores/config/salvar',
  summary: 'Salva a conta do administrador logado (nome, CNPJ, endereço e email de login)',
  tag: 'Administradores',
  roles: ['administrador'],
  permiteCadastroIncompleto: true,
  body: salvarContaAdministradorBody,
  response: contaSalvaSchema,
});

/* ---------------------------------------------------------------------------------------------
 * Administrators maintenance (master; spec 2 §2 "Administrators", §5 "Administrator form", §7).
 * ------------------------------------------------------------------------------------------- */

/** Messages of the administrators screens (spec 2 §8 "Administrators"). */
export const MSG_ADMINISTRADORES = {
  erroListar: 'Erro ao listar administradores',
  erroEditar: 'Erro ao editar administrador',
  erroSalvar: 'Erro ao salvar administrador',
  salvo: 'Administrador salvo com sucesso',
  atualizado: 'Administrador atualizado com sucesso',
  excluido: 'Administrador excluído com sucesso',
  erroExcluir: 'Erro ao excluir administrador',
  organizaRodadas: 'Este administrador organiza rodadas e não pode ser excluído',
} as const;

/** The administrator form's message for an empty field (spec 2 §5 "Administrator form"). */
export const OBRIGATORIO_FORM_ADMINISTRADOR = 'Campo Obrigatório';

/** One administrator as the list and the edit form show it. */
export const administradorListaSchema = z.object({
  id: z.number().int().describe('Id do perfil de administrador'),
  nome: z.string(),
  email: z.string().describe('Email de login'),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara; nulo até completar a conta'),
  cidade_estado: z.string().nullable().describe("'Cidade/UF' do endereço; nulo sem endereço"),
  acoes: acoesSchema('administrador'),
});
export type AdministradorLista = z.infer<typeof administradorListaSchema>;

/** The `:id` of an administrator profile in the path. */
const idAdministradorParams = z.object({ id: idParam('Id do administrador') });

/** Administrators list (spec 2 §7 "GET list (returns administradores)"): paginated, searchable. */
export const listarAdministradores = endpoint({
  method: 'GET',
  path: '/api/administradores/listar',
  summary: 'Lista os administradores (paginada, com busca por nome ou email)',
  tag: 'Administradores',
  roles: CAPACIDADES['administradores.gerir'],
  query: paginacaoQuery.extend({
    busca: z
      .string()
      .max(100)
      .optional()
      .transform((s) => s?.trimStart() || undefined)
      .describe('Parte do nome ou do email (espaços à esquerda ignorados)'),
  }),
  response: z.object({
    administradores: paginaSchema.extend({ data: z.array(administradorListaSchema) }),
  }),
});

/** Name of the administrator form: required ('Campo Obrigatório'). */
const nomeAdministrador = naColuna(
  ['administradores.nome', 'users.nome'],
  z
    .string({ error: OBRIGATORIO_FORM_ADMINISTRADOR })
    .trim()
    .min(1, OBRIGATORIO_FORM_ADMINISTRADOR)
    .max(255, 'No máximo 255 caracteres'),
);

/** The administrator form (spec 2 §5): nome and email required; the email is the login. */
export const administradorFormSchema = z.object({
  nome: nomeAdministrador.describe('Nome'),
  email: naColuna(
    'users.email',
    z
      .string({ error: OBRIGATORIO_FORM_ADMINISTRADOR })
      .trim()
      .min(1, OBRIGATORIO_FORM_ADMINISTRADOR)
      .max(255, 'No máximo 255 caracteres')
      .toLowerCase()
      .pipe(z.email('E-mail inválido')),
  ).describe('Email de login (único, sem diferenciar maiúsculas)'),
});
export type AdministradorForm = z.input<typeof administradorFormSchema>;

/**
 * Creates an administrator (spec 2 §7 "POST save"): the login (e-mail validated) and its profile,
 * with a random temporary password shown once and to be changed at the first login (spec D1).
 */
export const salvarAdministrador = endpoint({
  method: 'POST',
  path: '/api/administradores/salvar',
  summary: 'Cadastra um administrador com senha temporária (mostrada uma vez)',
  tag: 'Administradores',
  roles: CAPACIDADES['administradores.gerir'],
  body: administradorFormSchema,
  response: respostaCriadoComSenha(MSG_ADMINISTRADORES.salvo, 'Id do perfil de administrador criado'),
});

/** One administrator for the edit form (spec 2 §7 "GET {id}/editar"). */
export const editarAdministrador = endpoint({
  method: 'GET',
  path: '/api/administradores/:id/editar',
  summary: 'Dados de um administrador para edição',
  tag: 'Administradores',
  roles: CAPACIDADES['administradores.gerir'],
  params: idAdministradorParams,
  response: z.object({ administrador: administradorListaSchema }),
});

/**
 * Updates an administrator's name (spec 2 §7 "POST {id}/atualizar"). The e-mail is not editable
 * (spec 2 §5: disabled when editing): an `email` in the body is ignored.
 */
export const atualizarAdministrador = endpoint({
  method: 'POST',
  path: '/api/administradores/:id/atualizar',
  summary: 'Atualiza o nome de um administrador (o email não é alterado)',
  tag: 'Administradores',
  roles: CAPACIDADES['administradores.gerir'],
  params: idAdministradorParams,
  body: z.object({ nome: nomeAdministrador.describe('Nome') }),
  response: respostaMsg(MSG_ADMINISTRADORES.atualizado),
});

/**
 * Deletes an administrator, profile and login (spec 2 §7 "POST {id}/excluir"). One that organises
 * rounds is kept (409): the rounds would lose their organiser.
 */
export const excluirAdministrador = endpoint({
  method: 'POST',
  path: '/api/administradores/:id/excluir',
  summary: 'Exclui um administrador (409 se organiza rodadas)',
  tag: 'Administradores',
  roles: CAPACIDADES['administradores.gerir'],
  params: idAdministradorParams,
  response: z.object({ msg: z.string() }),
});
