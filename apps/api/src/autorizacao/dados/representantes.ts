import { ok, type Tabela } from '../tipos.js';

// Representatives: their own account, the maintenance and the client links (spec 2 §2, §6, §7;
// ADR 006, ADR 007). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// A caller's own representative (alvos.ts): the master's, any; the administrador's, one in the
// round it organises; the representante's, itself; the cliente's, the one it is linked to.
// Another owner's takes part in another administrador's round and was registered by it.

/** Who maintains it (podeGerirRepresentante): master, the administrador reaching it. */
const GERIR_PROPRIO = [ok, ok, 403, 403, 403, 401, 403] as const;
const GERIR_OUTRO = [ok, 404, 403, 403, 403, 401, 403] as const;

/** Administrador and master lists (spec 2 §6 "Representatives list"; the cliente's is by id). */
const LISTA = [ok, ok, 403, 403, 403, 401, 403] as const;

export const REPRESENTANTES: Tabela = {
  // The representative's own account page, held ones too (ADR 008).
  'GET /api/representantes/conta': { objeto: 'sem objeto', todos: [403, 403, 403, ok, 403, 401, ok] },
  'POST /api/representantes/conta/salvar': { objeto: 'sem objeto', todos: [403, 403, 403, ok, 403, 401, ok] },

  'GET /api/representantes/listar': { objeto: 'sem objeto', todos: LISTA },
  'GET /api/representantes/listar/lista': { objeto: 'sem objeto', todos: LISTA },
  'POST /api/representantes/salvar': { objeto: 'sem objeto', todos: [403, ok, 403, 403, 403, 401, 403] },
  'GET /api/representantes/:id/editar': {
    objeto: 'representante',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
  },
  'POST /api/representantes/:id/atualizar': {
    objeto: 'representante',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
  },
  'POST /api/representantes/:id/excluir': {
    objeto: 'representante',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
  },
  'POST /api/representantes/:id/resetar': {
    objeto: 'representante',
    proprio: GERIR_PROPRIO,
    outro: GERIR_OUTRO,
  },
  // The read-only details (podeVerRepresentante): master, administrador and cliente see every
  // representative (a cliente links itself to one it is not linked to yet); the route leaves the
  // representante out (it has its own account page).
  'GET /api/representante/:id/detalhar': {
    objeto: 'representante',
    proprio: [ok, ok, 403, 403, ok, 401, 403],
    outro: [ok, ok, 403, 403, ok, 401, 403],
  },
  // The representative drops its own side of a link: its own id and a client linked to it (vizinho:
  // its own id and a client it is not linked to, 404).
  'POST /api/representantes/:id/clientes/:cliente_id/desvincular': {
    objeto: 'vinculo',
    proprio: [403, 403, 403, ok, 403, 401, 403],
    outro: [403, 403, 403, 404, 403, 401, 403],
    vizinho: [403, 403, 403, 404, 403, 401, 403],
  },
  // Printing to the island of a round the caller may see (spec D13); the cliente prints its
  // own 'Minhas Representações'.
  'GET /api/impressoes/representantes/listar': {
    objeto: 'rodada',
    proprio: [ok, ok, 403, 403, ok, 401, 403],
    outro: [ok, 404, 403, 403, 404, 401, 403],
  },
};
