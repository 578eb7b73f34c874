import { z } from '../../zod-setup.js';
import { naColuna } from '../../colunas.js';
import { cnpj, cpf, MAIOR_ID_ESTADO, obrigatorio, opcional, telefoneOpcional } from '../../campos.js';
import { enderecoContaClienteSchema } from './conta.js';
import { cepOpcional, cnpjOpcional, cpfOpcional, idOpcional, loginDoCliente } from './comum.js';

// The customer form of the other roles (spec 2 §5 "Customer form"): the full form the
// administrador, representante and fornecedor fill, and the master's, where most fields may be empty.

/**
 * The customer form as an administrador, representante or fornecedor fills it (spec 2 §5
 * "Customer form": most fields required, CNPJ and CPF valid, email valid). The address is the
 * customer's (its e-mail copies the login); the first store (padrao) is made from the same data.
 * `representante_id` is the master's choice: anyone else may only send the value already stored
 * (or leave it out).
 */
export const clienteFormSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], obrigatorio()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], obrigatorio()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpj()).describe(
    'CNPJ numérico ou alfanumérico (spec D5), com ou sem máscara',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20)).describe('Inscrição Estadual (opcional)'),
  responsavel_nome: naColuna('clientes.responsavel_nome', obrigatorio()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpf()).describe(
    'CPF do Responsável (dígitos repetidos são inválidos)',
  ),
  representante_id: idOpcional('Representante principal (só o master escolhe)').optional(),
  user: loginDoCliente,
  endereco: enderecoContaClienteSchema.describe('Endereço do cliente; pelo menos um de telefone e celular'),
});
export type ClienteForm = z.input<typeof clienteFormSchema>;

/** The body of POST /api/clientes/salvar: the form plus the round an administrador enrols it in. */
export const salvarClienteBody = clienteFormSchema.extend({
  rodada_id: idOpcional(
    'Rodada em que o cliente passa a participar: obrigatória para o administrador (uma rodada que ele organiza); ignorada para os outros papéis',
  ).optional(),
});

/**
 * The customer form as the master fills it (spec 2 §5: "most fields required except for master"):
 * every field optional (empty becomes null) but valid when given; the login e-mail stays required.
 * This is the body of POST /api/clientes/{id}/atualizar; for the other roles the server then
 * requires what clienteFormSchema requires, with the same messages.
 */
export const clienteFormMasterSchema = z.object({
  razao_social: naColuna(['clientes.razao_social', 'lojas.razao_social'], opcional()).describe(
    'Razão Social',
  ),
  nome_fantasia: naColuna(['clientes.nome_fantasia', 'lojas.nome_fantasia'], opcional()).describe(
    'Nome Fantasia',
  ),
  cnpj: naColuna(['clientes.cnpj', 'lojas.cnpj'], cnpjOpcional().optional()).describe(
    'Não pode mudar num cliente cadastrado; ausente mantém o atual',
  ),
  ie: naColuna(['clientes.ie', 'lojas.ie'], opcional(20).optional()).describe(
    'Não pode mudar num cliente cadastrado; ausente mantém a atual',
  ),
  responsavel_nome: naColuna('clientes.responsavel_nome', opcional()).describe('Nome do Responsável'),
  responsavel_cpf: naColuna('clientes.responsavel_cpf', cpfOpcional()).describe('CPF do Responsável'),
  representante_id: idOpcional('Representante principal (só o master muda)').optional(),
  user: loginDoCliente,
  endereco: z.object({
    rua: naColuna('enderecos.rua', opcional()),
    numero: naColuna('enderecos.numero', opcional(20)),
    complemento: naColuna('enderecos.complemento', opcional()),
    bairro: naColuna('enderecos.bairro', opcional(120)),
    estado_id: idOpcional('Código IBGE do estado', MAIOR_ID_ESTADO),
    cidade_id: idOpcional('Código IBGE da cidade (do estado escolhido)'),
    cep: naColuna('enderecos.cep', cepOpcional()),
    telefone: naColuna('enderecos.telefone', telefoneOpcional()),
    celular: naColuna('enderecos.celular', telefoneOpcional()),
  }),
});
export type ClienteFormMaster = z.input<typeof clienteFormMasterSchema>;
