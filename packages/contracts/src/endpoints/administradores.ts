import { z } from '../zod-setup.js';
import { endpoint } from '../envelope.js';
import { cep, cnpj, email, id, obrigatorio, opcional, telefone } from '../campos.js';
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
  rua: obrigatorio(OBRIGATORIO_ADMINISTRADOR),
  numero: obrigatorio(OBRIGATORIO_ADMINISTRADOR, 20),
  complemento: opcional(),
  bairro: obrigatorio(OBRIGATORIO_ADMINISTRADOR, 120),
  estado_id: id(OBRIGATORIO_ADMINISTRADOR).describe('Código IBGE do estado'),
  cidade_id: id(OBRIGATORIO_ADMINISTRADOR).describe('Código IBGE da cidade (do estado escolhido)'),
  cep: exigido(cep()).describe('CEP com ou sem máscara; guardado com 8 dígitos (decisão 6)'),
  telefone: exigido(telefone()).describe('Telefone fixo (10 dígitos) ou celular (11)'),
  celular: exigido(telefone()).describe('Celular (11 dígitos) ou fixo (10)'),
});

/** The administrator's own account (spec 2 §3 "administrador", §5 "Administrator account"). */
export const contaAdministradorSchema = z.object({
  id: idDaConta('administrador'),
  nome: obrigatorio(OBRIGATORIO_ADMINISTRADOR).describe('Nome'),
  cnpj: exigido(cnpj('CNPJ Inválido')).describe('CNPJ numérico ou alfanumérico (decisão 5)'),
  user: z.object({
    email: exigido(email('E-mail inválido')).describe('Email de login (único, sem diferenciar maiúsculas)'),
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
});
export type ContaAdministradorLida = z.infer<typeof contaAdministradorLidaSchema>;

/** Loads the caller's own administrator account (spec 2 §7 "GET /api/administradores/config/listar"). */
export const listarContaAdministrador = endpoint({
  method: 'GET',
  path: '/api/administradores/config/listar',
  summary: 'Dados da conta do administrador logado',
  tag: 'Administradores',
  roles: ['administrador'],
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
  body: salvarContaAdministradorBody,
  response: contaSalvaSchema,
});
