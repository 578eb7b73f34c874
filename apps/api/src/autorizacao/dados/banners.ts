import { ok, type Linha, type Tabela } from '../tipos.js';

// Storefront banners (spec 3 §2 "Banners", §6 "Banners | master", §7; POLITICAS.banner). Columns:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Family 'banner' (alvos.ts): two banners of the world, both the master's to keep; the others'
// role may not call these endpoints at all (403 before any lookup).

const SO_MASTER: Linha = [ok, 403, 403, 403, 403, 401, 403];
const doBanner = { objeto: 'banner', proprio: SO_MASTER, outro: SO_MASTER } as const;

export const BANNERS: Tabela = {
  'GET /api/banners': { objeto: 'sem objeto', todos: SO_MASTER },
  'POST /api/banners/salvar': { objeto: 'sem objeto', todos: SO_MASTER },
  'GET /api/banners/:id/editar': doBanner,
  'POST /api/banners/:id/atualizar': doBanner,
  'POST /api/banners/:id/excluir': doBanner,
  // The shop's carousel: public, whoever asks (a held account too: it reads no session).
  'GET /api/banners/ativos': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, ok, ok] },
};
