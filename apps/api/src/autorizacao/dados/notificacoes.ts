import { ok, type Tabela } from '../tipos.js';

// The notifications of the caller (spec 1 §2.7, §7 Notifications; mundo-homologacao.ts). Columns:
//   master, administrador, fornecedor, representante, cliente, anonimo, incompleto
// Every role has notifications; a caller reaches only its own (another user's: 404). The list is
// one of the shell's counters, open to a held account (ADR 008); answering is not.

export const NOTIFICACOES: Tabela = {
  'GET /api/notificacoes/listar': { objeto: 'sem objeto', todos: [ok, ok, ok, ok, ok, 401, ok] },
  'POST /api/notificacoes/:id/responder': {
    objeto: 'notificacao',
    proprio: [ok, ok, ok, ok, ok, 401, 403],
    outro: [404, 404, 404, 404, 404, 401, 403],
  },
};
