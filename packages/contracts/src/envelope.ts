import { z } from './zod-setup.js';
import type { Tipo } from './roles.js';

/** Error body of every failed call: `{status: 2, msg, errors?: {campo: mensagem}}` (spec README). */
export const erroSchema = z
  .object({
    status: z.literal(2),
    msg: z.string().describe('Mensagem em português para o usuário'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('Mensagem por campo inválido (caminho com pontos, ex.: "endereco.cep")'),
    motivo: z
      .string()
      .optional()
      .describe('Código estável do motivo, para a interface reagir (ex.: "conta_nao_validada")'),
  })
  .describe('Erro');
export type Erro = z.infer<typeof erroSchema>;

export type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Objeto = z.ZodObject<z.ZodRawShape>;

/**
 * One endpoint, defined once (architecture.md "Contract first"): the server registers it with
 * validation, response filtering and OpenAPI; the web calls it through the typed client.
 * `response` describes the success data; the wire adds `status: 1`.
 */
export interface Endpoint<
  P extends Objeto | undefined = Objeto | undefined,
  Q extends Objeto | undefined = Objeto | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Objeto = Objeto,
> {
  method: Metodo;
  /** Fastify-style path, e.g. `/api/pedidos/:id/editar`. */
  path: string;
  summary: string;
  tag: string;
  /** Roles that may call it; `public` needs no login. */
  roles: readonly Tipo[] | 'public';
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /**
   * Open to a user who still holds a temporary password (spec D1); every other protected
   * endpoint answers 403 `motivo: 'trocar_senha'` until the password is changed.
   */
  permiteTrocarSenha?: true;
  /**
   * Open to a user whose account is not completed yet (`verificado` false, spec 1 §2.1, spec 2 §2;
   * see cadastroIncompleto): their own account, the session, logout, password change and the
   * shell's counters. Every other protected endpoint answers 403 `motivo: 'cadastro_incompleto'`.
   * Public endpoints (the lookups) are open to everyone anyway.
   */
  permiteCadastroIncompleto?: true;
  /**
   * The body is a raw file instead of JSON (docs/decisions/005-uploads.md). Registered without a
   * body schema; the handler receives the bytes in `ctx.arquivo`.
   */
  upload?: UploadBruto;
  /**
   * The success answer may be a file instead of JSON (printing, spec 3 §7 "GET (blob)"): the
   * handler sends the file itself (apps/api/src/modules/impressoes/entregar.ts) with this
   * Content-Type and `Content-Disposition: inline`, or returns `response` as usual, which goes out
   * as JSON `{status: 1, ...}` (impressao=remota). OpenAPI lists both bodies; the web reads the
   * Content-Type (apps/web/src/lib/imprimir.ts).
   */
  arquivo?: RespostaArquivo;
}

/** The file a file-answering endpoint may send (see `Endpoint.arquivo`). */
export interface RespostaArquivo {
  tipo: 'application/pdf' | 'image/svg+xml';
  /** The answer is always the file, never the JSON (a round's SVG floor plan, ADR 015). */
  somenteArquivo?: true;
}

/**
 * A raw-file upload route: the server refuses another Content-Type with 415 `msgTipo` and a body
 * over `maxBytes` with 413 `msgTamanho`, before reading it (after the login and role checks).
 */
export interface UploadBruto {
  tipos: readonly string[];
  maxBytes: number;
  msgTipo: string;
  /** The refusal of a body over `maxBytes`; a function receives the declared size in bytes. */
  msgTamanho: string | ((bytes: number) => string);
}

/** Declares an endpoint keeping its exact schema types. */
export function endpoint<
  P extends Objeto | undefined,
  Q extends Objeto | undefined,
  B extends z.ZodType | undefined,
  R extends Objeto,
>(def: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return def;
}

/** The success wire schema of an endpoint: its response plus `status: 1`. */
export function sucesso<R extends Objeto>(response: R) {
  return response.extend({ status: z.literal(1) });
}

// Optional schema properties read as `Schema | undefined`: strip the undefined before inferring.
type Esquema<T> = Exclude<T, undefined>;
type Infer<T> = [Esquema<T>] extends [never]
  ? undefined
  : Esquema<T> extends z.ZodType
    ? z.output<Esquema<T>>
    : undefined;
type Input<T> = [Esquema<T>] extends [never]
  ? undefined
  : Esquema<T> extends z.ZodType
    ? z.input<Esquema<T>>
    : undefined;
export type ParamsDe<E extends Endpoint> = Input<E['params']>;
export type QueryDe<E extends Endpoint> = Input<E['query']>;
export type BodyDe<E extends Endpoint> = Input<E['body']>;
export type RespostaDe<E extends Endpoint> = Infer<E['response']> & { status: 1 };
/** Parsed (server-side) shapes. */
export type ParamsOut<E extends Endpoint> = Infer<E['params']>;
export type QueryOut<E extends Endpoint> = Infer<E['query']>;
export type BodyOut<E extends Endpoint> = Infer<E['body']>;
export type DadosDe<E extends Endpoint> = Infer<E['response']>;

export { montarCaminho } from './caminho.js';

/** Pagination query shared by every list (architecture.md: lists are paginated on the server). */
export const paginacaoQuery = z.object({
  page: z.coerce.number().int().min(1).default(1).describe('Página (1 em diante)'),
  paginacao: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(30)
    .describe('Itens por página (30 por padrão; no máximo 200)'),
});

/** Pagination block of every list answer. */
export const paginaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** An answer made of a message only; `texto` is the message it carries, quoted in the reference. */
export const respostaMsg = (texto: string) => z.object({ msg: z.string().describe(`'${texto}'`) });

/** The temporary password of a created or reset login (spec D1): answered once, never stored. */
export const senhaTemporariaSchema = z.string().describe('Senha temporária, mostrada uma única vez');

/**
 * What creating a login with a temporary password answers (spec D1): the message `texto`, the
 * new record's id (`descricaoId`) and the password, shown once.
 */
export const respostaCriadoComSenha = (texto: string, descricaoId: string) =>
  z.object({
    msg: z.string().describe(`'${texto}'`),
    id: z.number().int().describe(descricaoId),
    senha: senhaTemporariaSchema,
  });

/** What resetting a login's password answers (spec D1): the message with the password, and it. */
export const respostaSenhaResetada = z.object({
  msg: z.string().describe("'Senha resetada com sucesso. Nova senha: …' (spec D1)"),
  senha: senhaTemporariaSchema,
});
