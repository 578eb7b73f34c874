import { ok, type Tabela } from '../tipos.js';

// A supplier's products (spec 3 §6 "Products: fornecedor, master", §7 "Products"; issue 12 §8).
// Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// The caller's own product (alvos.ts, family 'produto') is its supplier's product waiting for
// approval (the master's: the one of its supplier); another owner's is another supplier's product
// waiting for approval, invisible to a supplier (404); the neighbour is another supplier's approved
// and active product, in the shop and so visible to a supplier, who may not change it (403).

/** Who manages a product: the master any, its supplier its own (the form, delete). */
const GERIR = {
  objeto: 'produto',
  proprio: [ok, 403, ok, 403, 403, 401, 403],
  outro: [ok, 403, 404, 403, 403, 401, 403],
  vizinho: [ok, 403, 403, 403, 403, 401, 403],
} as const;

/** The active flag is the supplier's own switch (podeAtivarProduto): the master curates by approving. */
const ATIVAR = {
  objeto: 'produto',
  proprio: [403, 403, ok, 403, 403, 401, 403],
  outro: [403, 403, 404, 403, 403, 401, 403],
  vizinho: [403, 403, 403, 403, 403, 401, 403],
} as const;

export const PRODUTOS: Tabela = {
  'GET /api/produtos/listar': { objeto: 'sem objeto', todos: [ok, 403, ok, 403, 403, 401, 403] },
  // The master edits but does not create products (403 MSG_PRODUTOS.soFornecedorCadastra).
  'POST /api/produtos/salvar': { objeto: 'sem objeto', todos: [403, 403, ok, 403, 403, 401, 403] },
  'GET /api/produtos/:id/editar': GERIR,
  'POST /api/produtos/:id/atualizar': GERIR,
  'POST /api/produtos/:id/excluir': GERIR,
  'POST /api/produtos/:id/ativar': ATIVAR,
  'POST /api/produtos/:id/desativar': ATIVAR,
  // Suppliers print their list; the master has no print button (spec 3 §2).
  'GET /api/impressoes/produtos/listar': { objeto: 'sem objeto', todos: [403, 403, ok, 403, 403, 401, 403] },
};
