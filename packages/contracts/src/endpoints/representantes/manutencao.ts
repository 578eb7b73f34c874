import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna } from '../../colunas.js';
import {
  endpoint,
  respostaCriadoComSenha,
  respostaSenhaResetada,
  respostaMsg,
  paginacaoQuery,
  paginaSchema,
} from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { cnpj, email, enderecoSchema, obrigatorio, opcional } from '../../campos.js';
import { loginLidoSchema } from '../perfis.js';
import { buscaSchema, idRepresentanteParams, MSG_REPRESENTANTES } from './comum.js';
import { CONTA_TIPOS } from './conta.js';

/*
 * Representatives maintenance (administrador, master; spec 2 §2 "Representatives", §5
 * "Representative form", §6, §7): the list, the picker list, the form, delete, password reset and
 * the read-only details dialog.
 */

/** The bank of the form: optional here (spec 2 §5 lists it required only on the account page). */
const bancoOpcional = z
  .string()
  .trim()
  .max(3, MSG_REPRESENTANTES.bancoInvalido)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^\d{3}$/.test(v), MSG_REPRESENTANTES.bancoInvalido)
  .describe('Código COMPE do banco (GET /api/bancos); opcional');

/** The account type of the form: optional; when given, one of CONTA_TIPOS. */
const contaTipoOpcional = z
  .union([z.enum(CONTA_TIPOS), z.literal(''), z.null()], { error: MSG_REPRESENTANTES.contaTipoInvalido })
  .optional()
  .transform((v) => (v ? v : null))
  .describe("'Conta Corrente' ou 'Conta Poupança'; opcional");

/**
 * The representative form of /representantes/adicionar and /representantes/{id}/editar (spec 2 §5
 * "Representative form"): nome_fantasia, cnpj, rua, numero, bairro, estado, cidade, cep and the
 * login (usuário) required; CNPJ valid (numeric or alphanumeric, spec D5); the address e-mail
 * optional but valid; bank data optional (the representative completes it on its account page).
 */
export const representanteFormSchema = z.object({
  nome_fantasia: naColuna('representantes.nome_fantasia', obrigatorio()).describe('Nome Fantasia'),
  razao_social: naColuna('representantes.razao_social', opcional(255)).describe('Razão Social (opcional)'),
  cnpj: naColuna('representantes.cnpj', cnpj('CNPJ Inválido')).describe(
    'CNPJ numérico ou alfanumérico (spec D5), com ou sem máscara',
  ),
  ie: naColuna('representantes.ie', opcional(20)).describe('Inscrição Estadual (opcional)'),
  banco: naColuna('representantes.banco', bancoOpcional),
  agencia: naColuna('representantes.agencia', opcional(10)).describe('Agência (opcional)'),
  conta: naColuna('representantes.conta', opcional(20)).describe('Conta (opcional)'),
  conta_tipo: contaTipoOpcional,
  endereco: enderecoSchema.describe('Endereço; telefone, celular e email opcionais'),
  user: z.object({
    email: naColuna('users.email', email('E-mail inválido')).describe(
      'Email de login (usuário; único, sem diferenciar maiúsculas)',
    ),
  }),
});
export type RepresentanteFormEntrada = z.input<typeof representanteFormSchema>;
export type RepresentanteForm = z.output<typeof representanteFormSchema>;

/** One representative as the administrador's and master's list shows it (spec 2 §2, §3). */
export const representanteListaSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('O nome fantasia (spec 2 §2: "Nome (nome_fantasia)")'),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable().describe('14 caracteres, sem máscara (spec D5); a coluna "CPF/CNPJ"'),
  cidade: z.string().nullable().describe('Nome da cidade do endereço'),
  local: z.string().nullable().describe("'Cidade/UF'"),
  email: z.string().describe('Email de login'),
  acoes: acoesSchema('representante').describe(
    'O que quem chama pode fazer com este representante (ADR 013): editar, resetar a senha e ' +
      'excluir (master: todos; administrador: os das suas rodadas e os que cadastrou; ADR 007) e ' +
      'alterar o email de login (só o master)',
  ),
});
export type RepresentanteLista = z.infer<typeof representanteListaSchema>;

/**
 * Representatives list (spec 2 §7 "GET /api/representantes/listar"): administrador and master see
 * all (spec 2 §6), paginated and searched on the server, by trade name. `acoes` says, per row,
 * what the caller may do with it (ADR 007, ADR 013).
 */
export const listarRepresentantes = endpoint({
  method: 'GET',
  path: '/api/representantes/listar',
  summary: 'Lista os representantes (paginada, com busca)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  query: paginacaoQuery.extend({ busca: buscaSchema }),
  response: z.object({
    representantes: paginaSchema.extend({ data: z.array(representanteListaSchema) }),
  }),
});

/** At most this many rows from /listar/lista (a picker): `truncado` says more exist. */
export const LIMITE_LISTA_CURTA = 1000;

/**
 * Every representative as id and trade name, for pickers (options of a select, not objects the
 * caller acts on: no `acoes`) (spec 2 §7 "GET
 * /api/representantes/listar/lista"; the master picks a client's representative, spec 2 §5).
 * Sorted by name; bounded to LIMITE_LISTA_CURTA rows, narrowed by `busca`.
 */
export const listarRepresentantesCurta = endpoint({
  method: 'GET',
  path: '/api/representantes/listar/lista',
  summary: `Lista curta dos representantes (id e nome fantasia) para seleção; no máximo ${LIMITE_LISTA_CURTA}`,
  tag: 'Representantes',
  roles: ['master', 'administrador'],
  query: z.object({ busca: buscaSchema }),
  response: z.object({
    representantes: z.array(z.object({ id: z.number().int(), nome_fantasia: z.string() })),
    truncado: z.boolean().describe('Verdadeiro quando há mais representantes do que o limite'),
  }),
});

/** The stored address of a representative, with the city and state names. */
const enderecoRepresentanteLidoSchema = z.object({
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  estado_id: z.number().int().nullable(),
  estado: z.string().nullable().describe('Sigla do estado (UF)'),
  cidade_id: z.number().int().nullable(),
  cidade: z.string().nullable(),
  cep: z.string().nullable().describe('8 dígitos (spec D6)'),
  telefone: z.string().nullable().describe('Só dígitos'),
  celular: z.string().nullable().describe('Só dígitos'),
  email: z.string().nullable().describe('Email de contato do endereço'),
});

/** One representative for the edit form. */
export const representanteEdicaoSchema = z.object({
  id: z.number().int(),
  nome_fantasia: z.string(),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  ie: z.string().nullable(),
  banco: z.string().nullable(),
  agencia: z.string().nullable(),
  conta: z.string().nullable(),
  conta_tipo: z.string().nullable(),
  endereco: enderecoRepresentanteLidoSchema.nullable(),
  user: loginLidoSchema,
  acoes: acoesSchema('representante').describe(
    'O que quem chama pode fazer; alterar_email falso trava o email de login no formulário (ADR 007)',
  ),
});
export type RepresentanteEdicao = z.infer<typeof representanteEdicaoSchema>;

/**
 * Creates a representative (spec 2 §7 "POST /api/representantes/salvar", §5): the login (e-mail
 * validated, the account still to be completed on /representante/minha-conta) and its profile,
 * with a random temporary password shown once and to be changed at the first login (spec D1).
 */
export const salvarRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/salvar',
  summary: 'Cadastra um representante com senha temporária (mostrada uma vez)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.adicionar'],
  body: representanteFormSchema,
  response: respostaCriadoComSenha(MSG_REPRESENTANTES.salvo, 'Id do representante criado'),
});

/**
 * One representative for the edit form (spec 2 §7 "GET /api/representantes/{id}/editar"): the
 * master any; an administrador one of its rounds or that it registered (404 otherwise, ADR 007).
 */
export const editarRepresentante = endpoint({
  method: 'GET',
  path: '/api/representantes/:id/editar',
  summary: 'Dados de um representante para edição',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.editar'],
  params: idRepresentanteParams,
  response: z.object({ representante: representanteEdicaoSchema }),
});

/**
 * Updates a representative (spec 2 §7 "POST /api/representantes/{id}/atualizar"): the same form;
 * only the master changes the login e-mail (422 on user.email for the others, ADR 007), and a new
 * one must be free (the password stays). The master any; an administrador only a representative of
 * its rounds or that it registered (404 otherwise), as for editar, excluir and resetar.
 */
export const atualizarRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/atualizar',
  summary: 'Atualiza os dados de um representante',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.editar'],
  params: idRepresentanteParams,
  body: representanteFormSchema,
  response: respostaMsg(MSG_REPRESENTANTES.atualizado),
});

/**
 * Deletes a representative, profile and login (spec 2 §7 "POST /api/representantes/{id}/excluir",
 * returns status and msg). One with linked clients (confirmed links, or main representative of a
 * client) or with history (orders, rounds, shipments, receipts) is kept: 409 with the reason.
 * Same people as editar (ADR 007).
 */
export const excluirRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/excluir',
  summary: 'Exclui um representante (409 se tem clientes vinculados ou pedidos)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  params: idRepresentanteParams,
  response: respostaMsg(MSG_REPRESENTANTES.excluido),
});

/**
 * Resets a representative's password (spec 2 §7 "POST /api/representantes/{id}/resetar", decision
 * 1): a new random temporary password, to be replaced at the next login; its sessions end. Same
 * people as editar (ADR 007); the handout is written to the audit trail, never the password.
 */
export const resetarSenhaRepresentante = endpoint({
  method: 'POST',
  path: '/api/representantes/:id/resetar',
  summary: 'Reseta a senha de um representante (senha temporária; encerra as sessões dele)',
  tag: 'Representantes',
  roles: ['administrador', 'master'],
  params: idRepresentanteParams,
  response: respostaSenhaResetada,
});

/** The read-only details dialog (spec 2 §2: nome, CNPJ, address, celular, telefone, email). */
export const representanteDetalheSchema = z.object({
  id: z.number().int(),
  nome: z.string().describe('Nome fantasia'),
  razao_social: z.string().nullable(),
  cnpj: z.string().nullable(),
  endereco: enderecoRepresentanteLidoSchema.nullable(),
  email: z.string().describe('Email de contato (o do endereço; senão, o de login)'),
  acoes: acoesSchema('representante'),
});
export type RepresentanteDetalhe = z.infer<typeof representanteDetalheSchema>;

/** A representative's details (spec 2 §7 "GET /api/representante/{id}/detalhar"). */
export const detalharRepresentante = endpoint({
  method: 'GET',
  path: '/api/representante/:id/detalhar',
  summary: 'Detalhes de um representante (somente leitura)',
  tag: 'Representantes',
  roles: CAPACIDADES['representantes.listar'],
  params: idRepresentanteParams,
  response: z.object({ representante: representanteDetalheSchema }),
});
