import { ok, type Linha, type Tabela } from '../tipos.js';

// The catalogue's sizes, colours and categories (spec 3 §6 "Products: fornecedor, master", §7
// "Sizes", "Colours"; POLITICAS.tamanho / cor / produto). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// A size or colour (alvos.ts, families 'tamanho' / 'cor'): the supplier's own is its tipo 0, the
// master's a shared one (tipo 1); another owner's is another supplier's tipo 0 (the master sees it
// and may not change it: 403; a supplier may not know it: 404); the neighbour is a shared one,
// which the supplier sees and may not change (403). A product (family 'produto'): the supplier's
// own for every caller (the master edits any product) and another supplier's.

/** Who keeps a catalogue: the supplier and the master; a held supplier account is held (403). */
const CATALOGO: Linha = [ok, 403, ok, 403, 403, 401, 403];

const doItem = {
  proprio: CATALOGO,
  outro: [403, 403, 404, 403, 403, 401, 403],
  vizinho: [ok, 403, 403, 403, 403, 401, 403],
} as const;
const doItemTamanho = { objeto: 'tamanho', ...doItem } as const;
const doItemCor = { objeto: 'cor', ...doItem } as const;
const doProduto = {
  objeto: 'produto',
  proprio: CATALOGO,
  outro: [ok, 403, 404, 403, 403, 401, 403],
} as const;
const semObjeto = { objeto: 'sem objeto', todos: CATALOGO } as const;

export const CATALOGO_DADOS: Tabela = {
  'GET /api/tamanhos': semObjeto,
  'GET /api/tamanhos/:produtoId': doProduto,
  'POST /api/tamanhos/salvar': semObjeto,
  'POST /api/tamanhos/:id/atualizar': doItemTamanho,
  'POST /api/tamanhos/:id/excluir': doItemTamanho,
  'GET /api/cores': semObjeto,
  'GET /api/cores/:id': doProduto,
  'POST /api/cores/salvar': semObjeto,
  'POST /api/cores/:id/atualizar': doItemCor,
  'POST /api/cores/:id/excluir': doItemCor,
  'GET /api/corestamanhos': semObjeto,
  'GET /api/produtos/corestamanhos/:id': doProduto,
  'GET /api/produtos/categorias': semObjeto,
  // The shop's category chips: public (spec 1 §7).
  'GET /api/categorias': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, ok, ok] },
};
