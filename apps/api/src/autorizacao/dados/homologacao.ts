import { ok, type Tabela } from '../tipos.js';

// A product's approval and expiry (spec 3 §4 "Product status", §6 "Products: fornecedor, master",
// §7 Products; mundo-homologacao.ts). Columns, in order:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Family 'produto': the caller's own is the world fornecedor's product in 0 Em homologação (the
// master sees and approves any), another's is another supplier's (not in the shop, so a supplier
// may not know it exists: 404). Family 'produto-vencido': the same in 3 Vencido, which only its
// supplier answers (the master sees it, but renovar is not its action: 403).

const SO_MASTER = [ok, 403, 403, 403, 403, 401, 403] as const;

export const HOMOLOGACAO: Tabela = {
  'GET /api/produtos/homologacao': {
    objeto: 'produto',
    proprio: [ok, 403, ok, 403, 403, 401, 403],
    outro: [ok, 403, 404, 403, 403, 401, 403],
  },
  'GET /api/produtos/possiveiserros': { objeto: 'sem objeto', todos: SO_MASTER },
  'POST /api/produtos/:id/homologar': { objeto: 'produto', proprio: SO_MASTER, outro: SO_MASTER },
  'POST /api/produtos/:id/renovar-vencido': {
    objeto: 'produto-vencido',
    proprio: [403, 403, ok, 403, 403, 401, 403],
    outro: [403, 403, 404, 403, 403, 401, 403],
  },
};
