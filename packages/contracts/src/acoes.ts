import { z } from './zod-setup.js';

/**
 * The vocabulary of object abilities (ADR 013): for each kind of resource, the actions a caller
 * may be allowed on one object of it. The rules that answer them live in @rodada/domain
 * (`POLITICAS`, one rule per action here, checked by the compiler); every object and list row the
 * API returns carries an `acoes` object built from them, and the web shows exactly what it allows.
 *
 * `ver` is the gate of every kind: an object the caller may not see answers 404 whatever the
 * action. It is not sent in `acoes` (a row the caller received is one it may see).
 *
 * Field abilities (`alterar_*`) say which fields of the object's form this caller may change
 * where that varies by caller (spec 2 §5: CNPJ and IE fixed after the first save, the login
 * e-mail by its user or the master only, ADR 007).
 */
export const ACOES = {
  /** The caller's own profile of a role (its /{tipo}/minha-conta page, logo, video). */
  perfil: ['ver', 'editar', 'alterar_logo'],
  /** `editar` and the alterar_* are the customer form's (the cliente changes itself as a perfil). */
  cliente: [
    'ver',
    'editar',
    'excluir',
    'ativar',
    'imprimir',
    'alterar_email',
    'alterar_cnpj',
    'alterar_ie',
    'alterar_representante',
  ],
  loja: ['ver', 'editar', 'excluir'],
  fornecedor: [
    'ver',
    'editar',
    'excluir',
    'resetar_senha',
    'bloquear',
    'ativar_para_mim',
    'avaliar',
    'alterar_email',
  ],
  representante: ['ver', 'editar', 'excluir', 'resetar_senha', 'alterar_email'],
  /** The link of one cliente with one representante (cliente_representante). */
  vinculo: ['ver', 'vincular', 'desvincular'],
  /** A login on the master's users screen (users row); `ativar` is activating or deactivating it. */
  usuario: ['ver', 'editar', 'excluir', 'resetar_senha', 'ativar'],
  /** An administrador profile on the master's administrators screen. */
  administrador: ['ver', 'editar', 'excluir'],
  avaliacao: ['ver', 'excluir'],
  arquivo: ['ver'],
  /**
   * A trade round (spec 3 §2, §6). `editar` is the round form; `alterar_datas` and
   * `alterar_administrador` its master-only fields; `ver_stands` / `gerir_stands` the stands list
   * and its changes (also the map's stand names); `ver_participantes` / `gerir_participantes` the
   * participants pages and their changes. Every `gerir_*` and `editar` is false once the round has
   * closed (spec 3 §4): the server then refuses changes with MSG_RODADAS.rodadaEncerrada.
   */
  rodada: [
    'ver',
    'editar',
    'alterar_datas',
    'alterar_administrador',
    'ver_stands',
    'gerir_stands',
    'ver_participantes',
    'gerir_participantes',
  ],
  /** A stand of a round (spec 3 §3): changed only by who manages the round's stands, while open. */
  stand: ['ver', 'editar', 'excluir'],
  /**
   * A supplier, client or representative taking part in a round (spec 3 §2 "Round participants"):
   * `excluir` removes it from the round; `alterar_prazo` and `inscrever` are the client's term and
   * sign-up (spec 3 §7).
   */
  participante: ['ver', 'excluir', 'alterar_prazo', 'inscrever'],
  /**
   * A product (spec 3 §2-§4): `editar` is its form, grid and gallery; `ativar` the supplier's
   * active flag (both ways); `homologar` approving or rejecting; `renovar` answering 'Ainda vende
   * este produto?' for a 3 Vencido product (ADR 017).
   */
  produto: ['ver', 'editar', 'excluir', 'ativar', 'homologar', 'renovar'],
  /** A size of the catalogue: tipo 0 its supplier's, tipo 1 shared and kept by the master. */
  tamanho: ['ver', 'editar', 'excluir'],
  /** A colour of the catalogue, owned as the sizes are. */
  cor: ['ver', 'editar', 'excluir'],
  /** The status actions are ACOES_PEDIDO of @rodada/domain (pedido-status.ts), same names. */
  pedido: [
    'ver',
    'editar',
    'copiar',
    'imprimir',
    'revisar',
    'informar_entrega',
    'desfazer_entrega',
    'incluir_em_remessa',
    'retirar_da_remessa',
    'cancelar',
  ],
  /**
   * A customer order (pedidos_clientes, spec D9): read by its parties; `cancelar` (its cliente or
   * representante, every supplier order Pendente) and `entregar` (its representante, every supplier
   * order Revisado) act on all its supplier orders at once.
   */
  pedido_cliente: ['ver', 'cancelar', 'entregar'],
  /**
   * A checkout about to be saved (issue 13 §6): `ver` is seeing its client, `salvar` placing the
   * order for it (and for its supplier), `alterar_desconto` setting the order's discount and fee
   * (spec 3 §5, §6: the supplier's; read-only for a representative). Sent per client by the
   * checkout's client picker (GET /api/pedidos/clientes).
   */
  compra: ['ver', 'salvar', 'alterar_desconto'],
  /** A storefront banner (spec 3 §2 "Banners"): kept by the master. */
  banner: ['ver', 'editar', 'excluir'],
} as const;

export type TipoRecurso = keyof typeof ACOES;
export type AcaoDe<T extends TipoRecurso> = (typeof ACOES)[T][number];
/** The abilities an answer carries for one object of kind T: every action but `ver`. */
export type AcoesDe<T extends TipoRecurso> = { [A in Exclude<AcaoDe<T>, 'ver'>]: boolean };

/** The zod schema of the `acoes` object of kind T (every action but `ver`, each a boolean). */
export function acoesSchema<T extends TipoRecurso>(tipo: T): z.ZodType<AcoesDe<T>> {
  const forma = Object.fromEntries(
    ACOES[tipo].filter((a) => a !== 'ver').map((a) => [a, z.boolean()]),
  ) as Record<string, z.ZodBoolean>;
  return z
    .object(forma)
    .strict()
    .describe(`O que quem chama pode fazer com este objeto (${tipo}).`) as unknown as z.ZodType<AcoesDe<T>>;
}
