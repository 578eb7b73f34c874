// The roles as plain data, without zod: the web's first load imports them through leve.ts (issue 13 §8).

/** The five roles of the product (spec 1 §3, `tipo`). */
export const TIPOS = ['master', 'administrador', 'fornecedor', 'representante', 'cliente'] as const;
export type Tipo = (typeof TIPOS)[number];

/** Roles that own a profile with a "minha-conta" page (spec 1 §2.1). */
export const TIPOS_COM_MINHA_CONTA = ['administrador', 'fornecedor', 'representante', 'cliente'] as const;

/**
 * Roles held on their own account page until it is completed (spec 1 §2.1: fornecedor,
 * representante, cliente). Administrators are registered with their data by the master, and the
 * master has no account page: neither is held (docs/decisions/008-seguranca-http.md).
 */
export const TIPOS_COM_CADASTRO_A_CONCLUIR: readonly Tipo[] = ['fornecedor', 'representante', 'cliente'];

/**
 * Whether the user must complete their account before anything else (`verificado` false, spec 1
 * §2.1, spec 2 §2): the web holds them on /{tipo}/minha-conta and the API refuses every endpoint not
 * marked `permiteCadastroIncompleto`.
 */
export function cadastroIncompleto(usuario: { tipo: Tipo; verificado: boolean }): boolean {
  return !usuario.verificado && TIPOS_COM_CADASTRO_A_CONCLUIR.includes(usuario.tipo);
}

/** Everyone who may log in. */
export const TODOS: readonly Tipo[] = TIPOS;
