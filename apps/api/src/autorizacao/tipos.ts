/** The columns of the matrix: the five roles, an anonymous caller and an unverified account. */
export const QUEM = [
  'master',
  'administrador',
  'fornecedor',
  'representante',
  'cliente',
  'anonimo',
  'incompleto',
] as const;
export type Quem = (typeof QUEM)[number];

/** The roles an account may be held in while completing it (spec 1 §2.1, ADR 008). */
export type TipoIncompleto = 'fornecedor' | 'representante' | 'cliente';

/**
 * The expected answer of one cell of the authorization matrix (matriz-autorizacao.dados.ts):
 * - 'ok': the caller passes authentication and authorization. The answer is 2xx, or a refusal
 *   on the merits that only an authorized caller can get: 409 (conflict with the current state,
 *   e.g. deleting a supplier with history) or 422 (a business rule, e.g. the master resetting its
 *   own password). A 400 never counts: it means the matrix sent a malformed request, so the
 *   authorization was never asked (add or fix the endpoint's call in chamadas.ts).
 * - 401: no session (an anonymous caller on a protected endpoint).
 * - 403: the role may not call the endpoint, the account is held until completed
 *   (`cadastro_incompleto`, ADR 008), or a policy refuses with 403 on purpose (ADR 006: someone
 *   else's rating).
 * - 404: the object is someone else's and the caller may not know it exists (ADR 003).
 */
export type Esperado = 'ok' | 401 | 403 | 404;

/** Shorthand for the rows. */
export const ok = 'ok' as const;

/** One row: the answer for each column of QUEM, in order. */
export type Linha = readonly [
  master: Esperado,
  administrador: Esperado,
  fornecedor: Esperado,
  representante: Esperado,
  cliente: Esperado,
  anonimo: Esperado,
  incompleto: Esperado,
];

/**
 * The kind of object an endpoint acts on; alvos.ts says, per caller, which object of the world is
 * its own and which is another owner's.
 */
export type Familia =
  | 'cliente'
  | 'loja'
  | 'fornecedor'
  | 'fornecedor+rodada'
  | 'representante'
  | 'representante+fornecedor'
  | 'vinculo'
  | 'administrador'
  | 'usuario'
  | 'rodada'
  | 'stand'
  | 'avaliacao'
  | 'produto'
  | 'tamanho'
  | 'cor'
  | 'produto-vencido'
  | 'notificacao'
  | 'banner';

/**
 * The object of a cell: the caller's own, another owner's, or a `vizinho` (neighbour): an object
 * next to the caller's own that grants it no right. On a path with two ids, its own parent with
 * another owner's child (another customer's store under its own customer: the classic way to
 * reach someone else's object through one's own URL); for a supplier, one the representante
 * carries and registered, that has completed its own account since (neither carrying nor having
 * registered it grants the right to edit it then, ADR 007).
 */
export type Alvo = 'proprio' | 'outro' | 'vizinho';

/** A cell where today's code answers something the policy does not say (a bug found by the matrix). */
export interface Divergencia {
  /** What the code answers today; the test checks it still does, so a fix must remove the mark. */
  hoje: number;
  porque: string;
}

interface Base {
  /** Known divergences, by cell ('representante/outro', or 'cliente' for an endpoint without object). */
  divergencias?: Partial<Record<`${Quem}/${Alvo}` | Quem, Divergencia>>;
}

/** The row of an endpoint: its object family and the answers for own and another's object. */
export type Entrada =
  | (Base & { objeto: 'sem objeto'; todos: Linha })
  | (Base & { objeto: Familia; proprio: Linha; outro: Linha; vizinho?: Linha });

/** The matrix: one entry per endpoint, keyed `METHOD /path` as in the contracts. */
export type Tabela = Readonly<Record<string, Entrada>>;
