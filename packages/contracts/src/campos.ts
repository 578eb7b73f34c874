import { z } from './zod-setup.js';
import { naColuna, normalizadoAte } from './colunas.js';
import {
  cnpjValido,
  cpfValido,
  normalizarCep,
  normalizarCnpj,
  normalizarCpf,
  normalizarTelefone,
} from './documentos.js';
import { MAX_CENTAVOS_DINHEIRO } from './limites.js';

/**
 * Field schemas shared by every form and body (spec 2 §5): each normalises what the user typed
 * (masks, spaces, case) and answers the spec's message. The output is what the database stores.
 */

/** Required text, trimmed; 'Campo obrigatório' when empty (spec 2 §5). */
export const obrigatorio = (msg = 'Campo obrigatório', max = 255) =>
  z.string({ error: msg }).trim().min(1, msg).max(max, `No máximo ${max} caracteres`);

/** Optional text, trimmed; empty becomes null. */
export const opcional = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `No máximo ${max} caracteres`)
    .nullish()
    .transform((v) => (v ? v : null));

/** CNPJ, numeric or alphanumeric (spec D5): stored as 14 upper-case characters. */
export const cnpj = (msg = 'CNPJ Inválido') =>
  normalizadoAte(
    14,
    z
      .string({ error: 'Campo obrigatório' })
      .min(1, 'Campo obrigatório')
      .transform(normalizarCnpj)
      .refine(cnpjValido, msg),
  );

/** CPF: stored as 11 digits; repeated digits are invalid (spec 2 §5). */
export const cpf = (msg = 'CPF Inválido') =>
  normalizadoAte(
    11,
    z
      .string({ error: 'Campo obrigatório' })
      .min(1, 'Campo obrigatório')
      .transform(normalizarCpf)
      .refine(cpfValido, msg),
  );

/** CEP: either mask accepted, 8 digits stored (spec D6). */
export const cep = (msg = 'CEP inválido') =>
  normalizadoAte(
    8,
    z
      .string({ error: 'Campo obrigatório' })
      .min(1, 'Campo obrigatório')
      .transform((v, ctx) => {
        const n = normalizarCep(v);
        if (!n) {
          ctx.addIssue({ code: 'custom', message: msg });
          return z.NEVER;
        }
        return n;
      }),
  );

/** E-mail, trimmed and lower-cased (logins are case-insensitive). */
export const email = (msg = 'E-mail inválido') =>
  z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .min(1, 'Campo obrigatório')
    .max(255, 'No máximo 255 caracteres')
    .toLowerCase()
    .pipe(z.email(msg));

/** Optional e-mail: empty becomes null, otherwise must be valid. */
export const emailOpcional = (msg = 'E-mail inválido') =>
  z
    .string()
    .trim()
    .max(255, 'No máximo 255 caracteres')
    .toLowerCase()
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.email(msg).nullable());

/**
 * Landline '(##) ####-####' → 10 digits; mobile '(##) #####-####' → 11 digits (spec 2 §5). A
 * country code (+55, 0055) is dropped first, as the web's mask does (normalizarTelefone).
 */
export const telefone = (msg = 'Telefone inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .transform(normalizarTelefone)
      .refine((d) => d.length === 10 || d.length === 11, msg),
  );

/** Required phone: 'Campo obrigatório' when empty, then the 10/11-digit rule. */
export const telefoneObrigatorio = (msg = 'Telefone inválido') =>
  normalizadoAte(
    11,
    z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório').pipe(telefone(msg)),
  );

/** Optional phone: empty becomes null. */
export const telefoneOpcional = (msg = 'Telefone inválido') =>
  normalizadoAte(
    11,
    z
      .string()
      .nullish()
      .transform((v) => (v ? normalizarTelefone(v) : null))
      .refine((d) => d === null || d.length === 10 || d.length === 11, msg),
  );

/** Largest id a PostgreSQL `integer` holds: a bigger one is not a row, and must not reach SQL (a 500). */
export const MAIOR_ID = 2_147_483_647;

/** A positive integer id (path params and selects), never above MAIOR_ID. */
export const id = (msg = 'Campo obrigatório') =>
  z.coerce.number({ error: msg }).int(msg).positive(msg).max(MAIOR_ID, msg);

/**
 * Largest state id: estado_id columns are PostgreSQL `smallint` (IBGE state codes are 11 to 53);
 * a bigger number must not reach SQL (a 500, found by the fuzz, ADR 009).
 */
export const MAIOR_ID_ESTADO = 32_767;

/** A state id (IBGE code) in a body: a positive integer a `smallint` holds. */
export const idEstado = (msg = 'Campo obrigatório') => id(msg).max(MAIOR_ID_ESTADO, msg);

/** An id in a path or query (zod's own messages), never above MAIOR_ID; `descricao` documents it. */
export const idParam = (descricao: string) =>
  z.coerce.number().int().positive().max(MAIOR_ID).describe(descricao);

/** The message of a bad business date (spec 2 §5 style). */
export const MSG_DATA_INVALIDA = 'Data inválida (use AAAA-MM-DD)';
/** The years a business date may have: PostgreSQL refuses year 0 (a 500), and no order is older. */
export const MENOR_DATA = '1900-01-01';
export const MAIOR_DATA = '2999-12-31';

/** A business date 'AAAA-MM-DD' (a real calendar day) of the years 1900 to 2999. */
export const dataIso = (msg = MSG_DATA_INVALIDA) =>
  z.iso.date(msg).refine((d) => d >= MENOR_DATA && d <= MAIOR_DATA, msg);

/**
 * An address (spec 2 §3 "endereco"). Which parts are required varies by form: forms `.extend` it.
 * estado_id and cidade_id are IBGE codes; the server checks the city belongs to the state.
 */
export const enderecoSchema = z.object({
  rua: naColuna('enderecos.rua', obrigatorio()),
  numero: naColuna('enderecos.numero', obrigatorio('Campo obrigatório', 20)),
  complemento: naColuna('enderecos.complemento', opcional()),
  bairro: naColuna('enderecos.bairro', obrigatorio('Campo obrigatório', 120)),
  estado_id: idEstado(),
  cidade_id: id(),
  cep: naColuna('enderecos.cep', cep()),
  telefone: naColuna('enderecos.telefone', telefoneOpcional()),
  celular: naColuna('enderecos.celular', telefoneOpcional()),
  email: naColuna('enderecos.email', emailOpcional()),
});
export type EnderecoEntrada = z.input<typeof enderecoSchema>;
export type Endereco = z.output<typeof enderecoSchema>;

export { MAX_CENTAVOS_DINHEIRO };

/** The refusal of an amount above what the column holds. */
export const MSG_DINHEIRO_MAXIMO = 'Valor acima do máximo permitido (R$ 999.999.999.999,99)';

/**
 * An amount of money as the API receives it: a decimal string in reais with a dot and at most two
 * decimals ('1234.56', what `deCentavos` writes; never a float, spec D14), read as integer cents.
 * Negative or malformed: `msg`. Above MAX_CENTAVOS_DINHEIRO: MSG_DINHEIRO_MAXIMO.
 */
export const dinheiro = (msg = 'Valor inválido') =>
  z
    .string({ error: msg })
    .trim()
    .regex(/^\d+(?:\.\d{1,2})?$/, msg)
    .refine((v) => v.split('.')[0]!.replace(/^0+(?=\d)/, '').length <= 12, MSG_DINHEIRO_MAXIMO)
    .transform((v) => {
      const [reais = '0', centavos = ''] = v.split('.');
      return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
    })
    .describe('Valor em reais, decimal com ponto e até 2 casas (ex.: "1234.56")');
