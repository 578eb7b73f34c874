import { z } from '../zod-setup.js';
import { naColuna } from '../colunas.js';
import { cnpj, MAIOR_ID, obrigatorio } from '../campos.js';
import { usuarioLogadoSchema } from './auth.js';

/**
 * Pieces shared by the account contracts of every role (/{tipo}/minha-conta, spec 2 §2, §4, §5):
 * the texts the server sends, the login and the address as the pages read them, and what a save
 * answers. Each role's own fields and rules stay in its file.
 */

/**
 * Texts of the account pages (/{tipo}/minha-conta) that the server sends (spec 2 §5, §8), for the
 * customer and administrator contracts; the web shows them and the tests compare against them.
 */
export const MSG_CONTA = {
  contaSalva: 'Dados da conta salvos com sucesso',
  telefoneOuCelular: 'Informe o telefone ou o celular',
  emailEmUso: 'Este email já está cadastrado',
  cidadeForaDoEstado: 'Escolha uma cidade do estado selecionado',
} as const;

/** Texts the supplier and representative account pages share, verbatim where spec 2 §8 has one. */
export const MSG_CONTA_EMPRESA = {
  contaSalva: MSG_CONTA.contaSalva,
  erroCarregarConta: 'Não foi possível carregar os dados da conta',
  erroSalvarDados: 'Erro ao salvar os dados',
  emailEmUso: MSG_CONTA.emailEmUso,
  cidadeForaDoEstado: 'A cidade não pertence ao estado escolhido',
} as const;

/**
 * The optional `id` in the body of a customer's or administrator's account save: when sent, it
 * must be the caller's own profile (`perfil` names it in the reference: 'cliente'…).
 */
export const idDaConta = (perfil: string) =>
  z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe(`Id do ${perfil}; quando enviado, precisa ser o do próprio usuário`);

/** The query of the same pages' GET: the caller's own profile id, optional; another answers 404. */
export const consultaDaConta = (perfil: string) =>
  z.object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(MAIOR_ID)
      .optional()
      .describe(`Id do ${perfil}; só o do próprio usuário é aceito (outro: 404)`),
  });

/** The account's login as the pages read it. */
export const loginLidoSchema = z.object({ email: z.string() });

/** What every account save answers; the device replaces its stored user by this one (spec 2 §4). */
export const contaSalvaSchema = z.object({
  msg: z.string().describe(`'${MSG_CONTA.contaSalva}'`),
  user: usuarioLogadoSchema.describe('O usuário atualizado, como o aparelho o guarda'),
});

/** An address as the account pages read it (spec 2 §3 "endereco"), with the city and state names. */
export const enderecoLidoSchema = z.object({
  id: z.number().int(),
  rua: z.string().nullable(),
  numero: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade_id: z.number().int().nullable().describe('Código IBGE da cidade'),
  cidade: z.string().nullable().describe('Nome da cidade'),
  estado_id: z.number().int().nullable().describe('Código IBGE do estado'),
  estado: z.string().nullable().describe('Sigla do estado (UF)'),
  cep: z.string().nullable().describe('8 dígitos, sem máscara (spec D6)'),
  telefone: z.string().nullable().describe('Só dígitos (10 ou 11)'),
  celular: z.string().nullable().describe('Só dígitos (10 ou 11)'),
  email: z.string().nullable(),
});
export type EnderecoLido = z.infer<typeof enderecoLidoSchema>;

/** A stored text that may still be empty (an account not completed yet). */
export const textoOuNulo = z.string().nullable();

/**
 * The address of a supplier or representative account as stored: every part may still be empty
 * until the first save. A supplier's adds its contact e-mails.
 */
export const enderecoEmpresaLidoSchema = z.object({
  rua: textoOuNulo,
  numero: textoOuNulo,
  complemento: textoOuNulo,
  bairro: textoOuNulo,
  estado_id: z.number().int().nullable(),
  cidade_id: z.number().int().nullable(),
  cep: textoOuNulo.describe('8 dígitos (spec D6)'),
  telefone: textoOuNulo.describe('Só dígitos'),
  celular: textoOuNulo.describe('Só dígitos'),
});

/** The company data a supplier or representative account types (spec 2 §5: all required). */
export const dadosEmpresaSchema = z.object({
  razao_social: naColuna(['fornecedores.razao_social', 'representantes.razao_social'], obrigatorio()),
  nome_fantasia: naColuna(['fornecedores.nome_fantasia', 'representantes.nome_fantasia'], obrigatorio()),
  cnpj: naColuna(['fornecedores.cnpj', 'representantes.cnpj'], cnpj()),
  ie: naColuna(['fornecedores.ie', 'representantes.ie'], obrigatorio('Campo obrigatório', 20)),
});

/** The same data as stored: empty until the first save, but for the trade name (the sign-up's). */
export const dadosEmpresaLidosSchema = z.object({
  id: z.number().int(),
  razao_social: textoOuNulo,
  nome_fantasia: z.string(),
  cnpj: textoOuNulo.describe('14 caracteres, sem máscara (spec D5)'),
  ie: textoOuNulo,
});
