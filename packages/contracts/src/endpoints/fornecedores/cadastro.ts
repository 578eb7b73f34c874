import { z } from '../../zod-setup.js';
import { acoesSchema } from '../../acoes.js';
import { naColuna, normalizadoAte } from '../../colunas.js';
import { endpoint, respostaCriadoComSenha, respostaMsg } from '../../envelope.js';
import { CAPACIDADES } from '../../capabilities.js';
import { cpfValido, normalizarCpf } from '../../documentos.js';
import {
  cnpj,
  email,
  emailOpcional,
  enderecoSchema,
  id,
  MAIOR_ID,
  MAIOR_ID_ESTADO,
  obrigatorio,
  opcional,
  telefoneObrigatorio,
} from '../../campos.js';
import { loginLidoSchema, textoOuNulo } from '../perfis.js';
import { MSG_FORNECEDORES as MSG_M, idFornecedorParams } from './comum.js';
import { enderecoLidoSchema } from './conta.js';

// 'Cadastro de Fornecedor' (spec 2 §2, §5 "Supplier registration", §7 "Suppliers"; spec D1;
// ADR 007): register, load and update a supplier.

/** Whether y-m-d is a real calendar day (29/02 only in leap years). */
function diaExiste(ano: number, mes: number, dia: number): boolean {
  if (mes < 1 || mes > 12 || dia < 1) return false;
  return dia <= new Date(Date.UTC(ano, mes, 0)).getUTCDate();
}

/**
 * An optional date of birth typed 'dd/mm/aaaa' (the date mask) or sent 'aaaa-mm-dd': a real calendar
 * day from 1900 on and not in the future; stored 'aaaa-mm-dd'; empty becomes null.
 */
export const dataNascimento = () =>
  z
    .string()
    .nullish()
    .transform((v, ctx) => {
      const s = v?.trim();
      if (!s) return null;
      const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s);
      const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
      const [ano, mes, dia] = br
        ? [Number(br[3]), Number(br[2]), Number(br[1])]
        : iso
          ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
          : [0, 0, 0];
      if (ano < 1900 || !diaExiste(ano, mes, dia)) {
        ctx.addIssue({ code: 'custom', message: MSG_M.dataInvalida });
        return z.NEVER;
      }
      const data = `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
      // The business day in São Paulo (spec D4): a birth on "today" there is accepted.
      const hoje = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
      if (data > hoje) {
        ctx.addIssue({ code: 'custom', message: MSG_M.dataFutura });
        return z.NEVER;
      }
      return data;
    });

/** An optional CPF: empty becomes null, otherwise valid (repeated digits refused, spec 2 §5). */
export const cpfOpcional = (msg = 'CPF Inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .nullish()
      .transform((v, ctx) => {
        const s = v?.trim();
        if (!s) return null;
        const n = normalizarCpf(s);
        if (!cpfValido(n)) {
          ctx.addIssue({ code: 'custom', message: msg });
          return z.NEVER;
        }
        return n;
      }),
  );

/**
 * The address of 'Cadastro de Fornecedor' (spec 2 §5 "Supplier registration": rua, numero, bairro,
 * estado, cidade, cep and telefone required; the contact e-mails optional but valid).
 */
export const enderecoCadastroFornecedorSchema = enderecoSchema.extend({
  estado_id: id().max(MAIOR_ID_ESTADO, 'Estado inválido').describe('Código IBGE do estado'),
  cidade_id: id().max(MAIOR_ID, 'Cidade inválida').describe('Código IBGE da cidade (do estado escolhido)'),
  telefone: naColuna('enderecos.telefone', telefoneObrigatorio()),
  email2: naColuna('enderecos.email2', emailOpcional()),
});

/**
 * 'Cadastro de Fornecedor' (spec 2 §2, §3 "fornecedor", §5 "Supplier registration"): the Fornecedor
 * section (company, partner and address) and the Usuário section (the login e-mail, the spec's
 * "usuário", required). CNPJ numeric or alphanumeric (spec D5); CPF optional but valid.
 */
export const fornecedorCadastroSchema = z.object({
  razao_social: naColuna('fornecedores.razao_social', obrigatorio()).describe('Razão Social'),
  nome_fantasia: naColuna('fornecedores.nome_fantasia', obrigatorio()).describe('Nome Fantasia'),
  cnpj: naColuna('fornecedores.cnpj', cnpj()).describe(
    'CNPJ numérico ou alfanumérico (spec D5); único entre os fornecedores',
  ),
  ie: naColuna('fornecedores.ie', opcional(20)).describe('Inscrição Estadual'),
  nome_socio: naColuna('fornecedores.nome_socio', opcional()).describe('Nome do sócio'),
  cpf: naColuna('fornecedores.cpf', cpfOpcional()).describe('CPF do sócio (opcional; com ou sem máscara)'),
  data_nascimento: naColuna('fornecedores.data_nascimento', dataNascimento()).describe(
    "Data de nascimento do sócio: 'dd/mm/aaaa' ou 'aaaa-mm-dd'",
  ),
  endereco: enderecoCadastroFornecedorSchema,
  user: z.object({
    email: naColuna('users.email', email()).describe(
      'Email de login (único); ao atualizar, só o master o muda (ADR 007); outro papel precisa mandar o atual',
    ),
  }),
});
export type FornecedorCadastroEntrada = z.input<typeof fornecedorCadastroSchema>;
export type FornecedorCadastro = z.output<typeof fornecedorCadastroSchema>;

/**
 * Registers a supplier (spec 2 §7 "POST /api/fornecedores/salvar", §5 "Supplier registration"): its
 * login with a random temporary password shown once and to be changed at the first login (decision
 * 1), the profile and the address. The supplier completes its account on /fornecedor/minha-conta.
 * A representante who registers a supplier carries it from then on.
 */
export const salvarFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/salvar',
  summary:
    'Cadastra um fornecedor com senha temporária (mostrada uma vez); o representante passa a representá-lo',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.adicionar'],
  body: fornecedorCadastroSchema,
  response: respostaCriadoComSenha(MSG_M.salvo, 'Id do fornecedor criado'),
});

/** An address of 'Cadastro de Fornecedor' as stored (parts may be empty on an account not completed). */
export const enderecoCadastroLidoSchema = enderecoLidoSchema.nullable();

/** A supplier as 'Cadastro de Fornecedor' loads it. */
export const fornecedorCadastroLidoSchema = z.object({
  id: z.number().int(),
  razao_social: textoOuNulo,
  nome_fantasia: z.string(),
  cnpj: textoOuNulo.describe('14 caracteres, sem máscara'),
  ie: textoOuNulo,
  nome_socio: textoOuNulo,
  cpf: textoOuNulo.describe('11 dígitos, sem máscara'),
  data_nascimento: textoOuNulo.describe("'aaaa-mm-dd'"),
  ativo: z.boolean(),
  verificado: z
    .boolean()
    .describe('Conta completa pelo fornecedor: o representante que o cadastrou deixa de editá-lo (ADR 007)'),
  endereco: enderecoCadastroLidoSchema,
  user: loginLidoSchema,
  acoes: acoesSchema('fornecedor').describe(
    'O que quem chama pode fazer (ADR 013); alterar_email falso trava o email de login (ADR 007)',
  ),
});
export type FornecedorCadastroLido = z.infer<typeof fornecedorCadastroLidoSchema>;

/**
 * One supplier for 'Cadastro de Fornecedor' (spec 2 §7 "GET /api/fornecedores/{id}/editar"), with the
 * partner's personal data and the login e-mail (ADR 007): the master any; an administrador a supplier
 * in a round it organises or that it registered; a representante only a supplier it registered that
 * has not completed its own account. 404 for anyone else (carrying the supplier does not count).
 */
export const editarFornecedor = endpoint({
  method: 'GET',
  path: '/api/fornecedores/:id/editar',
  summary:
    'Dados de um fornecedor para edição (administrador: das suas rodadas ou que cadastrou; ' +
    'representante: só o que cadastrou, enquanto não completou a conta)',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.editar'],
  params: idFornecedorParams,
  response: z.object({ fornecedor: fornecedorCadastroLidoSchema }),
});

/**
 * Updates a supplier (spec 2 §7 "POST /api/fornecedores/{id}/atualizar"): same body and rules as
 * salvar, same people as editar (404 otherwise). Only the master changes the login e-mail (422 on
 * user.email for the others, ADR 007).
 */
export const atualizarFornecedor = endpoint({
  method: 'POST',
  path: '/api/fornecedores/:id/atualizar',
  summary: 'Atualiza um fornecedor (quem pode editá-lo, ADR 007); só o master muda o email de login',
  tag: 'Fornecedores',
  roles: CAPACIDADES['fornecedores.editar'],
  params: idFornecedorParams,
  body: fornecedorCadastroSchema,
  response: respostaMsg(MSG_M.atualizado),
});
