import { ok, type Tabela } from '../tipos.js';

// Suppliers: their own account, logo and video, the maintenance and the ratings (spec 2 §2, §6,
// §7; ADR 007). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// A caller's own supplier (alvos.ts): the master's, any supplier; the administrador's, one in the
// round it organises; the fornecedor's, itself; the representante's, one it registered, carries
// and that has not completed its account. Another owner's supplier is deactivated, registered and
// carried by another representative, in another administrador's round (fornecedor.policy). The
// neighbour (`vizinho`) is active, carried by the representante and registered by it, and has
// completed its own account since: the representante sees it, and may no longer edit it (ADR 007:
// carrying never counts, registering only until the supplier completes its account); to the
// others it is just another supplier.

/** The supplier's own account page: fornecedor only, held ones too (spec 2 §6, ADR 008). */
const CONTA = [403, 403, ok, 403, 403, 401, ok] as const;

/** Who sees the supplier (podeVerFornecedor; the route excludes the fornecedor itself). */
const VER_PROPRIO = [ok, ok, 403, ok, 403, 401, 403] as const;
const VER_OUTRO = [ok, ok, 403, 404, 403, 401, 403] as const;
const VER_VIZINHO = [ok, ok, 403, ok, 403, 401, 403] as const;

/** Who edits it (podeEditarFornecedor): master, the administrador reaching it, its registrant. */
const EDITAR_PROPRIO = [ok, ok, 403, ok, 403, 401, 403] as const;
const EDITAR_OUTRO = [ok, 404, 403, 404, 403, 401, 403] as const;

/** Who deletes, resets or blocks it (podeGerirFornecedor): master, the administrador reaching it. */
const GERIR_PROPRIO = [ok, ok, 403, 403, 403, 401, 403] as const;
const GERIR_OUTRO = [ok, 404, 403, 403, 403, 401, 403] as const;

/** A representante-only call on its own object; another's answers 404 (ADR 006). */
const SO_REPRESENTANTE_PROPRIO = [403, 403, 403, ok, 403, 401, 403] as const;
const SO_REPRESENTANTE_OUTRO = [403, 403, 403, 404, 403, 401, 403] as const;

export const FORNECEDORES: Tabela = {
  'GET /api/fornecedores/config/listar': { objeto: 'sem objeto', todos: CONTA },
  'POST /api/fornecedores/config/salvar': { objeto: 'sem objeto', todos: CONTA },
  'POST /api/fornecedores/config/video/salvar': { objeto: 'sem objeto', todos: CONTA },
  'POST /api/fornecedores/config/video/excluir': { objeto: 'sem objeto', todos: CONTA },
  // The logo by id: the supplier's own only. Another supplier's answers 403 with its own message
  // (MSG.logoDeOutro, the contract's documented answer): logos are public on the storefront, so
  // nothing is revealed by telling the id exists.
  'GET /api/fornecedores/:id/logo/listar': {
    objeto: 'fornecedor',
    proprio: CONTA,
    outro: [403, 403, 403, 403, 403, 401, 403],
  },
  'POST /api/fornecedores/:id/logo/salvar': {
    objeto: 'fornecedor',
    proprio: CONTA,
    outro: [403, 403, 403, 403, 403, 401, 403],
  },

  // Maintenance (spec 2 §6 "Supplier list / add / edit"; ADR 007).
  'GET /api/fornecedores/listar': { objeto: 'sem objeto', todos: [ok, ok, 403, ok, 403, 401, 403] },
  'GET /api/fornecedores/listar/loja': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, ok, ok] },
  'POST /api/fornecedores/salvar': { objeto: 'sem objeto', todos: [403, ok, 403, ok, 403, 401, 403] },
  'GET /api/fornecedores/:id/editar': {
    objeto: 'fornecedor',
    proprio: EDITAR_PROPRIO,
    outro: EDITAR_OUTRO,
    vizinho: EDITAR_OUTRO,
  },
  'POST /api/fornecedores/:id/atualizar': {
    objeto: 'fornecedor',
    proprio: EDITAR_PROPRIO,
    outro: EDITAR_OUTRO,
    vizinho: EDITAR_OUTRO,
  },
  'GET /api/fornecedores/:id/detalhar': {
    objeto: 'fornecedor',
    proprio: VER_PROPRIO,
    outro: VER_OUTRO,
    vizinho: VER_VIZINHO,
  },
  'POST /api/fornecedores/:id/excluir': {
    objeto: 'fornecedor',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
    vizinho: GERIR_OUTRO,
  },
  'POST /api/fornecedores/:id/resetar': {
    objeto: 'fornecedor',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
    vizinho: GERIR_OUTRO,
  },
  'POST /api/fornecedores/:id/bloquear': {
    objeto: 'fornecedor',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
    vizinho: GERIR_OUTRO,
  },
  'GET /api/impressoes/fornecedores/listar': {
    objeto: 'rodada',
    proprio: [ok, ok, 403, ok, 403, 401, 403],
    outro: [ok, 404, 403, 404, 403, 401, 403],
  },

  // Ratings (spec 2 §6 "Representative on suppliers"): seen by whoever sees the supplier, written
  // by a representante about a supplier it sees, deleted by its author only (403 to another
  // representante, ADR 006).
  'GET /api/fornecedores/:id/listar-avaliacoes': {
    objeto: 'fornecedor',
    proprio: VER_PROPRIO,
    outro: VER_OUTRO,
    vizinho: VER_VIZINHO,
  },
  'POST /api/fornecedores/salvar-avaliacao-representante': {
    objeto: 'fornecedor',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: SO_REPRESENTANTE_OUTRO,
    vizinho: SO_REPRESENTANTE_PROPRIO,
  },
  // Another's rating: 403 for whoever sees its supplier (ADR 006); the calling representante does
  // not see the other's supplier (deactivated, not carried), so for it the rating does not exist
  // (avaliacao.ver, ADR 013): 404.
  'POST /api/fornecedores/excluir-avaliacao-representante/:id': {
    objeto: 'avaliacao',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: [403, 403, 403, 404, 403, 401, 403],
  },

  // The suppliers a representante carries and its own switch (its own id only, ADR 006).
  'GET /api/representantes/:id/fornecedores': {
    objeto: 'representante',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: SO_REPRESENTANTE_OUTRO,
  },
  // Vizinho: its own id and a supplier it may not see (deactivated, not carried): 404.
  'POST /api/representantes/:id/fornecedor/:fornecedor_id/ativacao': {
    objeto: 'representante+fornecedor',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: SO_REPRESENTANTE_OUTRO,
    vizinho: SO_REPRESENTANTE_OUTRO,
  },
};
