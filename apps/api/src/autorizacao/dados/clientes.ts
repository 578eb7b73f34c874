import { ok, type Tabela } from '../tipos.js';

// Customers, their stores and their account (spec 2 §2, §6, §7; ADR 006). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// A caller's own customer (alvos.ts): the master's, one with no link at all (the master sees
// every customer); the administrador's, one enrolled in its round; the fornecedor's, one in its
// customer list; the representante's, one it is the main, confirmed representative of; the
// cliente's, itself. Another owner's customer is linked to another administrador, supplier and
// representative (cliente.policy: podeVerCliente, podeEditarCliente, podeExcluirCliente), and
// near the callers in ways that grant nothing: the caller administrador registered its login (it
// reaches customers through its rounds, ADR 006) and the representante has a pending request
// with it (a pending link does not count, ADR 006).

/** Who may see the customer (podeVerCliente): the master all, the others only their own. */
const VER_PROPRIO = [ok, ok, ok, ok, ok, 401, 403] as const;
const VER_OUTRO = [ok, 404, 404, 404, 404, 401, 403] as const;
/**
 * Another customer's store under one's own customer (`vizinho`): absent at that path for everyone,
 * the master included (the store must belong to the path's customer).
 */
const LOJA_VIZINHA = [404, 404, 404, 404, 404, 401, 403] as const;

/** The customer's own account page (spec 2 §7 "?id": its own id only, another 404), held ones too. */
const CONTA_PROPRIA = [403, 403, 403, 403, ok, 401, ok] as const;
const CONTA_OUTRA = [403, 403, 403, 403, 404, 401, 404] as const;

/** A cliente-only call on its own id (ADR 006: another id answers 404). */
const SO_CLIENTE_PROPRIO = [403, 403, 403, 403, ok, 401, 403] as const;
const SO_CLIENTE_OUTRO = [403, 403, 403, 403, 404, 401, 403] as const;

/** A representante-only call on its own customer (spec 2 §7 "/api/representantes/config/*"). */
const SO_REPRESENTANTE_PROPRIO = [403, 403, 403, ok, 403, 401, 403] as const;
const SO_REPRESENTANTE_OUTRO = [403, 403, 403, 404, 403, 401, 403] as const;

export const CLIENTES: Tabela = {
  'GET /api/clientes/config/listar': { objeto: 'cliente', proprio: CONTA_PROPRIA, outro: CONTA_OUTRA },
  'POST /api/clientes/config/salvar': { objeto: 'cliente', proprio: CONTA_PROPRIA, outro: CONTA_OUTRA },

  // Stores: whoever may see the customer reads them, whoever may edit it changes them
  // (loja.policy; today the same people, spec 2 §2). The default store is never the target.
  'GET /api/clientes/:id/lojas/listar': { objeto: 'cliente', proprio: VER_PROPRIO, outro: VER_OUTRO },
  'GET /api/clientes/:id/lojas/:loja_id/editar': {
    objeto: 'loja',
    proprio: VER_PROPRIO,
    outro: VER_OUTRO,
    vizinho: LOJA_VIZINHA,
  },
  'POST /api/clientes/:id/lojas/salvar': { objeto: 'cliente', proprio: VER_PROPRIO, outro: VER_OUTRO },
  'POST /api/clientes/:id/lojas/:loja_id/atualizar': {
    objeto: 'loja',
    proprio: VER_PROPRIO,
    outro: VER_OUTRO,
    vizinho: LOJA_VIZINHA,
  },
  'POST /api/clientes/:id/lojas/:loja_id/excluir': {
    objeto: 'loja',
    proprio: VER_PROPRIO,
    outro: VER_OUTRO,
    vizinho: LOJA_VIZINHA,
  },

  // Lists scoped by role (ADR 006); the ones with an id in the path take only the caller's own.
  'GET /api/clientes/listar': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, 401, 403] },
  'GET /api/fornecedores/:id/clientes': {
    objeto: 'fornecedor',
    proprio: [403, 403, ok, 403, 403, 401, 403],
    outro: [403, 403, 404, 403, 403, 401, 403],
  },
  // Its own id and a round: one it takes part in. Another round is not its to see (podeVerRodada,
  // as GET /api/impressoes/contagem and the print island answer): 404.
  'GET /api/fornecedores/:id/clientes/:rodada': {
    objeto: 'fornecedor+rodada',
    proprio: [403, 403, ok, 403, 403, 401, 403],
    outro: [403, 403, 404, 403, 403, 401, 403],
    vizinho: [403, 403, 404, 403, 403, 401, 403],
  },
  'GET /api/representantes/:id/clientes': {
    objeto: 'representante',
    proprio: [403, 403, 403, ok, 403, 401, 403],
    outro: [403, 403, 403, 404, 403, 401, 403],
  },

  // Register: administrador (in a round it organises), representante, fornecedor (spec 2 §6).
  'POST /api/clientes/salvar': { objeto: 'sem objeto', todos: [403, ok, ok, ok, 403, 401, 403] },
  // The customer form: read by whoever sees it, saved by whoever edits it but the cliente itself
  // (which keeps its record on /cliente/minha-conta, spec 2 §2).
  'GET /api/clientes/:id/editar': { objeto: 'cliente', proprio: VER_PROPRIO, outro: VER_OUTRO },
  'POST /api/clientes/:id/atualizar': {
    objeto: 'cliente',
    proprio: [ok, ok, ok, ok, 403, 401, 403],
    outro: [ok, 404, 404, 404, 403, 401, 403],
  },
  'GET /api/representantes/config/listar': {
    objeto: 'cliente',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: SO_REPRESENTANTE_OUTRO,
  },
  'POST /api/representantes/config/salvar': {
    objeto: 'cliente',
    proprio: SO_REPRESENTANTE_PROPRIO,
    outro: SO_REPRESENTANTE_OUTRO,
  },
  // Delete: a fornecedor, from its own customer list (podeExcluirCliente).
  'DELETE /api/clientes/:id/excluir': {
    objeto: 'cliente',
    proprio: [403, 403, ok, 403, 403, 401, 403],
    outro: [403, 403, 404, 403, 403, 401, 403],
  },
  // Activation: master, the administrador of its round, its representative (ADR 006).
  'POST /api/clientes/:id/ativardesativar': {
    objeto: 'cliente',
    proprio: [ok, ok, 403, ok, 403, 401, 403],
    outro: [ok, 404, 403, 404, 403, 401, 403],
  },
  // Printing. The list goes to the print island of a round the caller may see (podeVerRodada,
  // spec D13): its own round, never another's (404). The record sheet is the customer's.
  'GET /api/impressoes/clientes/listar': {
    objeto: 'rodada',
    proprio: [ok, ok, ok, ok, ok, 401, 403],
    outro: [ok, 404, 404, 404, 404, 401, 403],
  },
  'GET /api/clientes/:id/ficha': { objeto: 'cliente', proprio: VER_PROPRIO, outro: VER_OUTRO },

  // The cliente's representatives and its side of the links (spec 2 §6 "Customer on
  // representatives"): its own id only.
  'GET /api/clientes/:id/representantes': {
    objeto: 'cliente',
    proprio: SO_CLIENTE_PROPRIO,
    outro: SO_CLIENTE_OUTRO,
  },
  'POST /api/clientes/:id/representante/relacionar': {
    objeto: 'cliente',
    proprio: SO_CLIENTE_PROPRIO,
    outro: SO_CLIENTE_OUTRO,
  },
};
